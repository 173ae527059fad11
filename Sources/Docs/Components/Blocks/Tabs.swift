/// `<Tabs>`/`<Tab title>`, and the code tabs of `<CodeGroup>`, `<RequestExample>` and
/// `<ResponseExample>`: a WAI-ARIA tab list with one panel per tab; the first tab is
/// selected and the other panels are `hidden` until the page's script switches them.
enum Tabs {
    /// One tab's label, optional icon, and the anchor a `<Tab>` gets from its title (nil for
    /// code tabs, which Mintlify does not link to).
    struct Label {
        var title: String
        var icon: String?
        var id: String? = nil
    }

    /// The container and its tab list; `group` makes the ids unique within the page.
    static func container(className: String, group: Int, labels: [Label], listLabel: String?) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"\(className)\">\n<div class=\"pf-tablist\" role=\"tablist\"")
        if let listLabel { markup.open.attribute("aria-label", listLabel) }
        markup.open.raw(">")
        for (index, label) in labels.enumerated() {
            let selected = index == 0
            markup.open.raw("<button class=\"pf-tab\" type=\"button\" role=\"tab\"")
            markup.open.attribute("id", label.id ?? tabID(group: group, index: index))
            markup.open.attribute("aria-controls", panelID(group: group, index: index))
            markup.open.raw(selected ? " aria-selected=\"true\" tabindex=\"0\">" : " aria-selected=\"false\" tabindex=\"-1\">")
            if let icon = label.icon { markup.open.icon(icon, className: "pf-tab-icon") }
            markup.open.text(label.title)
            markup.open.raw("</button>")
        }
        markup.open.raw("</div>")
        markup.close.raw("</div>")
        return markup
    }

    /// The panel of tab `index` in `group`; `tabID` is that tab's own anchor when it has one.
    static func panel(group: Int, index: Int, tabID labelID: String? = nil) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"pf-tabpanel\" role=\"tabpanel\" tabindex=\"0\"")
        markup.open.attribute("id", panelID(group: group, index: index))
        markup.open.attribute("aria-labelledby", labelID ?? tabID(group: group, index: index))
        markup.open.raw(index == 0 ? ">" : " hidden>")
        markup.close.raw("</div>")
        return markup
    }

    private static func tabID(group: Int, index: Int) -> String { "pf-tabs-\(group)-tab-\(index + 1)" }
    private static func panelID(group: Int, index: Int) -> String { "pf-tabs-\(group)-panel-\(index + 1)" }
}
