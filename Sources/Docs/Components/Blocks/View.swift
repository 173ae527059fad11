/// `<View title>`.
enum View {
    /// One view of a page that offers several (a language, say), under its title.
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<section class=\"pf-view\">")
        if let title = attributes.nonEmptyString("title") {
            markup.open.element("p", class: "pf-view-title", text: title)
        }
        markup.open.raw("\n")
        markup.close.raw("</section>")
        return markup
    }
}
