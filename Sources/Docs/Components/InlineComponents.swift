import HTML

/// The HTML of inline components (`Badge`, `Tooltip`, `Icon`), written tag for tag into the
/// Markdown that cmark reads, where it passes as inline HTML and the text between the tags
/// is still Markdown.
///
/// Everything is kept on one line and uses only phrasing elements (`span`, `svg`), so the
/// substitution never starts an HTML block or changes line numbers.
enum InlineComponents {
    /// Writes one tag; `id` is the page-unique number of the component the tag belongs to.
    static func write(_ tag: InlineTag, id: Int, into html: inout HTMLBuffer) {
        switch (tag.kind, tag.role) {
        case (.badge, .open), (.badge, .selfClosing):
            html.raw("<span class=\"pf-badge")
            if let color = tag.attributes.nonEmptyString("color").flatMap(cssToken) {
                html.raw(" pf-badge-" + color)
            }
            html.raw("\">")
            if tag.role == .selfClosing { html.raw("</span>") }
        case (.badge, .close):
            html.raw("</span>")
        case (.tooltip, .open), (.tooltip, .selfClosing):
            html.raw("<span class=\"pf-tooltip\" tabindex=\"0\"")
            html.attribute("aria-describedby", "pf-tip-\(id)")
            html.raw(">")
            if tag.role == .selfClosing { writeTip(tag, id: id, into: &html) }
        case (.tooltip, .close):
            writeTip(tag, id: id, into: &html)
        case (.icon, .open), (.icon, .selfClosing):
            html.raw("<span class=\"pf-icon\">")
            Icons.append(tag.attributes.string("icon") ?? "", size: tag.attributes.integer("size") ?? 16, to: &html)
            if tag.role == .selfClosing { html.raw("</span>") }
        case (.icon, .close):
            html.raw("</span>")
        case (.latex, .open):
            // No math typesetting without a script; the formula shows as code-styled text.
            html.raw("<code class=\"pf-latex\">")
        case (.latex, .close):
            html.raw("</code>")
        default:
            break
        }
    }

    /// The tooltip's text, after the words it explains, then the end of the tooltip.
    private static func writeTip(_ tag: InlineTag, id: Int, into html: inout HTMLBuffer) {
        html.raw("<span class=\"pf-tooltip-tip\" role=\"tooltip\"")
        html.attribute("id", "pf-tip-\(id)")
        html.raw(">")
        // A `|` would end the cell when the tooltip sits in a table row, so it goes as a reference.
        for (index, piece) in (tag.attributes.string("tip") ?? "").split(separator: "|", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { html.raw("&#124;") }
            html.text(String(piece))
        }
        html.raw("</span></span>")
    }

    /// The Markdown twin's text for a tag: badges and icons vanish around their text, and a
    /// tooltip's tip follows its words in parentheses.
    static func twinText(_ tag: InlineTag) -> String {
        guard tag.kind == .tooltip, tag.role != .open, let tip = tag.attributes.nonEmptyString("tip") else { return "" }
        return " (\(tip))"
    }

    /// `value` when it is safe inside a class name (`a-z`, `0-9`, `-`), else nil.
    static func cssToken(_ value: String) -> String? {
        let lowered = value.lowercased()
        guard lowered.utf8.allSatisfy({ ByteClass.isLowercase($0) || ByteClass.isDigit($0) || $0 == 0x2D }) else {
            return nil
        }
        return lowered
    }
}
