import Foundation
import HTMLQuery
import Testing

/// A small docs site built with the real binary: navigation, links, site-wide outputs.
@Suite("The docs site, end to end")
struct DocsSiteTests {
    static let docsJSON = """
        {
          "name": "Acme <Docs>",
          "description": "Docs for Acme & friends.",
          "navigation": {
            "groups": [
              { "group": "Start", "pages": ["index", "guides/setup"] },
              { "group": "Reference", "pages": ["reference/api", { "group": "Deep", "pages": ["reference/deep/inner"] }] }
            ]
          }
        }
        """

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write("content/docs.json", Self.docsJSON)
        try site.write(
            "content/docs/index.md",
            """
            ---
            title: Welcome
            description: Where it starts.
            ---

            Read the [setup guide](/guides/setup#install) or [the API](reference/api.md).

            <CardGroup cols={2}>
              <Card title="Setup" icon="rocket" href="/guides/setup">Get going.</Card>
              <Card title="API" href="/reference/api">All calls.</Card>
            </CardGroup>
            """)
        try site.write(
            "content/docs/guides/setup.mdx",
            """
            ---
            title: Setup
            sidebarTitle: Set up
            ---

            ## Install

            <Note>Install it **first**.</Note>

            ```swift title="App.swift" {2}
            import BuzzKit
            let topics = try await BuzzKit.preferences.all()
            ```

            <SettingsPreview catalog="catalogs/gym.json" />

            Back to [the start](../index).
            """)
        try site.write("content/docs/reference/api.md", "# API reference\n\n## Send\n\nSee [install](/guides/setup#install).\n")
        try site.write("content/docs/reference/deep/inner.md", "---\ntitle: Inner\n---\n\nText.\n")
        try site.write("content/docs/unlisted.md", "---\ntitle: Hidden gem\n---\n\nNot in the sidebar, still built.\n")
        return site
    }

    @Test("every page is written with its .md twin, sidebar, breadcrumbs, pager and table of contents")
    func pages() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for page in ["index", "guides/setup", "reference/api", "reference/deep/inner", "unlisted"] {
            #expect(site.exists("_site/\(page).html"), "\(page).html")
            #expect(site.exists("_site/\(page).md"), "\(page).md")
        }
        let setup = try site.read("_site/guides/setup.html")
        #expect(setup.contains(#"<a href="setup.html" aria-current="page">Set up</a>"#))
        #expect(setup.contains(#"<a href="../reference/api.html">API reference</a>"#))
        #expect(setup.contains(#"<li>Start</li>"#))
        #expect(setup.contains(#"href="../index.html" rel="prev""#))
        #expect(setup.contains(#"href="../reference/api.html" rel="next""#))
        #expect(setup.contains(##"<li class="toc-level-2"><a href="#install">Install</a></li>"##))
        #expect(setup.contains(#"<a href="../index.html">the start</a>"#))
        #expect(setup.contains(#"data-screen="preferences""#))
        #expect(setup.contains(#"../assets/screen.js"#))
        #expect(setup.contains("pf-callout"))
        #expect(setup.contains(#"<span class="tok-kw">import</span>"#))
        let index = try site.read("_site/index.html")
        #expect(index.contains(#"<a href="guides/setup.html#install">setup guide</a>"#))
        #expect(index.contains(#"<a href="reference/api.html">the API</a>"#))
        #expect(index.contains("Acme &lt;Docs&gt;"))
        let twin = try site.read("_site/guides/setup.md")
        #expect(twin.hasPrefix("# Setup\n"))
        #expect(twin.contains("## Install"))
        #expect(twin.contains("## Install"))
        #expect(!twin.contains("<SettingsPreview"))
        let setupPage = HTMLPage(setup)
        #expect(try requirePart("main .doc-body", of: setupPage).query("[data-screen=preferences]") != nil)
        #expect(setupPage.heading(id: "install")?.name == "h2")
        #expect(setupPage.currentSidebarEntry?.href == "setup.html")
        let nested = try site.read("_site/reference/deep/inner.html")
        #expect(nested.contains(#"href="../../assets/site.css""#))
        #expect(nested.contains(#"<li>Reference</li><li>Deep</li>"#))
    }

    @Test("llms.txt, llms-full.txt, sitemap.xml, search index and 404 are written")
    func siteOutputs() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/"], in: site.root).status == 0)
        let llms = try site.read("_site/llms.txt")
        #expect(llms.hasPrefix("# Acme \\<Docs>\n\n> Docs for Acme & friends.\n\n## Start\n\n"))
        #expect(llms.contains("- [Welcome](https://docs.acme.test/index.md): Where it starts.\n"))
        #expect(llms.contains("## Reference\n"))
        #expect(llms.contains("## Optional\n\n- [Hidden gem](https://docs.acme.test/unlisted.md)"))
        let full = try site.read("_site/llms-full.txt")
        #expect(full.contains("# Setup"))
        #expect(full.contains("Hidden gem"))
        let sitemap = try site.read("_site/sitemap.xml")
        #expect(sitemap.contains("<loc>https://docs.acme.test/guides/setup.html</loc>"))
        #expect(sitemap.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        let entries = try site.searchEntries()
        // The five docs pages, then the previews index, the catalog's preview and gallery, and the compare page.
        #expect(entries.filter { !(($0["u"] as? String) ?? "").hasPrefix("previews/") }.count == 5)
        let previews = entries.compactMap { $0["u"] as? String }.filter { $0.hasPrefix("previews/") }
        #expect(previews.count == 4)
        #expect(previews.contains("previews/compare.html") && previews.contains { $0.hasSuffix("/gallery.html") })
        let setup = try #require(entries.first { $0["u"] as? String == "guides/setup.html" })
        #expect(setup["t"] as? String == "Setup")
        #expect((setup["h"] as? [String])?.contains("Install") == true)
        #expect((setup["x"] as? String)?.contains("Install it first.") == true)
        #expect(try site.read("_site/search-index.js") == "window.PF_SEARCH_SHARDS=1;\n")
        let script = try site.searchScripts()
        #expect(script.hasPrefix("(window.PF_SEARCH_PARTS||(window.PF_SEARCH_PARTS=[]))[0]=["))
        #expect(script.contains("guides/setup.html"))
        #expect(!script.contains("</"))
        #expect(site.exists("_site/404.html"))
    }

    @Test("a broken link or anchor fails the build with file:line and the target; --allow-broken-links lets it through")
    func brokenLinks() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let before = try site.read("_site/index.html")
        try site.write(
            "content/docs/reference/api.md",
            "# API reference\n\n## Send\n\nSee [gone](/nowhere) and\n[bad anchor](/guides/setup#uninstall).\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/docs/reference/api.md:5:5: error[broken_link]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("/nowhere"))
        #expect(outcome.stderr.contains("content/docs/reference/api.md:6:1: error[broken_anchor]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("#uninstall"))
        #expect(try site.read("_site/index.html") == before)
        let allowed = try PreflightProcess.run(["build", "--allow-broken-links"], in: site.root)
        #expect(allowed.status == 0)
        #expect(allowed.stderr.contains("warning[broken_link]"))
    }

    @Test("a tab of more than 250 pages lists only the current group's pages; the other groups are one list of links")
    func collapsedSidebar() throws {
        let site = try TemporarySite()
        let groups = (0..<13).map { group in
            (name: "G\(group)", pages: (0..<20).map { String(format: "g%02d/p%02d", group, $0) })
        }
        let navigation = groups.map { group in
            "{ \"group\": \"\(group.name)\", \"pages\": [\(group.pages.map { "\"\($0)\"" }.joined(separator: ", "))] }"
        }
        try site.write(
            "content/docs.json", "{ \"name\": \"Big\", \"navigation\": { \"groups\": [\(navigation.joined(separator: ", "))] } }")
        for page in groups.flatMap(\.pages) { try site.write("content/docs/\(page).md", "# \(page)\n") }
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let html = try site.read("_site/g05/p03.html")
        #expect(html.contains("<p class=\"nav-group-title\">G5</p>"))
        #expect(html.contains("<a href=\"p03.html\" aria-current=\"page\">"))
        #expect(html.contains("<a href=\"p19.html\">"))
        #expect(html.contains("<ul class=\"nav-collapsed\">\n<li><a href=\"../g00/p00.html\">G0</a></li>\n"))
        #expect(html.contains("<li><a href=\"../g04/p00.html\">G4</a></li>\n</ul>\n<div class=\"nav-group\">"))
        #expect(html.contains("</div>\n<ul class=\"nav-collapsed\">\n<li><a href=\"../g06/p00.html\">G6</a></li>"))
        #expect(!html.contains("../g00/p01.html"))
        let page = HTMLPage(html)
        let sidebar = try requirePart("aside.sidebar", of: page)
        #expect(sidebar.queryAll(".nav-group-title").map(\.normalizedText).contains("G5"))
        #expect(page.currentSidebarEntry?.href == "p03.html")
        let targets = page.sidebarLinks.map(\.href)
        #expect(targets.contains("p19.html") && targets.contains("../g00/p00.html") && targets.contains("../g06/p00.html"))
        #expect(!targets.contains("../g00/p01.html"), "a collapsed group lists only its first page")
    }

    @Test("broken anchors on many pages are all reported, sorted by file and line")
    func brokenAnchorsOnManyPages() throws {
        let site = try makeSite()
        let names = (0..<150).map { String(format: "page-%03d", $0) }
        for name in names {
            try site.write(
                "content/docs/many/\(name).md",
                "# \(name)\n\n## Here\n\n[fine](#here)\n[gone](/guides/setup#gone-\(name))\n[also gone](#nowhere)\n")
        }
        let outcome = try PreflightProcess.run(["build", "--allow-broken-links"], in: site.root)
        #expect(outcome.status == 0)
        let reported = outcome.stderr.split(separator: "\n").filter { $0.contains("warning[broken_anchor]") }.map { line in
            String(line.prefix { $0 != " " })
        }
        let expected = names.flatMap { ["content/docs/many/\($0).md:6:1:", "content/docs/many/\($0).md:7:1:"] }
        #expect(reported == expected)
    }

    @Test("a navigation entry without a page is a coded warning, an unknown component a coded error")
    func contentErrors() throws {
        let site = try makeSite()
        try site.write(
            "content/docs.json", #"{ "name": "X", "navigation": { "groups": [ { "group": "A", "pages": ["missing"] } ] } }"#)
        let missing = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(missing.status == 0)
        #expect(missing.stderr.contains("content/docs.json:1:70: warning[missing_page]"), "\(missing.stderr)")
        try site.write("content/docs.json", Self.docsJSON)
        try site.write("content/docs/reference/deep/inner.md", "# Inner\n\n<Cardd title=\"x\">y</Cardd>\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let unknown = try PreflightProcess.run(["build", "--strict"], in: site.root)
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr.contains("content/docs/reference/deep/inner.md:3:1: error[unknown_component]"), "\(unknown.stderr)")
    }

    @Test("two builds of the docs site are byte-identical")
    func deterministic() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build", "--output", "a"], in: site.root).status == 0)
        #expect(try PreflightProcess.run(["build", "--output", "b"], in: site.root).status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.root.appendingPathComponent("a").path).sorted()
        #expect(files.count > 15)
        for file in files {
            let a = FileManager.default.contents(atPath: site.root.appendingPathComponent("a/\(file)").path)
            let b = FileManager.default.contents(atPath: site.root.appendingPathComponent("b/\(file)").path)
            #expect(a == b, "\(file) differs")
        }
    }

    @Test("preflight markdown prints one page's body as a fragment")
    func markdownCommand() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["markdown", "-"], in: site.root, stdin: "## Hello\n\n<Tip>Hi</Tip>\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix(#"<h2 id="hello">Hello"#))
        #expect(outcome.stdout.contains("pf-tip"))
        let fragment = try requireFragment(outcome.stdout)
        #expect(fragment.query("h2#hello") != nil)
        #expect(fragment.queryAll("html, head, body, main").isEmpty)
        #expect(!outcome.stdout.contains("<html"))
    }
}
