import ByteTools
import Diagnostics

/// Finds and reads front matter: a `---` line at the very top, `key: value` lines, and a
/// closing `---` (or `...`) line.
///
/// The YAML subset: plain, `"double-quoted"` (with escapes) and `'single-quoted'` scalars;
/// `true`/`false`; numbers; `null`/`~` (the key is left out); `[flow, lists]` and `- item`
/// lists; `|` and `>` block scalars; plain, quoted and flow values continued on indented
/// lines; `#` comments; quoted keys and keys with colons (`"og:image":`, `og:title:`).
/// Nested mappings (`api:` with indented keys, `{a: 1}`) are valid YAML that Preflight has
/// no use for: they are read past and left out, as Mintlify pages use them for their own
/// settings. Anchors, aliases and tags are refused with `invalid_front_matter` rather than
/// misread.
///
/// A first `---` only opens front matter when the first line after it that is not blank or a
/// comment is a `key:` line. Otherwise the `---` is Markdown (a thematic break or a setext
/// underline), which keeps pages that begin with a rule, and CommonMark's own examples, intact.
enum FrontMatterParser {
    struct Split {
        var frontMatter: FrontMatter
        /// The body after the closing line, as offsets into the source.
        var bodyRange: Range<Int>
        /// The 1-based line the body starts on.
        var bodyFirstLine: Int
    }

    /// Splits `source` into front matter and body.
    ///
    /// - Throws: a ``Diagnostic`` or ``DiagnosticList`` with `invalid_front_matter` or
    ///   `unclosed_front_matter` errors at file:line:col.
    static func split(_ source: [UInt8], file: String) throws -> Split {
        let whole = Split(frontMatter: FrontMatter(), bodyRange: 0..<source.count, bodyFirstLine: 1)
        var lines = LineCursor(source)
        guard let opener = lines.next(), isDelimiter(source[opener], allowingDots: false) else { return whole }

        // Lines up to the closing delimiter; a page without front matter is not read further
        // than its first line that is not blank or a comment.
        var block: [Range<Int>] = []
        var closing: Range<Int>?
        var firstContent: Range<Int>?
        while let line = lines.next() {
            if isDelimiter(source[line], allowingDots: true) {
                closing = line
                break
            }
            if firstContent == nil && !isBlankOrComment(source[line]) {
                firstContent = line
                guard startsWithKey(source[line]) else { return whole }
            }
            block.append(line)
        }
        guard firstContent != nil else { return whole }
        guard let closing else {
            throw Diagnostic(
                .unclosedFrontMatter, "The front matter that opens on line 1 has no closing '---' line.",
                file: file, position: SourcePosition(line: 1, column: 1))
        }
        var reader = FrontMatterReader(source: source, lines: block, firstLine: 2, file: file)
        let frontMatter = reader.read()
        if reader.diagnostics.count == 1 { throw reader.diagnostics[0] }
        if !reader.diagnostics.isEmpty { throw DiagnosticList(reader.diagnostics) }
        let bodyStart = min(closing.upperBound + 1, source.count)
        return Split(frontMatter: frontMatter, bodyRange: bodyStart..<source.count, bodyFirstLine: block.count + 3)
    }

    private static func isDelimiter(_ line: ArraySlice<UInt8>, allowingDots: Bool) -> Bool {
        var trimmed = line
        while let last = trimmed.last, ByteClass.isBlank(last) { trimmed = trimmed.dropLast() }
        return trimmed.elementsEqual("---".utf8) || (allowingDots && trimmed.elementsEqual("...".utf8))
    }

    private static func isBlankOrComment(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first(where: { !ByteClass.isBlank($0) }) else { return true }
        return first == UInt8(ascii: "#")
    }

    /// Whether the line is `key:` followed by a space or nothing, at the left margin.
    static func startsWithKey(_ line: ArraySlice<UInt8>) -> Bool {
        key(in: line) != nil
    }

    /// The key a `key: value` line starts with, and where its colon is.
    ///
    /// A plain key is a run of letters, digits, `_`, `-`, `.` and `:` (so `og:image:` names
    /// `og:image`, as YAML reads it) ending at the first colon followed by a space or the end
    /// of the line. A quoted key (`"twitter:card":`, `'x':`) may hold anything but its quote.
    static func key(in line: ArraySlice<UInt8>) -> (name: String, colon: Int)? {
        guard let first = line.first else { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let close = line.dropFirst().firstIndex(of: first), close > line.startIndex + 1 else { return nil }
            let colon = close + 1
            guard colon < line.endIndex, line[colon] == UInt8(ascii: ":") else { return nil }
            guard colon + 1 == line.endIndex || ByteClass.isBlank(line[colon + 1]) else { return nil }
            return (String(decoding: line[(line.startIndex + 1)..<close], as: UTF8.self), colon)
        }
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: ":") && index > line.startIndex
                && (index + 1 == line.endIndex || ByteClass.isBlank(line[index + 1]))
            {
                return (String(decoding: line[line.startIndex..<index], as: UTF8.self), index)
            }
            guard isKeyByte(byte) || (byte == UInt8(ascii: ":") && index > line.startIndex) else { return nil }
            index += 1
        }
        return nil
    }

    static func isKeyByte(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierPart(byte) && byte < 0x80 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}

/// The byte ranges of a text's lines, one at a time, without their line feeds.
private struct LineCursor {
    let source: [UInt8]
    var start = 0

    init(_ source: [UInt8]) {
        self.source = source
    }

    mutating func next() -> Range<Int>? {
        guard start < source.count else { return nil }
        let end = ByteSearch.lineEnd(source, from: start, limit: source.count)
        defer { start = end + 1 }
        return start..<end
    }
}
