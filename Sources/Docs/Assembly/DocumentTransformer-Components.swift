import CCmarkGFM

// Components: marker pairs into custom blocks, and each component's markup around them.
extension DocumentTransformer {
    /// The blocks whose children may include markers (a list holds only its items).
    static func canHoldMarkers(_ type: cmark_node_type) -> Bool {
        type == CMARK_NODE_DOCUMENT || type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_ITEM
            || type == CMARK_NODE_CUSTOM_BLOCK || type == CMARK_NODE_FOOTNOTE_DEFINITION
    }

    /// Turns each marker pair among `container`'s children into a custom block holding the
    /// children between them; nested pairs nest. One pass over the children.
    mutating func wrapComponents(in container: CMarkNode) {
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

    /// The id a component's own anchor gets, unique on the page among headings and other
    /// anchors: its `id` attribute, else the slug of `text` (Mintlify links to accordions by
    /// their title and to API fields as `#param-name` or `#body-name`, dots as hyphens).
    private mutating func anchor(_ attributes: ComponentAttributes, else text: String?) -> String? {
        if let id = attributes.nonEmptyString("id").flatMap(Steps.anchor) { return slugger.reserve(id) }
        guard let text, !text.isEmpty else { return nil }
        let slug = HeadingSlugger.slugify(text.replacingOccurrences(of: ".", with: " "))
        return slug.isEmpty ? nil : slugger.reserve(slug)
    }

    mutating func renderComponent(_ block: CMarkNode, record index: Int) {
        let record = records[index]
        guard case .known(let kind) = record.node.kind else { return }
        let attributes = record.node.attributes
        let markup: ComponentMarkup
        switch kind {
        case .note, .tip, .info, .warning, .check, .danger, .callout: markup = Callout.markup(kind, attributes)
        case .card, .tile:
            let node = record.node
            markup = Card.markup(attributes, links: &links) { target, attribute, isImage in
                let position = attributes.position(of: attribute) ?? node.position
                return PageLink(target: target, line: position.line, column: position.column, isImage: isImage, file: record.file)
            }
        case .cardGroup: markup = Card.grid("pf-card-group", attributes)
        case .columns: markup = Card.grid("pf-columns", attributes)
        case .column: markup = ComponentMarkup(element: "div", classes: "pf-column")
        case .steps: markup = Steps.list(attributes)
        case .step: markup = Steps.step(attributes, id: anchor(attributes, else: attributes.string("title")))
        case .tabs: markup = tabs(block)
        case .tab:
            let place = tabPlacement[index] ?? (group: 0, index: 0, id: nil)
            markup = Tabs.panel(group: place.group, index: place.index, tabID: place.id)
        case .codeGroup, .requestExample, .responseExample: markup = codeTabs(block, kind: kind)
        case .accordion: markup = Accordion.accordion(attributes, id: anchor(attributes, else: attributes.string("title")))
        case .accordionGroup: markup = Accordion.group()
        case .expandable: markup = Accordion.expandable(attributes)
        case .frame: markup = Frame.markup(attributes)
        case .paramField:
            let location = APIField.location(attributes)
            let name = location.flatMap { attributes.string($0) }
            markup = APIField.param(attributes, id: anchor(attributes, else: name.map { "\(location ?? "") \($0)" }))
        case .responseField, .property:
            markup = APIField.response(attributes, id: anchor(attributes, else: attributes.string("name").map { "param \($0)" }))
        case .panel: markup = ComponentMarkup(element: "aside", classes: "pf-panel")
        case .prompt: markup = Prompt.markup(attributes)
        case .view: markup = View.markup(attributes)
        case .tiles: markup = Card.grid("pf-card-group pf-tiles", attributes)
        case .color: markup = ComponentMarkup(element: "div", classes: "pf-colors")
        case .colorRow: markup = ComponentMarkup(element: "div", classes: "pf-color-row")
        case .colorItem: markup = ColorItem.markup(attributes)
        case .tree:
            markup = Tree.tree()
            Self.treeItems(fromListsIn: block)
        case .treeFolder:
            markup = Tree.folder(attributes)
            Self.treeItems(fromListsIn: block)
        case .treeFile: markup = Tree.file(attributes)
        case .update: markup = Update.markup(attributes, id: slugger.slug(for: attributes.string("label") ?? ""))
        case .settingsPreview:
            markup = SettingsPreviewMarkup.markup(
                catalog: attributes.string("catalog") ?? "", state: attributes.string("state"), screen: record.screen)
        case .popup, .popupTrigger, .popupContent: markup = Popup.markup(kind)
        case .variation: markup = Variation.markup(attributes)
        case .gitHubRepo: markup = GitHubRepo.markup(attributes)
        case .timeline: markup = Timeline.list()
        case .timelineItem: markup = Timeline.item(attributes)
        case .graph: markup = Graph.markup(attributes)
        case .terminal: markup = Terminal.markup(attributes)
        case .badge, .tooltip, .icon, .latex, .mention, .scriptComponent, .expression, .visibility, .mdx:
            // Inline components never become markers; Visibility and MDX are transparent.
            markup = ComponentMarkup()
        }
        block.setOnEnter(markup.open.bytes)
        block.setOnExit(markup.close.bytes)
    }

    /// A `Tabs` container: numbers its group and tells each child `Tab` its place and its
    /// anchor, which Mintlify makes from the title as it does an accordion's (`OAuth 2.0` →
    /// `#oauth-2-0`), so a link to a tab can select it.
    private mutating func tabs(_ block: CMarkNode) -> ComponentMarkup {
        tabGroupCount += 1
        var labels: [Tabs.Label] = []
        var child = block.firstChild
        while let current = child {
            child = current.next
            guard let index = componentOf[current], records[index].node.componentKind == .tab else { continue }
            let attributes = records[index].node.attributes
            let title = attributes.string("title") ?? "Tab \(labels.count + 1)"
            let id = anchor(attributes, else: title)
            tabPlacement[index] = (tabGroupCount, labels.count, id)
            labels.append(Tabs.Label(title: title, icon: attributes.nonEmptyString("icon"), id: id))
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
            labels.append(
                Tabs.Label(
                    title: info.title ?? info.language.map(Self.languageLabel) ?? "Code \(labels.count + 1)", icon: nil))
            let wrapper = CMarkNode(type: CMARK_NODE_CUSTOM_BLOCK)
            wrapper.setOnEnter(panel.open.bytes)
            wrapper.setOnExit(panel.close.bytes)
            current.insertBefore(wrapper)
            wrapper.append(current)
            tabbedCodeBlocks.insert(current)
        }
        let (className, listLabel) =
            switch kind {
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
}
