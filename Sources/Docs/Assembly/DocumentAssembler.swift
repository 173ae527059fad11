import Diagnostics
import HTML

/// A block component on its way through cmark: the node, and the page line its links are on.
struct ComponentRecord: Sendable {
    var node: ComponentNode
    var line: Int
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
/// components are written as their HTML in place. `lineMap` maps every line of the document
/// back to its line in the page.
struct DocumentAssembler {
    typealias SettingsPreview = @Sendable (_ catalog: String, _ state: String?, _ position: SourcePosition) throws -> String

    let settingsPreview: SettingsPreview?
    private(set) var markdown: [UInt8] = []
    /// `lineMap[n - 1]` is the page line of the document's line `n`.
    private(set) var lineMap: [Int] = []
    private(set) var records: [ComponentRecord] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Page-unique numbers for inline components (tooltip ids); open ones innermost last.
    private var inlineCount = 0
    private var openInlineIDs: [Int] = []
    private var previousLineIsBlank = true

    init(settingsPreview: SettingsPreview?, capacity: Int) {
        self.settingsPreview = settingsPreview
        markdown.reserveCapacity(capacity + capacity / 8)
    }

    mutating func assemble(_ items: [ContentItem]) {
        emit(items, dedent: 0, prefix: 0, lineOverride: nil)
    }

    /// Writes `items`, removing `dedent` columns of indentation from their lines and adding
    /// `prefix` spaces (which keeps a component inside the list item it was indented into).
    /// `lineOverride` maps a snippet's lines to the line that used the snippet.
    private mutating func emit(_ items: [ContentItem], dedent: Int, prefix: Int, lineOverride: Int?) {
        for item in items {
            switch item {
            case .line(let line):
                emitLine(line, dedent: dedent, prefix: prefix, lineOverride: lineOverride)
            case .lines(let span) where dedent == 0 && prefix == 0 && lineOverride == nil:
                // Lines that stay as they are, in one go (the whole body of most pages).
                markdown.append(contentsOf: span.bytes)
                markdown.append(0x0A)
                lineMap.append(contentsOf: span.lineNumbers)
                previousLineIsBlank = span.lastIsBlank
            case .lines(let span):
                for line in span.lines { emitLine(line, dedent: dedent, prefix: prefix, lineOverride: lineOverride) }
            case .component(let node):
                emitComponent(node, dedent: dedent, prefix: prefix, lineOverride: lineOverride)
            }
        }
    }

    /// The most spaces components add before a line: enough for lists nested ten deep, while
    /// a page of 500 components each indented one more would have led every line of the
    /// innermost with 1,500 spaces.
    static let maximumPrefix = 32

    private mutating func emitComponent(_ node: ComponentNode, dedent: Int, prefix: Int, lineOverride: Int?) {
        // Indentation past three columns would make cmark read the marker as code.
        let innerPrefix = min(prefix + min(max(node.indent - dedent, 0), 3), max(prefix, Self.maximumPrefix))
        let line = lineOverride ?? node.position.line
        switch node.kind {
        case .snippet:
            emit(node.children, dedent: 0, prefix: innerPrefix, lineOverride: line)
        case .known(.visibility):
            // Agents-only content lives in the Markdown twin alone.
            guard node.attributes.string("for") != "agents" else { return }
            emit(node.children, dedent: node.childDedent, prefix: innerPrefix, lineOverride: lineOverride)
        case .known(.paramField) where node.attributes.flag("hidden"),
             .known(.responseField) where node.attributes.flag("hidden"):
            // A field marked `hidden` still works in Mintlify's playground but is not shown.
            return
        case .known(.mdx):
            // `<MDX>` only marks its content as Markdown, which it is here anyway.
            emit(node.children, dedent: node.childDedent, prefix: innerPrefix, lineOverride: lineOverride)
        case .known(let kind):
            var record = ComponentRecord(node: node, line: line)
            if kind == .settingsPreview { record.screen = drawSettingsPreview(node) }
            let id = records.count
            records.append(record)
            emitMarker("<!--pf:\(id)-->", prefix: innerPrefix, line: line)
            // A graph's children are its JavaScript data, which no static page can draw; a
            // terminal's are a session's text, kept as written in a code block.
            if kind == .terminal {
                emitVerbatim(node, prefix: innerPrefix, lineOverride: lineOverride)
            } else if kind != .graph {
                emit(node.children, dedent: node.childDedent, prefix: innerPrefix, lineOverride: lineOverride)
            }
            emitMarker("<!--/pf:\(id)-->", prefix: innerPrefix, line: line)
        case .htmlWrapper:
            // The tags on lines of their own with blank lines inside them, so cmark ends their
            // HTML blocks there and reads what is between as Markdown, as MDX does.
            let line = lineOverride ?? node.position.line
            if let open = node.htmlOpen { emitLine(open, dedent: open.indent, prefix: innerPrefix, lineOverride: lineOverride) }
            emitBlankLine(line: line)
            emit(node.children, dedent: node.childDedent, prefix: innerPrefix, lineOverride: lineOverride)
            if let close = node.htmlClose {
                emitBlankLine(line: lineOverride ?? close.number)
                emitLine(close, dedent: close.indent, prefix: innerPrefix, lineOverride: lineOverride)
            }
        case .imported, .unknown, .root:
            emit(node.children, dedent: node.childDedent, prefix: innerPrefix, lineOverride: lineOverride)
        }
    }

