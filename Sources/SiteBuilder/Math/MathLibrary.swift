import Diagnostics
import Docs
import Foundation
import Locking

/// Every formula of a build, typeset once by KaTeX run by Node.js: in one process before the
/// pages render, each result kept on disk under a hash of its TeX, its mode and the KaTeX
/// release (``ToolResultCache``). Pages then look their formulas up from any thread.
///
/// Where KaTeX cannot run at build time but its browser build is installed, the formulas are
/// left to it (``MathRendering/inBrowser``): the pages typeset them when they load.
final class MathLibrary: Sendable {
    private let results: ToolResultCache<KaTeXTools>
    /// Looked for only when KaTeX cannot run at build time.
    private let findBrowserBuild: @Sendable () -> String?
    /// Whether the browser build was looked for, and where it is (nil: none).
    private let foundBrowserBuild = Locked<(looked: Bool, folder: String?)>((false, nil))

    init(
        cacheFolder: String?,
        findTools: @escaping @Sendable () -> Result<KaTeXTools, KaTeXTools.Missing> = { KaTeXTools.find() },
        findBrowserBuild: @escaping @Sendable () -> String? = { KaTeXTools.browserBuild() }
    ) {
        results = ToolResultCache(folder: cacheFolder, findTools: findTools)
        self.findBrowserBuild = findBrowserBuild
    }

    var tools: Result<KaTeXTools, KaTeXTools.Missing> { results.tools }

    /// Typesets every formula not typeset yet, in one process.
    func prepare(_ formulas: [MathFormula]) {
        results.prepare(formulas)
    }

    /// The rendering of `formula`, typeset now (alone) when ``prepare(_:)`` did not see it.
    func rendering(for formula: MathFormula) -> MathRendering {
        results.value(for: formula) ?? (browserBuild == nil ? .unavailable : .inBrowser)
    }

    /// Whether a formula went untypeset at build time (shown as TeX, or left to the browser).
    var hasUnrendered: Bool { results.hasUnmade }

    /// The folder of KaTeX's browser build, when formulas were left to it.
    var browserBuild: String? {
        guard results.hasUnmade else { return nil }
        return foundBrowserBuild.withLock { found in
            if !found.looked { found = (true, findBrowserBuild()) }
            return found.folder
        }
    }

    /// The one notice of the build, if any formula went untypeset at build time:
    /// `math_typeset_in_browser` when the browser build typesets them, else `math_unavailable`.
    func notice(folder: String) -> Diagnostic? {
        guard let (count, reason) = results.failure else { return nil }
        let formulas = count == 1 ? "1 formula is" : "\(count) formulas are"
        if browserBuild != nil {
            return Diagnostic(
                .mathTypesetInBrowser, "\(formulas) typeset in the browser: \(reason).", file: folder,
                hint:
                    "Pages with formulas load KaTeX's script, and TeX it cannot read shows as its red message instead of an error. Install Node.js and KaTeX (`apt-get install nodejs katex`), or set PREFLIGHT_NODE and PREFLIGHT_KATEX_DIR, to typeset them at build time."
            )
        }
        return Diagnostic(
            .mathUnavailable, "\(formulas) shown as TeX: \(reason).", file: folder,
            hint:
                "Install Node.js and KaTeX (`apt-get install nodejs katex libjs-katex`), or set PREFLIGHT_NODE and PREFLIGHT_KATEX_DIR; libjs-katex alone typesets them in the browser."
        )
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
