import ByteTools

/// A JSON lexer for highlighting: keys, strings, numbers, `true`/`false`/`null`, and the
/// `//` and `/* */` comments that JSONC examples carry.
///
/// Invalid JSON is highlighted as far as it goes; nothing about the input can stop the pass.
struct JSONHighlighter {
    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        var sink = TokenSink(expectingBytes: range.count)
        var index = range.lowerBound
        let limit = range.upperBound
        while index < limit {
            let byte = code[index]
            if byte == UInt8(ascii: "\"") {
                let end = Self.stringEnd(code, from: index, limit: limit)
                sink.add(index, end, Self.isFollowedByColon(code, from: end, limit: limit) ? .key : .string)
                index = end
            } else if byte == UInt8(ascii: "-") || ByteClass.isDigit(byte) {
                let start = index
                index += 1
                while index < limit, Self.isNumberByte(code[index]) { index += 1 }
                sink.add(start, index, .number)
            } else if ByteClass.isLowercase(byte) {
                let end = ByteClass.identifierEnd(code, from: index, limit: limit)
                let word = code[index..<end]
                if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) || word.elementsEqual("null".utf8) {
                    sink.add(index, end, .literal)
                }
                index = end
            } else if byte == UInt8(ascii: "/"), index + 1 < limit, code[index + 1] == UInt8(ascii: "/") {
                let end = ByteSearch.lineEnd(code, from: index, limit: limit)
                sink.add(index, end, .comment)
                index = end
            } else if byte == UInt8(ascii: "/"), index + 1 < limit, code[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index < limit
                    && !(code[index] == UInt8(ascii: "*") && index + 1 < limit && code[index + 1] == UInt8(ascii: "/"))
                { index += 1 }
                index = min(limit, index + 2)
                sink.add(start, index, .comment)
            } else {
                index += 1
            }
        }
        return sink.tokens
    }

    /// The index after the closing quote of the string opening at `start`; a string that
    /// never closes ends with its line.
    private static func stringEnd(_ code: [UInt8], from start: Int, limit: Int) -> Int {
        var index = start + 1
        while index < limit {
            switch code[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\n"): return index
            default: index += 1
            }
        }
        return limit
    }

    /// Whether only whitespace stands between `start` and a `:` (which makes a string a key).
    private static func isFollowedByColon(_ code: [UInt8], from start: Int, limit: Int) -> Bool {
        var index = start
        while index < limit && ByteClass.isWhitespace(code[index]) { index += 1 }
        return index < limit && code[index] == UInt8(ascii: ":")
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        ByteClass.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
