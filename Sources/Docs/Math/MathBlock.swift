import HTML

/// Writes a formula as the page shows it: KaTeX's HTML and MathML as they came (MathML is
/// what assistive technology reads; KaTeX hides its HTML from it), or, where KaTeX could not
/// typeset it, the TeX as written in a styled `<code>`.
///
/// A formula left for the browser is that same `<code>`, marked `data-katex`: the page's
/// script replaces it with KaTeX's output, and without the script the TeX stays readable.
enum MathBlock {
    static func render(_ formula: MathFormula, rendering: MathRendering, into html: inout HTMLBuffer) {
        switch rendering {
        case .rendered(let typeset):
            html.raw(typeset)
        case .failed, .unavailable, .inBrowser:
            html.raw(rendering == .inBrowser ? "<code data-katex class=\"pf-math-source" : "<code class=\"pf-math-source")
            html.raw(formula.display ? " pf-math-display\">" : "\">")
            html.text(formula.display ? "$$\(formula.tex)$$" : "$\(formula.tex)$")
            html.raw("</code>")
        }
    }
}
