/// The smaller Mintlify components: `<Prompt>`, `<View>` and `<Color.Item>`.
enum Extras {
    /// A prompt to copy into an AI assistant: its description, then the prompt text.
    static func prompt(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"pf-prompt\">")
        if let description = attributes.nonEmptyString("description") {
            markup.open.raw("<p class=\"pf-prompt-description\">")
            markup.open.text(description)
            markup.open.raw("</p>")
        }
        markup.open.raw("\n<div class=\"pf-prompt-body\">")
        markup.close.raw("</div>\n</div>")
        return markup
    }

    /// One view of a page that offers several (a language, say), under its title.
    static func view(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<section class=\"pf-view\">")
        if let title = attributes.nonEmptyString("title") {
            markup.open.raw("<p class=\"pf-view-title\">")
            markup.open.text(title)
            markup.open.raw("</p>")
        }
        markup.open.raw("\n")
        markup.close.raw("</section>")
        return markup
    }

    /// A color swatch with its name and value; the value only colors the swatch when it is a
    /// plain CSS color, so no style text from a page can escape the attribute.
    static func colorItem(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        let value = attributes.string("value") ?? ""
        markup.open.raw("<div class=\"pf-color-item\"><span class=\"pf-color-swatch\"")
        if value.utf8.allSatisfy({ ByteClass.isLowercase($0) || ByteClass.isUppercase($0) || ByteClass.isDigit($0) || $0 == UInt8(ascii: "#") }) {
            markup.open.attribute("style", "background:\(value)")
        }
        markup.open.raw("></span><span class=\"pf-color-name\">")
        markup.open.text(attributes.string("name") ?? "")
        markup.open.raw("</span> <code>")
        markup.open.text(value)
        markup.open.raw("</code></div>")
        return markup
    }
}
