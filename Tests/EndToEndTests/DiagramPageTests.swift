import ChildProcess
import Foundation
import Testing

/// Mermaid diagrams drawn at build time into a page that needs no script, and the source
/// shown (with one notice) where they cannot be drawn.
@Suite("Mermaid diagrams on a built page")
struct DiagramPageTests {
    static let page = """
        # Flows

        ```mermaid
        flowchart LR
          A[Start] --> B{Signed in?}
          B -->|yes| C[Preferences]
        ```

        ```mermaid
        sequenceDiagram
          accTitle: Saving a choice
          App->>API: PUT /preferences
          API-->>App: 200 OK
        ```

        ```mermaid
        flowchart LR
          A -->
        ```

        """

    /// Whether this machine can draw: Chromium on PATH and nicegui's Mermaid for python3.
    static let canDraw: Bool = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard paths.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/chromium") }) else { return false }
        let script = "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('nicegui') else 1)"
        return (try? ChildProcess.run("/usr/bin/env", ["python3", "-c", script]))?.succeeded ?? false
    }()

    private func site() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/docs.json", #"{"name": "Flows", "navigation": {"groups": [{"group": "G", "pages": ["index"]}]}}"#)
        try site.write("content/docs/index.md", Self.page)
        return site
    }

    @Test(.enabled(if: canDraw, "needs Chromium and the PyPI package nicegui (scripts/install-deps.sh installs them)"))
    func flowchartAndSequenceAreDrawnInBothAppearances() throws {
        let site = try site()
        let result = try PreflightProcess.run(["build"], in: site.root)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try site.read("_site/index.html")
        // Two drawn diagrams, each twice (light and dark), each an image with a name.
        #expect(html.components(separatedBy: "<div class=\"pf-diagram-light\" role=\"img\"").count == 3)
        #expect(html.components(separatedBy: "<div class=\"pf-diagram-dark\" role=\"img\"").count == 3)
        #expect(html.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"mmd").count == 5)
        #expect(html.contains("aria-label=\"Saving a choice\""))
        #expect(html.contains("aria-label=\"Diagram\""))
        #expect(html.contains("Signed in?"))
        // The sources stay as the text alternative, escaped.
        #expect(html.contains("App-&gt;&gt;API: PUT /preferences"))
        #expect(!html.contains("<script type=\"module\""))
        // The broken diagram: its source, and a warning at its fence.
        #expect(html.contains("pf-diagram-undrawn"))
        #expect(
            result.stderr.contains(
                "content/docs/index.md:16:1: warning[invalid_diagram]: Mermaid could not draw this diagram: Parse error"))
        // No id twice on the page (a sequence diagram names its markers the same every time).
        let ids = html.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count)

        // Drawn once: a second clean build of another output reads the drawings from the cache.
        let again = try PreflightProcess.run(["build", "--output", "again"], in: site.root)
        #expect(again.status == 0)
        #expect(try site.read("again/index.html") == html)
        let cached = try FileManager.default.contentsOfDirectory(
            atPath: site.root.appendingPathComponent(".preflight-cache/diagrams").path)
        #expect(cached.filter { $0.hasSuffix(".json") }.count == 3)
    }

    @Test func withoutABrowserTheSourceShowsAndTheBuildSaysSoOnce() throws {
        let site = try site()
        let result = try PreflightProcess.run(
            ["build"], in: site.root, environment: ["PATH": "/nonexistent", "CHROMIUM_BIN": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let notices = result.stderr.components(separatedBy: "warning[mermaid_unavailable]").count - 1
        #expect(notices == 1)
        #expect(result.stderr.contains("3 Mermaid diagrams are shown as source"))
        #expect(!result.stderr.contains("invalid_diagram"))
        let html = try site.read("_site/index.html")
        #expect(html.components(separatedBy: "pf-diagram-undrawn").count == 4)
        #expect(!html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"mmd"))
        #expect(html.contains("A[Start] --&gt; B{Signed in?}"))
        // Not kept for the next build: once the tools are there, the page is drawn.
        let cacheFiles =
            (try? FileManager.default.contentsOfDirectory(
                atPath: site.root.appendingPathComponent(".preflight-cache").path)) ?? []
        #expect(!cacheFiles.contains { $0.hasPrefix("build-") })
    }

    @Test(.enabled(if: canDraw, "needs Chromium and the PyPI package nicegui (scripts/install-deps.sh installs them)"))
    func aPageBuiltWithoutTheToolsIsDrawnOnceTheyAreThere() throws {
        let site = try site()
        let without = try PreflightProcess.run(
            ["build"], in: site.root, environment: ["PATH": "/nonexistent", "CHROMIUM_BIN": ""])
        #expect(without.status == 0, "\(without.stderr)")
        let with = try PreflightProcess.run(["build"], in: site.root)
        #expect(with.status == 0, "\(with.stderr)")
        #expect(!with.stderr.contains("mermaid_unavailable"))
        #expect(try site.read("_site/index.html").components(separatedBy: "<div class=\"pf-diagram-light\"").count == 3)
    }

    /// Asking `python3` where Mermaid is costs a Python start in every build that renders a
    /// diagram; the answer is kept until what it came from changes.
    @Test func pythonIsAskedWhereMermaidIsOnceUntilMermaidChanges() throws {
        let site = try site()
        let log = site.root.appendingPathComponent("python-calls.log")
        // A nicegui with a Mermaid build, a python3 that says where it is (and notes each
        // question), and a browser that draws nothing: every build renders the page again.
        let package = site.root.appendingPathComponent("site-packages/nicegui").path
        let index = try site.write("site-packages/nicegui/elements/mermaid/dist/index.js", "export {}\n")
        // Its answer as Python's: the folder, then the folders searched (here the package's own), then END.
        let answer = "printf '%s\\n%s\\0END' '\(package)' '\(package)'"
        let python = try site.write("bin/python3", "#!/bin/sh\necho asked >> '\(log.path)'\n\(answer)\n")
        let browser = try site.write("bin/chromium", "#!/bin/sh\nexit 1\n")
        chmod(python.path, 0o755)
        chmod(browser.path, 0o755)
        let environment = ["PATH": site.root.appendingPathComponent("bin").path + ":/usr/bin:/bin", "CHROMIUM_BIN": browser.path]
        func build(_ arguments: [String] = []) throws -> Int {
            let result = try PreflightProcess.run(["build"] + arguments, in: site.root, environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            // The diagrams were looked up, and the browser (found with Mermaid) drew nothing.
            #expect(result.stderr.contains("headless Chromium drew nothing"), "\(result.stderr)")
            return ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count
        }
        #expect(try build() == 1)
        #expect(try build() == 1)
        #expect(try build(["--output", "other"]) == 1)
        // Without the cache, nothing is kept: each build asks.
        #expect(try build(["--no-cache"]) == 2)
        #expect(try build(["--no-cache"]) == 3)
        // nicegui upgraded in place: its index is a new file.
        try FileManager.default.removeItem(at: index)
        _ = try site.write("site-packages/nicegui/elements/mermaid/dist/index.js", "export {} // 2\n")
        #expect(try build() == 4)
        #expect(try build() == 4)
        // A package installed beside nicegui changes the folder Python searched.
        _ = try site.write("site-packages/nicegui/newer.py", "\n")
        #expect(try build() == 5)
        #expect(try build() == 5)
        // Another python3 on PATH.
        _ = try site.write("bin/python3", "#!/bin/sh\necho asked again >> '\(log.path)'\n\(answer)\n")
        chmod(python.path, 0o755)
        #expect(try build() == 6)
    }
}
