import DevServer
import Diagnostics
import Foundation
import Locking
import SiteBuilder

/// Builds the site for `preflight serve`, reports how it went, and tells the open pages.
///
/// A good build reloads every page; a failed one prints its diagnostics and sends the same text
/// to the pages, which show it over the last good site (the build left that folder as it was).
struct SiteRebuilder: Sendable {
    let options: BuildOptions
    let console: Console
    let liveReload: LiveReload
    /// The last build's cache, kept in memory between builds and written to the disk when
    /// serving stops (``saveCache()``): no rebuild waits for the disk's copy.
    let session = BuildSession()
    /// Whether the last build failed: the open pages then show its errors, and the next good
    /// build reloads them even when it wrote the site the failed one left in place.
    private let lastFailed = Locked(false)

    /// Writes the last build's cache for the next `preflight build`; call once no build runs.
    func saveCache() {
        session.saveCache()
    }

    /// Builds the site, or only the pages `changed` touches when that is all it needs;
    /// `changed` holds the absolute paths that prompted the build (`nil` for the first build).
    func build(after changed: [String]?) {
        let started = ContinuousClock.now
        // Edits of pages' text render those pages alone; anything else reads the whole site.
        var pagesOnly = false
        defer { if !pagesOnly { session.releaseFreedMemory() } }
        do throws(DiagnosticList) {
            var edited: SiteBuild.Result?
            if let changed { edited = try SiteBuild.rebuildPages(changed, options: options, session: session) }
            pagesOnly = edited != nil
            let result: SiteBuild.Result
            if let edited { result = edited } else { result = try SiteBuild.run(options, session: session) }
            let (seconds, attoseconds) = started.duration(to: .now).components
            let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            let hadFailed = lastFailed.withLock { failed in
                defer { failed = false }
                return failed
            }
            if let changed {
                let cause = TerminalText.printable(Self.describe(changed))
                // A save that changes no output file (the same bytes saved again, an attribute
                // change, or a file the site does not use) reloads nothing: no page is different.
                guard result.changedOutput || hadFailed else {
                    console.error("Rebuilt in \(milliseconds) ms; no file of the site changed (\(cause)).\n")
                    return
                }
                console.error("Rebuilt \(result.filesWritten) files in \(milliseconds) ms (\(cause)).\n")
            } else {
                console.summarizeWarnings(result.warnings, verbose: false)
                console.error(
                    "Built \(result.filesWritten) files into \(TerminalText.printable(options.output)) in \(milliseconds) ms.\n")
            }
            liveReload.broadcast(.reload)
        } catch {
            lastFailed.withLock { $0 = true }
            console.print(error.diagnostics)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            let summary = "Build failed with \(errors) error\(errors == 1 ? "" : "s"); \(options.output) was left as it was."
            console.error(summary + "\n")
            let text = error.diagnostics.map { diagnostic in
                diagnostic.description + (diagnostic.hint.map { "\n  hint: \($0)" } ?? "")
            }
            liveReload.broadcast(.buildError((text + [summary]).joined(separator: "\n")))
        }
    }

    /// "content/catalogs/gym.json changed", or "3 files changed", relative to the working folder.
    private static func describe(_ changed: [String]) -> String {
        guard changed.count == 1 else { return "\(changed.count) files changed" }
        let folder = FileManager.default.currentDirectoryPath + "/"
        let path = changed[0].hasPrefix(folder) ? String(changed[0].dropFirst(folder.count)) : changed[0]
        return "\(path) changed"
    }
}
