/// `<Note>`, `<Tip>`, `<Info>`, `<Warning>`, `<Check>`, `<Danger>` and the generic `<Callout>`:
/// an aside with an icon.
enum Callout {
    /// A callout; the generic `<Callout>` takes its `icon` and `color` from the page (the
    /// color only when it is a plain CSS color).
    static func markup(_ kind: ComponentKind, _ attributes: ComponentAttributes = ComponentAttributes()) -> ComponentMarkup {
        let style = kind == .callout ? "note" : kind.name.lowercased()
        var markup = ComponentMarkup()
        markup.open.raw("<aside class=\"pf-callout pf-\(style)\" role=\"note\" aria-label=\"\(kind.name)\"")
        if kind == .callout, let color = attributes.nonEmptyString("color").flatMap(InlineComponents.cssColor) {
            markup.open.attribute("style", "--c:" + color)
        }
        markup.open.raw(">")
        let icon = kind == .callout ? attributes.nonEmptyString("icon") ?? iconName(kind) : iconName(kind)
        markup.open.icon(icon, className: "pf-callout-icon", size: 18)
        markup.open.raw("\n<div class=\"pf-callout-body\">")
        markup.close.raw("</div>\n</aside>")
        return markup
    }

    static func iconName(_ kind: ComponentKind) -> String {
        iconName(kind.name.lowercased())
    }

    /// The icon of the callout style `style` (`note`, `tip`, …).
    static func iconName(_ style: String) -> String {
        switch style {
        case "note": "pencil"
        case "tip": "lightbulb"
        case "warning": "warning"
        case "check": "circle-check"
        case "danger": "danger"
        default: "info"
        }
    }
}
