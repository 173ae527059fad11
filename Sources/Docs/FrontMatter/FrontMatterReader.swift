import Diagnostics

/// Reads the lines between the front matter's delimiters into entries, collecting every
/// problem as an `invalid_front_matter` diagnostic.
struct FrontMatterReader {
    let source: [UInt8]
    let lines: [Range<Int>]
    /// The file line of `lines[0]`.
    let firstLine: Int
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var index = 0

    init(source: [UInt8], lines: [Range<Int>], firstLine: Int, file: String) {
        self.source = source
        self.lines = lines
        self.firstLine = firstLine
        self.file = file
    }

    mutating func read() -> FrontMatter {
        var frontMatter = FrontMatter()
        while index < lines.count {
            let line = source[lines[index]]
            let lineNumber = firstLine + index
            index += 1
            guard let first = line.first(where: { !ByteClass.isBlank($0) }), first != 0x23 else { continue }
            guard ByteClass.isBlank(line.first!) == false else {
                fail("This line is indented but belongs to no key.", line: lineNumber, column: 1)
                continue
            }
            guard FrontMatterParser.startsWithKey(line), let colon = line.firstIndex(of: 0x3A) else {
                fail(
                    "Expected `key: value`, found '\(String(decoding: line, as: UTF8.self))'.", line: lineNumber,
                    column: 1)
                continue
            }
            let key = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
            if frontMatter.entries.contains(where: { $0.key == key }) {
                fail("The key '\(key)' appears twice.", line: lineNumber, column: 1)
            }
            let valueStart = skipBlanks(line, from: colon + 1)
            guard let value = readValue(line[valueStart...], lineNumber: lineNumber, column: column(in: line, of: valueStart)) else {
                continue
            }
            if ["title", "description", "sidebarTitle"].contains(key), case .list = value {
                fail("'\(key)' must be text, not a list.", line: lineNumber, column: 1)
            }
            frontMatter.entries.append(FrontMatter.Entry(key: key, value: value, line: lineNumber))
        }
        return frontMatter
    }

    // MARK: - Values

    /// The value after `key:`; nil for `null`, `~`, an empty value, or an error.
    private mutating func readValue(_ text: ArraySlice<UInt8>, lineNumber: Int, column: Int) -> FrontMatter.Value? {
        guard let first = text.first, first != 0x23 else {
            let items = readBlockList()
            return items.isEmpty ? nil : .list(items)
        }
        switch first {
        case 0x22, 0x27:
            return readQuoted(text, lineNumber: lineNumber, column: column).map(FrontMatter.Value.string)
        case 0x5B:
            return readFlowList(text, lineNumber: lineNumber, column: column).map(FrontMatter.Value.list)
        case 0x7C, 0x3E:  // | and >
            return .string(readBlockScalar(header: text, lineNumber: lineNumber, column: column))
        case 0x7B:
            fail("Nested mappings are not supported in front matter.", line: lineNumber, column: column)
            return nil
        case 0x26, 0x2A, 0x21, 0x40, 0x60, 0x25:  // & * ! @ ` %
            fail(
                "'\(Character(Unicode.Scalar(first)))' cannot start a plain value; quote the value.", line: lineNumber,
                column: column)
            return nil
        default:
            return plainValue(withoutComment(text))
        }
    }

    /// `true`, `false`, a number, `null`, or text.
    private func plainValue(_ text: ArraySlice<UInt8>) -> FrontMatter.Value? {
        let string = String(decoding: text, as: UTF8.self)
        switch string {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "null", "Null", "NULL", "~", "": return nil
        default: return Self.isNumber(text) ? .number(string) : .string(string)
        }
    }

