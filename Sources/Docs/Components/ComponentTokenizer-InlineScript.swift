import ByteTools
import Diagnostics
import HTML

// Components a page declares (or imports from a snippet) used inside a line of text.
extension ComponentTokenizer {
    /// Draws `<Name …/>` or `<Name>…</Name>` inside a paragraph when the page's script defines
    /// `Name` as a function: its props (and its children, as written on the line) go into the
    /// function, and what it returns stands in the tag's place as one inline piece, in which
    /// the built-in inline components it uses are drawn too. Returns nil when the tag is not
    /// such a use, its closing tag is not on the line, or the function cannot be evaluated
    /// (then, as before, the component shows its children).
    mutating func expandInlineScriptComponent(_ tag: TagScanner.Tag, end: Int) -> InlineTag? {
        guard !tag.isClosing, case .function(let function) = scriptScope[tag.name] else { return nil }
        var props = scriptProps(tag.attributes)
        var range = tag.range
        if !tag.isSelfClosing {
            guard let close = matchingClose(tag.name, from: tag.range.upperBound, limit: end) else { return nil }
            props.append(("children", .markup(String(decoding: code[tag.range.upperBound..<close.lowerBound], as: UTF8.self))))
            range = tag.range.lowerBound..<close.upperBound
        }
        let at = position(of: tag.range.lowerBound)
        let text: String
        do throws(ScriptError) {
            text = try ScriptRenderer.render(ScriptEvaluator.call(function, [.object(props)], depth: 0, at: 0), depth: 0)
        } catch {
            report(
                .unsupportedMDX,
                "<\(tag.name)> cannot be drawn without a JavaScript engine: \(error.message); its children are shown.", at: at)
            return nil
        }
        var attributes = ComponentAttributes()
        attributes.append("html", .string(inlineMarkup(text, at: at)))
        return InlineTag(kind: .expression, role: .selfClosing, range: range, attributes: attributes)
    }

    /// The MDX a component returned, on one line (in JSX a line break between words is a
    /// space), with its inline components written as their HTML; the rest stays Markdown for
    /// cmark, as the text around any inline tag does.
    private mutating func inlineMarkup(_ text: String, at position: SourcePosition) -> String {
        let bytes = Array(text.utf8).map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? UInt8(ascii: " ") : $0 }
        snippetBytes += bytes.count
        guard snippetDepth < 8, snippetBytes <= CMarkInputBounds.maximumDocumentBytes else {
            report(.unsupportedMDX, "Components the page declares use each other too deep or grow too big.", at: position)
            return ""
        }
        var expansion = ComponentTokenizer(
            code: bytes, file: file, snippetLoader: snippetLoader, snippetFile: snippetFile, snippetDepth: snippetDepth + 1,
            outerNesting: nesting, snippetBytes: snippetBytes)
        expansion.scriptScope = scriptScope
        expansion.scriptImports = scriptImports
        expansion.imports = imports
        expansion.lineNumber = position.line
        expansion.inlineExpansionCount = inlineExpansionCount
        let tags = expansion.scanInlineTags(from: 0, to: bytes.count)
        expansion.closeParagraph()
        snippetBytes = expansion.snippetBytes
        inlineExpansionCount = expansion.inlineExpansionCount
        absorb(expansion.diagnostics)
        warnings += expansion.warnings
        var html = HTMLBuffer(capacity: bytes.count + 64)
        var written = 0
        for tag in tags {
            html.raw(String(decoding: bytes[written..<tag.range.lowerBound], as: UTF8.self))
            // Numbers apart from the page's own inline components (counted from 1), so that a
            // tooltip drawn here never shares an id with one written in the page.
            inlineExpansionCount += 1
            InlineComponents.write(tag, id: Self.expansionIDBase + inlineExpansionCount, into: &html)
            written = tag.range.upperBound
        }
        html.raw(String(decoding: bytes[written...], as: UTF8.self))
        return String(decoding: html.bytes, as: UTF8.self)
    }

    /// Where the ids of inline components drawn inside expansions start.
    static var expansionIDBase: Int { 1_000_000 }
}
