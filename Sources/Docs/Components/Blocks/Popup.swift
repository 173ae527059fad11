/// `<Popup>` with its `<PopupTrigger>` and `<PopupContent>`: opening one needs a script, so the
/// trigger and the content are drawn one after the other and read in order on a static page.
enum Popup {
    /// The popup's trigger text, then its content right after it.
    static func markup(_ kind: ComponentKind) -> ComponentMarkup {
        switch kind {
        case .popupTrigger: ComponentMarkup(element: "div", classes: "pf-popup-trigger")
        case .popupContent: ComponentMarkup(element: "div", classes: "pf-popup-content")
        default: ComponentMarkup(element: "div", classes: "pf-popup")
        }
    }
}
