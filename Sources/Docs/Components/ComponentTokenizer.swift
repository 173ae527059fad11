import ByteTools
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
    typealias SnippetFile = @Sendable (_ path: String) -> String

    let code: [UInt8]
    let file: String
    let snippetLoader: SnippetLoader?
    /// The name a snippet's diagnostics give its file; its path as imported when nil.
    let snippetFile: SnippetFile?
    /// How many snippets deep this body is; guards against a snippet that imports itself.
    let snippetDepth: Int
    /// How many components deep this body starts: a snippet's, those around its use.
    let outerNesting: Int
    /// Set when components nest too deep or snippets grow too big: the rest is not read.
    var isAbandoned = false
    /// The bytes of every snippet read for the page so far, this body's included.
    var snippetBytes: Int

    private(set) var diagnostics: [Diagnostic] = []
    /// What was left out of the body and its snippets as unsafe (`unsafe_url`), each in its file.
    var warnings: [Diagnostic] = []

    /// Open components, innermost last; the first entry stands for the body itself.
    var stack: [ComponentNode]
    /// Components imported from JavaScript modules, shown by their children.
    var scriptImports: Set<String> = []
    /// What the page's and its imports' `export`s define, and a snippet's props.
    var scriptScope = ScriptScope()
    /// `import Name from '/snippets/x.mdx'`: snippet name to path.
    var imports: [String: String] = [:]
    var fence: (byte: UInt8, count: Int)?
    var isInHTMLComment = false
    var isInMDXComment = false
    /// Whether formulas (`$…$`, `$$…$$`, `<Latex>`) are read, and where code keeps them text.
    var math = MathReading()
    /// Inside a component whose lines are text as written (`<Terminal>`), up to its closing tag.
    var isVerbatim = false
    /// Whether the previous line was blank (or there was none): where ESM lines may start.
    var isAtBlockStart = true
    /// Where the `import` lines read before the body start (MDX hoists them); the body's
    /// pass skips them there.
    var hoistedImports: Set<Int> = []
    /// The plain lines read last, not yet added to the innermost open component: a line that
    /// follows them joins them in place. Anything else added to the tree, and any component
    /// opened or closed, adds them first (``addToInnermost(_:)``).
    var pendingLines: LineSpan?
    /// Inline components drawn inside page-declared components' expansions so far, which
    /// number their tooltips apart from the page's own.
    var inlineExpansionCount = 0
    /// Inline components opened in the current paragraph and not yet closed.
    var openInlineTags: [(tag: InlineTag, position: SourcePosition)] = []

    /// For each HTML wrapper's opening line, by where the line after it starts: whether it
    /// closes (see ``htmlWrapperCloses(_:from:limit:)``); made when first needed.
    var wrapperMatches: [Int: Bool]?
    /// The position ``position(of:)`` found last, where it may count on from.
    var lastPosition: (index: Int, line: Int, column: Int)?

    /// The line being read: where it starts and its 1-based number.
    var lineStart = 0
    var lineNumber = 1

    init(
        code: [UInt8], file: String, snippetLoader: SnippetLoader?, snippetFile: SnippetFile? = nil, snippetDepth: Int = 0,
        outerNesting: Int = 0, snippetBytes: Int = 0
    ) {
        self.code = code
        self.file = file
        self.snippetLoader = snippetLoader
        self.snippetFile = snippetFile
        self.snippetDepth = snippetDepth
        self.outerNesting = outerNesting
        self.snippetBytes = snippetBytes
        stack = [
            ComponentNode(
                kind: .root, name: "", attributes: ComponentAttributes(),
                position: SourcePosition(line: 1, column: 1), file: file, indent: 0)
        ]
    }

    /// Tokenizes `code[range]`, whose first byte is on line `firstLine`.
    mutating func tokenize(_ range: Range<Int>, firstLine: Int) -> [ContentItem] {
        hoistImports(range, firstLine: firstLine)
        lineStart = range.lowerBound
        lineNumber = firstLine
        let end = range.upperBound
        while lineStart < end && !isAbandoned {
            if fence != nil, readFencedLines(bodyEnd: end) { continue }
            let lineEnd = ByteSearch.lineEnd(code, from: lineStart, limit: end)
            let next = readLine(end: lineEnd, bodyEnd: end)
            // `next` is past the last line a tag used, which may be several lines on; usually
            // it is just past this line's own line feed.
            if next == lineEnd + 1 {
                if lineEnd < end { lineNumber += 1 }
            } else {
                for index in lineStart..<min(next, end) where code[index] == UInt8(ascii: "\n") { lineNumber += 1 }
            }
            lineStart = next
        }
        closeParagraph()
        for open in stack.dropFirst() where !open.isHTMLWrapper && !isAbandoned {
            var message = "<\(open.name)> is never closed; expected </\(open.name)>."
            if fence != nil { message += " A code fence inside it is still open." }
            report(.unclosedComponent, message, at: open.position)
        }
        while stack.count > 1 { popComponent() }
        addToInnermost(nil)
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

        if isVerbatim {
            if isHTMLClose(stack[stack.count - 1].name, from: contentStart, to: lineEnd) {
                isVerbatim = false
                if case .tag(let close) = scanTag(at: contentStart, limit: lineEnd) { closeComponent(close) }
            } else {
                appendLine(line)
            }
            return nextLine
        }
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
        let wasAtBlockStart = isAtBlockStart
        isAtBlockStart = false
        noteMathLine(indent: indent, wasAtBlockStart: wasAtBlockStart, contentStart: contentStart, lineEnd: lineEnd)
        if let opened = fenceOpening(from: contentStart, to: lineEnd) {
            closeParagraph()
            fence = opened
            appendLine(line)
            return nextLine
        }
        if startsWith("{/*", at: contentStart, before: lineEnd) {
            // An MDX comment: dropped from the page and its Markdown twin. One that ends
            // before more text on its line is left to the inline scan, which keeps the text.
            guard let close = find("*/}", from: contentStart, to: lineEnd) else {
                isInMDXComment = true
                return nextLine
            }
            if (close + 3..<lineEnd).allSatisfy({ ByteClass.isWhitespace(code[$0]) }) { return nextLine }
        }
        if wasAtBlockStart, let next = readESMBlock(from: contentStart, to: lineEnd, bodyEnd: bodyEnd) {
            // An import or export is a block of its own; the next line may be another.
            isAtBlockStart = true
            return next
        }
        if code[contentStart] == UInt8(ascii: "<") {
            switch scanTag(at: contentStart, limit: bodyEnd) {
            case .tag(let tag) where ComponentKind(name: tag.name)?.isInline != true:
                closeParagraph()
                return readTagLine(first: tag, indent: indent, bodyEnd: bodyEnd)
            case .malformed(let message, let at):
                report(.invalidComponentTag, "The component tag is malformed: \(message).", at: position(of: at))
                return nextLine
            default:
                break
            }
        }
        if code[contentStart] == UInt8(ascii: "<") && isMDX {
            if let top = stack.last, top.isHTMLWrapper, isHTMLClose(top.name, from: contentStart, to: lineEnd) {
                closeParagraph()
                stack[stack.count - 1].htmlClose = line
                popComponent()
                return nextLine
            }
            if let name = htmlWrapperOpen(from: contentStart, to: lineEnd),
                htmlWrapperCloses(name, from: nextLine, limit: bodyEnd)
            {
                closeParagraph()
                var node = ComponentNode(
                    kind: .htmlWrapper, name: name, attributes: ComponentAttributes(), position: position(of: contentStart),
                    file: file, indent: indent)
                var open = line
                open.inlineTags = scanInlineTags(from: contentStart, to: lineEnd)
                node.htmlOpen = open
                push(node)
                isAtBlockStart = true
                return nextLine
            }
        }
        // An inline component's tag may go on over the next lines of its paragraph
        // (`<Tooltip\n  tip="…">word</Tooltip>`); those lines are read with this one.
        let tagsEnd = inlineTagsEnd(from: contentStart, lineEnd: lineEnd, bodyEnd: bodyEnd)
        // A `$$` or `<Latex>` formula may go on over the next lines of its paragraph too.
        let textEnd = mathLinesEnd(from: contentStart, lineEnd: tagsEnd, bodyEnd: bodyEnd)
        readMarkdown(from: lineStart, to: textEnd, indent: indent, isRemainder: false)
        return textEnd + 1
    }

    /// The end of the last line an inline component tag that starts in `start..<lineEnd`
    /// reaches, when it ends in the same paragraph; `lineEnd` when none goes past it.
    private func inlineTagsEnd(from start: Int, lineEnd: Int, bodyEnd: Int) -> Int {
        guard ByteSearch.contains(UInt8(ascii: "<"), in: code, from: start, to: lineEnd) else { return lineEnd }
        var end = lineEnd
        var index = start
        var inCode = false
        while index < end {
            let byte = code[index]
            if byte == UInt8(ascii: "`") {
                inCode.toggle()
            } else if byte == UInt8(ascii: "\\") {
                index += 1
            } else if !inCode, byte == UInt8(ascii: "<"), index + 1 < end,
                let scanned = spreadableTag(at: index, bodyEnd: bodyEnd)
            {
                // A broken tag ends the look-ahead: the line's scan stops there too, and
                // looking on from every `<` after it made a long line quadratic.
                guard case .tag(let tag) = scanned else { return end }
                if tag.range.upperBound > end {
                    // Only within the paragraph: no blank line inside the tag.
                    var lineBreak = index
                    var crossesBlank = false
                    while lineBreak < tag.range.upperBound {
                        if code[lineBreak] == UInt8(ascii: "\n") {
                            var next = lineBreak + 1
                            while next < tag.range.upperBound && ByteClass.isBlank(code[next]) { next += 1 }
                            if next < tag.range.upperBound && code[next] == UInt8(ascii: "\n") { crossesBlank = true }
                        }
                        lineBreak += 1
                    }
                    guard !crossesBlank else { return end }
                    end = ByteSearch.lineEnd(code, from: tag.range.upperBound, limit: bodyEnd)
                }
                index = tag.range.upperBound
                continue
            }
            index += 1
        }
        return end
    }

    /// A component tag at `index`, or in MDX an HTML one (whose JSX values may go on over
    /// lines), or a broken one; nil when there is no tag there.
    private func spreadableTag(at index: Int, bodyEnd: Int) -> TagScanner.Result? {
        var result = TagScanner.Result.notATag
        if ByteClass.isUppercase(code[index + 1]) {
            result = scanTag(at: index, limit: bodyEnd)
        } else if isMDX, ByteClass.isLowercase(code[index + 1]) {
            result = TagScanner.scanHTML(code, at: index, limit: bodyEnd)
        }
        if case .notATag = result { return nil }
        return result
    }

    // MARK: - HTML blocks in MDX

    /// Whether the body is MDX, where HTML elements hold Markdown as components do.
    var isMDX: Bool { file.hasSuffix(".mdx") }

    /// The HTML elements whose lines wrap Markdown in MDX files: block containers only, not
    /// `p` (it cannot hold paragraphs) nor tables (whose rows are not Markdown).
    static let wrapperElements: Set<String> = [
        "div", "section", "article", "aside", "header", "footer", "main", "nav", "figure", "details", "center",
    ]

    /// The element name when `start..<end` is exactly one opening tag of a wrapper element
    /// (`<div id="x">`), on one line and not self-closing.
    func htmlWrapperOpen(from start: Int, to end: Int) -> String? {
        var index = start + 1
        while index < end && (ByteClass.isLowercase(code[index]) || (index > start + 1 && ByteClass.isDigit(code[index]))) {
            index += 1
        }
        let name = String(decoding: code[(start + 1)..<index], as: UTF8.self)
        guard Self.wrapperElements.contains(name), index < end, code[index] == UInt8(ascii: ">") || ByteClass.isBlank(code[index])
        else {
            return nil
        }
        var quote: UInt8?
        var braces = 0
        while index < end {
            let byte = code[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                braces += 1
            } else if byte == UInt8(ascii: "}") {
                braces -= 1
            } else if byte == UInt8(ascii: ">") && braces == 0 {
                guard code[index - 1] != UInt8(ascii: "/") else { return nil }
                return (index + 1..<end).allSatisfy({ ByteClass.isWhitespace(code[$0]) }) ? name : nil
            }
            index += 1
        }
        return nil
    }

    /// Whether `start..<end` is exactly `</name>`.
    func isHTMLClose(_ name: String, from start: Int, to end: Int) -> Bool {
        var last = end
        while last > start && ByteClass.isWhitespace(code[last - 1]) { last -= 1 }
        return code[start..<last].elementsEqual("</\(name)>".utf8)
    }

    /// Whether a wrapper opened on the line before `from` is closed by a `</name>` line of its
    /// own before the body ends, outside code fences, and without closing a component it sits
    /// in first. Otherwise its lines stay the raw HTML CommonMark makes of them.
    ///
    /// Every wrapper of the body is matched in one pass the first time one is asked about:
    /// looking ahead from each made 20,000 unclosed `<div>` take 55 s.
    mutating func htmlWrapperCloses(_ name: String, from: Int, limit: Int) -> Bool {
        if wrapperMatches == nil { wrapperMatches = matchHTMLWrappers(from: lineStart, limit: limit) }
        return wrapperMatches![from] ?? false
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
            var line = SourceLine(
                bytes: code[start..<textEnd], number: lineNumber, indent: indent, isRemainder: isRemainder,
                column: start == lineStart ? 1 : position(of: start).column)
            line.inlineTags = scanInlineTags(from: start + indent, to: textEnd)
            appendLine(line)
        }
        for close in trailingCloses.reversed() {
            closeParagraph()
            closeComponent(close)
        }
    }

    /// The component tag at `start`: a known name, or a snippet this body imports.
    func scanTag(at start: Int, limit: Int) -> TagScanner.Result {
        TagScanner.scan(code, at: start, limit: limit) { name in
            isComponentName(name) || (!imports.isEmpty && imports[String(decoding: name, as: UTF8.self)] != nil)
        }
    }

    /// Adds a line to the innermost open component; a plain line that follows the plain lines
    /// added last joins their span.
    mutating func appendLine(_ line: SourceLine) {
        if line.isPlain, pendingLines?.isFollowed(by: line) == true {
            pendingLines!.extend(with: line, in: code)
            return
        }
        addToInnermost(line.isPlain ? nil : .line(line))
        if line.isPlain { pendingLines = LineSpan(line) }
    }

    /// Adds `item` to the innermost open component, after the lines still pending.
    mutating func addToInnermost(_ item: ContentItem?) {
        if let pending = pendingLines {
            stack[stack.count - 1].children.append(.lines(pending))
            pendingLines = nil
        }
        if let item { stack[stack.count - 1].children.append(item) }
    }

    /// Deeper nesting is refused with `nesting_too_deep`, as for JSON: the page is assembled
    /// by recursion over the tree, and 3,000 nested `<Note>` overflowed the stack. No real page
    /// nests more than a dozen deep.
    static let maximumNesting = 512

    /// How many components deep the next one opened would be.
    var nesting: Int { outerNesting + stack.count }

    /// Opens `node` inside the innermost open component, unless that nests too deep; then the
    /// rest of the body is left unread, since every later tag would be misread.
    mutating func push(_ node: ComponentNode) {
        guard nesting <= Self.maximumNesting else {
            report(
                .nestingTooDeep,
                "<\(node.name)> is nested more than \(Self.maximumNesting) components deep; expected a shallower page.",
                at: node.position)
            isAbandoned = true
            return
        }
        addToInnermost(nil)
        stack.append(node)
    }

    // MARK: - Positions and reports

    /// The line and column of byte `index`, which is on the current line or a later one.
    ///
    /// Positions come in increasing order along a line, so counting goes on from the last one
    /// asked for when it is on the way: counting from the line's start each time made 32,000
    /// `<Badge>` on one line take 15 s.
    mutating func position(of index: Int) -> SourcePosition {
        let end = min(index, code.count)
        var (offset, line, column) = (lineStart, lineNumber, 1)
        if let last = lastPosition, last.index >= lineStart, last.index <= end, last.line >= lineNumber {
            (offset, line, column) = (last.index, last.line, last.column)
        }
        while offset < end {
            TextPosition.advance(&line, &column, over: code[offset])
            offset += 1
        }
        lastPosition = (end, line, column)
        return SourcePosition(line: line, column: column)
    }

    /// Records a problem: an error stops the page, a warning (what Preflight cannot evaluate)
    /// leaves it to render without the part.
    mutating func report(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, hint: String? = nil) {
        let diagnostic = Diagnostic(code, message, file: file, position: position, hint: hint)
        if code.severity == .warning { warnings.append(diagnostic) } else { diagnostics.append(diagnostic) }
    }

    mutating func absorb(_ more: [Diagnostic]) {
        diagnostics += more
    }

    // MARK: - Byte helpers

    func startsWith(_ prefix: StaticString, at start: Int, before end: Int) -> Bool {
        code.withUnsafeBufferPointer { Self.startsWith(prefix, in: $0, at: start, before: end) }
    }

    /// ``startsWith(_:at:before:)`` in a buffer. A loop over lines calls these on the buffer,
    /// not on the tokenizer, which a call from a mutating method copies each time.
    static func startsWith(
        _ prefix: StaticString, in code: UnsafeBufferPointer<UInt8>, at start: Int, before end: Int
    ) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard start + count <= end else { return false }
        return prefix.withUTF8Buffer { buffer in
            for offset in 0..<count where code[start + offset] != buffer[offset] { return false }
            return true
        }
    }

    /// Where `needle` first starts in `start..<end`, if it does.
    func find(_ needle: StaticString, from start: Int, to end: Int) -> Int? {
        ByteSearch.find(needle, in: code, from: start, to: end)
    }

    func contains(_ needle: StaticString, from start: Int, to end: Int) -> Bool {
        find(needle, from: start, to: end) != nil
    }

    /// A fence opener (``CodeFence/opening(in:from:to:)``) at `start`; any indentation is
    /// accepted, because fences inside components are indented with their content.
    func fenceOpening(from start: Int, to end: Int) -> CodeFence.Opening? {
        code.withUnsafeBufferPointer { CodeFence.opening(in: $0, from: start, to: end) }
    }

    func closesFence(_ open: CodeFence.Opening, from start: Int, to end: Int) -> Bool {
        code.withUnsafeBufferPointer { CodeFence.closes(open, in: $0, from: start, to: end) }
    }
}
