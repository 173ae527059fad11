/// `<Update label description tags>`: one changelog entry, with an id so it can be linked to.
enum Update {
    static func markup(_ attributes: ComponentAttributes, id: String) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<section class=\"pf-update\"")
        markup.open.attribute("id", id)
        // The page's feed reads these (SiteBuilder's Feeds); the page itself shows neither.
        let rss = rss(attributes)
        if let title = rss.title { markup.open.attribute("data-rss-title", title) }
        if let description = rss.description { markup.open.attribute("data-rss-description", description) }
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

    /// Mintlify's `rss={{ title: "…", description: "…" }}`: the title and text a feed shows
    /// for the update instead of its label and body (for an update whose body a feed reader
    /// would not show well). Anything else is ignored.
    static func rss(_ attributes: ComponentAttributes) -> (title: String?, description: String?) {
        guard case .expression(let raw)? = attributes["rss"],
            case .object(let fields)? = try? ScriptEvaluator.evaluate(raw, scope: ScriptScope())
        else { return (nil, nil) }
        func text(_ key: String) -> String? {
            guard case .string(let text)? = fields.last(where: { $0.key == key })?.value, !text.isEmpty else { return nil }
            return text
        }
        return (text("title"), text("description"))
    }
}
