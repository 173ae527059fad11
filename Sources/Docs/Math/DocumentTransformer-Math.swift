import Diagnostics
import HTML

// Formulas: each placeholder the assembler wrote becomes the typeset formula.
extension DocumentTransformer {
    /// Replaces `node` when it is a formula's placeholder (its opening tag becomes the
    /// formula, its closing tag nothing); false for any other inline HTML.
    mutating func replacesMathPlaceholder(_ node: CMarkNode) -> Bool {
        let literal = node.literalBytes
        guard literal.starts(with: "<pf-math".utf8) || literal.starts(with: "</pf-math".utf8) else { return false }
        if literal.elementsEqual(MathPlaceholder.close) {
            node.free()
            return true
        }
        guard let formula = MathPlaceholder.formula(in: literal) else { return false }
        let rendering = mathRenderer?(formula) ?? .unavailable
        if case .failed(let message) = rendering {
            let place = self.place(of: node)
            let error = Diagnostic(
                .invalidMath, "KaTeX cannot typeset this formula: \(message); expected TeX math that KaTeX supports.",
                position: place.position)
            errors.append(place.file.map(error.inFile) ?? error)
        }
        var html = HTMLBuffer(capacity: 256)
        MathBlock.render(formula, rendering: rendering, into: &html)
        // The placeholder's own node takes the markup: a table cell holds no custom inline, and
        // cmark's tag filter touches none of the elements KaTeX writes.
        node.setLiteral(html.bytes)
        return true
    }
}
