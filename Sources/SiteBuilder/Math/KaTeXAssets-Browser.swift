import ByteTools
import Diagnostics

// Formulas typeset in the reader's browser, where KaTeX could not run at build time: KaTeX's
// browser build and a small script that hands it each formula, copied beside the stylesheet
// and loaded only by pages that hold such a formula.
extension KaTeXAssets {
    static let script = "\(folder)/katex.min.js"
    static let typesetScript = "\(folder)/typeset.js"

    /// Writes KaTeX's browser build from `build` (the folder holding `katex.min.js`) and the
    /// script that runs it; returns how many files were written.
    static func writeScript(from build: String, to output: StagedOutput) throws(Diagnostic) -> Int {
        try output.copy("\(build)/katex.min.js", as: script)
        try output.write(typesetScript, typesetSource)
        return 2
    }

    /// Replaces each formula left for the browser (a `<code data-katex>` holding the TeX
    /// between its dollars) with KaTeX's HTML and MathML. `throwOnError` off shows TeX KaTeX
    /// cannot read as its red message, in place, rather than stopping the others; `trust`
    /// stays off, as at build time. Without the script (or KaTeX) the TeX stays as written.
    static let typesetSource = """
        (() => {
          if (typeof katex === "undefined") return;
          for (const code of document.querySelectorAll("code[data-katex]")) {
            const display = code.classList.contains("pf-math-display");
            const delimiter = display ? 2 : 1;
            const holder = document.createElement("span");
            katex.render(code.textContent.slice(delimiter, -delimiter), holder, {
              displayMode: display, output: "htmlAndMathml", throwOnError: false, strict: "ignore", trust: false,
            });
            code.replaceWith(...holder.childNodes);
          }
        })();

        """

    private static let browserMarker = Array("<code data-katex".utf8)

    /// Whether a page's body holds a formula left for the browser, so the page loads KaTeX.
    static func isLeftToBrowser(in body: [UInt8]) -> Bool {
        // Hunting the `x`, rarer in a page than the `k` of every highlighted keyword's class.
        ByteSearch.contains(browserMarker, anchor: 15, in: body)
    }
}
