import ChildProcess
import Foundation
import HTMLQuery
import Testing

@testable import DevServer

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile and broken inputs through the real binary: each ends with a coded error or a
/// correct site, in bounded time, and a failed build leaves the previous `_site` as it was.
///
/// Big inputs are generated in temporary folders at test time. The slowest ones (a 50 MB
/// catalog, a build of a 100,000-topic catalog) run only with `PREFLIGHT_SLOW_TESTS=1`.
@Suite("Hostile inputs, end to end")
struct HostileInputTests {
    static let catalog = """
        {
          "workspace": "Test Gym",
          "topics": [
            { "slug": "gym", "name": "Gym", "category": "Training",
              "channels": { "push": { "default": true }, "email": { "default": false } } },
            { "slug": "news", "name": "News", "channels": { "email": { "default": true } } }
          ]
        }
        """
    static let state = #"{ "subscriber": "u-1", "label": "Quiet", "choices": { "gym": false } }"#

    static let slowTests = ProcessInfo.processInfo.environment["PREFLIGHT_SLOW_TESTS"] == "1"

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.catalog)
        try site.write("content/states/quiet.json", Self.state)
        try site.write("content/docs/index.md", "# Home\n\nWelcome.\n")
        return site
    }

    /// ``expectFailureKeepsSite(_:printing:arguments:environment:_:sourceLocation:)`` on a new
    /// site, expecting `error[code]`.
    private func expectFailureKeepsSite(
        _ code: String, arguments: [String] = ["build"], environment: [String: String] = [:],
        _ breakIt: (TemporarySite) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try EndToEndTests.expectFailureKeepsSite(
            makeSite(), printing: "error[\(code)]", arguments: arguments, environment: environment, breakIt,
            sourceLocation: sourceLocation)
    }

    // MARK: - JSON

    @Test("A catalog nested 10,000 levels deep is `nesting_too_deep`, not a stack overflow")
    func deeplyNestedJSON() throws {
        try expectFailureKeepsSite("nesting_too_deep") { site in
            let depth = 10_000
            try site.write(
                "content/catalogs/deep.json",
                #"{"topics": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}")
        }
    }

    @Test("A state nested 10,000 levels deep in objects, never closed, is `nesting_too_deep`")
    func deeplyNestedUnclosedJSON() throws {
        try expectFailureKeepsSite("nesting_too_deep") { site in
            try site.write("content/states/deep.json", String(repeating: #"{"a":"#, count: 10_000))
        }
    }

    @Test("Invalid UTF-8 in a catalog is `invalid_utf8`")
    func invalidUTF8Catalog() throws {
        try expectFailureKeepsSite("invalid_utf8") { site in
            var bytes = Array(Self.catalog.utf8)
            bytes.replaceSubrange(20..<21, with: [0xC3, 0x28, 0xFF, 0xFE])
            try site.write("content/catalogs/gym.json", bytes: bytes)
        }
    }

    @Test("A NUL byte in a catalog string is `invalid_json`")
    func nulInCatalog() throws {
        try expectFailureKeepsSite("invalid_json") { site in
            try site.write("content/catalogs/gym.json", Self.catalog.replacingOccurrences(of: "Test Gym", with: "Test\u{0}Gym"))
        }
    }

    @Test("A catalog and a state with a byte order mark and CRLF line ends load as usual")
    func bomAndCRLFInJSON() throws {
        let site = try makeSite()
        let crlf = { (text: String) in [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) }
        try site.write("content/catalogs/gym.json", bytes: crlf(Self.catalog))
        try site.write("content/states/quiet.json", bytes: crlf(Self.state))
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/previews/gym/quiet.html").contains("Test Gym"))
    }

    @Test("A catalog of 100,000 topics lints clean")
    func hundredThousandTopicsLint() throws {
        let site = try TemporarySite()
        try site.write("big.json", Self.bigCatalog(topics: 100_000))
        let outcome = try PreflightProcess.run(["lint", "big.json"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test(
        "A catalog of 100,000 topics builds its preview (slow: PREFLIGHT_SLOW_TESTS=1)",
        .enabled(if: slowTests, "the preview page is over 200 MB; set PREFLIGHT_SLOW_TESTS=1"))
    func hundredThousandTopicsBuild() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/big.json", Self.bigCatalog(topics: 100_000))
        let outcome = try PreflightProcess.run(["build", "--quiet"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try Data(contentsOf: site.root.appendingPathComponent("_site/previews/big/index.html"))
        #expect(page.range(of: Data("Topic 99999".utf8)) != nil)
    }

    @Test(
        "A 50 MB catalog lints clean, and one cut short at its end is `invalid_json` (slow: PREFLIGHT_SLOW_TESTS=1)",
        .enabled(
            if: slowTests,
            "generating and loading 50 MB twice takes most of a minute in a debug build; set PREFLIGHT_SLOW_TESTS=1"))
    func fiftyMegabyteCatalog() throws {
        let site = try TemporarySite()
        var text = Self.bigCatalog(topics: 1)
        let filler = String(repeating: "x", count: 50 * 1024 * 1024)
        text = text.replacingOccurrences(of: #""workspace": "Big""#, with: #""workspace": "\#(filler)""#)
        try site.write("big.json", text)
        #expect(try PreflightProcess.run(["lint", "big.json"], in: site.root).status == 0)
        try site.write("broken.json", String(text.dropLast(2)))
        let outcome = try PreflightProcess.run(["lint", "broken.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error[invalid_json]"), "\(outcome.stderr.prefix(500))")
    }

    static func bigCatalog(topics: Int) -> String {
        var text = #"{"workspace": "Big", "topics": ["#
        text.reserveCapacity(topics * 140)
        for index in 0..<topics {
            if index > 0 { text += ",\n" }
            text += #"{"slug": "t-\#(index)", "name": "Topic \#(index)", "category": "C\#(index % 50)", "#
            text += #""channels": {"push": {"default": true}, "email": {"default": false}}}"#
        }
        return text + "]}\n"
    }

    // MARK: - Markdown

    @Test("A 10 MB single line of Markdown renders whole")
    func tenMegabyteLine() throws {
        let site = try makeSite()
        let words = String(repeating: "word ", count: 2 * 1024 * 1024)
        try site.write("content/docs/long.md", "# Long\n\n" + words + "END\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("_site/long.html")
        #expect(page.contains("word word END</p>"))
    }

    @Test("cmark's known quadratic inputs finish: 50,000 `*a`, `[`, `_a`, nested quotes and lists, backticks")
    func pathologicalMarkdown() throws {
        let site = try makeSite()
        let count = 50_000
        try site.write("content/docs/stars.md", String(repeating: "*a ", count: count) + "\n")
        try site.write(
            "content/docs/brackets.md", String(repeating: "[", count: count) + "a" + String(repeating: "]", count: 3) + "\n")
        try site.write("content/docs/links.md", String(repeating: "[a](", count: count) + "\n")
        try site.write(
            "content/docs/underscores.md", String(repeating: "_a ", count: count) + String(repeating: "a_ ", count: count) + "\n")
        try site.write("content/docs/quotes.md", String(repeating: "> ", count: count) + "deep\n")
        try site.write(
            "content/docs/lists.md",
            (0..<1_000).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n") + "\n")
        try site.write(
            "content/docs/backticks.md", (1...1_000).map { String(repeating: "`", count: $0) + "a" }.joined(separator: " ") + "\n"
        )
        try site.write("content/docs/table.md", "| a | b |\n|---|---|\n" + String(repeating: "| x |\n", count: 20_000))
        let outcome = try PreflightProcess.run(["build", "--allow-broken-links"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr.prefix(2000))")
        for page in ["stars", "brackets", "links", "underscores", "quotes", "lists", "backticks", "table"] {
            #expect(site.exists("_site/\(page).html"), "\(page)")
        }
    }

    @Test("Components opened 500 deep and never closed are `unclosed_component`, each named")
    func unclosedComponentsDeep() throws {
        try expectFailureKeepsSite("unclosed_component") { site in
            try site.write("content/docs/deep.mdx", String(repeating: "<Note>\ntext\n", count: 500))
        }
    }

    @Test("Components nested 500 deep and closed render (more than 512 is `nesting_too_deep`)")
    func closedComponentsDeep() throws {
        let site = try makeSite()
        try site.write(
            "content/docs/deep.mdx",
            String(repeating: "<Note>\n", count: 500) + "middle\n" + String(repeating: "</Note>\n", count: 500))
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr.prefix(2000))")
        #expect(try site.read("_site/deep.html").contains("middle"))
    }

    @Test("Invalid UTF-8 and NUL bytes in a page become U+FFFD; the page still builds and its output is UTF-8")
    func invalidBytesInMarkdown() throws {
        let site = try makeSite()
        try site.write(
            "content/docs/bytes.md", bytes: Array("# Bytes\n\nbad ".utf8) + [0xC3, 0x28, 0xFF, 0x00, 0x80] + Array(" end\n".utf8))
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try Data(contentsOf: site.root.appendingPathComponent("_site/bytes.html"))
        let text = try #require(String(data: page, encoding: .utf8), "the page is not valid UTF-8")
        #expect(text.contains("bad \u{FFFD}"))
        #expect(text.contains(" end"))
        #expect(!page.contains(0))
    }

    @Test("A page with a byte order mark and CRLF line ends keeps its front matter and title")
    func bomAndCRLFInMarkdown() throws {
        let site = try makeSite()
        let text = "---\ntitle: Windows page\ndescription: Saved on Windows.\n---\n# Heading\n\n<Note>\nA note.\n</Note>\n"
        try site.write(
            "content/docs/windows.md", bytes: [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("_site/windows.html")
        #expect(page.contains("<title>Windows page"))
        let html = HTMLPage(page)
        let main = try requirePart("main", of: html)
        #expect(main.query("h1").map(HTMLPage.headingText) == "Heading")
        #expect(main.query(".pf-callout, aside")?.normalizedText.contains("A note.") == true)
        #expect(!main.normalizedText.contains("title:"))
        #expect(!page.contains("title: Windows page"))
        #expect(!page.contains("\r"))
    }

    // MARK: - Files

    @Test("A symbolic link out of the content folder is refused with `symlink_outside_content`")
    func symlinkOutsideContent() throws {
        try expectFailureKeepsSite("symlink_outside_content") { site in
            try site.write("outside/secret.json", Self.catalog.replacingOccurrences(of: "Test Gym", with: "SECRET"))
            try FileManager.default.createSymbolicLink(
                atPath: site.root.appendingPathComponent("content/catalogs/secret.json").path,
                withDestinationPath: "../../outside/secret.json")
        }
    }

    @Test("A page linked from outside the content folder, or a linked folder, is refused too")
    func symlinkedPageOutsideContent() throws {
        try expectFailureKeepsSite("symlink_outside_content") { site in
            try site.write("outside/pages/secret.md", "# SECRET\n")
            try FileManager.default.createSymbolicLink(
                atPath: site.root.appendingPathComponent("content/docs/secret.md").path,
                withDestinationPath: "../../outside/pages/secret.md")
            try FileManager.default.createSymbolicLink(
                atPath: site.root.appendingPathComponent("content/docs/linked").path, withDestinationPath: "../../outside/pages")
        }
    }

    @Test("A content subfolder that is itself a link out of the content folder is refused")
    func linkedFolderOutsideContent() throws {
        try expectFailureKeepsSite("symlink_outside_content") { site in
            try site.write("outside/docs/index.md", "# SECRET\n")
            let docs = site.root.appendingPathComponent("content/docs")
            try FileManager.default.removeItem(at: docs)
            try FileManager.default.createSymbolicLink(atPath: docs.path, withDestinationPath: "../outside/docs")
        }
    }

    @Test("A symbolic link that stays inside the content folder is followed")
    func symlinkInsideContent() throws {
        let site = try makeSite()
        try site.write("content/shared/other.json", Self.catalog.replacingOccurrences(of: "Test Gym", with: "Shared Gym"))
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("content/catalogs/other.json").path,
            withDestinationPath: "../shared/other.json")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/previews/other/index.html").contains("Shared Gym"))
    }

    @Test("A snippet import or a settings preview whose path climbs out of the content folder is refused")
    func pathsOutOfContent() throws {
        try expectFailureKeepsSite("unresolved_snippet") { site in
            try site.write("outside.mdx", "SECRET SNIPPET\n")
            try site.write("content/docs/snippet.mdx", "import Secret from '/snippets/../../outside.mdx'\n\n<Secret />\n")
        }
        try expectFailureKeepsSite("path_outside_content") { site in
            try site.write("outside.json", Self.catalog)
            try site.write("content/docs/preview.mdx", "<SettingsPreview catalog=\"../outside.json\" />\n")
        }
    }

    @Test("A named pipe in the content folder is skipped instead of blocking the build")
    func namedPipe() throws {
        let site = try makeSite()
        #expect(mkfifo(site.root.appendingPathComponent("content/catalogs/pipe.json").path, 0o644) == 0)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test("A file that disappears between listing and reading is `file_not_found`; the previous site stays")
    func fileVanishesMidBuild() throws {
        try expectFailureKeepsSite("file_not_found", environment: ["PREFLIGHT_TEST_REMOVE_AFTER_LISTING": "docs/vanishing.md"]) {
            site in
            try site.write("content/docs/vanishing.md", "# Soon gone\n")
        }
        try expectFailureKeepsSite("file_not_found", environment: ["PREFLIGHT_TEST_REMOVE_AFTER_LISTING": "catalogs/gym.json"]) {
            _ in
        }
    }

    // MARK: - Output

    @Test(
        "A read-only output location is `output_not_writable`; the previous site stays",
        .enabled(
            if: Mounts.available, "needs mount(8) with privileges for a read-only bind mount (root chmod does not stop writes)"))
    func readOnlyOutput() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build", "--output", "out/_site"], in: site.root).status == 0)
        let out = site.root.appendingPathComponent("out")
        let before = try SiteTree(out.appendingPathComponent("_site"))
        try Mounts.run(["--bind", out.path, out.path])
        defer { try? Mounts.run(["-u", out.path]) }
        try Mounts.run(["-o", "remount,ro,bind", out.path])
        let outcome = try PreflightProcess.run(["build", "--output", "out/_site"], in: site.root)
        // A full disk is the machine's trouble, not the content's: exit 2.
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("error[output_not_writable]"), "\(outcome.stderr)")
        #expect(try SiteTree(out.appendingPathComponent("_site")).differences(from: before).isEmpty)
        #expect(stagingLeftovers(in: out).isEmpty)
    }

    @Test(
        "A full disk is `output_not_writable` (exit 2); the previous site stays and the staging folder is removed",
        .enabled(if: Mounts.available, "needs mount(8) with privileges for a 1 MB tmpfs"))
    func fullDisk() throws {
        let site = try makeSite()
        let out = site.root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Mounts.run(["-t", "tmpfs", "-o", "size=1m", "tmpfs", out.path])
        defer { try? Mounts.run(["-u", out.path]) }
        let first = try PreflightProcess.run(["build", "--output", "out/_site"], in: site.root)
        try #require(first.status == 0, "\(first.stderr)")
        let before = try SiteTree(out.appendingPathComponent("_site"))
        try site.write(
            "content/docs/huge.md", "# Huge\n\n" + String(repeating: "A paragraph that fills the disk.\n\n", count: 60_000))
        let outcome = try PreflightProcess.run(["build", "--output", "out/_site"], in: site.root)
        // A full disk is the machine's trouble, not the content's: exit 2.
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("error[output_not_writable]"), "\(outcome.stderr)")
        #expect(try SiteTree(out.appendingPathComponent("_site")).differences(from: before).isEmpty)
        #expect(stagingLeftovers(in: out).isEmpty)
    }

    // MARK: - Interruption

    @Test("SIGINT or SIGTERM at moments through a build: exit 130/143, the previous site complete, no staging folder")
    func interruptedBuilds() throws {
        let site = try TemporarySite()
        try site.writeMediumSite(pages: 300)
        let first = try PreflightProcess.run(["build", "--quiet"], in: site.root)
        try #require(first.status == 0, "\(first.stderr)")
        let before = try SiteTree(site.root.appendingPathComponent("_site"))
        #expect(before.files.count > 600)

        // Each round signals once the build has come so far, told by the entries in its staging
        // folder, never by time: the first at once (perhaps before the handlers are installed),
        // the others once the staging folder holds 0, 1, 10, 50, 100, 200 and 400 entries.
        let thresholds: [Int?] = [nil, 0, 1, 10, 50, 100, 200, 400]
        var interrupted = 0
        for (round, threshold) in thresholds.enumerated() {
            let signal = round % 2 == 0 ? SIGINT : SIGTERM
            // Watched from before the build starts, so the staging folder's first entries are seen.
            let changes = try #require(InotifySource(roots: [site.root.path]))
            let ended = try #require(WakePipe())
            // A whole build each round: with nothing changed, a build without `--no-cache` stages
            // nothing (its output is the last one's), and no round would find a build to interrupt.
            let process = try ChildProcess(
                PreflightProcess.binary.path, ["build", "--quiet", "--no-cache"], directory: site.root.path,
                output: .null, error: .null)
            process.onEnd { _ in ended.wake() }
            // A build that finishes before the staging folder gets there is left alone.
            if threshold.map({ stagingFolder(of: process, in: site.root, reaches: $0, changes: changes, ended: ended) }) ?? true {
                process.signal(signal)
            }
            switch process.wait() {
            case .exited(let status):
                #expect(status == 0 || status == 128 + signal, "round \(round): exit \(status)")
                if status != 0 { interrupted += 1 }
            case .signalled(let number):
                // Only before the handlers are installed, when nothing has been written yet.
                #expect(number == signal, "round \(round): signal \(number)")
            }
            let after = try SiteTree(site.root.appendingPathComponent("_site"))
            #expect(after.differences(from: before).isEmpty, "round \(round): \(after.differences(from: before).prefix(5))")
            #expect(stagingLeftovers(in: site.root).isEmpty, "round \(round)")
        }
        #expect(interrupted > 0, "no round interrupted a build in progress")
    }

    @Test("SIGINT or SIGTERM through an incremental build of many changed pages: the previous site or the new one, complete")
    func interruptedIncrementalBuilds() throws {
        let site = try TemporarySite()
        try site.writeMediumSite(pages: 300)
        let first = try PreflightProcess.run(["build", "--quiet"], in: site.root)
        try #require(first.status == 0, "\(first.stderr)")
        var interrupted = 0
        for (round, threshold) in [0, 1, 10, 50, 100, 200, 400].enumerated() {
            let before = try SiteTree(site.root.appendingPathComponent("_site"))
            // Every page changes, so the build stages hundreds of files beside the output.
            let docs = site.root.appendingPathComponent("content/docs")
            for page in FileManager.default.subpaths(atPath: docs.path)! where page.hasSuffix(".md") && page.contains("page-") {
                let url = docs.appendingPathComponent(page)
                try (String(contentsOf: url, encoding: .utf8) + "\nRound \(round).\n").write(
                    to: url, atomically: false, encoding: .utf8)
            }
            let signal = round % 2 == 0 ? SIGINT : SIGTERM
            let changes = try #require(InotifySource(roots: [site.root.path]))
            let ended = try #require(WakePipe())
            let process = try ChildProcess(
                PreflightProcess.binary.path, ["build", "--quiet"], directory: site.root.path, output: .null, error: .null)
            process.onEnd { _ in ended.wake() }
            if stagingFolder(of: process, in: site.root, reaches: threshold, changes: changes, ended: ended) {
                process.signal(signal)
            }
            let termination = process.wait()
            #expect(
                termination == .exited(0) || termination == .exited(128 + signal), "round \(round): \(termination)")
            let after = try SiteTree(site.root.appendingPathComponent("_site"))
            let clean = try PreflightProcess.run(["build", "--quiet", "--no-cache", "--output", "clean"], in: site.root)
            try #require(clean.status == 0, "\(clean.stderr)")
            let expected = try SiteTree(site.root.appendingPathComponent("clean"))
            // A signal during the commit waits for it: the new site, complete, is then in place.
            let isPrevious = after.differences(from: before).isEmpty
            let isNew = after.differences(from: expected).isEmpty
            #expect(isPrevious || isNew, "round \(round): \(after.differences(from: before).prefix(5))")
            if isPrevious && !isNew { interrupted += 1 }
            #expect(stagingLeftovers(in: site.root).isEmpty, "round \(round)")
            #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("_site/.preflight-journal").path))
        }
        #expect(interrupted > 0, "no round interrupted a build in progress")
    }

    /// Waits until the staging folder of the build `process` runs in `folder` holds at least
    /// `files` entries, looking again at each change the file system reports; `false` when the
    /// process ends first (`ended` is woken then) or, were it to hang, after a minute.
    private func stagingFolder(
        of process: ChildProcess, in folder: URL, reaches files: Int, changes: InotifySource, ended: WakePipe
    ) -> Bool {
        let staging = folder.appendingPathComponent("._site.building-\(process.pid)").path
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: staging, isDirectory: &isFolder), isFolder.boolValue,
                files == 0 || (FileManager.default.subpaths(atPath: staging)?.count ?? 0) >= files
            {
                return true
            }
            guard process.isRunning else { return false }
            _ = changes.changes(waitingAtMost: deadline - ContinuousClock.now, wake: ended)
        }
        return false
    }
}

/// mount(8), for the read-only and full-disk tests; available when running as root with
/// the privilege to mount (a container may not have it).
enum Mounts {
    static let available: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-mount-probe-\(getpid())")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? run(["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path])) != nil else { return false }
        return (try? run(["-u", probe.path])) != nil
    }()

    struct Failure: Error {
        var status: Int32
    }

    /// `mount arguments…`, or `umount PATH` for `["-u", PATH]`.
    static func run(_ arguments: [String]) throws {
        let (program, rest) = arguments.first == "-u" ? ("/bin/umount", Array(arguments.dropFirst())) : ("/bin/mount", arguments)
        let termination = try ChildProcess(program, rest, output: .null, error: .null).wait()
        guard termination.succeeded else { throw Failure(status: termination.status) }
    }
}
