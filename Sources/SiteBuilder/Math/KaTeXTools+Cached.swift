import Docs

// KaTeX as the tool whose results ``MathLibrary`` keeps: formulas in, HTML and MathML (or
// KaTeX's message) out, the module's package.json naming its release.
extension KaTeXTools: CachedTool {
    static let keyPrefix = "tex"
    /// Bumped whenever ``KaTeXRun`` typesets differently.
    static let format = "1"
    static let runFailure = "Node.js typeset nothing (KaTeX did not load, or node failed)"

    var releaseFile: String { "\(module)/package.json" }

    static func combine(_ formula: MathFormula, into hash: inout ContentHash) {
        hash.combine(formula.display ? "display" : "inline")
        hash.combine(formula.tex)
    }

    func run(_ formulas: [MathFormula], keys: [String]) -> [KaTeXRun.Outcome]? {
        KaTeXRun.typeset(formulas.map { ($0.tex, $0.display) }, tools: self)
    }

    static func value(of outcome: KaTeXRun.Outcome) -> MathRendering {
        if let html = outcome.html { return .rendered(html: html) }
        return .failed(MathLibrary.message(outcome.error ?? "no output"))
    }
}

extension KaTeXTools.Missing: MissingTool {}
