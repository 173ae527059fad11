/// `<Prompt description>`.
enum Prompt {
    /// A prompt to copy into an AI assistant: its description, then the prompt text.
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"pf-prompt\">")
        if let description = attributes.nonEmptyString("description") {
            markup.open.element("p", class: "pf-prompt-description", text: description)
        }
        markup.open.raw("\n<div class=\"pf-prompt-body\">")
        markup.close.raw("</div>\n</div>")
        return markup
    }
}
