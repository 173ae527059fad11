import Diagnostics

/// Finds and reads front matter: a `---` line at the very top, `key: value` lines, and a
/// closing `---` (or `...`) line.
///
/// The YAML subset: plain, `"double-quoted"` (with escapes) and `'single-quoted'` scalars;
/// `true`/`false`; numbers; `null`/`~` (the key is left out); `[flow, lists]` and `- item`
/// lists; `|` and `>` block scalars; `#` comments. Nested mappings, anchors and tags are
/// refused with `invalid_front_matter` rather than misread.
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
        // Lines are read one at a time, up to the closing delimiter at most: a page without
        // front matter costs one line, and no page is split into lines whole.
        var reader = LineReader(source: source)
        let whole = Split(frontMatter: FrontMatter(), bodyRange: 0..<source.count, bodyFirstLine: 1)
        guard let opener = reader.next(), isDelimiter(source[opener], allowingDots: false) else { return whole }

        var lines = [opener]
        var closing: Int?
        var firstContent: Int?
        while let line = reader.next() {
            let index = lines.count
            lines.append(line)
            let text = source[line]
            if isDelimiter(text, allowingDots: true) {
                closing = index
                break
            }
            if firstContent == nil && !isBlankOrComment(text) { firstContent = index }
        }
        guard let first = firstContent, startsWithKey(source[lines[first]]), (closing ?? .max) > first else {
            return whole
        }
        guard let closing else {
            throw Diagnostic.error(
                "unclosed_front_matter", "The front matter that opens on line 1 has no closing '---' line.",
                file: file, position: SourcePosition(line: 1, column: 1))
        }
        var frontMatterReader = FrontMatterReader(source: source, lines: Array(lines[1..<closing]), firstLine: 2, file: file)
        let frontMatter = frontMatterReader.read()
        if frontMatterReader.diagnostics.count == 1 { throw frontMatterReader.diagnostics[0] }
        if !frontMatterReader.diagnostics.isEmpty { throw DiagnosticList(frontMatterReader.diagnostics) }
        // The body starts at the line after the closing one, if there is such a line.
        let bodyStart = reader.next()?.lowerBound ?? source.count
        return Split(frontMatter: frontMatter, bodyRange: bodyStart..<source.count, bodyFirstLine: closing + 2)
    }

    /// The lines of ``lines(_:)``, one at a time.
    private struct LineReader {
        let source: [UInt8]
        var start = 0

        mutating func next() -> Range<Int>? {
            guard start < source.count else { return nil }
            var end = start
            while end < source.count && source[end] != 0x0A { end += 1 }
            defer { start = end + 1 }
            return start..<end
        }
    }

    /// Each line's byte range, without its line feed. A final line feed starts no new line.
    static func lines(_ source: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in source.enumerated() where byte == 0x0A {
            ranges.append(start..<index)
            start = index + 1
        }
        if start < source.count { ranges.append(start..<source.count) }
        return ranges
    }

    private static func isDelimiter(_ line: ArraySlice<UInt8>, allowingDots: Bool) -> Bool {
        var trimmed = line
        while let last = trimmed.last, ByteClass.isBlank(last) { trimmed = trimmed.dropLast() }
        return trimmed.elementsEqual("---".utf8) || (allowingDots && trimmed.elementsEqual("...".utf8))
    }

    private static func isBlankOrComment(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first(where: { !ByteClass.isBlank($0) }) else { return true }
        return first == 0x23
    }

    /// Whether the line is `key:` followed by a space or nothing, at the left margin.
    static func startsWithKey(_ line: ArraySlice<UInt8>) -> Bool {
        guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex else { return false }
        guard line[line.startIndex..<colon].allSatisfy(isKeyByte) else { return false }
        return colon + 1 == line.endIndex || ByteClass.isBlank(line[colon + 1])
    }

    static func isKeyByte(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierPart(byte) && byte < 0x80 || byte == 0x2D || byte == 0x2E
    }
}
