/// `<Frame caption hint>`: a figure around an image or a screenshot, its hint first and its
/// caption (inline Markdown) last.
enum Frame {
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<figure class=\"pf-frame\">")
        if let hint = attributes.nonEmptyString("hint") {
            markup.open.element("p", class: "pf-frame-hint", text: hint)
        }
        if let caption = attributes.nonEmptyString("caption") {
            // Captions are Markdown in Mintlify: links and bold text work in them.
            markup.close.raw("<figcaption>")
            if let html = CMark.inlineHTML(caption) { markup.close.raw(html) } else { markup.close.text(caption) }
            markup.close.raw("</figcaption>\n")
        }
        markup.close.raw("</figure>")
        return markup
    }
}
