/// `<Variation is>`: drawn labelled, since picking one needs a script.
enum Variation {
    /// Content for readers who picked one variation (a region, a plan), labelled with it.
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<section class=\"pf-variation\">")
        let names = attributes.strings("is")
        if !names.isEmpty {
            markup.open.element("p", class: "pf-variation-label", text: names.joined(separator: ", "))
        }
        markup.open.raw("\n")
        markup.close.raw("</section>")
        return markup
    }
}
