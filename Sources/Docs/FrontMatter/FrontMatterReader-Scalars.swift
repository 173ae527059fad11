import ByteTools

// Scalars and flow lists: quoted text with its escapes, plain values, `[a, b]`.
extension FrontMatterReader {
    /// `true`, `false`, a number, `null`, or text.
    func plainValue(_ text: ArraySlice<UInt8>) -> FrontMatter.Value? {
        let string = String(decoding: text, as: UTF8.self)
        switch string {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "null", "Null", "NULL", "~", "": return nil
        default: return Self.isNumber(text) ? .number(string) : .string(string)
        }
    }

    static func isNumber(_ text: ArraySlice<UInt8>) -> Bool {
        var body = text
        if let sign = body.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { body = body.dropFirst() }
        guard let first = body.first, ByteClass.isDigit(first) || first == UInt8(ascii: ".") else { return false }
        var seenDigit = false
        var seenDot = false
        var seenExponent = false
        var previous: UInt8 = 0
        for byte in body {
            if ByteClass.isDigit(byte) {
                seenDigit = true
            } else if byte == UInt8(ascii: ".") && !seenDot && !seenExponent {
                seenDot = true
            } else if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) && seenDigit && !seenExponent {
                seenExponent = true
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
                && (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E"))
            {
                // the exponent's sign
            } else {
                return false
            }
            previous = byte
        }
        return seenDigit && ByteClass.isDigit(previous)
    }

    /// A quoted scalar, which must end on its line (only a comment may follow it).
    ///
    /// The text between escapes is copied a run at a time, and a value without escapes
    /// (nearly every title and description) becomes its string straight from the source.
    mutating func readQuoted(_ text: ArraySlice<UInt8>, lineNumber: Int, column: Int) -> String? {
        let quote = text.first!
        var result: [UInt8] = []
        var hasEscapes = false
        var index = text.startIndex + 1
        var runStart = index
        var closed = false
        while index < text.endIndex {
            let byte = text[index]
            if quote == UInt8(ascii: "'") && byte == UInt8(ascii: "'") {
                if index + 1 < text.endIndex && text[index + 1] == UInt8(ascii: "'") {
                    result += text[runStart..<index]
                    hasEscapes = true
                    result.append(UInt8(ascii: "'"))
                    index += 2
                    runStart = index
                    continue
                }
                closed = true
                break
            }
            if quote == UInt8(ascii: "\"") && byte == UInt8(ascii: "\"") {
                closed = true
                break
            }
            if quote == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
                result += text[runStart..<index]
                hasEscapes = true
                guard let escaped = unescape(text, at: index, into: &result) else {
                    fail("Unknown escape in a double-quoted value.", line: lineNumber, column: column + (index - text.startIndex))
                    return nil
                }
                index = escaped
                runStart = index
                continue
            }
            index += 1
        }
        guard closed else {
            fail("The quoted value never ends on its line.", line: lineNumber, column: column)
            return nil
        }
        let value = text[runStart..<index]
        index += 1
        let rest = withoutComment(text[index...])
        guard rest.isEmpty else {
            fail("Unexpected text after the quoted value.", line: lineNumber, column: column + (index - text.startIndex))
            return nil
        }
        guard hasEscapes else { return String(decoding: value, as: UTF8.self) }
        result += value
        return String(decoding: result, as: UTF8.self)
    }

    /// Decodes the escape at `index` (a backslash) into `result`; returns the next index.
    func unescape(_ text: ArraySlice<UInt8>, at index: Int, into result: inout [UInt8]) -> Int? {
        guard index + 1 < text.endIndex else { return nil }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
            UInt8(ascii: "n"): UInt8(ascii: "\n"), UInt8(ascii: "t"): UInt8(ascii: "\t"), UInt8(ascii: "r"): UInt8(ascii: "\r"),
            UInt8(ascii: "0"): 0x00, UInt8(ascii: " "): UInt8(ascii: " "),
        ]
        let letter = text[index + 1]
        if let byte = simple[letter] {
            result.append(byte)
            return index + 2
        }
        let width = letter == UInt8(ascii: "u") ? 4 : letter == UInt8(ascii: "U") ? 8 : letter == UInt8(ascii: "x") ? 2 : 0
        guard width > 0, index + 2 + width <= text.endIndex,
            let value = UInt32(String(decoding: text[(index + 2)..<(index + 2 + width)], as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        result.append(contentsOf: String(Character(scalar)).utf8)
        return index + 2 + width
    }

    /// `[a, "b", 'c']` on one line.
    mutating func readFlowList(_ text: ArraySlice<UInt8>, lineNumber: Int, column: Int) -> [String]? {
        let body = withoutComment(text)
        guard body.last == UInt8(ascii: "]") else {
            fail("The list never ends with ']' on its line.", line: lineNumber, column: column)
            return nil
        }
        var items: [String] = []
        for piece in splitOutsideQuotes(body.dropFirst().dropLast()) {
            let item = trimmed(piece)
            if item.isEmpty { continue }
            if item.first == UInt8(ascii: "\"") || item.first == UInt8(ascii: "'") {
                guard let quoted = readQuoted(item, lineNumber: lineNumber, column: column) else { return nil }
                items.append(quoted)
            } else if item.first == UInt8(ascii: "[") || item.first == UInt8(ascii: "{") {
                fail("Nested lists and mappings are not supported in front matter.", line: lineNumber, column: column)
                return nil
            } else {
                items.append(String(decoding: item, as: UTF8.self))
            }
        }
        return items
    }

    func withoutComment(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = text.endIndex
        var quote: UInt8?
        for index in text.indices {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
                index == text.startIndex || ByteClass.isBlank(text[index - 1]) || text[index - 1] == UInt8(ascii: "[")
                    || text[index - 1] == UInt8(ascii: ",")
            {
                quote = byte
            } else if byte == UInt8(ascii: "#") && (index == text.startIndex || ByteClass.isBlank(text[index - 1])) {
                end = index
                break
            }
        }
        return trimmed(text[text.startIndex..<end])
    }

    func splitOutsideQuotes(_ text: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = text.startIndex
        var quote: UInt8?
        for index in text.indices {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ",") {
                pieces.append(text[start..<index])
                start = index + 1
            }
        }
        pieces.append(text[start..<text.endIndex])
        return pieces
    }

    func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = text
        while let first = result.first, ByteClass.isBlank(first) { result = result.dropFirst() }
        while let last = result.last, ByteClass.isBlank(last) { result = result.dropLast() }
        return result
    }
}
