import ChildProcess
import Foundation

/// One headless Chromium run that draws many diagrams: the page from ``MermaidPage`` in a
/// temporary folder, `--dump-dom` once Mermaid is done, the results read back.
enum MermaidRun {
    /// One diagram's outcome: both SVGs and the title, or Mermaid's message.
    struct Outcome: Codable, Sendable, Equatable {
        var light: String?
        var dark: String?
        var title: String?
        var error: String?
    }

    /// Draws `sources` (ids from ``DiagramLibrary``); nil when the browser gave no results
    /// (it crashed, timed out, or the Mermaid build did not load).
    static func draw(_ sources: [String], ids: [String], tools: MermaidTools) -> [Outcome]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preflight-mermaid-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("diagrams.html")
        let html = MermaidPage.html(mermaidFolder: tools.mermaidFolder, sources: sources, ids: ids)
        guard (try? Data(html.utf8).write(to: page)) != nil else { return nil }
        var arguments = [
            "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-sync", "--mute-audio", "--user-data-dir=\(folder.path)/profile",
            // The page imports Mermaid's modules from its folder on disk.
            "--allow-file-access-from-files",
            // Virtual time runs until the page is idle: every module loaded, every diagram drawn.
            "--virtual-time-budget=100000000", "--dump-dom", page.absoluteString,
        ]
        // Chromium refuses to run as root with its sandbox; the page is our own, offline.
        if geteuid() == 0 { arguments.insert("--no-sandbox", at: 1) }
        // A busy machine can make a run end before Mermaid is done; a second run is given the chance.
        for _ in 0..<2 {
            if let dom = run(tools.chromium, arguments), let found = outcomes(dom, count: sources.count) { return found }
        }
        return nil
    }

    /// The results in the dumped DOM's `<pre id="out">`, or nil when there are none.
    static func outcomes(_ dom: String, count: Int) -> [Outcome]? {
        guard let start = dom.range(of: "<pre id=\"out\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
            let bytes = Data(base64Encoded: String(dom[start.upperBound..<end.lowerBound])),
            let results = try? JSONDecoder().decode([Outcome].self, from: bytes), results.count == count
        else { return nil }
        return results
    }

    /// Runs the browser with a time limit; what it printed, or nil when it could not start.
    private static func run(_ program: String, _ arguments: [String]) -> String? {
        guard let finished = try? ChildProcess.run(program, arguments, error: .null, deadline: .seconds(300)) else {
            return nil
        }
        // The status is not checked: a browser can fail on its way out after printing the page,
        // and a page without results is refused by the caller anyway.
        return String(decoding: finished.output, as: UTF8.self)
    }
}
