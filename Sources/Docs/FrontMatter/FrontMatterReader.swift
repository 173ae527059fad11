import ByteTools
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
        // Looked up by hash: a search through the entries read so far made 100,000 keys take 36 s.
        var seenKeys: Set<String> = []
        while index < lines.count {
            let line = source[lines[index]]
            let lineNumber = firstLine + index
            index += 1
            guard let first = line.first(where: { !ByteClass.isBlank($0) }), first != UInt8(ascii: "#") else { continue }
            guard ByteClass.isBlank(line.first!) == false else {
                fail("This line is indented but belongs to no key.", line: lineNumber, column: 1)
                continue
            }
            guard let (key, colon) = FrontMatterParser.key(in: line) else {
                fail(
                    "Expected `key: value`, found '\(String(decoding: line, as: UTF8.self))'.", line: lineNumber,
                    column: 1)
                continue
            }
            if !seenKeys.insert(key).inserted {
                fail("The key '\(key)' appears twice.", line: lineNumber, column: 1)
            }
            let valueStart = skipBlanks(line, from: colon + 1)
            guard let value = readValue(line[valueStart...], lineNumber: lineNumber, column: column(in: line, of: valueStart))
            else {
                continue
            }
            if case .list = value, ["title", "description", "sidebarTitle"].contains(key) {
                fail("'\(key)' must be text, not a list.", line: lineNumber, column: 1)
            }
            frontMatter.entries.append(FrontMatter.Entry(key: key, value: value, line: lineNumber))
        }
        return frontMatter
    }

    // MARK: - Values

    /// The value after `key:`; nil for `null`, `~`, an empty value, a nested mapping, or an
    /// error. A value may go on over the indented lines that follow its key.
    private mutating func readValue(_ text: ArraySlice<UInt8>, lineNumber: Int, column: Int) -> FrontMatter.Value? {
        guard let first = text.first, first != UInt8(ascii: "#") else {
            return readIndentedValue()
        }
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            // Nearly every quoted value closes on its own line: read it in place, uncopied.
            var end = ValueEnd(.quote(first))
            if end.hasEnded(after: text) {
                return readQuoted(text, lineNumber: lineNumber, column: column).map(FrontMatter.Value.string)
            }
            let joined = withContinuation(text, until: ValueEnd(.quote(first)))
            return readQuoted(joined[...], lineNumber: lineNumber, column: column).map(FrontMatter.Value.string)
        case UInt8(ascii: "["):
            let joined = withContinuation(text, until: ValueEnd(.brackets), anyIndent: true)
            return readFlowList(joined[...], lineNumber: lineNumber, column: column).map(FrontMatter.Value.list)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return .string(readBlockScalar(header: text, lineNumber: lineNumber, column: column))
        case UInt8(ascii: "{"):
            // A flow mapping: valid, and of no use to a page; read past it.
            _ = withContinuation(text, until: ValueEnd(.brackets), anyIndent: true)
            return nil
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"):
            fail(
                "'\(Character(Unicode.Scalar(first)))' cannot start a plain value; quote the value.", line: lineNumber,
                column: column)
            return nil
        default:
            let joined = withContinuation(withoutComment(text), until: ValueEnd(.never), foldsPlain: true)
            return plainValue(joined[...])
        }
    }

    /// The value of a key with nothing after its colon, on the lines below: a `- item` list,
    /// a flow list or text on indented lines, or a nested mapping (read past, left out).
    private mutating func readIndentedValue() -> FrontMatter.Value? {
        var probe = index
        while probe < lines.count, isBlankOrComment(source[lines[probe]]) { probe += 1 }
        guard probe < lines.count else { return nil }
        let line = source[lines[probe]]
        let start = skipBlanks(line, from: line.startIndex)
        if line[start] == UInt8(ascii: "-"), start + 1 == line.endIndex || ByteClass.isBlank(line[start + 1]) {
            let items = readBlockList()
            return items.isEmpty ? nil : .list(items)
        }
        guard start > line.startIndex else { return nil }
        let lineNumber = firstLine + probe
        let column = column(in: line, of: start)
        index = probe + 1
        let rest = line[start...]
        switch rest.first! {
        case UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return readValue(rest, lineNumber: lineNumber, column: column)
        default:
            if FrontMatterParser.key(in: rest) != nil || rest.first == UInt8(ascii: "{") {
                // A nested mapping: every line indented under the key belongs to it.
                while index < lines.count {
                    let next = source[lines[index]]
                    guard isBlankOrComment(next) || ByteClass.isBlank(next.first!) else { break }
                    index += 1
                }
                return nil
            }
            return readValue(rest, lineNumber: lineNumber, column: column)
        }
    }

    /// `text` and the lines after it, joined, while they are indented (or, for flow
    /// collections, `anyIndent`) and the value has not reached its `end`. A plain value's lines
    /// are folded YAML's way: one space between lines, a line break for a blank line.
    private mutating func withContinuation(
        _ text: ArraySlice<UInt8>, until end: ValueEnd, anyIndent: Bool = false, foldsPlain: Bool = false
    ) -> [UInt8] {
        var end = end
        var joined = Array(text)
        guard !end.hasEnded(after: text) else { return joined }
        var pendingBreaks = 0
        var probe = index
        while probe < lines.count {
            let line = source[lines[probe]]
            let start = skipBlanks(line, from: line.startIndex)
            if start == line.endIndex {
                pendingBreaks += 1
                probe += 1
                continue
            }
            guard start > line.startIndex || (anyIndent && !FrontMatterParser.startsWithKey(line)) else { break }
            var piece = line[start...]
            if foldsPlain {
                if piece.first == UInt8(ascii: "#") { break }
                piece = withoutComment(piece)
            }
            let added = joined.count
            if pendingBreaks > 0 && foldsPlain {
                joined += Array(repeating: UInt8(ascii: "\n"), count: pendingBreaks)
            } else {
                joined.append(UInt8(ascii: " "))
            }
            pendingBreaks = 0
            joined += piece
            probe += 1
            index = probe
            if end.hasEnded(after: joined[added...]) { break }
        }
        return joined
    }

    private func isBlankOrComment(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first(where: { !ByteClass.isBlank($0) }) else { return true }
        return first == UInt8(ascii: "#")
    }

    /// `- item` lines after a key with no value (indented or not, as YAML allows). An item
    /// may go on over more indented lines. A list of mappings or lists is valid YAML that
    /// Preflight has no use for: it is read past and left out (an empty result).
    private mutating func readBlockList() -> [String] {
        var items: [String] = []
        var holdsStructures = false
        var dashIndent: Int?
        while index < lines.count {
            let line = source[lines[index]]
            let start = skipBlanks(line, from: line.startIndex)
            guard start < line.endIndex, line[start] != UInt8(ascii: "#") else {
                index += 1
                continue
            }
            let indent = start - line.startIndex
            let isItem = line[start] == UInt8(ascii: "-") && (start + 1 == line.endIndex || ByteClass.isBlank(line[start + 1]))
            if let dash = dashIndent, indent > dash {
                // More of the item above: folded text, or the rest of a mapping.
                if !holdsStructures, !isItem, let last = items.last, FrontMatterParser.key(in: line[start...]) == nil {
                    items[items.count - 1] = last + " " + String(decoding: withoutComment(line[start...]), as: UTF8.self)
                } else {
                    holdsStructures = true
                }
                index += 1
                continue
            }
            guard isItem, dashIndent == nil || indent == dashIndent else { break }
            dashIndent = indent
            let lineNumber = firstLine + index
            index += 1
            let itemStart = skipBlanks(line, from: start + 1)
            let item = line[itemStart...]
            let itemColumn = column(in: line, of: itemStart)
            if item.first == UInt8(ascii: "\"") || item.first == UInt8(ascii: "'") {
                if let quoted = readQuoted(item, lineNumber: lineNumber, column: itemColumn) { items.append(quoted) }
            } else if FrontMatterParser.startsWithKey(item) || item.first == UInt8(ascii: "[") || item.first == UInt8(ascii: "{")
                || item.first == UInt8(ascii: "-")
            {
                holdsStructures = true
            } else {
                items.append(String(decoding: withoutComment(item), as: UTF8.self))
            }
        }
        return holdsStructures ? [] : items
    }

    /// `|` keeps line breaks, `>` folds lines into spaces; `-` drops the final line break.
    private mutating func readBlockScalar(header: ArraySlice<UInt8>, lineNumber: Int, column: Int) -> String {
        let indicators = withoutComment(header)
        let folds = indicators.first == UInt8(ascii: ">")
        let strips = indicators.contains(UInt8(ascii: "-"))
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
            Diagnostic(.invalidFrontMatter, message, file: file, position: SourcePosition(line: line, column: column)))
    }
}
