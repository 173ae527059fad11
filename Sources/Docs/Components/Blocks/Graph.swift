/// `<Graph title type>`.
enum Graph {
    /// A chart drawn from JavaScript data in the browser: without a script there is no chart
    /// to draw, so the figure names it and its data is left out.
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<figure class=\"pf-graph\">")
        let title = attributes.nonEmptyString("title")
        markup.open.raw("<figcaption>")
        markup.open.text(title ?? "Chart")
        if let type = attributes.nonEmptyString("type") {
            markup.open.raw(" <span class=\"pf-graph-type\">(")
            markup.open.text(type)
            markup.open.raw(" chart)</span>")
        }
        markup.open.raw("</figcaption>")
        markup.close.raw("</figure>")
        return markup
    }
}
