import ChildProcess
import Foundation

/// Where the programs that draw diagrams are: headless Chromium and Mermaid's ESM build.
///
/// Mermaid comes from the PyPI package `nicegui`, which ships Mermaid's ESM build (no Debian
/// package does), or from the folder `PREFLIGHT_MERMAID_DIR` names. ES modules do not load
/// from `file://` in a reader's browser, so the diagrams are drawn at build time instead.
struct MermaidTools: Sendable {
    var chromium: String
    /// The folder holding Mermaid's `index.js` and its chunks.
    var mermaidFolder: String

    /// The tools, or why they cannot be used (a clause for the `mermaid_unavailable` notice).
    ///
    /// - Parameter memory: the folder where Mermaid's place is kept between builds
    ///   (``MermaidLocation``); nil asks `python3` every time.
    static func find(
        environment: [String: String] = ProcessInfo.processInfo.environment, rememberingIn memory: String? = nil
    ) -> Result<MermaidTools, Missing> {
        guard let chromium = ChromiumLocator.find(environment: environment) else { return .failure(.browser) }
        guard let folder = findMermaid(environment, rememberingIn: memory) else { return .failure(.mermaid) }
        return .success(MermaidTools(chromium: chromium, mermaidFolder: folder))
    }

    enum Missing: Error, Sendable {
        case browser, mermaid

        var reason: String {
            switch self {
            case .browser:
                "no Chromium or Chrome was found on PATH (or CHROMIUM_BIN); expected a browser to draw diagrams"
            case .mermaid:
                "no Mermaid build was found (the PyPI package nicegui, or PREFLIGHT_MERMAID_DIR); expected Mermaid's ESM index.js"
            }
        }
    }

    /// `PREFLIGHT_MERMAID_DIR` when set (an empty value means none), else nicegui's copy,
    /// found by asking `python3` on `PATH` where the package is, or by recalling its answer.
    private static func findMermaid(_ environment: [String: String], rememberingIn memory: String?) -> String? {
        if let given = environment["PREFLIGHT_MERMAID_DIR"] {
            return hasIndex(given) ? given : nil
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let python = folders.map({ "\($0)/python3" }).first(where: ChromiumLocator.isExecutable) else { return nil }
        let fingerprint = memory.flatMap { _ in
            MermaidLocation.fingerprint(
                python: python, environment: environment, workingFolder: FileManager.default.currentDirectoryPath)
        }
        if let memory, let fingerprint, let known = MermaidLocation.recalled(in: memory, fingerprint: fingerprint) {
            return known
        }
        guard
            let finished = try? ChildProcess.run(python, ["-c", MermaidLocation.question], error: .null, deadline: .seconds(60)),
            finished.succeeded, let answer = MermaidLocation.Answer(Array(finished.output))
        else { return nil }
        let folder = "\(answer.package)/elements/mermaid/dist"
        guard hasIndex(folder) else { return nil }
        if let memory, let fingerprint, let searched = answer.searched {
            MermaidLocation.remember(folder, searched: searched, in: memory, fingerprint: fingerprint)
        }
        return folder
    }

    private static func hasIndex(_ folder: String) -> Bool {
        !folder.isEmpty && FileManager.default.fileExists(atPath: "\(folder)/index.js")
    }
}
