import Diagnostics
import HTML

/// A block component on its way through cmark: the node, and the snippet file it is in (nil
/// for the page itself), where its links are reported.
struct ComponentRecord: Sendable {
    var node: ComponentNode
    var file: String?
    /// What the caller's settings-preview closure drew, for `SettingsPreview`.
    var screen: String?
}

/// Builds the one Markdown document cmark parses for a page, from the tokenized body.
///
/// Each block component becomes a pair of marker comments, `<!--pf:N-->` and `<!--/pf:N-->`,
/// around its children's (dedented) Markdown. cmark sees comments as HTML blocks, so the whole
/// page is parsed once — reference links and footnotes work across components — and
/// ``DocumentTransformer`` turns each marker pair into the component's markup. Markers get a
/// blank line before them so an open HTML block or table never swallows one. Inline
/// components are written as their HTML in place. `sourceMap` maps every line and column of
/// the document back to its file, line and column.
struct DocumentAssembler {
    typealias SettingsPreview = @Sendable (_ catalog: String, _ state: String?, _ position: SourcePosition) throws -> String

    let settingsPreview: SettingsPreview?
    private(set) var markdown: [UInt8] = []
    private(set) var sourceMap: SourceMap
    /// Where the document line being written starts in `markdown`.
    private var documentLineStart = 0
    private(set) var records: [ComponentRecord] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Page-unique numbers for inline components (tooltip ids); open ones innermost last.
    private var inlineCount = 0
    private var openInlineIDs: [Int] = []
    private var previousLineIsBlank = true

    init(settingsPreview: SettingsPreview?, capacity: Int, file: String) {
        self.settingsPreview = settingsPreview
        sourceMap = SourceMap(page: file)
        markdown.reserveCapacity(capacity + capacity / 8)
    }

    mutating func assemble(_ items: [ContentItem]) {
        emit(items, dedent: 0, prefix: 0, file: 0)
    }

    /// Writes `items`, removing `dedent` columns of indentation from their lines and adding
    /// `prefix` spaces (which keeps a component inside the list item it was indented into).
    /// `file` is the ``SourceMap`` index of the file the items were read from.
    private mutating func emit(_ items: [ContentItem], dedent: Int, prefix: Int, file: Int) {
        for item in items {
            switch item {
            case .line(let line):
                emitLine(line, dedent: dedent, prefix: prefix, file: file)
            case .lines(let span) where dedent == 0 && prefix == 0 && file == 0:
                // Lines that stay as they are, in one go (the whole body of most pages).
                markdown.append(contentsOf: span.bytes)
                markdown.append(UInt8(ascii: "\n"))
                documentLineStart = markdown.count
                sourceMap.appendPageLines(span.lineNumbers)
                previousLineIsBlank = span.lastIsBlank
            case .lines(let span):
                for line in span.lines { emitLine(line, dedent: dedent, prefix: prefix, file: file) }
            case .component(let node):
                emitComponent(node, dedent: dedent, prefix: prefix, file: file)
            }
        }
    }

    /// The most spaces components add before a line: enough for lists nested ten deep, while
    /// a page of 500 components each indented one more would have led every line of the
    /// innermost with 1,500 spaces.
    static let maximumPrefix = 32

