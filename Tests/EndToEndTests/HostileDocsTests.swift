import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile docs pages through the real binary: each ends in a coded error at its file, line
/// and column, or in a correct site, never a signal or a stack trace; a failed build leaves
/// the previous `_site` as it was and no staging folder.
///
/// The "does not stall" cases check the result, not the time: each finished in under half a
/// second in a release build, where it took from 15 seconds to over a minute before.
@Suite("Hostile docs pages, end to end")
struct HostileDocsTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/docs/index.md", "# Home\n\nWelcome.\n")
        return site
    }

    /// ``expectFailureKeepsSite(_:printing:arguments:environment:_:sourceLocation:)`` on a new
    /// site, expecting `expected` (`file:line:col: error[code]`).
    private func expectFailureKeepsSite(
        _ expected: String, arguments: [String] = ["build"], _ breakIt: (TemporarySite) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try EndToEndTests.expectFailureKeepsSite(
            makeSite(), printing: expected, arguments: arguments, breakIt, sourceLocation: sourceLocation)
    }

    /// A file of `size` bytes that are all NUL, with no disk blocks behind them.
    private func sparseFile(_ site: TemporarySite, _ path: String, size: Int) throws {
        let url = try site.write(path, "")
        let descriptor = open(url.path, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(ftruncate(descriptor, off_t(size)) == 0)
    }

    private static func nested(_ open: String, _ close: String, depth: Int) -> String {
        String(repeating: open, count: depth) + "middle\n" + String(repeating: close, count: depth)
    }

    // MARK: - Crashes

    @Test("3,000 nested <Note> is `nesting_too_deep` at the 513th, not a stack overflow")
    func deepNotes() throws {
        try expectFailureKeepsSite("content/docs/deep.mdx:513:1: error[nesting_too_deep]") { site in
            try site.write("content/docs/deep.mdx", Self.nested("<Note>\n", "</Note>\n", depth: 3_000))
        }
    }

    @Test("1,500 nested <Tabs><Tab> is `nesting_too_deep`")
    func deepTabs() throws {
        try expectFailureKeepsSite("content/docs/deep.mdx:513:1: error[nesting_too_deep]") { site in
            try site.write("content/docs/deep.mdx", Self.nested("<Tabs>\n<Tab title=\"t\">\n", "</Tab>\n</Tabs>\n", depth: 1_500))
        }
    }

    @Test("`preflight markdown` of 3,000 nested <Note> is `nesting_too_deep` too")
    func deepNotesMarkdownCommand() throws {
        let site = try makeSite()
        try site.write("deep.mdx", Self.nested("<Note>\n", "</Note>\n", depth: 3_000))
        let outcome = try PreflightProcess.run(["markdown", "deep.mdx"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("deep.mdx:513:1: error[nesting_too_deep]"), "\(outcome.stderr.prefix(2000))")
        #expect(outcome.stdout.isEmpty)
    }

    @Test("A 1 GB page is `file_too_large` with the limit and the option to raise it, without reading it")
    func gigabytePage() throws {
        try expectFailureKeepsSite(
            "content/docs/huge.md:1:1: error[file_too_large]: This file is 1 GB; files may be at most 16 MB."
        ) {
            site in
            try sparseFile(site, "content/docs/huge.md", size: 1 << 30)
        }
    }

    @Test("400 MB of NUL bytes is `file_too_large`; with the limit raised past cmark's, `page_too_large`")
    func nulPage() throws {
        try expectFailureKeepsSite("content/docs/nul.md:1:1: error[file_too_large]") { site in
            try sparseFile(site, "content/docs/nul.md", size: 400 << 20)
        }
        try expectFailureKeepsSite(
            "content/docs/nul.md:1:1: error[page_too_large]", arguments: ["build", "--max-file-size", "1G"]
        ) {
            site in
            try sparseFile(site, "content/docs/nul.md", size: 400 << 20)
        }
    }

    @Test("A lowered --max-file-size refuses a page in build, lint and markdown (standard input too), and says how to raise it")
    func loweredLimit() throws {
        let page = "# Page\n\n" + String(repeating: "text ", count: 1_000) + "\n"
        try expectFailureKeepsSite(
            "content/docs/page.md:1:1: error[file_too_large]", arguments: ["build", "--max-file-size", "2K"]
        ) {
            site in
            try site.write("content/docs/page.md", page)
        }
        let site = try makeSite()
        try site.write("content/docs/page.md", page)
        let outcome = try PreflightProcess.run(["build", "--max-file-size", "2K"], in: site.root)
        #expect(outcome.stderr.contains("--max-file-size"))
        #expect(try PreflightProcess.run(["build", "--max-file-size", "1M"], in: site.root).status == 0)
        let lint = try PreflightProcess.run(["lint", "--max-file-size", "2K", "content/docs/page.md"], in: site.root)
        #expect(lint.status == 1)
        #expect(lint.stderr.contains("error[file_too_large]"), "\(lint.stderr)")
        let markdown = try PreflightProcess.run(["markdown", "--max-file-size", "2K", "-"], in: site.root, stdin: page)
        #expect(markdown.status == 1)
        #expect(markdown.stderr.contains("<stdin>:1:1: error[file_too_large]"), "\(markdown.stderr)")
    }

    @Test("--max-file-size takes a size, or the command is a usage error", arguments: ["", "0", "ten", "5T"])
    func invalidLimit(value: String) throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--max-file-size", value], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--max-file-size"))
        #expect(!site.exists("_site"))
    }

    // MARK: - Stalls

    @Test("Front matter of 100,000 keys builds, and the page keeps its title")
    func manyFrontMatterKeys() throws {
        let site = try makeSite()
        let keys = (0..<100_000).map { "key\($0): value \($0)\n" }.joined()
        try site.write("content/docs/keys.md", "---\ntitle: Many keys\n" + keys + "---\n# Heading\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr.prefix(2000))")
        #expect(try site.read("_site/keys.html").contains("<title>Many keys"))
    }

    @Test("32,000 inline <Badge> on one line build, every one of them")
    func manyBadges() throws {
        let site = try makeSite()
        try site.write("content/docs/badges.mdx", "# Badges\n\n" + String(repeating: "<Badge>x</Badge> ", count: 32_000) + "\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr.prefix(2000))")
        #expect(try site.read("_site/badges.html").components(separatedBy: "pf-badge").count - 1 >= 32_000)
    }

    @Test("100,000 unclosed inline <Tooltip> are `unclosed_component`, the first at 3:1")
    func unclosedTooltips() throws {
        try expectFailureKeepsSite("content/docs/tips.mdx:3:1: error[unclosed_component]") { site in
            try site.write(
                "content/docs/tips.mdx", "# Tips\n\n" + String(repeating: "<Tooltip tip=\"a\">x ", count: 100_000) + "\n")
        }
    }

    @Test("A 20 KB table of 2,500 columns and 2,500 rows is `table_too_large` at its header")
    func wideTable() throws {
        try expectFailureKeepsSite("content/docs/table.md:3:1: error[table_too_large]") { site in
            try site.write(
                "content/docs/table.md",
                "# Table\n\n|" + String(repeating: "a|", count: 2_500) + "\n|" + String(repeating: "-|", count: 2_500) + "\n"
                    + String(repeating: "|\n", count: 2_500))
        }
    }

    @Test("`![[]()` 50,000 times is `too_many_images` at its paragraph")
    func imageLinkOpeners() throws {
        try expectFailureKeepsSite("content/docs/links.md:3:1: error[too_many_images]") { site in
            try site.write("content/docs/links.md", "# Links\n\n" + String(repeating: "![[]()", count: 50_000) + "\n")
        }
    }

    @Test("Other hostile shapes build: deep quotes and lists, brackets, emphasis, repeated headings, footnotes")
    func otherShapes() throws {
        let site = try makeSite()
        let pages = [
            "quotes": String(repeating: "> ", count: 100_000) + "deep\n",
            "dashes": String(repeating: "- ", count: 10_000) + "deep\n",
            "brackets": String(repeating: "[", count: 100_000) + "\n",
            "stars": String(repeating: "*", count: 100_000) + "\n",
            "headings": String(repeating: "## Same\n\n", count: 20_000),
            "footnotes": (0..<10_000).map { "Text[^\($0)]\n\n[^\($0)]: Note \($0)\n" }.joined(separator: "\n"),
            "attributes": "<Card " + (0..<10_000).map { "a\($0)=\"v\"" }.joined(separator: " ") + " title=\"t\">\nx\n</Card>\n",
            "fence": "```\n" + String(repeating: "<Note>\n", count: 100_000) + "```\n",
        ]
        for (name, text) in pages { try site.write("content/docs/\(name).mdx", text) }
        let outcome = try PreflightProcess.run(["build", "--allow-broken-links"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr.prefix(2000))")
        for name in pages.keys { #expect(site.exists("_site/\(name).html"), "\(name)") }
    }
}
