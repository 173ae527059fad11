/// The smaller Mintlify components: `<Prompt>`, `<View>` and `<Color.Item>`.
enum Extras {
    /// A prompt to copy into an AI assistant: its description, then the prompt text.
    static func prompt(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        markup.open.raw("<div class=\"pf-prompt\">")
        if let description = attributes.nonEmptyString("description") {
            markup.open.element("p", class: "pf-prompt-description", text: description)
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
            markup.open.element("p", class: "pf-view-title", text: title)
        }
        markup.open.raw("\n")
        markup.close.raw("</section>")
        return markup
    }

    /// A color swatch with its name and value; the value only colors the swatch when it is a
    /// plain CSS color, so no style text from a page can escape the attribute. A theme-aware
    /// value, `{{ light: "#FFF", dark: "#000" }}`, gives a swatch for each.
    static func colorItem(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        let value = attributes.string("value") ?? ""
        let themed = themedColors(value)
        markup.open.raw("<div class=\"pf-color-item\">")
        for (theme, color) in themed ?? [("", value)] {
            markup.open.raw("<span class=\"pf-color-swatch\"")
            if let color = InlineComponents.cssColor(color) { markup.open.attribute("style", "background:\(color)") }
            if !theme.isEmpty { markup.open.attribute("title", theme) }
            markup.open.raw("></span>")
        }
        markup.open.raw("<span class=\"pf-color-name\">")
        markup.open.text(attributes.string("name") ?? "")
        markup.open.raw("</span> <code>")
        markup.open.text(themed.map { $0.map { "\($0.0): \($0.1)" }.joined(separator: ", ") } ?? value)
        markup.open.raw("</code></div>")
        return markup
    }

    /// The `light` and `dark` colors of `{ light: "#FFF", dark: "#000" }`, in that order.
    static func themedColors(_ value: String) -> [(String, String)]? {
        let body = value.trimmingWhitespace()
        guard body.hasPrefix("{"), body.hasSuffix("}") else { return nil }
        var colors: [(String, String)] = []
        for pair in body.dropFirst().dropLast().split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingWhitespace().filter { $0 != "\"" && $0 != "'" }
            var color = parts[1].trimmingWhitespace()
            if let quote = color.first, quote == "\"" || quote == "'", color.count >= 2, color.last == quote {
                color = color.dropFirst().dropLast()
            }
            if key == "light" || key == "dark" { colors.append((String(key), String(color))) }
        }
        return colors.isEmpty ? nil : colors
    }
}

/// `<Popup>` with its `<PopupTrigger>` and `<PopupContent>`, `<Variation is>` and
/// `<GitHub.Repo repo>`: components whose live behavior needs a script, drawn so their
/// content still reads in order on a static page.
extension Extras {
    /// The popup's trigger text, then its content right after it.
    static func popup(_ kind: ComponentKind) -> ComponentMarkup {
        switch kind {
        case .popupTrigger: ComponentMarkup(element: "div", classes: "pf-popup-trigger")
        case .popupContent: ComponentMarkup(element: "div", classes: "pf-popup-content")
        default: ComponentMarkup(element: "div", classes: "pf-popup")
        }
    }

    /// Content for readers who picked one variation (a region, a plan), labelled with it.
    static func variation(_ attributes: ComponentAttributes) -> ComponentMarkup {
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

    /// A card linking to a public GitHub repository (the live star counts need the network).
    static func gitHubRepo(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        let slug = gitHubSlug(attributes.string("repo") ?? "")
        markup.open.raw("<div class=\"pf-github-repo\">")
        markup.open.icon("github", className: "pf-github-repo-icon", size: 20)
        if let slug {
            markup.open.raw("<a")
            markup.open.attribute("href", "https://github.com/" + slug)
            markup.open.raw(">")
            markup.open.text(slug)
            markup.open.raw("</a>")
        } else {
            markup.open.text(attributes.string("repo") ?? "")
        }
        markup.open.raw("</div>")
        return markup
    }

    /// `owner/name` from a slug or a `https://github.com/owner/name` URL; nil for anything
    /// else, which is then shown as text and not linked.
    static func gitHubSlug(_ repo: String) -> String? {
        var text = Substring(repo.trimmingWhitespace())
        for prefix in ["https://github.com/", "http://github.com/", "github.com/"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        while text.hasSuffix("/") { text = text.dropLast() }
        if text.hasSuffix(".git") { text = text.dropLast(4) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        for part in parts {
            guard !part.isEmpty, part != ".", part != "..",
                  part.utf8.allSatisfy({ ByteClass.isIdentifierPart($0) && $0 < 0x80 || $0 == 0x2D || $0 == 0x2E })
            else { return nil }
        }
        return String(text)
    }
}
