import CCmarkGFM
import Diagnostics

// Unsafe links and raw HTML: left out, each with a warning at its place in the page.
extension DocumentTransformer {
    /// Replaces a link or image whose target ``URLSafety`` refuses with its children (the
    /// link's text, the image's description), and returns them for the walk to visit. An
    /// autolink, whose text is the target itself, goes whole.
    mutating func dropUnsafeLink(_ node: CMarkNode, url: String) -> [CMarkNode] {
        let what = node.type == CMARK_NODE_IMAGE ? "image" : "link"
        let place = self.place(of: node)
        warnings.append(URLSafety.warning(url, what: "The \(what)", file: place.file, position: place.position))
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
    /// out, each `href`/`src` it keeps (for the link check) and each utility class it names.
    mutating func sanitizeRawHTML(_ node: CMarkNode) {
        let (result, places) = node.withLiteral { literal -> (RawHTMLSanitizer.Result, [Int: Place]) in
            let result = RawHTMLSanitizer.sanitize(literal)
            let offsets = Set(result.findings.map(\.offset) + result.links.map(\.offset)).sorted()
            return (result, offsets.isEmpty ? [:] : self.positions(of: offsets, in: literal, of: node))
        }
        for link in result.links {
            let place = places[link.offset]!
            links.append(
                PageLink(
                    target: link.target, line: place.position.line, column: place.position.column, isImage: false,
                    file: place.file))
        }
        for finding in result.findings {
            let place = places[finding.offset]!
            let warning = Self.warning(for: finding, position: place.position)
            warnings.append(place.file.map(warning.inFile) ?? warning)
        }
        for name in result.classes where UtilityCSS.isKnown(name) { utilityClasses.insert(name) }
        if result.keepsEmbeds {
            // cmark's tag filter would write the kept `<iframe>` as text: the literal (already
            // filtered by the sanitizer) goes out as a custom node's markup instead.
            let custom = CMarkNode(type: node.type == CMARK_NODE_HTML_BLOCK ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE)
            custom.setOnEnter(result.bytes ?? node.literalBytes)
            custom.setOnExit([])
            node.insertBefore(custom)
            node.free()
        } else if let safe = result.bytes {
            node.setLiteral(safe)
        }
    }

    /// The page positions of `offsets` (sorted) in a raw HTML node's literal, in one pass over
    /// it. A paragraph's later lines lose their indentation (and a block quote its `>`) in an
    /// inline's literal, so a later line's column is counted on the document's line, which
    /// ends with the literal's line.
    private mutating func positions(
        of offsets: [Int], in literal: UnsafeBufferPointer<UInt8>, of node: CMarkNode
    ) -> [Int:
        Place]
    {
        var (firstLine, firstColumn) = documentPosition(of: node)
        if node.type == CMARK_NODE_HTML_BLOCK {
            // An HTML block's literal keeps its first line's indentation, which cmark's column
            // has already passed: the line is found in the document like the later ones.
            let firstEnd = literal.firstIndex(of: UInt8(ascii: "\n")) ?? literal.count
            firstColumn = documentLines.stripped(before: UnsafeBufferPointer(rebasing: literal[..<firstEnd]), line: firstLine) + 1
        }
        var positions: [Int: Place] = [:]
        var line = firstLine
        var lineStart = 0
        var cursor = 0
        var lineShift = 0
        for offset in offsets {
            while cursor < min(offset, literal.count) {
                if literal[cursor] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = cursor + 1
                    let lineEnd = literal[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? literal.count
                    lineShift = documentLines.stripped(
                        before: UnsafeBufferPointer(rebasing: literal[lineStart..<lineEnd]), line: line)
                }
                cursor += 1
            }
            let column = lineStart == 0 ? firstColumn + offset : lineShift + offset - lineStart + 1
            positions[offset] = place(line: line, column: column)
        }
        return positions
    }

    private static func warning(for finding: RawHTMLSanitizer.Finding, position: SourcePosition) -> Diagnostic {
        switch finding.kind {
        case .unsafeURL(let attribute, let value):
            return URLSafety.warning(value, what: "The \(attribute) of <\(finding.element)>", position: position)
        case .unsafeAttribute(let attribute):
            let reason =
                attribute == "style"
                ? "names a script URL or expression" : attribute == "srcdoc" ? "holds a whole page" : "runs script"
            return Diagnostic(
                .unsafeHTMLAttribute,
                "The attribute \(URLSafety.quoted(attribute)) of <\(finding.element)> \(reason); it was left out.",
                position: position, hint: "Docs pages may hold raw HTML, but nothing in them may run script.")
        case .unsafeElement:
            let reason =
                switch finding.element {
                case "script": "runs script"
                case "base": "would change where every relative link of the page leads"
                default: "can redirect the page or change how it is read"
                }
            return Diagnostic(
                .unsafeHTMLElement, "The element <\(finding.element)> \(reason); it was left out.", position: position,
                hint: "Docs pages may hold raw HTML, but nothing in them may run script.")
        }
    }
}
