/// `<Steps>` and `<Step title>`: an ordered list, numbered by the page's CSS.
enum Steps {
    static func list() -> ComponentMarkup {
        ComponentMarkup(element: "ol", classes: "pf-steps")
    }

    static func step(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<li class=\"pf-step\">")
        if let icon = attributes.nonEmptyString("icon") {
            markup.open.icon(icon, className: "pf-step-icon")
        }
        if let title = attributes.nonEmptyString("title") {
            markup.open.raw("<div class=\"pf-step-title\">")
            markup.open.text(title)
            markup.open.raw("</div>")
        }
        markup.open.raw("\n<div class=\"pf-step-body\">")
        markup.close.raw("</div>\n</li>")
        return markup
    }
}
