import ByteTools

/// A unified diff: added and removed lines, hunk headers and file headers, one line at a time.
struct DiffHighlighter {
    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        var sink = TokenSink(expectingBytes: range.count)
        var index = range.lowerBound
        let limit = min(range.upperBound, code.count)
        while index < limit {
            let end = ByteSearch.lineEnd(code, from: index, limit: limit)
            let line = code[index..<end]
            if line.starts(with: "+++ ".utf8) || line.starts(with: "--- ".utf8) || line.starts(with: "diff ".utf8)
                || line.starts(with: "index ".utf8)
            {
                sink.add(index, end, .keyword)
            } else if line.starts(with: "@@".utf8) {
                sink.add(index, end, .directive)
            } else if code[index] == UInt8(ascii: "+") || code[index] == UInt8(ascii: ">") {
                sink.add(index, end, .inserted)
            } else if code[index] == UInt8(ascii: "-") || code[index] == UInt8(ascii: "<") {
                sink.add(index, end, .deleted)
            }
            index = end + 1
        }
        return sink.tokens
    }
}
