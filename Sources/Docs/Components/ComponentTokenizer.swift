import Diagnostics

/// Splits a page body into Markdown lines and component trees, before cmark sees anything.
///
/// Component tags are recognized on lines of their own (indented or not, their attributes
/// possibly spread over several lines), with text allowed after an opening tag and before a
/// closing tag on the same line; inline components (`Badge`, `Tooltip`, `Icon`) anywhere in
/// a line's text. Tags inside fenced code, code spans and HTML comments are left alone, and
/// so is lowercase or all-caps HTML. Problems become diagnostics with file:line:col, and the
/// pass goes on so one run reports them all.
struct ComponentTokenizer {
    typealias SnippetLoader = @Sendable (_ path: String) -> String?

    let code: [UInt8]
    let file: String
    let snippetLoader: SnippetLoader?
    /// How many snippets deep this body is; guards against a snippet that imports itself.
    let snippetDepth: Int

    private(set) var diagnostics: [Diagnostic] = []

    /// Open components, innermost last; the first entry stands for the body itself.
    var stack: [ComponentNode]
    /// `import Name from '/snippets/x.mdx'`: snippet name to path.
    var imports: [String: String] = [:]
    var fence: (byte: UInt8, count: Int)?
    var isInHTMLComment = false
    var isInMDXComment = false
    /// Whether the previous line was blank (or there was none): where ESM lines may start.
    var isAtBlockStart = true
    /// Inline components opened in the current paragraph and not yet closed.
    var openInlineTags: [(tag: InlineTag, position: SourcePosition)] = []

    /// The line being read: where it starts and its 1-based number.
    var lineStart = 0
    var lineNumber = 1

    init(code: [UInt8], file: String, snippetLoader: SnippetLoader?, snippetDepth: Int = 0) {
        self.code = code
        self.file = file
        self.snippetLoader = snippetLoader
        self.snippetDepth = snippetDepth
        stack = [ComponentNode(
            kind: .root, name: "", attributes: ComponentAttributes(),
            position: SourcePosition(line: 1, column: 1), file: file, indent: 0)]
    }

    /// Tokenizes `code[range]`, whose first byte is on line `firstLine`.
    mutating func tokenize(_ range: Range<Int>, firstLine: Int) -> [ContentItem] {
        lineStart = range.lowerBound
        lineNumber = firstLine
        let end = range.upperBound
        while lineStart < end {
            let lineEnd = ByteClass.lineEnd(code, from: lineStart, limit: end)
            let next = readLine(end: lineEnd, bodyEnd: end)
            // `next` is past the last line a tag used, which may be several lines on; usually
            // it is just past this line's own line feed.
            if next == lineEnd + 1 {
                if lineEnd < end { lineNumber += 1 }
            } else {
                for index in lineStart..<min(next, end) where code[index] == 0x0A { lineNumber += 1 }
            }
            lineStart = next
        }
        closeParagraph()
        while stack.count > 1 {
            let open = stack[stack.count - 1]
            var message = "<\(open.name)> is never closed; expected </\(open.name)>."
            if fence != nil { message += " A code fence inside it is still open." }
            report("unclosed_component", message, at: open.position)
            popComponent()
        }
        return stack[0].children
    }

    // MARK: - Lines

