/// `<Timeline>` with its `<Timeline.Item title date>`, `<Graph>` and `<Terminal>`.
enum Timeline {
    static func list() -> ComponentMarkup {
        ComponentMarkup(element: "ol", classes: "pf-timeline")
    }

    /// One event: its marker (an icon when it names one), date, title, then its content.
    static func item(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<li class=\"pf-timeline-item")
        if let color = attributes.nonEmptyString("color").flatMap(InlineComponents.cssToken) {
            markup.open.raw(" pf-timeline-" + color)
        }
        markup.open.raw("\">")
        if let icon = attributes.nonEmptyString("icon") {
            markup.open.icon(icon, className: "pf-timeline-icon")
        }
        markup.open.raw("<div class=\"pf-timeline-header\">")
        if let date = attributes.nonEmptyString("date") {
            markup.open.element("span", class: "pf-timeline-date", text: date)
        }
        markup.open.raw("<span class=\"pf-timeline-title\">")
        markup.open.text(attributes.string("title") ?? "")
        markup.open.raw("</span></div>\n<div class=\"pf-timeline-body\">")
        markup.close.raw("</div>\n</li>")
        return markup
    }

    /// A chart drawn from JavaScript data in the browser: without a script there is no chart
    /// to draw, so the figure names it and its data is left out.
    static func graph(_ attributes: ComponentAttributes) -> ComponentMarkup {
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

    /// A terminal session: its title, then its text as a code block.
    static func terminal(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<figure class=\"pf-terminal\">")
        if let title = attributes.nonEmptyString("title") {
            markup.open.raw("<figcaption>")
            markup.open.text(title)
            markup.open.raw("</figcaption>")
        }
        markup.close.raw("</figure>")
        return markup
    }
}
