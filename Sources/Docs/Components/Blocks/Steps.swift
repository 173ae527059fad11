import ByteTools

/// `<Steps>` and `<Step title>`: an ordered list, numbered by the page's CSS.
enum Steps {
    /// The sizes a step title may take with `titleSize`: paragraph text or a heading's size.
    static let titleSizes: Set<String> = ["p", "h2", "h3", "h4"]

    static func list(_ attributes: ComponentAttributes = ComponentAttributes()) -> ComponentMarkup {
        var classes = "pf-steps"
        if let size = titleSize(attributes) { classes += " pf-steps-title-" + size }
        return ComponentMarkup(element: "ol", classes: classes)
    }

    /// One step: `stepNumber` restarts the count there, `titleSize` sizes its title.
    ///
    /// - Parameter id: the step's anchor: its `id`, which is how Mintlify anchors a step, else
    ///   its title's slug (`#claim-an-api-key`), which Mintlify pages link to as well. Never the
    ///   step's number: a `#4-…` link was written for a numbered heading, and numbers move.
    static func step(_ attributes: ComponentAttributes, id: String?) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<li class=\"pf-step")
        if let size = titleSize(attributes) { markup.open.raw(" pf-step-title-" + size) }
        markup.open.raw("\"")
        if let id { markup.open.attribute("id", id) }
        if let number = attributes.integer("stepNumber"), (0...100_000).contains(number) {
            markup.open.attribute("style", "counter-set: step \(number)")
        }
        markup.open.raw(">")
        if let icon = attributes.nonEmptyString("icon") {
            markup.open.icon(icon, className: "pf-step-icon")
        }
        if let title = attributes.nonEmptyString("title") {
            markup.open.element("div", class: "pf-step-title", text: title)
        }
        markup.open.raw("\n<div class=\"pf-step-body\">")
        markup.close.raw("</div>\n</li>")
        return markup
    }

    private static func titleSize(_ attributes: ComponentAttributes) -> String? {
        attributes.nonEmptyString("titleSize").map { $0.lowercased() }.flatMap { titleSizes.contains($0) ? $0 : nil }
    }

    /// An anchor id a page chose (`id="install"`): letters, digits, `-` and `_` only.
    static func anchor(_ id: String) -> String? {
        let allowed = id.utf8.allSatisfy {
            ByteClass.isLowercase($0) || ByteClass.isUppercase($0) || ByteClass.isDigit($0) || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: "_")
        }
        return allowed && !id.isEmpty && id.utf8.count <= 128 ? id : nil
    }
}
