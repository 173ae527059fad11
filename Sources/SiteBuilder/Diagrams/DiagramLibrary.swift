import Diagnostics
import Docs
import Foundation
import Locking

/// Every Mermaid diagram of a build, drawn once: the sources found before the pages render
/// are drawn together in one browser run (``prepare(_:)``), and each drawing is kept on disk
/// under a hash of its source and the Mermaid build, so an unchanged diagram is never drawn
/// again. Pages then look their diagrams up from any thread.
final class DiagramLibrary: Sendable {
    /// Found on first need: a site without diagrams never looks for a browser.
    private let foundTools = Locked<Result<MermaidTools, MermaidTools.Missing>?>(nil)
    private let findTools: @Sendable () -> Result<MermaidTools, MermaidTools.Missing>
    /// `.preflight-cache/diagrams` in the working folder; nil keeps drawings in memory only.
    private let cacheFolder: String?
    /// What identifies the Mermaid build and this drawing code, in every key.
    private let version = Locked<String?>(nil)
    private let drawings = Locked<[String: DiagramDrawing]>([:])
    /// Sources shown undrawn because no renderer could run, and the reason.
    private let undrawn = Locked<(sources: Set<String>, reason: String?)>(([], nil))

    /// Bumped whenever ``MermaidPage`` draws differently.
    private static let format = "1"

    init(
        cacheFolder: String?,
        findTools: @escaping @Sendable () -> Result<MermaidTools, MermaidTools.Missing> = { MermaidTools.find() }
    ) {
        self.cacheFolder = cacheFolder
        self.findTools = findTools
    }

    private var tools: Result<MermaidTools, MermaidTools.Missing> {
        if let found = foundTools.withLock({ $0 }) { return found }
        let found = findTools()
        foundTools.withLock { $0 = found }
        return found
    }

    private var versionKey: String {
        if let known = version.withLock({ $0 }) { return known }
        var hash = ContentHash()
        hash.combine(Self.format)
        if case .success(let found) = tools, let index = try? FileReader.read("\(found.mermaidFolder)/index.js") {
            // The index names its content-hashed chunk, so it changes with every Mermaid release.
            hash.combine(index)
        }
        version.withLock { $0 = hash.description }
        return hash.description
    }

    /// Draws every source not drawn yet, in one browser run.
    func prepare(_ sources: [String]) {
        var missing: [String] = []
        var seen = Set<String>()
        for source in sources where seen.insert(source).inserted {
            if drawings.withLock({ $0[source] }) != nil { continue }
            if let cached = readCached(source) {
                drawings.withLock { $0[source] = cached }
            } else {
                missing.append(source)
            }
        }
        guard !missing.isEmpty else { return }
        let tools: MermaidTools
        switch self.tools {
        case .success(let found): tools = found
        case .failure(let reason):
            markUndrawn(missing, reason: reason.reason)
            return
        }
        let ids = missing.map(id)
        guard let outcomes = MermaidRun.draw(missing, ids: ids, tools: tools) else {
            markUndrawn(missing, reason: "headless Chromium drew nothing (Mermaid did not load, or the browser failed)")
            return
        }
        for (source, outcome) in zip(missing, outcomes) {
            writeCached(source, outcome)
            drawings.withLock { $0[source] = Self.drawing(outcome) }
        }
    }

    /// The drawing of `source`, drawn now (alone) when ``prepare(_:)`` did not see it.
    func drawing(for source: String) -> DiagramDrawing {
        if let known = drawings.withLock({ $0[source] }) { return known }
        prepare([source])
        return drawings.withLock { $0[source] } ?? .unavailable
    }

    /// Whether a diagram was shown as source because no renderer could run.
    var hasUndrawn: Bool { undrawn.withLock { !$0.sources.isEmpty } }

    /// The one `mermaid_unavailable` notice of the build, if any diagram went undrawn.
    func notice(folder: String) -> Diagnostic? {
        let (sources, reason) = undrawn.withLock { $0 }
        guard !sources.isEmpty, let reason else { return nil }
        let count = sources.count == 1 ? "1 Mermaid diagram is" : "\(sources.count) Mermaid diagrams are"
        return Diagnostic(
            .mermaidUnavailable, "\(count) shown as source: \(reason).", file: folder,
            hint:
                "Install Chromium (`apt-get install chromium`) and Mermaid (`pip install nicegui`), or set CHROMIUM_BIN and PREFLIGHT_MERMAID_DIR."
        )
    }

    // MARK: - Keys and the disk cache

    /// The diagram's id prefix and cache key: a hash of its source and the Mermaid build.
    private func id(_ source: String) -> String {
        var hash = ContentHash()
        hash.combine(versionKey)
        hash.combine(source)
        return "mmd\(hash)"
    }

    private func readCached(_ source: String) -> DiagramDrawing? {
        guard let cacheFolder, case .success = tools,
            let bytes = try? FileReader.read("\(cacheFolder)/\(id(source)).json"),
            let outcome = try? JSONDecoder().decode(MermaidRun.Outcome.self, from: Data(bytes))
        else { return nil }
        return Self.drawing(outcome)
    }

    /// Saves a drawing; a failure only costs the next build a drawing.
    private func writeCached(_ source: String, _ outcome: MermaidRun.Outcome) {
        guard let cacheFolder, let data = try? JSONEncoder().encode(outcome) else { return }
        try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: "\(cacheFolder)/\(id(source)).json"), options: .atomic)
    }

    private func markUndrawn(_ sources: [String], reason: String) {
        undrawn.withLock {
            $0.sources.formUnion(sources)
            $0.reason = $0.reason ?? reason
        }
        drawings.withLock { drawings in
            for source in sources { drawings[source] = .unavailable }
        }
    }

    private static func drawing(_ outcome: MermaidRun.Outcome) -> DiagramDrawing {
        if let light = outcome.light, let dark = outcome.dark { return .drawn(light: light, dark: dark, title: outcome.title) }
        return .failed(message(outcome.error ?? "no drawing"))
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
