import ByteTools

/// An HTTP message lexer for highlighting: the request or status line, headers, and a JSON
/// body when there is one.
struct HTTPHighlighter {
    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        var sink = TokenSink(expectingBytes: range.count)
        let limit = range.upperBound
        var index = range.lowerBound
        // Leading blank lines are not the start line.
        while index < limit && ByteClass.isWhitespace(code[index]) { index += 1 }
        guard index < limit else { return [] }

        index = startLine(code, from: index, limit: limit, into: &sink)
        // Headers: `Name: value` lines up to the first empty line.
        while index < limit {
            let end = ByteSearch.lineEnd(code, from: index, limit: limit)
            let contentEnd = end > index && code[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
            if contentEnd == index {
                index = end + 1
                break
            }
            if let colon = code[index..<contentEnd].firstIndex(of: UInt8(ascii: ":")) {
                sink.add(index, colon, .key)
                var valueStart = colon + 1
                while valueStart < contentEnd && ByteClass.isBlank(code[valueStart]) { valueStart += 1 }
                sink.add(valueStart, contentEnd, .string)
            }
            index = end + 1
        }
        guard index < limit else { return sink.tokens }

        var bodyStart = index
        while bodyStart < limit && ByteClass.isWhitespace(code[bodyStart]) { bodyStart += 1 }
        if bodyStart < limit && (code[bodyStart] == UInt8(ascii: "{") || code[bodyStart] == UInt8(ascii: "[")) {
            for token in JSONHighlighter().tokens(code, in: bodyStart..<limit) {
                sink.add(token.start, token.end, token.kind)
            }
        }
        return sink.tokens
    }

    /// Highlights `GET /path HTTP/1.1` or `HTTP/1.1 200 OK`; returns the next line's start.
    private func startLine(_ code: [UInt8], from start: Int, limit: Int, into sink: inout TokenSink) -> Int {
        let end = ByteSearch.lineEnd(code, from: start, limit: limit)
        var words: [Range<Int>] = []
        var index = start
        while index < end && words.count < 3 {
            while index < end && ByteClass.isWhitespace(code[index]) { index += 1 }
            let wordStart = index
            while index < end && !ByteClass.isWhitespace(code[index]) { index += 1 }
            if index > wordStart { words.append(wordStart..<index) }
        }
        if let first = words.first, code[first].starts(with: "HTTP/".utf8) {
            sink.add(first.lowerBound, first.upperBound, .keyword)
            if words.count > 1 { sink.add(words[1].lowerBound, words[1].upperBound, .number) }
        } else {
            for (position, word) in words.enumerated() {
                let kind: TokenKind = position == 0 ? .keyword : position == 1 ? .string : .type
                sink.add(word.lowerBound, word.upperBound, kind)
            }
        }
        return end + 1
    }
}