    /// Reads the line `lineStart..<lineEnd`; returns where the next unread line starts.
    private mutating func readLine(end lineEnd: Int, bodyEnd: Int) -> Int {
        let nextLine = lineEnd + 1
        var indent = 0
        while lineStart + indent < lineEnd && ByteClass.isBlank(code[lineStart + indent]) { indent += 1 }
        let contentStart = lineStart + indent
        let line = SourceLine(bytes: code[lineStart..<lineEnd], number: lineNumber, indent: indent)

        if let open = fence {
            appendLine(line)
            if closesFence(open, from: contentStart, to: lineEnd) { fence = nil }
            return nextLine
        }
        if isInMDXComment {
            if contains("*/}", from: contentStart, to: lineEnd) { isInMDXComment = false }
            return nextLine
        }
        if isInHTMLComment {
            appendLine(line)
            if contains("-->", from: contentStart, to: lineEnd) { isInHTMLComment = false }
            return nextLine
        }
        if line.isBlank {
            closeParagraph()
            appendLine(line)
            isAtBlockStart = true
            return nextLine
        }
        defer { isAtBlockStart = false }
        if let opened = fenceOpening(from: contentStart, to: lineEnd) {
            closeParagraph()
            fence = opened
            appendLine(line)
            return nextLine
        }
        if startsWith("{/*", at: contentStart, before: lineEnd) {
            // An MDX comment: dropped from the page and its Markdown twin.
            if !contains("*/}", from: contentStart, to: lineEnd) { isInMDXComment = true }
            return nextLine
        }
        if isAtBlockStart && readESMLine(from: contentStart, to: lineEnd) {
            return nextLine
        }
        if code[contentStart] == 0x3C {
            switch TagScanner.scan(code, at: contentStart, limit: bodyEnd) {
            case .tag(let tag) where ComponentKind(name: tag.name)?.isInline != true:
                closeParagraph()
                return readTagLine(first: tag, indent: indent, bodyEnd: bodyEnd)
            case .malformed(let message, let at):
                report("invalid_component_tag", "The component tag is malformed: \(message).", at: position(of: at))
                return nextLine
            default:
                break
            }
        }
        readMarkdown(from: lineStart, to: lineEnd, indent: indent, isRemainder: false)
        return nextLine
    }

    /// Reads Markdown text `start..<end` (a whole line, or what follows a tag): its inline
    /// components, and closing tags of block components at its end (`text</Note>`).
    mutating func readMarkdown(from start: Int, to end: Int, indent: Int, isRemainder: Bool) {
        var textEnd = end
        var trailingCloses: [TagScanner.Tag] = []
        while let close = trailingBlockClose(from: start + indent, to: textEnd) {
            trailingCloses.append(close)
            textEnd = close.range.lowerBound
            while textEnd > start && ByteClass.isBlank(code[textEnd - 1]) { textEnd -= 1 }
        }
        if textEnd > start + indent {
            var line = SourceLine(bytes: code[start..<textEnd], number: lineNumber, indent: indent, isRemainder: isRemainder)
            line.inlineTags = scanInlineTags(from: start + indent, to: textEnd)
            appendLine(line)
        }
        for close in trailingCloses.reversed() {
            closeParagraph()
            closeComponent(close)
        }
    }

    mutating func appendLine(_ line: SourceLine) {
        stack[stack.count - 1].children.append(.line(line))
    }

    // MARK: - Positions and reports

    /// The line and column of byte `index`, which is on the current line or a later one.
    func position(of index: Int) -> SourcePosition {
        var line = lineNumber
        var start = lineStart
        for offset in lineStart..<min(index, code.count) where code[offset] == 0x0A {
            line += 1
            start = offset + 1
        }
        var column = 1
        for offset in start..<min(index, code.count) where code[offset] & 0xC0 != 0x80 { column += 1 }
        return SourcePosition(line: line, column: column)
    }

    mutating func report(_ code: String, _ message: String, at position: SourcePosition, hint: String? = nil) {
        diagnostics.append(.error(code, message, file: file, position: position, hint: hint))
    }

    mutating func absorb(_ more: [Diagnostic]) {
        diagnostics += more
    }

    // MARK: - Byte helpers

    func startsWith(_ prefix: StaticString, at start: Int, before end: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard start + count <= end else { return false }
        return prefix.withUTF8Buffer { buffer in
            for offset in 0..<count where code[start + offset] != buffer[offset] { return false }
            return true
        }
    }

    func contains(_ needle: StaticString, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if startsWith(needle, at: index, before: end) { return true }
            index += 1
        }
        return false
    }

    /// A fence opener (three or more backticks or tildes) at `start`; any indentation is
    /// accepted, because fences inside components are indented with their content.
    func fenceOpening(from start: Int, to end: Int) -> (byte: UInt8, count: Int)? {
        let byte = code[start]
        guard byte == 0x60 || byte == 0x7E else { return nil }
        var index = start
        while index < end && code[index] == byte { index += 1 }
        let count = index - start
        guard count >= 3 else { return nil }
        // A backtick fence's info string cannot contain backticks (that would be a code span).
        if byte == 0x60 && code[index..<end].contains(0x60) { return nil }
        return (byte, count)
    }

    func closesFence(_ open: (byte: UInt8, count: Int), from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end && code[index] == open.byte { index += 1 }
        guard index - start >= open.count else { return false }
        return code[index..<end].allSatisfy(ByteClass.isWhitespace)
    }
}
