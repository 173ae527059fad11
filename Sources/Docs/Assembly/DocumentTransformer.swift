import CCmarkGFM
import Diagnostics
import HTML

/// Walks the parsed document once, in document order, and makes it Preflight's page.
///
/// Marker pairs become custom blocks with each component's markup around its children;
/// headings get ids (and, when decorated, an anchor link); code blocks are highlighted into
/// their wrapper; link and image targets are collected with their page lines. The walk keeps
/// its own stack, so deeply nested Markdown cannot overflow the call stack, and it changes a
/// node only before visiting that node's children.
struct DocumentTransformer {
    let records: [ComponentRecord]
    let lineMap: [Int]
    /// The assembled document cmark parsed, for columns on lines cmark strips (a paragraph's
    /// later lines lose their indentation in an inline's literal).
    let markdown: [UInt8]
    let decorations: PageRenderer.Decorations

    var headings: [Heading] = []
    var links: [PageLink] = []
    /// Unsafe links, attributes and elements left out, without a file (the renderer adds it).
    var warnings: [Diagnostic] = []
    /// The text of the first level-1 heading, the title of a page whose front matter has none.
    var firstTopHeading: String?

    // The state below is kept by the walk's extensions (components, headings).
    var slugger = HeadingSlugger()
    /// The component each custom block made from markers stands for (an index into `records`).
    var componentOf: [CMarkNode: Int] = [:]
    /// Where each `Tab` sits: its tab group and its index in the group.
    var tabPlacement: [Int: (group: Int, index: Int)] = [:]
    /// Code blocks shown as tabs, whose titles are on the tabs instead of their headers.
    var tabbedCodeBlocks: Set<CMarkNode> = []
    var tabGroupCount = 0
    /// Where raw HTML's later lines are found in `markdown` (see `DocumentTransformer-Safety`).
    lazy var documentLines = DocumentLines(markdown: markdown)

    init(records: [ComponentRecord], lineMap: [Int], markdown: [UInt8] = [], decorations: PageRenderer.Decorations) {
        self.records = records
        self.lineMap = lineMap
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
                let position = pagePosition(of: node)
                links.append(PageLink(target: url, line: position.line, column: position.column, isImage: node.type == CMARK_NODE_IMAGE))
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
    private func decorateCodeBlock(_ node: CMarkNode) {
        let code = node.literalBytes
        var html = HTMLBuffer(capacity: code.count * 2 + 512)
        CodeBlockRenderer.render(
            code: code, info: CodeBlockInfo(node.fenceInfo), showsTitle: !tabbedCodeBlocks.contains(node), into: &html)
        // The wrapper, a NUL, and an empty closing piece (one more NUL): cmark copies it in place.
        html.raw("\0\0")
        let block = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
        block.setMarkup(html, exitStart: html.count - 1)
        node.insertBefore(block)
        node.free()
    }

    /// The page line of a node: its own start line, or its nearest block's (cmark does not
    /// place every inline), mapped back through the assembled document.
    func pageLine(of node: CMarkNode) -> Int {
        pagePosition(of: node).line
    }

    /// Where a node starts in the page: its line mapped back through the assembled document,
    /// and its column there (1 when only its block's line is known).
    func pagePosition(of node: CMarkNode) -> SourcePosition {
        let (line, column) = documentPosition(of: node)
        return pagePosition(line: line, column: column)
    }

    /// The node's own line and column in the assembled document, or its nearest block's line.
    func documentPosition(of node: CMarkNode) -> (line: Int, column: Int) {
        var current: CMarkNode? = node
        while let candidate = current {
            let line = candidate.startLine
            if line > 0 { return (line, candidate == node ? max(candidate.startColumn, 1) : 1) }
            current = candidate.parent
        }
        return (1, 1)
    }

    /// A line and column of the assembled document as a position in the page.
    func pagePosition(line: Int, column: Int) -> SourcePosition {
        SourcePosition(line: line <= lineMap.count ? lineMap[line - 1] : lineMap.last ?? line, column: column)
    }
}
