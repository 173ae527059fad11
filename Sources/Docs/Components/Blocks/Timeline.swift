/// `<Timeline>` with its `<Timeline.Item title date>`.
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
}
