/// `<Terminal title>`.
enum Terminal {
    /// A terminal session: its title, then its text as a code block.
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
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
