import ByteTools
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
            for (name, prefix) in [("color", "pf-badge-"), ("size", "pf-badge-size-"), ("shape", "pf-badge-shape-")] {
                if let value = tag.attributes.nonEmptyString(name).flatMap(cssToken) { html.raw(" " + prefix + value) }
            }
            if tag.attributes.flag("stroke") { html.raw(" pf-badge-stroke") }
            if tag.attributes.flag("disabled") { html.raw(" pf-badge-disabled") }
            html.raw("\">")
            if let icon = tag.attributes.nonEmptyString("icon") { html.icon(icon, className: "pf-badge-icon", size: 12) }
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
            html.raw("<span class=\"pf-icon\"")
            if let color = tag.attributes.nonEmptyString("color").flatMap(cssColor) {
                html.attribute("style", "color:" + color)
            }
            html.raw(">")
            let name = tag.attributes.string("icon") ?? tag.attributes.string("name") ?? ""
            Icons.append(name, size: tag.attributes.integer("size") ?? 16, to: &html)
            if tag.role == .selfClosing { html.raw("</span>") }
        case (.mention, .open), (.mention, .selfClosing):
            writeMention(tag, into: &html)
        case (.mention, .close):
            break
        case (.expression, _):
            if let element = tag.attributes.string("html") {
                // An HTML tag rebuilt from JSX values, every value escaped as it was written in.
                html.raw(element)
            } else {
                html.text(tag.attributes.string("text") ?? "")
            }
        case (.icon, .close):
            html.raw("</span>")
        case (.latex, .open):
            // No math typesetting without a script; the formula shows as code-styled text.
            html.raw("<code class=\"pf-latex\">")
        case (.latex, .close):
            html.raw("</code>")
        case (.latex, .selfClosing):
            // A whole formula the tokenizer read: its placeholder until cmark is done.
            if let formula = MathFormula(tag) { MathPlaceholder.write(formula, into: &html) }
        default:
            break
        }
    }

    /// A teammate (`user`) as `@name`, or a page (`page`) as a link to it.
    private static func writeMention(_ tag: InlineTag, into html: inout HTMLBuffer) {
        // An unsafe `page` is gone already (see ``ComponentTokenizer/checkedLinks(_:of:holdsLink:)``).
        if let page = tag.attributes.nonEmptyString("page") {
            html.raw("<a class=\"pf-mention\"")
            html.attribute("href", page)
            html.raw(">")
            html.text(page)
            html.raw("</a>")
        } else if let user = tag.attributes.string("user") {
            // Only the part before the domain: a page should not publish whole addresses.
            let name = user.split(separator: "@", maxSplits: 1).first.map(String.init) ?? user
            html.raw("<span class=\"pf-mention\">@")
            html.text(name)
            html.raw("</span>")
        }
    }

    /// A CSS color from a page — `#FF5733`, a named color, or `rgb(…)`, `hsl(…)` and the
    /// like with numbers inside — or nil for anything else, so no page text can add CSS.
    static func cssColor(_ value: String) -> String? {
        let text = value.trimmingWhitespace()
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 64 else { return nil }
        if bytes[0] == UInt8(ascii: "#") {
            let digits = bytes.dropFirst()
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(ByteClass.isHexDigit) else { return nil }
            return String(text)
        }
        if bytes.allSatisfy({ ByteClass.isLowercase($0) || ByteClass.isUppercase($0) }) { return String(text) }
        for function in ["rgb(", "rgba(", "hsl(", "hsla(", "oklch(", "oklab(", "lab(", "lch("]
        where text.lowercased().hasPrefix(function) {
            let inside = bytes.dropFirst(function.utf8.count)
            guard inside.last == UInt8(ascii: ")") else { return nil }
            let numbers = inside.dropLast().allSatisfy {
                ByteClass.isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: ",")
                    || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: "d") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "g")  // d, e, g of "deg"
            }
            return numbers ? String(text) : nil
        }
        return nil
    }

    /// The tooltip's text, after the words it explains, then the end of the tooltip: its
    /// headline, the tip, and its call to action when it links somewhere (an unsafe link is
    /// gone already).
    private static func writeTip(_ tag: InlineTag, id: Int, into html: inout HTMLBuffer) {
        html.raw("<span class=\"pf-tooltip-tip\" role=\"tooltip\"")
        html.attribute("id", "pf-tip-\(id)")
        html.raw(">")
        if let headline = tag.attributes.nonEmptyString("headline") {
            html.raw("<span class=\"pf-tooltip-headline\">")
            cellSafeText(headline, into: &html)
            html.raw("</span> ")
        }
        cellSafeText(tag.attributes.string("tip") ?? "", into: &html)
        if let cta = tag.attributes.nonEmptyString("cta"), let href = tag.attributes.nonEmptyString("href") {
            html.raw(" <a class=\"pf-tooltip-cta\"")
            html.attribute("href", href)
            html.raw(">")
            cellSafeText(cta, into: &html)
            html.raw("</a>")
        }
        html.raw("</span></span>")
    }

    /// Escaped text in which a `|` goes as a reference: a tooltip may sit in a table row,
    /// where a bare `|` would end the cell.
    private static func cellSafeText(_ text: String, into html: inout HTMLBuffer) {
        for (index, piece) in text.split(separator: "|", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { html.raw("&#124;") }
            html.text(String(piece))
        }
    }

    /// The Markdown twin's text for a tag: badges and icons vanish around their text, and a
    /// tooltip's tip follows its words in parentheses.
    static func twinText(_ tag: InlineTag) -> String {
        if tag.kind == .expression { return tag.attributes.string("html") ?? tag.attributes.string("text") ?? "" }
        if tag.kind == .latex, tag.role == .selfClosing { return tag.attributes.string("source") ?? "" }
        if tag.kind == .mention, tag.role != .close {
            if let page = tag.attributes.nonEmptyString("page") { return page }
            guard let user = tag.attributes.string("user") else { return "" }
            return "@" + (user.split(separator: "@", maxSplits: 1).first.map(String.init) ?? "")
        }
        guard tag.kind == .tooltip, tag.role != .open, let tip = tag.attributes.nonEmptyString("tip") else { return "" }
        let headline = tag.attributes.nonEmptyString("headline").map { "\($0): " } ?? ""
        return " (\(headline)\(tip))"
    }

    /// `value` when it is safe inside a class name (`a-z`, `0-9`, `-`), else nil.
    static func cssToken(_ value: String) -> String? {
        let lowered = value.lowercased()
        guard lowered.utf8.allSatisfy({ ByteClass.isLowercase($0) || ByteClass.isDigit($0) || $0 == UInt8(ascii: "-") }) else {
            return nil
        }
        return lowered
    }
}