    private static func isNumber(_ text: ArraySlice<UInt8>) -> Bool {
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
    private mutating func readQuoted(_ text: ArraySlice<UInt8>, lineNumber: Int, column: Int) -> String? {
        let quote = text.first!
        var result: [UInt8] = []
        var index = text.startIndex + 1
        var closed = false
        while index < text.endIndex {
            let byte = text[index]
            if quote == 0x27 && byte == 0x27 {
                if index + 1 < text.endIndex && text[index + 1] == 0x27 {
                    result.append(0x27)
                    index += 2
                    continue
                }
                closed = true
                index += 1
                break
            }
            if quote == 0x22 && byte == 0x22 {
                closed = true
                index += 1
                break
            }
            if quote == 0x22 && byte == 0x5C {
                guard let escaped = unescape(text, at: index, into: &result) else {
                    fail("Unknown escape in a double-quoted value.", line: lineNumber, column: column + (index - text.startIndex))
                    return nil
                }
                index = escaped
                continue
            }
            result.append(byte)
            index += 1
        }
        guard closed else {
            fail("The quoted value never ends on its line.", line: lineNumber, column: column)
            return nil
        }
        let rest = withoutComment(text[index...])
        guard rest.isEmpty else {
            fail("Unexpected text after the quoted value.", line: lineNumber, column: column + (index - text.startIndex))
            return nil
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Decodes the escape at `index` (a backslash) into `result`; returns the next index.
    private func unescape(_ text: ArraySlice<UInt8>, at index: Int, into result: inout [UInt8]) -> Int? {
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
    private mutating func readFlowList(_ text: ArraySlice<UInt8>, lineNumber: Int, column: Int) -> [String]? {
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

    /// `- item` lines after a key with no value (indented or not, as YAML allows).
    private mutating func readBlockList() -> [String] {
        var items: [String] = []
        while index < lines.count {
            let line = source[lines[index]]
            let start = skipBlanks(line, from: line.startIndex)
            guard start < line.endIndex else {
                index += 1
                continue
            }
            guard line[start] == 0x2D, start + 1 == line.endIndex || ByteClass.isBlank(line[start + 1]) else {
                if start > line.startIndex && line[start] != 0x23 {
                    fail(
                        "Nested mappings are not supported in front matter.", line: firstLine + index,
                        column: column(in: line, of: start))
                    index += 1
                    continue
                }
                break
            }
            let lineNumber = firstLine + index
            index += 1
            let itemStart = skipBlanks(line, from: start + 1)
            let item = line[itemStart...]
            let itemColumn = column(in: line, of: itemStart)
            if item.first == 0x22 || item.first == 0x27 {
                if let quoted = readQuoted(item, lineNumber: lineNumber, column: itemColumn) { items.append(quoted) }
            } else if FrontMatterParser.startsWithKey(item) || item.first == 0x5B || item.first == 0x7B || item.first == 0x2D {
                fail("Lists of lists or mappings are not supported in front matter.", line: lineNumber, column: itemColumn)
            } else {
                items.append(String(decoding: withoutComment(item), as: UTF8.self))
            }
        }
        return items
    }

    /// `|` keeps line breaks, `>` folds lines into spaces; `-` drops the final line break.
    private mutating func readBlockScalar(header: ArraySlice<UInt8>, lineNumber: Int, column: Int) -> String {
        let indicators = withoutComment(header)
        let folds = indicators.first == 0x3E
        let strips = indicators.contains(0x2D)
        var body: [ArraySlice<UInt8>] = []
        var margin: Int?
        while index < lines.count {
            let line = source[lines[index]]
            let start = skipBlanks(line, from: line.startIndex)
            if start == line.endIndex {
                body.append([])
                index += 1
                continue
            }
            guard start > line.startIndex else { break }
            let indent = start - line.startIndex
            margin = margin ?? indent
            guard let margin, indent >= margin else { break }
            body.append(line.dropFirst(margin))
            index += 1
        }
        while body.last?.isEmpty == true { body.removeLast() }
        var text = ""
        for (position, line) in body.enumerated() {
            if position > 0 {
                text += folds && !line.isEmpty && !body[position - 1].isEmpty ? " " : "\n"
            }
            text += String(decoding: line, as: UTF8.self)
        }
        return strips || text.isEmpty ? text : text + "\n"
    }

    // MARK: - Helpers

    private func withoutComment(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
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

    private func splitOutsideQuotes(_ text: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
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

    private func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = text
        while let first = result.first, ByteClass.isBlank(first) { result = result.dropFirst() }
        while let last = result.last, ByteClass.isBlank(last) { result = result.dropLast() }
        return result
    }

    private func skipBlanks(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.endIndex && ByteClass.isBlank(line[index]) { index += 1 }
        return index
    }

    private func column(in line: ArraySlice<UInt8>, of index: Int) -> Int {
        1 + line[line.startIndex..<index].count { $0 & 0xC0 != 0x80 }
    }

    private mutating func fail(_ message: String, line: Int, column: Int) {
        diagnostics.append(
            .error("invalid_front_matter", message, file: file, position: SourcePosition(line: line, column: column)))
    }
}
