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

    private func skipBlanks(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.endIndex && ByteClass.isBlank(line[index]) { index += 1 }
        return index
    }

    func column(in line: ArraySlice<UInt8>, of index: Int) -> Int {
        1 + line[line.startIndex..<index].count { $0 & 0xC0 != 0x80 }
    }

    mutating func fail(_ message: String, line: Int, column: Int) {
        diagnostics.append(
            .error("invalid_front_matter", message, file: file, position: SourcePosition(line: line, column: column)))
    }
}
