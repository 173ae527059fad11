import ByteTools
import CCmarkGFM
import HTML

// Headings: ids for the table of contents and, when decorated, anchors.
extension DocumentTransformer {
    /// Records the heading and, when decorated, rebuilds it with an id and an anchor link;
    /// returns the node whose children the walk continues with.
    mutating func transformHeading(_ heading: CMarkNode) -> CMarkNode {
        let customID = Self.takeCustomID(from: heading)
        let text = Self.plainText(of: heading)
        let level = heading.headingLevel
        let id = customID.map { slugger.reserve($0) } ?? slugger.slug(for: text)
        // Mintlify spells some ids differently (`llms-full.txt` → `llms-full-txt`, `$` and `:`
        // kept): a second, empty anchor in its spelling keeps links written for it working.
        let alias = customID == nil ? HeadingSlugger.mintlifySlug(text).flatMap { $0 == id ? nil : slugger.reserve($0) } : nil
        headings.append(Heading(level: level, text: text, id: id))
        if level == 1 && firstTopHeading == nil { firstTopHeading = text }
        guard decorations.contains(.headingAnchors) else { return heading }

        // cmark cannot put attributes on a heading, so a custom inline writes the tags and
        // the heading's inlines move into it; a custom block around it gives the line breaks.
        // Both tags go into one buffer, each ended by a NUL, for cmark to copy from in place.
        let tag = Self.tagNames(level: level)
        var markup = HTMLBuffer(capacity: 96 + 2 * id.utf8.count + text.utf8.count)
        markup.raw(tag.open)
        markup.raw(" id=\"")
        markup.text(id)
        markup.raw("\">")
        if let alias {
            markup.raw("<span class=\"pf-anchor-alias\" id=\"")
            markup.text(alias)
            markup.raw("\"></span>")
        }
        markup.raw("\0")
        let exitStart = markup.count
        markup.raw("<a class=\"pf-anchor\" href=\"#")
        markup.text(id)
        markup.raw("\" aria-label=\"")
        markup.text(permalinkPrefix)
        markup.text(text)
        markup.raw("\">#</a>")
        markup.raw(tag.close)
        markup.raw("\0")
        let inline = CMarkNode(type: CMARK_NODE_CUSTOM_INLINE)
        inline.setMarkup(markup, exitStart: exitStart)
        heading.ownText()
        while let child = heading.firstChild { inline.append(child) }
        let block = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
        block.setEmptyMarkup()
        block.append(inline)
        heading.insertBefore(block)
        heading.free()
        return block
    }

    /// `<h2` and `</h2>` for a level, as literals: cmark's levels are 1 to 6, and a tag
    /// built by interpolation would allocate a string for every heading.
    private static func tagNames(level: Int) -> (open: StaticString, close: StaticString) {
        switch level {
        case 1: ("<h1", "</h1>")
        case 2: ("<h2", "</h2>")
        case 3: ("<h3", "</h3>")
        case 4: ("<h4", "</h4>")
        case 5: ("<h5", "</h5>")
        default: ("<h6", "</h6>")
        }
    }

    /// The id a heading chooses with a trailing `{#id}` (`## Setup {#install}`), removed from
    /// its text; nil when it has none. Ids are letters, digits, `-` and `_`.
    static func takeCustomID(from heading: CMarkNode) -> String? {
        guard let last = heading.lastChild, last.type == CMARK_NODE_TEXT else { return nil }
        // Most headings end in no `}`: tell from cmark's bytes before copying them.
        let endsWithBrace = last.withLiteral { literal in
            var end = literal.count
            while end > 0, ByteClass.isBlank(literal[end - 1]) { end -= 1 }
            return end > 0 && literal[end - 1] == UInt8(ascii: "}")
        }
        guard endsWithBrace else { return nil }
        var text = last.literalBytes
        while let byte = text.last, ByteClass.isBlank(byte) { text.removeLast() }
        guard text.last == UInt8(ascii: "}"), let open = text.lastIndex(of: UInt8(ascii: "{")), open + 2 < text.count - 1,
            text[open + 1] == UInt8(ascii: "#")
        else { return nil }
        let name = text[(open + 2)..<(text.count - 1)]
        guard
            name.allSatisfy({
                ByteClass.isLowercase($0) || ByteClass.isUppercase($0) || ByteClass.isDigit($0) || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: "_")
            })
        else { return nil }
        var rest = Array(text[..<open])
        while let byte = rest.last, ByteClass.isBlank(byte) { rest.removeLast() }
        last.setLiteral(rest)
        return String(decoding: name, as: UTF8.self)
    }

    /// A heading's text as a reader sees it: text, code and formulas' TeX, without inline HTML
    /// tags, and without the whitespace around it.
    static func plainText(of node: CMarkNode) -> String {
        // The usual heading is one text node: its bytes become the string directly.
        if let only = node.firstChild, only == node.lastChild, only.type == CMARK_NODE_TEXT {
            return only.withLiteral(HeadingText.trimmed)
        }
        var text: [UInt8] = []
        // Document order without a stack of its own: down to a first child, else on to the
        // next sibling, else back up through the parents (which never leaves `node`).
        var next = node.firstChild
        while let current = next {
            var descends = false
            switch current.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                current.withLiteral { text.append(contentsOf: $0) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text.append(UInt8(ascii: " "))
            case CMARK_NODE_HTML_INLINE:
                // A formula reads as its TeX (`Energy E=mc^2`), in the anchor and the contents.
                if let formula = MathPlaceholder.formula(in: current.literalBytes) { text += formula.tex.utf8 }
            default:
                descends = true
            }
            if descends, let child = current.firstChild {
                next = child
                continue
            }
            next = nil
            var climbing: CMarkNode? = current
            while let at = climbing, at != node {
                if let sibling = at.next {
                    next = sibling
                    break
                }
                climbing = at.parent
            }
        }
        return text.withUnsafeBufferPointer(HeadingText.trimmed)
    }
}
