import CCmarkGFM
import Diagnostics

// Unsafe links and raw HTML: left out, each with a warning at its place in the page.
extension DocumentTransformer {
    /// Replaces a link or image whose target ``URLSafety`` refuses with its children (the
    /// link's text, the image's description), and returns them for the walk to visit. An
    /// autolink, whose text is the target itself, goes whole.
    mutating func dropUnsafeLink(_ node: CMarkNode, url: String) -> [CMarkNode] {
        let what = node.type == CMARK_NODE_IMAGE ? "image" : "link"
        warnings.append(Self.unsafeURLWarning(url, what: "The \(what)", position: pagePosition(of: node)))
        if let text = node.firstChild, text.next == nil, text.type == CMARK_NODE_TEXT, text.literalBytes == Array(url.utf8) {
            node.free()
            return []
        }
        var children: [CMarkNode] = []
        while let child = node.firstChild {
            node.insertBefore(child)
            children.append(child)
        }
        node.free()
        return children
    }

    /// Makes a raw HTML node's literal safe (see ``RawHTMLSanitizer``), noting each thing left
    /// out and each `href`/`src` it keeps, for the link check.
    mutating func sanitizeRawHTML(_ node: CMarkNode) {
        let (result, positions) = node.withLiteral { literal -> (RawHTMLSanitizer.Result, [Int: SourcePosition]) in
            let result = RawHTMLSanitizer.sanitize(literal)
            let offsets = Set(result.findings.map(\.offset) + result.links.map(\.offset)).sorted()
            return (result, offsets.isEmpty ? [:] : self.positions(of: offsets, in: literal, of: node))
        }
        for link in result.links {
            let position = positions[link.offset]!
            links.append(PageLink(target: link.target, line: position.line, column: position.column, isImage: false))
        }
        for finding in result.findings {
            warnings.append(Self.warning(for: finding, position: positions[finding.offset]!))
        }
        if let safe = result.bytes { node.setLiteral(safe) }
    }

    /// The page positions of `offsets` (sorted) in a raw HTML node's literal, in one pass over
    /// it. A paragraph's later lines lose their indentation (and a block quote its `>`) in an
    /// inline's literal, so a later line's column is counted on the document's line, which
    /// ends with the literal's line.
    private mutating func positions(of offsets: [Int], in literal: UnsafeBufferPointer<UInt8>, of node: CMarkNode) -> [Int:
        SourcePosition]
    {
        let (firstLine, firstColumn) = documentPosition(of: node)
        var positions: [Int: SourcePosition] = [:]
        var line = firstLine
        var lineStart = 0
        var cursor = 0
        var lineShift = 0
        for offset in offsets {
            while cursor < min(offset, literal.count) {
                if literal[cursor] == 0x0A {
                    line += 1
                    lineStart = cursor + 1
                    let lineEnd = literal[lineStart...].firstIndex(of: 0x0A) ?? literal.count
                    lineShift = documentLines.stripped(
                        before: UnsafeBufferPointer(rebasing: literal[lineStart..<lineEnd]), line: line)
                }
                cursor += 1
            }
            let column = lineStart == 0 ? firstColumn + offset : lineShift + offset - lineStart + 1
            positions[offset] = pagePosition(line: line, column: column)
        }
        return positions
    }

    /// A warning for each link of a card or tile that ``Card`` leaves out as unsafe.
    mutating func noteUnsafeLinks(of record: ComponentRecord) {
        let node = record.node
        // A snippet's components are placed at the line that uses the snippet.
        let position = node.position.line == record.line ? node.position : SourcePosition(line: record.line, column: 1)
        for name in ["href", "img", "image"] {
            guard let url = node.attributes.nonEmptyString(name), !URLSafety.isSafe(url) else { continue }
            warnings.append(Self.unsafeURLWarning(url, what: "The \(name) of <\(node.name)>", position: position))
        }
    }

    private static func warning(for finding: RawHTMLSanitizer.Finding, position: SourcePosition) -> Diagnostic {
        switch finding.kind {
        case .unsafeURL(let attribute, let value):
            return unsafeURLWarning(value, what: "The \(attribute) of <\(finding.element)>", position: position)
        case .unsafeAttribute(let attribute):
            let reason =
                attribute == "style"
                ? "names a script URL or expression" : attribute == "srcdoc" ? "holds a whole page" : "runs script"
            return .warning(
                "unsafe_html_attribute", "The attribute \(quoted(attribute)) of <\(finding.element)> \(reason); it was left out.",
                position: position, hint: "Docs pages may hold raw HTML, but nothing in them may run script.")
        case .unsafeElement:
            let reason =
                switch finding.element {
                case "script": "runs script"
                case "base": "would change where every relative link of the page leads"
                default: "can redirect the page or change how it is read"
                }
            return .warning(
                "unsafe_html_element", "The element <\(finding.element)> \(reason); it was left out.", position: position,
                hint: "Docs pages may hold raw HTML, but nothing in them may run script.")
        }
    }

    /// Walks the assembled document's lines forward, for ``positions(of:in:of:)``: the walk
    /// meets raw HTML in document order, so one cursor serves the whole page.
    struct DocumentLines {
        let markdown: [UInt8]
        var line = 1
        var start = 0

        init(markdown: [UInt8]) {
            self.markdown = markdown
        }

        private mutating func advance(to target: Int) {
            while line < target, let newline = markdown[start...].firstIndex(of: 0x0A) {
                start = newline + 1
                line += 1
            }
        }

        /// How many bytes cmark stripped from the front of the document's line `target`, whose
        /// rest is `text`; 0 when the line does not end with it.
        mutating func stripped(before text: UnsafeBufferPointer<UInt8>, line target: Int) -> Int {
            if target < line {
                line = 1
                start = 0
            }
            advance(to: target)
            guard line == target else { return 0 }
            let end = markdown[start...].firstIndex(of: 0x0A) ?? markdown.count
            let length = end - start
            guard length >= text.count, markdown[(end - text.count)..<end].elementsEqual(text) else { return 0 }
            return length - text.count
        }
    }

    /// `unsafe_url`, for a Markdown link or image, a component's link or a raw HTML attribute.
    static func unsafeURLWarning(_ url: String, what: String, position: SourcePosition?) -> Diagnostic {
        .warning(
            "unsafe_url",
            "\(what) leads to \(quoted(url)), whose scheme can run script (javascript:, vbscript:, data:); it was left out.",
            position: position, hint: "Link to http:, https:, mailto: or a page or file of the site.")
    }

    /// A value quoted for a message, cut short when long.
    private static func quoted(_ text: String) -> String {
        let limit = 80
        return "\"" + (text.count > limit ? String(text.prefix(limit)) + "…" : text) + "\""
    }
}
