import Docs

// Mermaid in headless Chromium as the tool whose results ``DiagramLibrary`` keeps: sources in,
// light and dark SVGs (or Mermaid's message) out, Mermaid's index.js naming its release.
extension MermaidTools: CachedTool {
    static let keyPrefix = "mmd"
    /// Bumped whenever ``MermaidPage`` draws differently.
    static let format = "1"
    static let runFailure = "headless Chromium drew nothing (Mermaid did not load, or the browser failed)"

    /// The index names its content-hashed chunk, so it changes with every Mermaid release.
    var releaseFile: String { "\(mermaidFolder)/index.js" }

    static func combine(_ source: String, into hash: inout ContentHash) {
        hash.combine(source)
    }

    /// Each diagram's key is also its ids' prefix on the page.
    func run(_ sources: [String], keys: [String]) -> [MermaidRun.Outcome]? {
        MermaidRun.draw(sources, ids: keys, tools: self)
    }

    static func value(of outcome: MermaidRun.Outcome) -> DiagramDrawing {
        if let light = outcome.light, let dark = outcome.dark { return .drawn(light: light, dark: dark, title: outcome.title) }
        return .failed(DiagramLibrary.message(outcome.error ?? "no drawing"))
    }
}

extension MermaidTools.Missing: MissingTool {}
