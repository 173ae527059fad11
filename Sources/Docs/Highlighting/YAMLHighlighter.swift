import ByteTools

/// YAML, a line at a time: keys, scalars (quoted, plain, numbers, booleans), comments,
/// anchors, aliases and tags, document markers, flow collections, and block scalars (`|`,
/// `>`), whose more-indented lines are one string.
struct YAMLHighlighter {
    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        var sink = TokenSink(expectingBytes: range.count)
        var index = range.lowerBound
        let limit = min(range.upperBound, code.count)
        /// The indentation of the line that opened a block scalar, while inside one.
        var blockIndent: Int?
        while index < limit {
            let end = ByteSearch.lineEnd(code, from: index, limit: limit)
            var start = index
            while start < end && code[start] == UInt8(ascii: " ") { start += 1 }
            let indent = start - index
            if let opener = blockIndent {
                if start == end || indent > opener {
                    sink.add(index, end, .string)
                    index = end + 1
                    continue
                }
                blockIndent = nil
            }
            if start < end {
                if indent == 0 && end - start >= 3
                    && (code[start..<(start + 3)].elementsEqual("---".utf8)
                        || code[start..<(start + 3)].elementsEqual("...".utf8))
                {
                    sink.add(start, start + 3, .directive)
                    start += 3
                } else if indent == 0 && code[start] == UInt8(ascii: "%") {
                    sink.add(start, end, .directive)
                    start = end
                }
                if lexLine(code, from: start, to: end, into: &sink) { blockIndent = indent }
            }
            index = end + 1
        }
        return sink.tokens
    }

    /// One line's content after its indentation; returns whether it opens a block scalar.
    private func lexLine(_ code: [UInt8], from start: Int, to end: Int, into sink: inout TokenSink) -> Bool {
        var index = start
        // `- ` list markers, possibly several (`- - a`).
        while index + 1 < end && code[index] == UInt8(ascii: "-") && code[index + 1] == UInt8(ascii: " ") {
            index += 2
            while index < end && code[index] == UInt8(ascii: " ") { index += 1 }
        }
        if index < end && code[index] == UInt8(ascii: "-") && index + 1 == end { return false }
        // A key: quoted or plain, then `:` followed by a blank or the line's end.
        if let colon = keyEnd(code, from: index, to: end) {
            sink.add(index, colon, .key)
            index = colon + 1
        }
        return lexValue(code, from: index, to: end, into: &sink)
    }

    /// The index of the `:` that ends a key starting at `start`, if the line has one.
    private func keyEnd(_ code: [UInt8], from start: Int, to end: Int) -> Int? {
        guard start < end, code[start] != UInt8(ascii: "#"), code[start] != UInt8(ascii: "["),
            code[start] != UInt8(ascii: "{")
        else { return nil }
        var index = start
        if code[index] == UInt8(ascii: "\"") || code[index] == UInt8(ascii: "'") {
            index = quotedEnd(code, from: index, to: end)
            return index < end && code[index] == UInt8(ascii: ":") ? index : nil
        }
        while index < end {
            if code[index] == UInt8(ascii: ":") && (index + 1 == end || ByteClass.isBlank(code[index + 1])) { return index }
            if code[index] == UInt8(ascii: "#") && index > start && ByteClass.isBlank(code[index - 1]) { return nil }
            index += 1
        }
        return nil
    }

    /// A value after a key (or a list item): returns whether it is a block scalar indicator.
    private func lexValue(_ code: [UInt8], from start: Int, to end: Int, into sink: inout TokenSink) -> Bool {
        var index = start
        var opensBlock = false
        while index < end {
            let byte = code[index]
            if ByteClass.isBlank(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "-")
            {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "#") {
                sink.add(index, end, .comment)
                return opensBlock
            }
            if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">") {
                var indicatorEnd = index + 1
                while indicatorEnd < end && !ByteClass.isBlank(code[indicatorEnd]) { indicatorEnd += 1 }
                sink.add(index, indicatorEnd, .keyword)
                index = indicatorEnd
                opensBlock = true
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let close = quotedEnd(code, from: index, to: end)
                sink.add(index, close, .string)
                index = close
                continue
            }
            // A word: to a blank, a flow delimiter or the line's end.
            var wordEnd = index
            while wordEnd < end && !ByteClass.isBlank(code[wordEnd]) && code[wordEnd] != UInt8(ascii: ",")
                && code[wordEnd] != UInt8(ascii: "]") && code[wordEnd] != UInt8(ascii: "}")
            { wordEnd += 1 }
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*") {
                sink.add(index, wordEnd, .attribute)
            } else if byte == UInt8(ascii: "!") {
                sink.add(index, wordEnd, .type)
            } else if wordEnd > index + 1 && code[wordEnd - 1] == UInt8(ascii: ":") {
                sink.add(index, wordEnd - 1, .key)  // a key inside a flow mapping
            } else {
                // A plain scalar runs to a ` #` comment or the line's end.
                var scalarEnd = wordEnd
                while scalarEnd < end && !(code[scalarEnd] == UInt8(ascii: "#") && ByteClass.isBlank(code[scalarEnd - 1]))
                    && code[scalarEnd] != UInt8(ascii: ",") && code[scalarEnd] != UInt8(ascii: "]")
                    && code[scalarEnd] != UInt8(ascii: "}")
                { scalarEnd += 1 }
                while scalarEnd > wordEnd && ByteClass.isBlank(code[scalarEnd - 1]) { scalarEnd -= 1 }
                sink.add(index, scalarEnd, kind(of: code[index..<scalarEnd]))
                wordEnd = scalarEnd
            }
            index = wordEnd
        }
        return opensBlock
    }

    private func quotedEnd(_ code: [UInt8], from start: Int, to end: Int) -> Int {
        let quote = code[start]
        var index = start + 1
        while index < end {
            if quote == UInt8(ascii: "\"") && code[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if code[index] == quote {
                if quote == UInt8(ascii: "'") && index + 1 < end && code[index + 1] == quote {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return end
    }

    /// A plain scalar's kind: a literal, a number, or a string.
    private func kind(of scalar: ArraySlice<UInt8>) -> TokenKind {
        let lowered = String(decoding: scalar.prefix(6), as: UTF8.self).lowercased()
        if scalar.count <= 5 && ["true", "false", "null", "~", "yes", "no", "on", "off"].contains(lowered) { return .literal }
        if let first = scalar.first,
            ByteClass.isDigit(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".")
        {
            let isNumeric = scalar.allSatisfy {
                ByteClass.isHexDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "o")
            }
            if isNumeric && scalar.contains(where: ByteClass.isDigit) { return .number }
        }
        return .string
    }
}
