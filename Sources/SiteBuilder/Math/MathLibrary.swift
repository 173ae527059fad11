import Diagnostics
import Docs
import Foundation
import Locking

/// Every formula of a build, typeset once: the formulas found before the pages render are
/// typeset together in one Node.js process (``prepare(_:)``), and each result is kept on disk
/// under a hash of its TeX, its mode and the KaTeX release, so an unchanged formula is never
/// typeset again. Pages then look their formulas up from any thread.
///
/// Where KaTeX cannot run at build time but its browser build is installed, the formulas are
/// left to it (``MathRendering/inBrowser``): the pages typeset them when they load.
final class MathLibrary: Sendable {
    /// Found on first need: a site without formulas never looks for Node.js.
    private let foundTools = Locked<Result<KaTeXTools, KaTeXTools.Missing>?>(nil)
    private let findTools: @Sendable () -> Result<KaTeXTools, KaTeXTools.Missing>
    /// Looked for only when KaTeX cannot run at build time.
    private let findBrowserBuild: @Sendable () -> String?
    /// `.preflight-cache/math` in the working folder; nil keeps results in memory only.
    private let cacheFolder: String?
    /// What identifies the KaTeX release and this code, in every key.
    private let version = Locked<String?>(nil)
    private let renderings = Locked<[MathFormula: MathRendering]>([:])
    /// Formulas KaTeX could not typeset at build time, the reason, and the folder of the
    /// browser build that typesets them instead (looked for once; nil when there is none).
    private let unrendered = Locked<Unrendered>(Unrendered())
    /// Held while a formula the scan missed is typeset, so that pages rendering at once wait
    /// for one process instead of each starting its own.
    private let typesettingAlone = Locked<Void>(())

    /// Bumped whenever ``KaTeXRun`` typesets differently.
    private static let format = "1"

    init(
        cacheFolder: String?,
        findTools: @escaping @Sendable () -> Result<KaTeXTools, KaTeXTools.Missing> = { KaTeXTools.find() },
        findBrowserBuild: @escaping @Sendable () -> String? = { KaTeXTools.browserBuild() }
    ) {
        self.cacheFolder = cacheFolder
        self.findTools = findTools
        self.findBrowserBuild = findBrowserBuild
    }

    var tools: Result<KaTeXTools, KaTeXTools.Missing> {
        if let found = foundTools.withLock({ $0 }) { return found }
        let found = findTools()
        foundTools.withLock { $0 = found }
        return found
    }

    private var versionKey: String {
        if let known = version.withLock({ $0 }) { return known }
        var hash = ContentHash()
        hash.combine(Self.format)
        if case .success(let found) = tools, let package = try? FileReader.read("\(found.module)/package.json") {
            hash.combine(package)
        }
        version.withLock { $0 = hash.description }
        return hash.description
    }

    /// Typesets every formula not typeset yet, in one process.
    func prepare(_ formulas: [MathFormula]) {
        var missing: [MathFormula] = []
        var seen = Set<MathFormula>()
        for formula in formulas where seen.insert(formula).inserted {
            if renderings.withLock({ $0[formula] }) != nil { continue }
            if let cached = readCached(formula) {
                renderings.withLock { $0[formula] = cached }
            } else {
                missing.append(formula)
            }
        }
        guard !missing.isEmpty else { return }
        let tools: KaTeXTools
        switch self.tools {
        case .success(let found): tools = found
        case .failure(let reason):
            markUnrendered(missing, reason: reason.reason)
            return
        }
        guard let outcomes = KaTeXRun.typeset(missing.map { ($0.tex, $0.display) }, tools: tools) else {
            markUnrendered(missing, reason: "Node.js typeset nothing (KaTeX did not load, or node failed)")
            return
        }
        for (formula, outcome) in zip(missing, outcomes) {
            writeCached(formula, outcome)
            renderings.withLock { $0[formula] = Self.rendering(outcome) }
        }
    }

    /// The rendering of `formula`, typeset now (alone) when ``prepare(_:)`` did not see it.
    func rendering(for formula: MathFormula) -> MathRendering {
        if let known = renderings.withLock({ $0[formula] }) { return known }
        typesettingAlone.withLock { _ in prepare([formula]) }
        return renderings.withLock { $0[formula] } ?? .unavailable
    }

