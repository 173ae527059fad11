import HTML

/// Writes a formula as the page shows it: KaTeX's HTML and MathML as they came (MathML is
/// what assistive technology reads; KaTeX hides its HTML from it), or, where KaTeX could not
/// typeset it, the TeX as written in a styled `<code>`.
enum MathBlock {
    static func render(_ formula: MathFormula, rendering: MathRendering, into html: inout HTMLBuffer) {
        switch rendering {
        case .rendered(let typeset):
            html.raw(typeset)
        case .failed, .unavailable:
            html.raw(formula.display ? "<code class=\"pf-math-source pf-math-display\">" : "<code class=\"pf-math-source\">")
            html.text(formula.display ? "$$\(formula.tex)$$" : "$\(formula.tex)$")
            html.raw("</code>")
        }
    }
}