    /// The node's lines, dedented, inside a tilde fence longer than any tilde run in them.
    private mutating func emitVerbatim(_ node: ComponentNode, prefix: Int, lineOverride: Int?) {
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
                run = byte == 0x7E ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        let fence = [UInt8](repeating: 0x7E, count: longest + 1)
        let dedent = lines.filter { !$0.isBlank }.map(\.indent).min() ?? 0
        let first = lineOverride ?? node.position.line
        emitBlankLine(line: first)
        markdown.append(contentsOf: repeatElement(0x20, count: prefix))
        markdown.append(contentsOf: fence + Array("text".utf8) + [0x0A])
        lineMap.append(first)
        for line in lines {
            lineMap.append(lineOverride ?? line.number)
            markdown.append(contentsOf: repeatElement(0x20, count: prefix))
            markdown.append(contentsOf: line.bytes.dropFirst(line.isRemainder ? 0 : min(dedent, line.indent)))
            markdown.append(0x0A)
        }
        markdown.append(contentsOf: repeatElement(0x20, count: prefix))
        markdown.append(contentsOf: fence + [0x0A])
        lineMap.append(lines.last.map { lineOverride ?? $0.number } ?? first)
        previousLineIsBlank = false
    }

    private mutating func emitBlankLine(line: Int) {
        guard !previousLineIsBlank else { return }
        markdown.append(0x0A)
        lineMap.append(line)
        previousLineIsBlank = true
    }

    private mutating func emitMarker(_ marker: String, prefix: Int, line: Int) {
        if !previousLineIsBlank {
            markdown.append(0x0A)
            lineMap.append(line)
        }
        markdown.append(contentsOf: repeatElement(0x20, count: prefix))
        markdown.append(contentsOf: marker.utf8)
        markdown.append(0x0A)
        lineMap.append(line)
        previousLineIsBlank = false
    }

    private mutating func emitLine(_ line: SourceLine, dedent: Int, prefix: Int, lineOverride: Int?) {
        lineMap.append(lineOverride ?? line.number)
        previousLineIsBlank = line.isBlank
        // Blank lines keep their spaces: inside a code block they are content.
        markdown.append(contentsOf: repeatElement(0x20, count: prefix))
        var position = line.bytes.startIndex + (line.isRemainder ? 0 : min(dedent, line.indent))
        for tag in line.inlineTags {
            appendText(line, from: position, to: tag.range.lowerBound, lineOverride: lineOverride)
            var html = HTMLBuffer(capacity: 128)
            InlineComponents.write(tag, id: inlineID(for: tag), into: &html)
            markdown.append(contentsOf: html.bytes)
            position = tag.range.upperBound
        }
        appendText(line, from: position, to: line.bytes.endIndex, lineOverride: lineOverride)
        markdown.append(0x0A)
    }

    /// Copies `line.bytes[start..<end]`; a line that goes on over several page lines (an
    /// inline tag spread over them) maps each line break it keeps to its page line.
    private mutating func appendText(_ line: SourceLine, from start: Int, to end: Int, lineOverride: Int?) {
        let text = line.bytes[start..<end]
        markdown.append(contentsOf: text)
        guard text.contains(0x0A) else { return }
        for index in text.indices where text[index] == 0x0A {
            let number = line.number + line.bytes[line.bytes.startIndex...index].count { $0 == 0x0A }
            lineMap.append(lineOverride ?? number)
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
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic.file == nil ? diagnostic.inFile(node.file) : diagnostic)
        } catch let list as DiagnosticList {
            diagnostics += list.diagnostics.map { $0.file == nil ? $0.inFile(node.file) : $0 }
        } catch {
            diagnostics.append(
                .error(
                    "settings_preview_failed", "The settings preview of '\(catalog)' failed: \(error).",
                    file: node.file, position: node.position))
        }
        return nil
    }
}
