import CCmarkGFM
import Diagnostics
import HTML

/// Walks the parsed document once, in document order, and makes it Preflight's page.
///
/// Marker pairs become custom blocks with each component's markup around its children;
/// headings get ids (and, when decorated, an anchor link); code blocks are highlighted into
/// their wrapper; link and image targets are collected with their places. The walk keeps
/// its own stack, so deeply nested Markdown cannot overflow the call stack, and it changes a
/// node only before visiting that node's children.
struct DocumentTransformer {
    /// Where something is in its source: a snippet file (nil for the page) and a position there.
    typealias Place = (file: String?, position: SourcePosition)

    let records: [ComponentRecord]
    var sourceMap: SourceMap
    /// The assembled document cmark parsed, for columns on lines cmark strips (a paragraph's
    /// later lines lose their indentation in an inline's literal).
    let markdown: [UInt8]
    let decorations: PageRenderer.Decorations
    /// Draws ```` ```mermaid ```` blocks, when the site can.
    var diagramDrawer: PageRenderer.DiagramDrawer?
    /// Typesets formulas; without it they show as their TeX.
    var mathRenderer: PageRenderer.MathRenderer?
    /// A heading anchor's label before the heading's text (``PageRenderer/permalinkPrefix``).
    var permalinkPrefix = "Permalink: "
    /// Formulas KaTeX refused (`invalid_math`), errors that stop the page.
    var errors: [Diagnostic] = []

    var headings: [Heading] = []
    var links: [PageLink] = []
    /// Unsafe links, attributes and elements left out; those in the page itself without a file
    /// (the renderer adds it).
    var warnings: [Diagnostic] = []
    /// The utility classes raw HTML names that ``UtilityCSS`` knows.
    var utilityClasses: Set<String> = []
    /// The text of the first level-1 heading, the title of a page whose front matter has none.
    var firstTopHeading: String?

    // The state below is kept by the walk's extensions (components, headings).
    var slugger = HeadingSlugger()
    /// The component each custom block made from markers stands for (an index into `records`).
    var componentOf: [CMarkNode: Int] = [:]
    /// Where each `Tab` sits: its tab group, its index in the group and its anchor.
    var tabPlacement: [Int: (group: Int, index: Int, id: String?)] = [:]
    /// Code blocks shown as tabs, whose titles are on the tabs instead of their headers.
    var tabbedCodeBlocks: Set<CMarkNode> = []
    var tabGroupCount = 0
    /// Where the document's lines are in `markdown`, for columns, raw HTML's later lines and
    /// autolinks.
    lazy var documentLines = DocumentLines(markdown: markdown)

    /// Just past the autolink found last, for ``autolinkPlace(_:)``.
    var autolinkCursor = AutolinkCursor()

    init(records: [ComponentRecord], sourceMap: SourceMap, markdown: [UInt8] = [], decorations: PageRenderer.Decorations) {
        self.records = records
        self.sourceMap = sourceMap
        self.markdown = markdown
        self.decorations = decorations
    }

    mutating func transform(_ root: CMarkNode) {
        var pending = [root]
        while let node = pending.popLast() {
            var visited = node
            switch node.type {
            case CMARK_NODE_HEADING:
                visited = transformHeading(node)
            case CMARK_NODE_CODE_BLOCK:
                if decorations.contains(.codeBlocks) { decorateCodeBlock(node) }
                continue
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let url = node.url ?? ""
                guard URLSafety.isSafe(url) else {
                    // The link goes and its text stays; what the text holds is still walked.
                    let children = dropUnsafeLink(node, url: url)
                    pending.append(contentsOf: children.reversed())
                    continue
                }
                let place = self.place(of: node)
                links.append(
                    PageLink(
                        target: url, line: place.position.line, column: place.position.column,
                        isImage: node.type == CMARK_NODE_IMAGE, file: place.file))
            case CMARK_NODE_HTML_INLINE where replacesMathPlaceholder(node):
                continue
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                sanitizeRawHTML(node)
                continue
            case CMARK_NODE_CUSTOM_BLOCK:
                if let record = componentOf[node] { renderComponent(node, record: record) }
            default:
                break
            }
            if Self.canHoldMarkers(visited.type) { wrapComponents(in: visited) }
            var child = visited.lastChild
            while let current = child {
                pending.append(current)
                child = current.previous
            }
        }
    }

    // MARK: - Code blocks and links

    /// Replaces a code block with its highlighted wrapper.
    private mutating func decorateCodeBlock(_ node: CMarkNode) {
        let code = node.literalBytes
        var html = HTMLBuffer(capacity: code.count * 2 + 512)
        let info = CodeBlockInfo(node.fenceInfo)
        if let diagramDrawer, info.language?.lowercased() == "mermaid" {
            let source = String(decoding: code, as: UTF8.self)
            let drawing = diagramDrawer(source)
            if case .failed(let message) = drawing {
                let place = self.place(of: node)
                let warning = Diagnostic(
                    .invalidDiagram, "Mermaid could not draw this diagram: \(message); expected a valid Mermaid diagram.",
                    position: place.position)
                warnings.append(place.file.map(warning.inFile) ?? warning)
            }
            DiagramBlock.render(source: source, drawing: drawing, into: &html)
        } else {
            CodeBlockRenderer.render(code: code, info: info, showsTitle: !tabbedCodeBlocks.contains(node), into: &html)
        }
        // The wrapper, a NUL, and an empty closing piece (one more NUL): cmark copies it in place.
        html.raw("\0\0")
        let block = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
        block.setMarkup(html, exitStart: html.count - 1)
        node.insertBefore(block)
        node.free()
    }

    /// Where a node starts in its source (the page, or a snippet it uses): its line and
    /// column in the assembled document mapped back through the source map.
    mutating func place(of node: CMarkNode) -> Place {
        let (line, column) = documentPosition(of: node)
        return place(line: line, column: column)
    }

    /// The node's own line and column in the assembled document. cmark places no GFM
    /// autolink; one is found on its block's lines (``autolinkPlace(_:)``). Any other node
    /// cmark did not place gets its nearest block's line and column 1.
    mutating func documentPosition(of node: CMarkNode) -> (line: Int, column: Int) {
        if node.startLine > 0 {
            let position = (line: node.startLine, column: max(node.startColumn, 1))
            // cmark-gfm places a `www.` autolink one column early, on the byte before it.
            guard node.type == CMARK_NODE_LINK, !startsLink(at: position), let found = autolinkPlace(node) else {
                return position
            }
            return found
        }
        if node.type == CMARK_NODE_LINK, let found = autolinkPlace(node) { return found }
        var current = node.parent
        while let candidate = current {
            if candidate.startLine > 0 { return (candidate.startLine, 1) }
            current = candidate.parent
        }
        return (1, 1)
    }

    /// A line and (byte) column of the assembled document as a place in its source, whose
    /// columns count characters.
    mutating func place(line: Int, column: Int) -> Place {
        // From the line's start on: the map reads only as far as the column.
        sourceMap.place(line: line, column: column, text: markdown[documentLines.offset(ofLine: line)...])
    }

    /// Whether a Markdown link or `<…>` autolink starts at a document position.
    private mutating func startsLink(at position: (line: Int, column: Int)) -> Bool {
        let index = documentLines.offset(ofLine: position.line) + position.column - 1
        guard index < markdown.count else { return false }
        let byte = markdown[index]
        return byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "!")
    }
}
