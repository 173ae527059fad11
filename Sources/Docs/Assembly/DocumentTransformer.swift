import CCmarkGFM
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
    let decorations: PageRenderer.Decorations

    private(set) var headings: [Heading] = []
    private(set) var links: [PageLink] = []
    /// The text of the first level-1 heading, the title of a page whose front matter has none.
    private(set) var firstTopHeading: String?

    private var slugger = HeadingSlugger()
    /// The component each custom block made from markers stands for (an index into `records`).
    private var componentOf: [CMarkNode: Int] = [:]
    /// Where each `Tab` sits: its tab group and its index in the group.
    private var tabPlacement: [Int: (group: Int, index: Int)] = [:]
    /// Code blocks shown as tabs, whose titles are on the tabs instead of their headers.
    private var tabbedCodeBlocks: Set<CMarkNode> = []
    private var tabGroupCount = 0

    init(records: [ComponentRecord], lineMap: [Int], decorations: PageRenderer.Decorations) {
        self.records = records
        self.lineMap = lineMap
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
                links.append(PageLink(target: node.url ?? "", line: pageLine(of: node), isImage: node.type == CMARK_NODE_IMAGE))
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

    // MARK: - Components

    private static func canHoldMarkers(_ type: cmark_node_type) -> Bool {
        type == CMARK_NODE_DOCUMENT || type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_ITEM
            || type == CMARK_NODE_CUSTOM_BLOCK || type == CMARK_NODE_FOOTNOTE_DEFINITION
    }

    /// Turns each marker pair among `container`'s children into a custom block holding the
    /// children between them; nested pairs nest. One pass over the children.
    private mutating func wrapComponents(in container: CMarkNode) {
        var open: [(block: CMarkNode, id: Int)] = []
        var child = container.firstChild
        while let current = child {
            child = current.next
            guard current.type == CMARK_NODE_HTML_BLOCK, let marker = ComponentMarker(literal: current.literalBytes) else {
                open.last?.block.append(current)
                continue
            }
            switch marker {
            case .open(let id) where id < records.count:
                let block = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
                if let parent = open.last { parent.block.append(block) } else { current.insertBefore(block) }
                componentOf[block] = id
                open.append((block, id))
            case .close(let id):
                // A pair left open (an unclosed HTML comment inside it, say) keeps what it has.
                if let index = open.lastIndex(where: { $0.id == id }) { open.removeSubrange(index...) }
            default:
                break
            }
            current.free()
        }
    }

    private mutating func renderComponent(_ block: CMarkNode, record index: Int) {
        let record = records[index]
        guard case .known(let kind) = record.node.kind else { return }
        let attributes = record.node.attributes
        let markup: ComponentMarkup
        switch kind {
        case .note, .tip, .info, .warning, .check, .danger: markup = Callout.markup(kind)
        case .card: markup = Card.markup(attributes, line: record.line, links: &links)
        case .cardGroup: markup = Card.grid("pf-card-group", attributes)
        case .columns: markup = Card.grid("pf-columns", attributes)
        case .column: markup = ComponentMarkup(element: "div", classes: "pf-column")
        case .steps: markup = Steps.list()
        case .step: markup = Steps.step(attributes)
        case .tabs: markup = tabs(block)
        case .tab:
            let place = tabPlacement[index] ?? (group: 0, index: 0)
            markup = Tabs.panel(group: place.group, index: place.index)
        case .codeGroup, .requestExample, .responseExample: markup = codeTabs(block, kind: kind)
        case .accordion: markup = Accordion.accordion(attributes)
        case .accordionGroup: markup = Accordion.group()
        case .expandable: markup = Accordion.expandable(attributes)
        case .frame: markup = Frame.markup(attributes)
        case .paramField: markup = APIField.param(attributes)
        case .responseField: markup = APIField.response(attributes)
        case .tree: markup = Tree.tree()
        case .treeFolder: markup = Tree.folder(attributes)
        case .treeFile: markup = Tree.file(attributes)
        case .update: markup = Update.markup(attributes, id: slugger.slug(for: attributes.string("label") ?? ""))
        case .settingsPreview:
            markup = SettingsPreviewMarkup.markup(
                catalog: attributes.string("catalog") ?? "", state: attributes.string("state"), screen: record.screen)
        case .badge, .tooltip, .icon, .visibility:
            // Inline components never become markers, and Visibility is transparent.
            markup = ComponentMarkup()
        }
        block.setOnEnter(markup.open.bytes)
        block.setOnExit(markup.close.bytes)
    }

    /// A `Tabs` container: numbers its group and tells each child `Tab` its place.
    private mutating func tabs(_ block: CMarkNode) -> ComponentMarkup {
        tabGroupCount += 1
        var labels: [Tabs.Label] = []
        var child = block.firstChild
        while let current = child {
            child = current.next
            guard let index = componentOf[current], records[index].node.componentKind == .tab else { continue }
            let attributes = records[index].node.attributes
            tabPlacement[index] = (tabGroupCount, labels.count)
            labels.append(Tabs.Label(
                title: attributes.string("title") ?? "Tab \(labels.count + 1)", icon: attributes.nonEmptyString("icon")))
        }
        return Tabs.container(className: "pf-tabs", group: tabGroupCount, labels: labels, listLabel: nil)
    }

    /// A code group: each code block inside becomes a tab panel, titled by its info string.
    private mutating func codeTabs(_ block: CMarkNode, kind: ComponentKind) -> ComponentMarkup {
        tabGroupCount += 1
        var labels: [Tabs.Label] = []
        var child = block.firstChild
        while let current = child {
            child = current.next
            guard current.type == CMARK_NODE_CODE_BLOCK else { continue }
            let info = CodeBlockInfo(current.fenceInfo)
            let panel = Tabs.panel(group: tabGroupCount, index: labels.count)
            labels.append(Tabs.Label(
                title: info.title ?? info.language.map(Self.languageLabel) ?? "Code \(labels.count + 1)", icon: nil))
            let wrapper = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
            wrapper.setOnEnter(panel.open.bytes)
            wrapper.setOnExit(panel.close.bytes)
            current.insertBefore(wrapper)
            wrapper.append(current)
            tabbedCodeBlocks.insert(current)
        }
        let (className, listLabel) = switch kind {
        case .requestExample: ("pf-code-group pf-request-example", "Request example")
        case .responseExample: ("pf-code-group pf-response-example", "Response example")
        default: ("pf-code-group", "Code")
        }
        return Tabs.container(className: className, group: tabGroupCount, labels: labels, listLabel: listLabel)
    }

    /// `swift` → `Swift`, `json` → `JSON`: a tab label for a block without a title.
    private static func languageLabel(_ language: String) -> String {
        let acronyms: Set<String> = ["json", "http", "html", "css", "xml", "yaml", "sql", "api", "php", "jsx", "tsx"]
        if acronyms.contains(language.lowercased()) { return language.uppercased() }
        return language.prefix(1).uppercased() + language.dropFirst()
    }

    // MARK: - Headings, code blocks, links

    /// Records the heading and, when decorated, rebuilds it with an id and an anchor link;
    /// returns the node whose children the walk continues with.
    private mutating func transformHeading(_ heading: CMarkNode) -> CMarkNode {
        let text = Self.plainText(of: heading)
        let level = heading.headingLevel
        let id = slugger.slug(for: text)
        headings.append(Heading(level: level, text: text, id: id))
        if level == 1 && firstTopHeading == nil { firstTopHeading = text }
        guard decorations.contains(.headingAnchors) else { return heading }

        // cmark cannot put attributes on a heading, so a custom inline writes the tags and
        // the heading's inlines move into it; a custom block around it gives the line breaks.
        var open = HTMLBuffer(capacity: 64)
        open.raw("<h\(level)")
        open.attribute("id", id)
        open.raw(">")
        var close = HTMLBuffer(capacity: 128)
        close.raw("<a class=\"pf-anchor\"")
        close.attribute("href", "#" + id)
        close.attribute("aria-label", "Permalink: " + text)
        close.raw(">#</a></h\(level)>")
        let inline = CMarkNode(type: CMARK_NODE_CUSTOM_INLINE)
        inline.setOnEnter(open.bytes)
        inline.setOnExit(close.bytes)
        heading.ownText()
        while let child = heading.firstChild { inline.append(child) }
        let block = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
        block.setOnEnter([])
        block.setOnExit([])
        block.append(inline)
        heading.insertBefore(block)
        heading.free()
        return block
    }

    /// Replaces a code block with its highlighted wrapper.
    private func decorateCodeBlock(_ node: CMarkNode) {
        let code = node.literalBytes
        var html = HTMLBuffer(capacity: code.count * 2 + 512)
        CodeBlockRenderer.render(
            code: code, info: CodeBlockInfo(node.fenceInfo), showsTitle: !tabbedCodeBlocks.contains(node), into: &html)
        let block = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
        block.setOnEnter(html.bytes)
        block.setOnExit([])
        node.insertBefore(block)
        node.free()
    }

    /// The page line of a node: its own start line, or its nearest block's (cmark does not
    /// place every inline), mapped back through the assembled document.
    private func pageLine(of node: CMarkNode) -> Int {
        var current: CMarkNode? = node
        while let candidate = current {
            let line = candidate.startLine
            if line > 0 { return line <= lineMap.count ? lineMap[line - 1] : lineMap.last ?? line }
            current = candidate.parent
        }
        return 1
    }

    /// A heading's text as a reader sees it: text and code, without inline HTML tags.
    static func plainText(of node: CMarkNode) -> String {
        var text: [UInt8] = []
        var pending: [CMarkNode] = []
        var child = node.lastChild
        while let current = child {
            pending.append(current)
            child = current.previous
        }
        while let current = pending.popLast() {
            switch current.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                text += current.literalBytes
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text.append(0x20)
            case CMARK_NODE_HTML_INLINE:
                continue
            default:
                var inner = current.lastChild
                while let descendant = inner {
                    pending.append(descendant)
                    inner = descendant.previous
                }
            }
        }
        return String(decoding: text, as: UTF8.self).trimmingWhitespace().description
    }
}
