import ByteTools
import Diagnostics

// Block component tags: opening, closing, self-closing, snippets, and the checks on each.
extension ComponentTokenizer {
    /// Reads a line that starts with a block component tag: the tag, any tags right after it
    /// (`</Tab></Tabs>`), and text after them. Returns where the next unread line starts.
    mutating func readTagLine(first: TagScanner.Tag, indent: Int, bodyEnd: Int) -> Int {
        var tag = first
        while true {
            if let next = expandScriptComponent(tag, bodyEnd: bodyEnd) { return next }
            apply(tag, indent: indent)
            if isAbandoned { return tag.range.upperBound }
            var index = tag.range.upperBound
            // A tag spread over lines moves the current line to where it ended.
            for offset in tag.range where code[offset] == UInt8(ascii: "\n") {
                lineNumber += 1
                lineStart = offset + 1
            }
            while index < bodyEnd && ByteClass.isBlank(code[index]) { index += 1 }
            let lineEnd = ByteSearch.lineEnd(code, from: index, limit: bodyEnd)
            if index == lineEnd { return lineEnd + 1 }
            if code[index] == UInt8(ascii: "<"), case .tag(let next) = scanTag(at: index, limit: bodyEnd),
                ComponentKind(name: next.name)?.isInline != true
            {
                tag = next
                continue
            }
            // Text, then a closing tag with more after it on the line
            // (`<Tab title="A">One</Tab><Tab title="B">Two</Tab>`): the text, the close, and on.
            if let close = closingTagWithMore(from: index, to: lineEnd) {
                readMarkdown(from: index, to: close.range.lowerBound, indent: 0, isRemainder: true)
                tag = close
                continue
            }
            readMarkdown(from: index, to: lineEnd, indent: 0, isRemainder: true)
            return lineEnd + 1
        }
    }

    /// The first closing tag of an open block component in `start..<end`, outside code spans,
    /// when something other than blanks follows it on the line.
    private func closingTagWithMore(from start: Int, to end: Int) -> TagScanner.Tag? {
        var index = start
        var inCode = false
        while index + 2 < end {
            let byte = code[index]
            if byte == UInt8(ascii: "`") {
                inCode.toggle()
            } else if byte == UInt8(ascii: "\\") {
                index += 1
            } else if !inCode, byte == UInt8(ascii: "<"), code[index + 1] == UInt8(ascii: "/"),
                ByteClass.isUppercase(code[index + 2]),
                case .tag(let tag) = scanTag(at: index, limit: end), tag.isClosing,
                ComponentKind(name: tag.name)?.isInline != true,
                stack.contains(where: { $0.name == tag.name })
            {
                let rest = tag.range.upperBound..<end
                return rest.allSatisfy({ ByteClass.isWhitespace(code[$0]) }) ? nil : tag
            }
            index += 1
        }
        return nil
    }

    /// Opens, closes or places a block component tag.
    private mutating func apply(_ tag: TagScanner.Tag, indent: Int) {
        if tag.isClosing {
            closeComponent(tag)
            return
        }
        let at = position(of: tag.range.lowerBound)
        var node = ComponentNode(
            kind: kind(of: tag, at: at), name: tag.name, attributes: checkedLinks(evaluated(tag.attributes), of: tag.name),
            position: at,
            file: file, indent: indent)
        validate(node)
        if case .snippet(let path, let snippetFile) = node.kind {
            if tag.isSelfClosing {
                node.children = loadSnippet(path, file: snippetFile, usedAt: at, props: scriptProps(tag.attributes))
            } else {
                report(
                    .invalidComponentTag, "The snippet <\(tag.name)> takes no children; write <\(tag.name) />.",
                    at: at)
                node.kind = .unknown
            }
        }
        if tag.isSelfClosing {
            addToInnermost(.component(node))
        } else {
            if node.componentKind == .terminal { isVerbatim = true }
            push(node)
        }
    }

    private mutating func kind(of tag: TagScanner.Tag, at position: SourcePosition) -> ComponentNode.Kind {
        if let kind = ComponentKind(name: tag.name) { return .known(kind) }
        if let path = imports[tag.name] { return .snippet(path: path, file: snippetFile?(path) ?? path) }
        if scriptImports.contains(tag.name) { return .imported }
        // Mintlify's older form, `<Snippet file="name.mdx" />`, names a file in /snippets/.
        if tag.name == "Snippet", let file = tag.attributes.nonEmptyString("file") {
            let path = file.hasPrefix("/") ? file : "/snippets/\(file)"
            return .snippet(path: path, file: snippetFile?(path) ?? path)
        }
        report(
            .unknownComponent, "<\(tag.name)> is not a known component; its children are shown.", at: position,
            hint: Self.hint(forUnknown: tag.name))
        return .imported
    }

    /// The nearest known name, or the ways to write a capitalized tag that is not a component.
    static func hint(forUnknown name: String) -> String {
        if let known = ComponentKind.suggestion(for: name) { return "Did you mean <\(known)>?" }
        return "Put code in backticks (`Array<\(name)>`), write HTML tags in lowercase, "
            + "or import a snippet with `import \(name) from '/snippets/….mdx'`."
    }

