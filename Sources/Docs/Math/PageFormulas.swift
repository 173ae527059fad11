import ByteTools

/// The formulas of a page, found before it renders so that one process typesets every
/// formula of a build. The page is read by the same tokenizer that renders it, so the scan
/// finds what rendering will ask for; only formulas inside snippets are left out (they are
/// typeset when their page renders).
package enum PageFormulas {
    /// The formulas in `page` (its whole text, front matter included), in order.
    package static func scan(_ page: [UInt8]) -> [MathFormula] {
        guard ByteSearch.firstIndex(of: UInt8(ascii: "$"), in: page) != nil || ByteSearch.contains(latex, anchor: 1, in: page)
        else { return [] }
        let bytes = SourceText.utf8(bytes: page)
        // MDX reads the most HTML, so a dollar in any tag's attribute is skipped.
        let file = "page.mdx"
        guard let split = try? FrontMatterParser.split(bytes, file: file) else { return [] }
        var tokenizer = ComponentTokenizer(code: bytes, file: file, snippetLoader: nil)
        tokenizer.math.isOn = true
        var found: [MathFormula] = []
        collect(tokenizer.tokenize(split.bodyRange, firstLine: split.bodyFirstLine), into: &found)
        return found
    }

    private static let latex = Array("<Latex>".utf8)

    private static func collect(_ items: [ContentItem], into found: inout [MathFormula]) {
        for item in items {
            switch item {
            case .line(let line):
                found += line.inlineTags.compactMap(MathFormula.init)
            case .lines:
                break
            case .component(let node):
                if let open = node.htmlOpen { found += open.inlineTags.compactMap(MathFormula.init) }
                collect(node.children, into: &found)
            }
        }
    }
}
