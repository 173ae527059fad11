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
        headings.append(Heading(level: level, text: text, id: id))
        if level == 1 && firstTopHeading == nil { firstTopHeading = text }
        guard decorations.contains(.headingAnchors) else { return heading }

        // cmark cannot put attributes on a heading, so a custom inline writes the tags and
        // the heading's inlines move into it; a custom block around it gives the line breaks.
        var open = HTMLBuffer(capacity: 64)
        open.raw("<h\(level)")
        open.attribute("id", id)
        open.raw(">")
        var close = HTMLBuffer(capacity: 128)
        close.raw("<a class=\"pf-anchor\"")
        close.attribute("href", "#" + id)
        close.attribute("aria-label", "Permalink: " + text)
        close.raw(">#</a></h\(level)>")
        let inline = CMarkNode(type: CMARK_NODE_CUSTOM_INLINE)
        inline.setOnEnter(open.bytes)
        inline.setOnExit(close.bytes)
        heading.ownText()
        while let child = heading.firstChild { inline.append(child) }
        let block = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
        block.setOnEnter([])
        block.setOnExit([])
        block.append(inline)
        heading.insertBefore(block)
        heading.free()
        return block
    }

    /// The id a heading chooses with a trailing `{#id}` (`## Setup {#install}`), removed from
    /// its text; nil when it has none. Ids are letters, digits, `-` and `_`.
    static func takeCustomID(from heading: CMarkNode) -> String? {
        guard let last = heading.lastChild, last.type == CMARK_NODE_TEXT else { return nil }
        var text = last.literalBytes
        while let byte = text.last, ByteClass.isBlank(byte) { text.removeLast() }
        guard text.last == 0x7D, let open = text.lastIndex(of: 0x7B), open + 2 < text.count - 1, text[open + 1] == 0x23
        else { return nil }
        let name = text[(open + 2)..<(text.count - 1)]
        guard name.allSatisfy({
            ByteClass.isLowercase($0) || ByteClass.isUppercase($0) || ByteClass.isDigit($0) || $0 == 0x2D || $0 == 0x5F
        }) else { return nil }
        var rest = Array(text[..<open])
        while let byte = rest.last, ByteClass.isBlank(byte) { rest.removeLast() }
        last.setLiteral(rest)
        return String(decoding: name, as: UTF8.self)
    }

    /// A heading's text as a reader sees it: text and code, without inline HTML tags.
    static func plainText(of node: CMarkNode) -> String {
        var text: [UInt8] = []
        var pending: [CMarkNode] = []
        var child = node.lastChild
        while let current = child {
            pending.append(current)
            child = current.previous
        }
        while let current = pending.popLast() {
            switch current.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                text += current.literalBytes
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text.append(0x20)
            case CMARK_NODE_HTML_INLINE:
                continue
            default:
                var inner = current.lastChild
                while let descendant = inner {
                    pending.append(descendant)
                    inner = descendant.previous
                }
            }
        }
        return String(decoding: text, as: UTF8.self).trimmingWhitespace().description
    }
}