    /// Whether a formula went untypeset at build time (shown as TeX, or left to the browser).
    var hasUnrendered: Bool { unrendered.withLock { !$0.formulas.isEmpty } }

    /// The folder of KaTeX's browser build, when formulas were left to it.
    var browserBuild: String? {
        unrendered.withLock { $0.formulas.isEmpty ? nil : $0.browserBuild }
    }

    /// The one notice of the build, if any formula went untypeset at build time:
    /// `math_typeset_in_browser` when the browser build typesets them, else `math_unavailable`.
    func notice(folder: String) -> Diagnostic? {
        let unrendered = unrendered.withLock { $0 }
        guard !unrendered.formulas.isEmpty, let reason = unrendered.reason else { return nil }
        let count = unrendered.formulas.count == 1 ? "1 formula is" : "\(unrendered.formulas.count) formulas are"
        if unrendered.browserBuild != nil {
            return Diagnostic(
                .mathTypesetInBrowser, "\(count) typeset in the browser: \(reason).", file: folder,
                hint:
                    "Pages with formulas load KaTeX's script, and TeX it cannot read shows as its red message instead of an error. Install Node.js and KaTeX (`apt-get install nodejs katex`), or set PREFLIGHT_NODE and PREFLIGHT_KATEX_DIR, to typeset them at build time."
            )
        }
        return Diagnostic(
            .mathUnavailable, "\(count) shown as TeX: \(reason).", file: folder,
            hint:
                "Install Node.js and KaTeX (`apt-get install nodejs katex libjs-katex`), or set PREFLIGHT_NODE and PREFLIGHT_KATEX_DIR; libjs-katex alone typesets them in the browser."
        )
    }

    // MARK: - Keys and the disk cache

    /// The cache key of a formula: a hash of the KaTeX release, its mode and its TeX.
    private func key(_ formula: MathFormula) -> String {
        var hash = ContentHash()
        hash.combine(versionKey)
        hash.combine(formula.display ? "display" : "inline")
        hash.combine(formula.tex)
        return "tex\(hash)"
    }

    private func readCached(_ formula: MathFormula) -> MathRendering? {
        guard let cacheFolder, case .success = tools,
            let bytes = try? FileReader.read("\(cacheFolder)/\(key(formula)).json"),
            let outcome = try? JSONDecoder().decode(KaTeXRun.Outcome.self, from: Data(bytes))
        else { return nil }
        return Self.rendering(outcome)
    }

    /// Saves a result; a failure only costs the next build a typesetting.
    private func writeCached(_ formula: MathFormula, _ outcome: KaTeXRun.Outcome) {
        guard let cacheFolder, let data = try? JSONEncoder().encode(outcome) else { return }
        try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: "\(cacheFolder)/\(key(formula)).json"), options: .atomic)
    }

    private func markUnrendered(_ formulas: [MathFormula], reason: String) {
        let known = unrendered.withLock { (looked: $0.hasLookedForBrowserBuild, folder: $0.browserBuild) }
        let browserBuild = known.looked ? known.folder : findBrowserBuild()
        unrendered.withLock {
            $0.formulas.formUnion(formulas)
            $0.reason = $0.reason ?? reason
            $0.browserBuild = browserBuild
            $0.hasLookedForBrowserBuild = true
        }
        let rendering: MathRendering = browserBuild == nil ? .unavailable : .inBrowser
        renderings.withLock { renderings in
            for formula in formulas { renderings[formula] = rendering }
        }
    }

    private struct Unrendered {
        var formulas: Set<MathFormula> = []
        var reason: String?
        var browserBuild: String?
        var hasLookedForBrowserBuild = false
    }

    private static func rendering(_ outcome: KaTeXRun.Outcome) -> MathRendering {
        if let html = outcome.html { return .rendered(html: html) }
        return .failed(message(outcome.error ?? "no output"))
    }

    /// KaTeX's message without its "KaTeX parse error:" prefix and final full stop.
    static func message(_ text: String) -> String {
        var message = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["KaTeX parse error: ", "KaTeX parse error:"] where message.hasPrefix(prefix) {
            message = String(message.dropFirst(prefix.count))
        }
        message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return message.hasSuffix(".") ? String(message.dropLast()) : message
    }
}
