/// `<Frame caption>`: a figure around an image or a screenshot, with its caption last.
enum Frame {
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<figure class=\"pf-frame\">")
        if let hint = attributes.nonEmptyString("hint") {
            markup.open.raw("<p class=\"pf-frame-hint\">")
            markup.open.text(hint)
            markup.open.raw("</p>")
        }
        if let caption = attributes.nonEmptyString("caption") {
            markup.close.raw("<figcaption>")
            markup.close.text(caption)
            markup.close.raw("</figcaption>\n")
        }
        markup.close.raw("</figure>")
        return markup
    }
}
