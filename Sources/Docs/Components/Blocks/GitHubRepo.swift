import ByteTools

/// `<GitHub.Repo repo>`.
enum GitHubRepo {
    /// A card linking to a public GitHub repository (the live star counts need the network).
    static func markup(_ attributes: ComponentAttributes) -> ComponentMarkup {
        var markup = ComponentMarkup()
        let slug = Self.slug(attributes.string("repo") ?? "")
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
    static func slug(_ repo: String) -> String? {
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
                part.utf8.allSatisfy({
                    ByteClass.isIdentifierPart($0) && $0 < 0x80 || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
                })
            else { return nil }
        }
        return String(text)
    }
}
