/// `<Accordion title>` and `<AccordionGroup>`, and `<Expandable title>`: native
/// `<details>`/`<summary>`, so they open and close without script and keyboards work.
enum Accordion {
    /// - Parameter id: the accordion's anchor, so a link to it can open it.
    static func accordion(_ attributes: ComponentAttributes, id: String?) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<details class=\"pf-accordion\"")
        if let id { markup.open.attribute("id", id) }
        markup.open.raw(attributes.flag("defaultOpen") ? " open>" : ">")
        markup.open.raw("\n<summary class=\"pf-accordion-title\">")
        if let icon = attributes.nonEmptyString("icon") { markup.open.icon(icon, className: "pf-accordion-icon") }
        markup.open.text(attributes.string("title") ?? "")
        if let description = attributes.nonEmptyString("description") {
            markup.open.element("span", class: "pf-accordion-description", text: description)
        }
        markup.open.raw("</summary>\n<div class=\"pf-accordion-body\">")
        markup.close.raw("</div>\n</details>")
        return markup
    }

    static func group() -> ComponentMarkup {
        ComponentMarkup(element: "div", classes: "pf-accordion-group")
    }

    /// The nested properties of an API field, closed until asked for.
    static func expandable(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw(
            attributes.flag("defaultOpen") ? "<details class=\"pf-expandable\" open>" : "<details class=\"pf-expandable\">")
        markup.open.raw("\n<summary class=\"pf-expandable-title\">")
        markup.open.text(attributes.nonEmptyString("title") ?? "Child attributes")
        markup.open.raw("</summary>\n<div class=\"pf-expandable-body\">")
        markup.close.raw("</div>\n</details>")
        return markup
    }
}
