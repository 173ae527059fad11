import ByteTools

/// Markdown and MDX, a line at a time: headings, quotes, list markers, fenced code, and inline
/// code, links and component tags inside a line.
struct MarkdownHighlighter {
    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        var sink = TokenSink(expectingBytes: range.count)
        var index = range.lowerBound
        let limit = min(range.upperBound, code.count)
        var fence: UInt8 = 0
        while index < limit {
            let end = ByteSearch.lineEnd(code, from: index, limit: limit)
            var start = index
            while start < end && code[start] == UInt8(ascii: " ") { start += 1 }
            let first = start < end ? code[start] : 0
            let isFence =
                (first == UInt8(ascii: "`") || first == UInt8(ascii: "~")) && start + 2 < end
                && code[start + 1] == first && code[start + 2] == first
            if fence != 0 {
                sink.add(index, end, .string)
                if isFence && first == fence { fence = 0 }
            } else if isFence {
                fence = first
                sink.add(index, end, .string)
            } else if first == UInt8(ascii: "#") {
                sink.add(start, end, .heading)
            } else if first == UInt8(ascii: ">") {
                sink.add(start, end, .comment)
            } else {
                if (first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+"))
                    && start + 1 < end && code[start + 1] == UInt8(ascii: " ")
                {
                    sink.add(start, start + 1, .keyword)
                    start += 1
                }
                inline(code, from: start, to: end, into: &sink)
            }
            index = end + 1
        }
        return sink.tokens
    }

    /// Inline code spans, link targets and `<Tag>` names on one line.
    private func inline(_ code: [UInt8], from start: Int, to end: Int, into sink: inout TokenSink) {
        var index = start
        while index < end {
            let byte = code[index]
            if byte == UInt8(ascii: "`") {
                let close = code[(index + 1)..<end].firstIndex(of: UInt8(ascii: "`")) ?? (end - 1)
                sink.add(index, close + 1, .string)
                index = close + 1
            } else if byte == UInt8(ascii: "]") && index + 1 < end && code[index + 1] == UInt8(ascii: "(") {
                let close = code[(index + 1)..<end].firstIndex(of: UInt8(ascii: ")")) ?? (end - 1)
                sink.add(index + 2, close, .string)
                index = close + 1
            } else if byte == UInt8(ascii: "<") && index + 1 < end
                && (ByteClass.isLetter(code[index + 1]) || code[index + 1] == UInt8(ascii: "/"))
            {
                var nameStart = index + 1
                if code[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
                var nameEnd = nameStart
                while nameEnd < end && (ByteClass.isIdentifierPart(code[nameEnd]) || code[nameEnd] == UInt8(ascii: "-")) {
                    nameEnd += 1
                }
                sink.add(nameStart, nameEnd, .tag)
                index = max(nameEnd, index + 1)
            } else {
                index += 1
            }
        }
    }
}
