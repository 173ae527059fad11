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
        if let sign = body.first, sign == 0x2D || sign == 0x2B { body = body.dropFirst() }
        guard let first = body.first, ByteClass.isDigit(first) || first == 0x2E else { return false }
        var seenDigit = false
        var seenDot = false
        var seenExponent = false
        var previous: UInt8 = 0
        for byte in body {
            if ByteClass.isDigit(byte) {
                seenDigit = true
            } else if byte == 0x2E && !seenDot && !seenExponent {
                seenDot = true
            } else if (byte == 0x65 || byte == 0x45) && seenDigit && !seenExponent {
                seenExponent = true
            } else if (byte == 0x2B || byte == 0x2D) && (previous == 0x65 || previous == 0x45) {
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
            if quote == 0x27 && byte == 0x27 {
                if index + 1 < text.endIndex && text[index + 1] == 0x27 {
                    result += text[runStart..<index]
                    hasEscapes = true
                    result.append(0x27)
                    index += 2
                    runStart = index
                    continue
                }
                closed = true
                break
            }
            if quote == 0x22 && byte == 0x22 {
                closed = true
                break
            }
            if quote == 0x22 && byte == 0x5C {
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
            0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x6E: 0x0A, 0x74: 0x09, 0x72: 0x0D, 0x30: 0x00, 0x20: 0x20,
        ]
        let letter = text[index + 1]
        if let byte = simple[letter] {
            result.append(byte)
            return index + 2
        }
        let width = letter == 0x75 ? 4 : letter == 0x55 ? 8 : letter == 0x78 ? 2 : 0
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
        guard body.last == 0x5D else {
            fail("The list never ends with ']' on its line.", line: lineNumber, column: column)
            return nil
        }
        var items: [String] = []
        for piece in splitOutsideQuotes(body.dropFirst().dropLast()) {
            let item = trimmed(piece)
            if item.isEmpty { continue }
            if item.first == 0x22 || item.first == 0x27 {
                guard let quoted = readQuoted(item, lineNumber: lineNumber, column: column) else { return nil }
                items.append(quoted)
            } else if item.first == 0x5B || item.first == 0x7B {
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
            } else if byte == 0x22 || byte == 0x27, index == text.startIndex || ByteClass.isBlank(text[index - 1]) || text[index - 1] == 0x5B || text[index - 1] == 0x2C {
                quote = byte
            } else if byte == 0x23 && (index == text.startIndex || ByteClass.isBlank(text[index - 1])) {
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
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x2C {
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
