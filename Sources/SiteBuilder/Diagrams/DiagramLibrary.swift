import Diagnostics
import Docs
import Foundation

/// Every Mermaid diagram of a build, drawn once by headless Chromium: in one browser run
/// before the pages render, each drawing kept on disk under a hash of its source and the
/// Mermaid build (``ToolResultCache``). Pages then look their diagrams up from any thread.
final class DiagramLibrary: Sendable {
    private let results: ToolResultCache<MermaidTools>

    /// - Parameter findTools: finds the tools; by default Chromium and Mermaid, Mermaid's
    ///   place kept in `cacheFolder` between builds.
    init(
        cacheFolder: String?,
        findTools: (@Sendable () -> Result<MermaidTools, MermaidTools.Missing>)? = nil
    ) {
        results = ToolResultCache(
            folder: cacheFolder, findTools: findTools ?? { MermaidTools.find(rememberingIn: cacheFolder) })
    }

    /// Draws every source not drawn yet, in one browser run.
    func prepare(_ sources: [String]) {
        results.prepare(sources)
    }

    /// The drawing of `source`, drawn now (alone) when ``prepare(_:)`` did not see it.
    func drawing(for source: String) -> DiagramDrawing {
        results.value(for: source) ?? .unavailable
    }

    /// Whether a diagram was shown as source because no renderer could run.
    var hasUndrawn: Bool { results.hasUnmade }

    /// The one `mermaid_unavailable` notice of the build, if any diagram went undrawn.
    func notice(folder: String) -> Diagnostic? {
        guard let (count, reason) = results.failure else { return nil }
        let diagrams = count == 1 ? "1 Mermaid diagram is" : "\(count) Mermaid diagrams are"
        return Diagnostic(
            .mermaidUnavailable, "\(diagrams) shown as source: \(reason).", file: folder,
            hint:
                "Install Chromium (`apt-get install chromium`) and Mermaid (`pip install nicegui`), or set CHROMIUM_BIN and PREFLIGHT_MERMAID_DIR."
        )
    }

    /// Mermaid's message on one line: its first line, and its last (what was expected) when
    /// it has more.
    static func message(_ text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        guard let first = lines.first else { return "no drawing" }
        let last = lines.count > 1 ? " " + lines[lines.count - 1] : ""
        let joined = first + last
        return joined.hasSuffix(".") ? String(joined.dropLast()) : joined
    }
}