    /// Closes the innermost component, which must be the one the tag names.
    mutating func closeComponent(_ tag: TagScanner.Tag) {
        let at = position(of: tag.range.lowerBound)
        guard let match = stack.indices.dropFirst().last(where: { stack[$0].name == tag.name }) else {
            report(.mismatchedComponent, "</\(tag.name)> closes nothing: no <\(tag.name)> is open here.", at: at)
            return
        }
        if match != stack.count - 1, let open = stack[(match + 1)...].last(where: { !$0.isHTMLWrapper }) {
            report(
                .mismatchedComponent,
                "</\(tag.name)> comes before </\(open.name)>: <\(open.name)> opened at \(open.position) is still open.",
                at: at)
        }
        while stack.count > match { popComponent() }
    }

    /// Closes the innermost open component into its parent.
    mutating func popComponent() {
        addToInnermost(nil)
        let node = stack.removeLast()
        if node.componentKind == .terminal { isVerbatim = false }
        addToInnermost(.component(node))
    }

    // MARK: - Checks

    private mutating func validate(_ node: ComponentNode) {
        guard let kind = node.componentKind else { return }
        if let parents = kind.requiredParents, !Self.isInside(stack[stack.count - 1], oneOf: parents) {
            let names = parents.map { "<\($0.name)>" }.joined(separator: " or ")
            report(.misplacedComponent, "<\(node.name)> must be directly inside \(names).", at: node.position)
        }
        for alternatives in kind.requiredAttributes {
            if Self.hasAny(of: alternatives, in: node.attributes) { continue }
            let names = alternatives.map { "'\($0)'" }.joined(separator: " or ")
            report(
                .missingAttribute, "<\(node.name)> needs a \(names) attribute; it is drawn without one.", at: node.position)
        }
        if kind == .visibility, let audience = node.attributes.string("for"), audience != "humans", audience != "agents" {
            report(
                .invalidAttribute,
                "<Visibility for=\"\(audience)\"> names an unknown audience; expected \"humans\" or \"agents\".",
                at: node.position)
        }
    }

    private static func isInside(_ parent: ComponentNode, oneOf kinds: [ComponentKind]) -> Bool {
        guard let kind = parent.componentKind else { return false }
        return kinds.contains(kind)
    }

    static func hasAny(of names: [String], in attributes: ComponentAttributes) -> Bool {
        for name in names where attributes[name] != nil { return true }
        return false
    }

    // MARK: - Snippets

    private static let maximumSnippetDepth = 8

    /// The snippet's tokenized body, or nothing (with a diagnostic) when it cannot be read.
    /// Its diagnostics and warnings name `snippetFile` and their place there.
    private mutating func loadSnippet(
        _ path: String, file snippetFile: String, usedAt position: SourcePosition, props: [(key: String, value: ScriptValue)]
    ) -> [ContentItem] {
        guard snippetDepth < Self.maximumSnippetDepth else {
            report(
                .snippetCycle,
                "Snippets nest more than \(Self.maximumSnippetDepth) deep at '\(path)'; does a snippet import itself?",
                at: position)
            return []
        }
        guard let text = snippetLoader?(path) else {
            report(.unresolvedSnippet, "The snippet '\(path)' cannot be read.", at: position)
            return []
        }
        let source = SourceText.utf8(text)
        // Each use reads the snippet again: a snippet used ten times in one used ten times…
        // grows a page tenfold a level, so the page's snippets share one budget.
        snippetBytes += source.count
        guard snippetBytes <= CMarkInputBounds.maximumDocumentBytes else {
            report(
                .pageTooLarge,
                "The snippets this page uses come to more than \(CMarkInputBounds.maximumDocumentBytes >> 20) MB, at '\(path)'; "
                    + "expected fewer or smaller snippets.",
                at: position)
            isAbandoned = true
            return []
        }
        var snippet = ComponentTokenizer(
            code: source, file: snippetFile, snippetLoader: snippetLoader, snippetFile: self.snippetFile,
            snippetDepth: snippetDepth + 1, outerNesting: nesting, snippetBytes: snippetBytes)
        snippet.math.isOn = math.isOn
        // `<Snippet word="x" />` gives the snippet `{word}`.
        for (name, value) in props { snippet.scriptScope[name] = value }
        do {
            // A snippet may carry front matter of its own; it is not part of the page.
            let split = try FrontMatterParser.split(source, file: snippetFile)
            let items = snippet.tokenize(split.bodyRange, firstLine: split.bodyFirstLine)
            snippetBytes = snippet.snippetBytes
            if snippet.isAbandoned { isAbandoned = true }
            absorb(snippet.diagnostics)
            warnings += snippet.warnings
            return items
        } catch {
            absorb(
                Diagnostic.list(from: error) {
                    Diagnostic(.unresolvedSnippet, "The snippet '\(path)' cannot be read: \($0).", file: file, position: position)
                })
        }
        return []
    }
}
