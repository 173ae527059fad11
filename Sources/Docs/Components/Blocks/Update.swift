/// `<Update label description tags>`: one changelog entry, with an id so it can be linked to.
enum Update {
    static func markup(_ attributes: ComponentAttributes, id: String) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<section class=\"pf-update\"")
        markup.open.attribute("id", id)
        markup.open.raw(">\n<div class=\"pf-update-meta\"><span class=\"pf-update-label\">")
        markup.open.text(attributes.string("label") ?? "")
        markup.open.raw("</span>")
        if let description = attributes.nonEmptyString("description") {
            markup.open.element("span", class: "pf-update-description", text: description)
        }
        let tags = attributes.strings("tags")
        if !tags.isEmpty {
            markup.open.raw("<span class=\"pf-update-tags\">")
            for tag in tags {
                markup.open.raw("<span class=\"pf-badge pf-badge-gray\">")
                markup.open.text(tag)
                markup.open.raw("</span>")
            }
            markup.open.raw("</span>")
        }
        markup.open.raw("</div>\n<div class=\"pf-update-body\">")
        markup.close.raw("</div>\n</section>")
        return markup
    }
}