    private mutating func emitComponent(_ node: ComponentNode, dedent: Int, prefix: Int, file: Int) {
        // Indentation past three columns would make cmark read the marker as code.
        let innerPrefix = min(prefix + min(max(node.indent - dedent, 0), 3), max(prefix, Self.maximumPrefix))
        let line = node.position.line
        switch node.kind {
        case .snippet(_, let snippetFile):
            emit(node.children, dedent: 0, prefix: innerPrefix, file: sourceMap.index(of: snippetFile))
        case .known(.visibility):
            // Agents-only content lives in the Markdown twin alone.
            guard node.attributes.string("for") != "agents" else { return }
            emit(node.children, dedent: node.childDedent, prefix: innerPrefix, file: file)
        case .known(.paramField) where node.attributes.flag("hidden"),
            .known(.responseField) where node.attributes.flag("hidden"):
            // A field marked `hidden` still works in Mintlify's playground but is not shown.
            return
        case .known(.mdx):
            // `<MDX>` only marks its content as Markdown, which it is here anyway.
            emit(node.children, dedent: node.childDedent, prefix: innerPrefix, file: file)
        case .known(let kind):
            var record = ComponentRecord(node: node, file: file == 0 ? nil : sourceMap.files[file])
            if kind == .settingsPreview { record.screen = drawSettingsPreview(node) }
            let id = records.count
            records.append(record)
            emitMarker("<!--pf:\(id)-->", prefix: innerPrefix, file: file, line: line)
            // A graph's children are its JavaScript data, which no static page can draw; a
            // terminal's are a session's text, kept as written in a code block.
            if kind == .terminal {
                emitVerbatim(node, prefix: innerPrefix, file: file)
            } else if kind != .graph {
                emit(node.children, dedent: node.childDedent, prefix: innerPrefix, file: file)
            }
            emitMarker("<!--/pf:\(id)-->", prefix: innerPrefix, file: file, line: line)
        case .htmlWrapper:
            // The tags on lines of their own with blank lines inside them, so cmark ends their
            // HTML blocks there and reads what is between as Markdown, as MDX does.
            if let open = node.htmlOpen { emitLine(open, dedent: open.indent, prefix: innerPrefix, file: file) }
            emitBlankLine(file: file, line: line)
            emit(node.children, dedent: node.childDedent, prefix: innerPrefix, file: file)
            if let close = node.htmlClose {
                emitBlankLine(file: file, line: close.number)
                emitLine(close, dedent: close.indent, prefix: innerPrefix, file: file)
            }
        case .imported, .unknown, .root:
            emit(node.children, dedent: node.childDedent, prefix: innerPrefix, file: file)
        }
    }

