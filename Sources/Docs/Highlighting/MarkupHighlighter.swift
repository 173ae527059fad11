import ByteTools

/// XML and HTML: tags, attributes and their values, comments, declarations, CDATA and
/// entities; in HTML, the insides of `<script>` and `<style>` as JavaScript and CSS.
struct MarkupHighlighter {
    var isHTML: Bool

    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        var sink = TokenSink(expectingBytes: range.count)
        var index = range.lowerBound
        let limit = min(range.upperBound, code.count)
        while index < limit {
            let byte = code[index]
            if byte == UInt8(ascii: "<") {
                if starts(code, "<!--", at: index, limit: limit) {
                    let end = ByteSearch.find("-->", in: code, from: index + 4, to: limit).map { $0 + 3 } ?? limit
                    sink.add(index, end, .comment)
                    index = end
                    continue
                }
                index = lexAngle(code, at: index, limit: limit, into: &sink)
            } else if byte == UInt8(ascii: "&") {
                var end = index + 1
                while end < limit && end - index < 12 && (ByteClass.isIdentifierPart(code[end]) || code[end] == UInt8(ascii: "#"))
                {
                    end += 1
                }
                if end < limit && code[end] == UInt8(ascii: ";") && end > index + 1 {
                    sink.add(index, end + 1, .literal)
                    index = end + 1
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return sink.tokens
    }

    /// A tag, declaration or CDATA section starting at `<`; returns where it ends.
    private func lexAngle(_ code: [UInt8], at start: Int, limit: Int, into sink: inout TokenSink) -> Int {
        var index = start + 1
        guard index < limit else { return limit }
        if starts(code, "<![CDATA[", at: start, limit: limit) {
            let end = ByteSearch.find("]]>", in: code, from: index, to: limit).map { $0 + 3 } ?? limit
            sink.add(start, end, .string)
            return end
        }
        if code[index] == UInt8(ascii: "!") || code[index] == UInt8(ascii: "?") {
            let end = code[index..<limit].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? limit
            sink.add(start, end, .directive)
            return end
        }
        let isClosing = code[index] == UInt8(ascii: "/")
        if isClosing { index += 1 }
        guard index < limit, ByteClass.isLetter(code[index]) else { return start + 1 }
        let nameStart = index
        while index < limit && isNameByte(code[index]) { index += 1 }
        sink.add(nameStart, index, .tag)
        let name = code[nameStart..<index]
        // Attributes up to `>`.
        while index < limit && code[index] != UInt8(ascii: ">") {
            let byte = code[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = code[(index + 1)..<limit].firstIndex(of: byte).map { $0 + 1 } ?? limit
                sink.add(index, end, .string)
                index = end
            } else if isNameByte(byte) {
                let attributeStart = index
                while index < limit && isNameByte(code[index]) { index += 1 }
                sink.add(attributeStart, index, .attribute)
            } else if byte == UInt8(ascii: "<") {
                return index  // an unclosed tag: the next `<` starts afresh
            } else {
                index += 1
            }
        }
        let end = min(index + 1, limit)
        guard isHTML, !isClosing, end < limit, code[end - 2] != UInt8(ascii: "/") else { return end }
        // `<script>` and `<style>`: their text is code up to the closing tag.
        let embedded: LanguageTable
        let closer: [UInt8]
        if name.count == 6 && name.elementsEqual("script".utf8, by: { $0 | 0x20 == $1 }) {
            embedded = CLikeTables.javaScript
            closer = Array("</script".utf8)
        } else if name.count == 5 && name.elementsEqual("style".utf8, by: { $0 | 0x20 == $1 }) {
            embedded = DataTables.css
            closer = Array("</style".utf8)
        } else {
            return end
        }
        var bodyEnd = end
        while bodyEnd < limit {
            if code[bodyEnd] == UInt8(ascii: "<") && bodyEnd + closer.count <= limit
                && code[bodyEnd..<(bodyEnd + closer.count)].elementsEqual(closer, by: { $0 | 0x20 == $1 | 0x20 })
            {
                break
            }
            bodyEnd += 1
        }
        for token in TableLexer(table: embedded).tokens(code, in: end..<bodyEnd) {
            sink.add(token.start, token.end, token.kind)
        }
        return bodyEnd
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierPart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@")
    }

    private func starts(_ code: [UInt8], _ literal: StaticString, at index: Int, limit: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= limit else { return false }
        let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        return code[index..<(index + count)].elementsEqual(bytes)
    }
}
