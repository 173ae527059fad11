import CCmarkGFM

// GFM autolinks (`www.example.com`, `https://…` without brackets): cmark-gfm makes them
// without a position, so they are found in the document.
extension DocumentTransformer {
    /// How far the search for autolinks has read, with the document line it reached.
    struct AutolinkCursor {
        var offset = 0
        var line = 1
        var lineStart = 0
    }

    /// The document line and column of an autolink that cmark left without a position: its
    /// text, looked for on its block's lines from the last autolink found on. The walk meets
    /// autolinks in document order, so the whole page is read once. Nil when the text is not
    /// there as written.
    mutating func autolinkPlace(_ node: CMarkNode) -> (line: Int, column: Int)? {
        guard let text = node.firstChild, text.type == CMARK_NODE_TEXT, text.next == nil else { return nil }
        let needle = text.literalBytes
        var block = node.parent
        while let current = block, current.startLine <= 0 { block = current.parent }
        guard let block, !needle.isEmpty else { return nil }
        if autolinkCursor.line < block.startLine {
            let start = documentLines.offset(ofLine: block.startLine)
            autolinkCursor = AutolinkCursor(offset: start, line: block.startLine, lineStart: start)
        }
        var cursor = autolinkCursor
        while cursor.offset + needle.count <= markdown.count, cursor.line <= block.endLine {
            if markdown[cursor.offset] == UInt8(ascii: "\n") {
                cursor.line += 1
                cursor.lineStart = cursor.offset + 1
            } else if markdown[cursor.offset] == needle[0],
                markdown[cursor.offset..<(cursor.offset + needle.count)].elementsEqual(needle)
            {
                let found = (cursor.line, cursor.offset - cursor.lineStart + 1)
                cursor.offset += needle.count
                autolinkCursor = cursor
                return found
            }
            cursor.offset += 1
        }
        return nil
    }
}