    /// The node's lines, dedented, inside a tilde fence longer than any tilde run in them.
    private mutating func emitVerbatim(_ node: ComponentNode, prefix: Int, file: Int) {
        var lines: [SourceLine] = []
        for item in node.children {
            switch item {
            case .line(let line): lines.append(line)
            case .lines(let span): lines += span.lines
            case .component: break
            }
        }
        while lines.first?.isBlank == true { lines.removeFirst() }
        while lines.last?.isBlank == true { lines.removeLast() }
        var longest = 2
        for line in lines {
            var run = 0
            for byte in line.bytes {
                run = byte == UInt8(ascii: "~") ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        let fence = [UInt8](repeating: UInt8(ascii: "~"), count: longest + 1)
        let dedent = lines.filter { !$0.isBlank }.map(\.indent).min() ?? 0
        let first = node.position.line
        emitBlankLine(file: file, line: first)
        startLine(file: file, line: first, column: 1, prefix: 0)
        markdown.append(contentsOf: repeatElement(UInt8(ascii: " "), count: prefix))
        markdown.append(contentsOf: fence + Array("text".utf8) + [UInt8(ascii: "\n")])
        for line in lines {
            let removed = line.isRemainder ? 0 : min(dedent, line.indent)
            startLine(file: file, line: line.number, column: line.column + removed, prefix: prefix)
            markdown.append(contentsOf: repeatElement(UInt8(ascii: " "), count: prefix))
            markdown.append(contentsOf: line.bytes.dropFirst(removed))
            markdown.append(UInt8(ascii: "\n"))
        }
        startLine(file: file, line: lines.last?.number ?? first, column: 1, prefix: 0)
        markdown.append(contentsOf: repeatElement(UInt8(ascii: " "), count: prefix))
        markdown.append(contentsOf: fence + [UInt8(ascii: "\n")])
        previousLineIsBlank = false
    }

    /// Starts a document line whose first byte after `prefix` added spaces is `column` of
    /// `line` in `file`.
    private mutating func startLine(file: Int, line: Int, column: Int, prefix: Int) {
        documentLineStart = markdown.count
        sourceMap.appendLine(file: file, line: line, column: column, documentColumn: prefix + 1)
    }

    private mutating func emitBlankLine(file: Int, line: Int) {
        guard !previousLineIsBlank else { return }
        startLine(file: file, line: line, column: 1, prefix: 0)
        markdown.append(UInt8(ascii: "\n"))
        previousLineIsBlank = true
    }

    private mutating func emitMarker(_ marker: String, prefix: Int, file: Int, line: Int) {
        if !previousLineIsBlank {
            startLine(file: file, line: line, column: 1, prefix: 0)
            markdown.append(UInt8(ascii: "\n"))
        }
        startLine(file: file, line: line, column: 1, prefix: 0)
        markdown.append(contentsOf: repeatElement(UInt8(ascii: " "), count: prefix))
        markdown.append(contentsOf: marker.utf8)
        markdown.append(UInt8(ascii: "\n"))
        previousLineIsBlank = false
    }

    private mutating func emitLine(_ line: SourceLine, dedent: Int, prefix: Int, file: Int) {
        previousLineIsBlank = line.isBlank
        let removed = line.isRemainder ? 0 : min(dedent, line.indent)
        startLine(file: file, line: line.number, column: line.column + removed, prefix: prefix)
        // Blank lines keep their spaces: inside a code block they are content.
        markdown.append(contentsOf: repeatElement(UInt8(ascii: " "), count: prefix))
        var position = line.bytes.startIndex + removed
        var cursor = SourceLineCursor(line)
        for tag in line.inlineTags {
            appendText(line, from: position, to: tag.range.lowerBound, file: file, cursor: &cursor)
            var html = HTMLBuffer(capacity: 128)
            InlineComponents.write(tag, id: inlineID(for: tag), into: &html)
            markdown.append(contentsOf: html.bytes)
            position = tag.range.upperBound
            // The text after the tag runs on from where the tag ends in its file.
            cursor.advance(to: position, in: line)
            sourceMap.continueLine(
                atDocumentColumn: markdown.count - documentLineStart + 1, file: file, line: cursor.number, column: cursor.column)
        }
        appendText(line, from: position, to: line.bytes.endIndex, file: file, cursor: &cursor)
        markdown.append(UInt8(ascii: "\n"))
    }

    /// Copies `line.bytes[start..<end]`; a line that goes on over several lines of its file
    /// (an inline tag spread over them) starts a document line at each line break it keeps,
    /// at the first column of the next line of the file.
    private mutating func appendText(
        _ line: SourceLine, from start: Int, to end: Int, file: Int, cursor: inout SourceLineCursor
    ) {
        let text = line.bytes[start..<end]
        let documentStart = markdown.count
        markdown.append(contentsOf: text)
        guard text.contains(UInt8(ascii: "\n")) else { return }
        for index in text.indices where text[index] == UInt8(ascii: "\n") {
            cursor.advance(to: index + 1, in: line)
            documentLineStart = documentStart + (index - start) + 1
            sourceMap.appendLine(file: file, line: cursor.number, column: 1)
        }
    }

    /// The number of the inline component `tag` belongs to: a new one for an opening or
    /// self-closing tag, its opener's for a closing tag (the tokenizer checked the nesting).
    private mutating func inlineID(for tag: InlineTag) -> Int {
        switch tag.role {
        case .close:
            return openInlineIDs.popLast() ?? 0
        case .open:
            inlineCount += 1
            openInlineIDs.append(inlineCount)
            return inlineCount
        case .selfClosing:
            inlineCount += 1
            return inlineCount
        }
    }

    private mutating func drawSettingsPreview(_ node: ComponentNode) -> String? {
        guard let settingsPreview, let catalog = node.attributes.string("catalog") else { return nil }
        do {
            return try settingsPreview(catalog, node.attributes.string("state"), node.position)
        } catch {
            let found = Diagnostic.list(from: error) {
                Diagnostic(
                    .settingsPreviewFailed, "The settings preview of '\(catalog)' failed: \($0).", file: node.file,
                    position: node.position)
            }
            diagnostics += found.map { $0.file == nil ? $0.inFile(node.file) : $0 }
        }
        return nil
    }
}
