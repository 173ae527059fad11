import Foundation
import HTMLQuery
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `rss: true` on a changelog page, built with the real binary: the feed beside the page,
/// the page's links to it, the warning without `--base-url`, and incremental builds.
@Suite("Changelog feeds, end to end")
struct ChangelogFeedBuildTests {
    static let changelog = """
        ---
        title: Changelog
        description: What's new in Acme.
        rss: true
        ---

        Every change to Acme, newest first. Subscribe to [the feed](/changelog/rss.xml).

        <Update label="2024-10-12" description="v2.0.0" tags={["SDK", "Dashboard"]}>
        ## Faster sync

        Read the [setup guide](/guide#keys), then see the new dashboard:

        ![The new dashboard](/images/dashboard.png)
        </Update>

        <Update label="September 3, 2024" description="v1.1.0" tags={["API"]}>
        Smaller payloads & fewer requests.
        </Update>

        <Update label="Coming soon" tags={["Roadmap"]}>
        Plans without a date.
        </Update>

        """

    /// The changelog without its Markdown link to the feed, which is a broken link when no
    /// feed is written.
    static let unlinkedChangelog = changelog.replacingOccurrences(of: "/changelog/rss.xml", with: "/guide")

    static func makeSite(changelog: String = changelog) throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json", #"{ "name": "Acme", "navigation": { "pages": ["index", "guide", "changelog"] } }"#)
        try site.write("content/index.md", "---\ntitle: Home\n---\n\nWelcome.\n")
        try site.write("content/guide.md", "---\ntitle: Guide\n---\n\n## Keys\n\nKeys.\n")
        try site.write("content/changelog.md", changelog)
        try site.write("content/images/dashboard.png", bytes: [0x89, 0x50, 0x4E, 0x47])
        return site
    }

    /// The feed's items as an XML parser reads them.
    final class Items: NSObject, XMLParserDelegate {
        var items: [[String: [String]]] = []
        var channel: [String: [String]] = [:]
        private var text = ""
        private var isInItem = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "item" {
                isInItem = true
                items.append([:])
            }
            text = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, foundCDATA data: Data) { text += String(decoding: data, as: UTF8.self) }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "item" {
                isInItem = false
            } else if isInItem {
                items[items.count - 1][name, default: []].append(text)
            } else {
                channel[name, default: []].append(text)
            }
            text = ""
        }
    }

    private func parse(_ xml: String) throws -> Items {
        let items = Items()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = items
        try #require(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return items
    }

    @Test("the feed: a channel for the page and an item per update, links absolute")
    func feed() throws {
        let site = try Self.makeSite()
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("feed_needs_base_url"))
        let xml = try site.read("_site/changelog/rss.xml")
        let feed = try parse(xml)
        #expect(feed.channel["title"] == ["Acme · Changelog"])
        #expect(feed.channel["link"] == ["https://docs.acme.test/changelog.html"])
        #expect(feed.channel["description"] == ["What's new in Acme."])
        #expect(feed.channel["lastBuildDate"] == ["Sat, 12 Oct 2024 00:00:00 +0000"])
        #expect(feed.channel["language"] == nil)
        #expect(feed.items.count == 3)
        #expect(feed.items.map { $0["title"]?.first } == ["2024-10-12", "September 3, 2024", "Coming soon"])
        #expect(
            feed.items.map { $0["link"]?.first } == [
                "https://docs.acme.test/changelog.html#2024-10-12", "https://docs.acme.test/changelog.html#september-3-2024",
                "https://docs.acme.test/changelog.html#coming-soon",
            ])
        #expect(feed.items.map { $0["guid"] } == feed.items.map { $0["link"] })
        #expect(
            feed.items.map { $0["pubDate"]?.first } == [
                "Sat, 12 Oct 2024 00:00:00 +0000", "Tue, 03 Sep 2024 00:00:00 +0000", nil,
            ])
        #expect(feed.items.map { $0["category"] ?? [] } == [["SDK", "Dashboard"], ["API"], ["Roadmap"]])
        let first = try #require(feed.items.first?["description"]?.first)
        #expect(first.contains("<a href=\"https://docs.acme.test/guide.html#keys\">setup guide</a>"))
        #expect(first.contains("src=\"https://docs.acme.test/images/dashboard.png\""))
        #expect(first.contains("Faster sync</h2>"))
        #expect(!first.contains("pf-anchor"))
        #expect(feed.items[1]["description"]?.first?.contains("Smaller payloads &amp; fewer requests.") == true)
        // Each item's anchor is an id on the page.
        let page = HTMLPage(try site.read("_site/changelog.html"))
        for id in ["2024-10-12", "september-3-2024", "coming-soon"] {
            #expect(page.query("section.pf-update[id='\(id)']") != nil, "\(id)")
        }
    }

    @Test("the page links its feed from its head and next to its title; other pages do not")
    func pageLinks() throws {
        let site = try Self.makeSite()
        #expect(try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/"], in: site.root).status == 0)
        let page = HTMLPage(try site.read("_site/changelog.html"))
        let alternate = try #require(page.query("head link[rel=alternate][type='application/rss+xml']"))
        #expect(alternate["href"] == "changelog/rss.xml")
        #expect(alternate["title"] == "Acme · Changelog")
        let visible = try #require(page.query(".doc-header a.doc-feed"))
        #expect(visible["href"] == "changelog/rss.xml")
        #expect(visible.normalizedText == "RSS")
        // The Markdown link to the feed is a link to a file of the site, not a broken one.
        #expect(page.query(".doc-body a[href='changelog/rss.xml']") != nil)
        let guide = HTMLPage(try site.read("_site/guide.html"))
        #expect(guide.query("link[rel=alternate]") == nil)
        #expect(guide.query("a.doc-feed") == nil)
    }

    @Test("without --base-url: no feed, no link to one, one warning at the rss: line")
    func withoutBaseURL() throws {
        let site = try Self.makeSite(changelog: Self.unlinkedChangelog)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let warnings = outcome.stderr.split(separator: "\n").filter { $0.contains("feed_needs_base_url") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("content/changelog.md:4:1: warning[feed_needs_base_url]: ") == true)
        #expect(!site.exists("_site/changelog/rss.xml"))
        #expect(!site.exists("_site/changelog"))
        let page = HTMLPage(try site.read("_site/changelog.html"))
        #expect(page.query("link[rel=alternate]") == nil)
        #expect(page.query("a.doc-feed") == nil)
        // An unchanged second build reuses the page and says it again.
        let again = try PreflightProcess.run(["build"], in: site.root)
        #expect(again.stderr.split(separator: "\n").filter { $0.contains("feed_needs_base_url") }.count == 1)
        // --strict makes it an error.
        #expect(try PreflightProcess.run(["build", "--strict"], in: site.root).status != 0)
    }

    @Test("a hidden, noindex page still gets its feed, and a folder's index page gets one beside it")
    func hiddenAndIndexPages() throws {
        let site = try Self.makeSite()
        try site.write(
            "content/internal/changes.md",
            "---\ntitle: Internal changes\nhidden: true\nnoindex: true\nrss: true\n---\n\n<Update label=\"May 2025\">\nQuiet.\n</Update>\n"
        )
        try site.write(
            "content/releases/index.md",
            "---\ntitle: Releases\nrss: true\n---\n\n<Update label=\"2025-06-01\">\nOne.\n</Update>\n")
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/sub"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let hidden = try parse(try site.read("_site/internal/changes/rss.xml"))
        #expect(hidden.items.map { $0["link"]?.first } == ["https://docs.acme.test/sub/internal/changes.html#may-2025"])
        #expect(hidden.items.map { $0["pubDate"]?.first } == ["Thu, 01 May 2025 00:00:00 +0000"])
        let releases = try parse(try site.read("_site/releases/rss.xml"))
        #expect(releases.channel["link"] == ["https://docs.acme.test/sub/releases/index.html"])
        #expect(
            HTMLPage(try site.read("_site/releases/index.html")).query("link[rel=alternate]")?["href"] == "rss.xml")
    }

    @Test("on a site with languages each feed names its page's language; code blocks lose their copy buttons")
    func languages() throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            { "name": "Acme", "navigation": { "languages": [
                { "language": "en", "groups": [{ "group": "Start", "pages": ["changelog"] }] },
                { "language": "fr", "groups": [{ "group": "Démarrer", "pages": ["fr/changelog"] }] } ] } }
            """)
        let page = { (title: String) in
            "---\ntitle: \(title)\nrss: true\n---\n\n<Update label=\"2025-03-04\">\n```bash\nswift build\n```\n</Update>\n"
        }
        try site.write("docs/changelog.md", page("Changelog"))
        try site.write("docs/fr/changelog.md", page("Nouveautés"))
        let outcome = try PreflightProcess.run(["build", "--content", "docs", "--base-url", "https://acme.test"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let english = try parse(try site.read("_site/changelog/rss.xml"))
        #expect(english.channel["language"] == ["en"])
        let french = try parse(try site.read("_site/fr/changelog/rss.xml"))
        #expect(french.channel["language"] == ["fr"])
        #expect(french.channel["title"] == ["Acme · Nouveautés"])
        let html = try #require(french.items.first?["description"]?.first)
        #expect(html.contains("<pre class=\"pf-code\"><code class=\"language-bash\">"))
        #expect(!html.contains("<button"))
    }

    @Test("Mintlify's rss={{ title, description }} replaces an item's title and text; the page shows neither")
    func rssAttribute() throws {
        let site = try Self.makeSite(
            changelog: """
                ---
                title: Changelog
                rss: true
                ---

                <Update label="March 2025" description="v2.0.0" rss={{ title: "March 2025 - Major <redesign>", description: "Complete UI overhaul & new components" }}>
                ## New dashboard

                <Frame>
                  <img src="/images/dashboard.png" alt="The new dashboard" />
                </Frame>
                </Update>

                <Update label="February 2025" rss={{ title: "" }}>
                Plain.
                </Update>

                """)
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let feed = try parse(try site.read("_site/changelog/rss.xml"))
        #expect(feed.items.map { $0["title"]?.first } == ["March 2025 - Major <redesign>", "February 2025"])
        #expect(feed.items.first?["description"] == ["<p>Complete UI overhaul &amp; new components</p>"])
        #expect(
            feed.items.map { $0["pubDate"]?.first } == ["Sat, 01 Mar 2025 00:00:00 +0000", "Sat, 01 Feb 2025 00:00:00 +0000"])
        #expect(feed.items.last?["description"]?.first?.contains("Plain.") == true)
        let page = try site.read("_site/changelog.html")
        #expect(page.contains("id=\"march-2025\""))
        #expect(!page.contains("Complete UI overhaul & new components</"))
    }

    /// Every file of `folder`, by path.
    private func tree(_ folder: URL) throws -> [String: Data] {
        try SiteTree(folder).files
    }

    @Test("incremental builds equal clean ones as updates, rss: and --base-url change")
    func incremental() throws {
        let site = try Self.makeSite(changelog: Self.unlinkedChangelog)
        let edits: [(String, [String], () throws -> Void)] = [
            ("first build", ["--base-url", "https://docs.acme.test/"], {}),
            ("nothing changed", ["--base-url", "https://docs.acme.test/"], {}),
            (
                "an update added", ["--base-url", "https://docs.acme.test/"],
                {
                    try site.write(
                        "content/changelog.md",
                        Self.unlinkedChangelog.replacingOccurrences(
                            of: "<Update label=\"2024-10-12\"",
                            with:
                                "<Update label=\"November 2024\" tags={[\"New\"]}>\nNewest.\n</Update>\n\n<Update label=\"2024-10-12\""
                        ))
                }
            ),
            ("another base URL", ["--base-url", "https://elsewhere.test/docs/"], {}),
            ("no base URL", [], {}),
            ("base URL again", ["--base-url", "https://docs.acme.test/"], {}),
            (
                "rss: removed", ["--base-url", "https://docs.acme.test/"],
                {
                    try site.write(
                        "content/changelog.md", Self.unlinkedChangelog.replacingOccurrences(of: "rss: true\n", with: ""))
                }
            ),
            (
                "rss: back", ["--base-url", "https://docs.acme.test/"],
                { try site.write("content/changelog.md", Self.unlinkedChangelog) }
            ),
            (
                "another page edited", ["--base-url", "https://docs.acme.test/"],
                { try site.write("content/guide.md", "---\ntitle: Guide\n---\n\n## Keys\n\nMore keys.\n") }
            ),
        ]
        for (step, arguments, edit) in edits {
            try edit()
            let incremental = try PreflightProcess.run(["build"] + arguments, in: site.root)
            #expect(incremental.status == 0, "\(step): \(incremental.stderr)")
            let clean = try PreflightProcess.run(["build", "--no-cache", "--output", "clean"] + arguments, in: site.root)
            #expect(clean.status == 0, "\(step): \(clean.stderr)")
            let built = try tree(site.root.appendingPathComponent("_site"))
            let expected = try tree(site.root.appendingPathComponent("clean"))
            #expect(built.keys.sorted() == expected.keys.sorted(), "\(step)")
            for (path, data) in expected where built[path] != data { Issue.record("\(step): \(path) differs from a clean build") }
            #expect(built["changelog/rss.xml"] != nil || arguments.isEmpty || step == "rss: removed", "\(step)")
        }
    }
}
