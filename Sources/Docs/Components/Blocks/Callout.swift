/// `<Note>`, `<Tip>`, `<Info>`, `<Warning>`, `<Check>`, `<Danger>` and the generic `<Callout>`:
/// an aside with an icon.
enum Callout {
    static func markup(_ kind: ComponentKind) -> ComponentMarkup {
        let style = kind == .callout ? "note" : kind.name.lowercased()
        var markup = ComponentMarkup()
        markup.open.raw("<aside class=\"pf-callout pf-\(style)\" role=\"note\" aria-label=\"\(kind.name)\">")
        markup.open.icon(iconName(kind), className: "pf-callout-icon", size: 18)
        markup.open.raw("\n<div class=\"pf-callout-body\">")
        markup.close.raw("</div>\n</aside>")
        return markup
    }

    private static func iconName(_ kind: ComponentKind) -> String {
        switch kind {
        case .note: "pencil"
        case .tip: "lightbulb"
        case .warning: "warning"
        case .check: "circle-check"
        case .danger: "danger"
        default: "info"
        }
    }
}
