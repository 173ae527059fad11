import Foundation
import Testing

@Suite("preflight build: a docs screen links to its full preview")
struct DocsPreviewLinkTests {
    static let catalog =
        #"{ "workspace": "Gym <&> Co", "topics": [ { "slug": "gym", "name": "Gym", "channels": { "push": { "default": true } } } ] }"#
    static let example =
        #"{ "workspace": "Demo", "topics": [ { "slug": "news", "name": "News", "channels": { "email": { "default": false } } } ] }"#

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.catalog)
        try site.write("content/states/quiet.json", #"{ "subscriber": "u-1", "label": "Quiet", "choices": { "gym": false } }"#)
        // Screens outside catalogs/ and states/: only the docs show them.
        try site.write("content/examples/demo.json", Self.example)
        try site.write("content/examples/late.json", #"{ "label": "Late", "choices": { "news": true } }"#)
        // A file named like a content catalog, elsewhere: its page takes another name.
        try site.write("content/examples/gym.json", Self.example)
        try site.write("content/snippets/screen.mdx", "<SettingsPreview catalog=\"/examples/gym.json\" />\n")
        try site.write(
            "content/docs.json",
            #"{ "name": "Links", "navigation": { "groups": [ { "group": "G", "pages": ["index", "guides/deep/page"] } ] } }"#)
        try site.write(
            "content/docs/index.md",
            "---\ntitle: Home\n---\n\n<SettingsPreview catalog=\"catalogs/gym.json\" />\n\n<SettingsPreview catalog=\"examples/demo.json\" />\n"
        )
        try site.write(
            "content/docs/guides/deep/page.mdx",
            """
            ---
            title: Deep
            ---
            import Screen from '/snippets/screen.mdx'

            <SettingsPreview catalog="catalogs/gym.json" state="states/quiet.json" />

            <SettingsPreview
              catalog="examples/demo.json"
              state="/examples/late.json" />

            <SettingsPreview catalog="catalogs/gym.json" state="examples/late.json" />

            <Screen />

            ```mdx
            <SettingsPreview catalog="examples/missing.json" />
            ```

            """)
        return site
    }

    /// The `href` of every "Open full preview" link in `html`, with its accessible name.
    private func links(_ html: String) -> [(href: String, label: String)] {
        html.components(separatedBy: "<a class=\"pf-preview-open\" data-preview-link href=\"").dropFirst().map { part in
            let href = String(part.prefix { $0 != "\"" })
            let label = part.components(separatedBy: "aria-label=\"").dropFirst().first.map { String($0.prefix { $0 != "\"" }) }
            return (href, label ?? "")
        }
    }

    @Test("every screen links to a preview page that exists, relative to its page, named in its accessible name")
    func links() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")

        let home = links(try site.read("_site/index.html"))
        #expect(home.map(\.href) == ["previews/gym/index.html", "previews/demo/index.html"])
        #expect(home.map(\.label) == ["Open full preview of Gym &lt;&amp;&gt; Co", "Open full preview of Demo"])

        let deep = links(try site.read("_site/guides/deep/page.html"))
        #expect(
            deep.map(\.href) == [
                "../../previews/gym/quiet.html", "../../previews/demo/late.html", "../../previews/gym/late.html",
                "../../previews/gym-2/index.html",
            ])
        #expect(deep[0].label == "Open full preview of Gym &lt;&amp;&gt; Co, Quiet")
        #expect(deep[1].label == "Open full preview of Demo, Late")
        for link in home + deep {
            let path = link.href.replacingOccurrences(of: "../", with: "")
            #expect(site.exists("_site/\(path)"), "\(path)")
        }
        // The pages made for the docs are the screens the docs show.
        let demo = try site.read("_site/previews/demo/late.html")
        #expect(demo.contains("data-topic=\"news\""))
        #expect(demo.contains("<code>examples/demo.json</code>"))
        #expect(try site.read("_site/previews/gym-2/index.html").contains("Demo — Never chose"))
        // A screen shown only as code has no page, and the docs' screens are not in search or the index.
        #expect(!site.exists("_site/previews/missing"))
        let search = try site.searchIndexText()
        #expect(search.contains("previews/gym/quiet.html"))
        #expect(!search.contains("previews/demo/") && !search.contains("previews/gym/late.html"))
        #expect(!(try site.read("_site/previews/index.html")).contains("demo/"))
    }

    @Test(
        "an edited example catalog updates its page in an incremental build, as in a clean one",
        arguments: [false, true])
    func incremental(trustingStamps: Bool) throws {
        let site = try makeSite()
        // Trusted stamps leave unchanged pages unread, as on a real clock a few seconds on.
        let environment = trustingStamps ? ["PREFLIGHT_TEST_SETTLING_NS": "0"] : [:]
        let build = { try PreflightProcess.run(["build"], in: site.root, environment: environment) }
        #expect(try build().status == 0)
        try site.write("content/examples/demo.json", Self.example.replacingOccurrences(of: "News", with: "Offers"))
        #expect(try build().status == 0)
        #expect(try site.read("_site/previews/demo/index.html").contains("Offers"))
        // A page that stops showing a screen takes its preview page with it; the screens of the
        // pages left as they were keep theirs.
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nNo screens.\n")
        #expect(try build().status == 0)
        #expect(!site.exists("_site/previews/demo/index.html"))
        #expect(site.exists("_site/previews/demo/late.html"))
        let clean = try PreflightProcess.run(["build", "--no-cache", "--output", "clean"], in: site.root)
        #expect(clean.status == 0)
        for path in ["guides/deep/page.html", "previews/demo/late.html", "previews/gym-2/index.html", "index.html"] {
            #expect(try site.read("_site/\(path)") == site.read("clean/\(path)"), "\(path)")
        }
    }

    @Test("search finds a docs screen's title once: the clock and the folded title are only painted")
    func searchText() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.catalog)
        try site.write(
            "content/docs.json", #"{ "name": "S", "navigation": { "groups": [ { "group": "G", "pages": ["index"] } ] } }"#)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\n<SettingsPreview catalog=\"catalogs/gym.json\" />\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let search = try site.searchIndexText()
        let home = try #require(search.components(separatedBy: "\"u\":\"index.html\"").dropFirst().first)
        let text = String(home.prefix { $0 != "}" })
        #expect(text.components(separatedBy: "Notifications").count == 2, "\(text)")
        #expect(!text.contains("9:41"))
        // Still painted: the phone names both in attributes for its stylesheet.
        let page = try site.read("_site/index.html")
        #expect(page.contains(#"class="ios-nav-inline" aria-hidden="true" data-label="Notifications""#))
    }

    @Test("a page rendered alone (preflight markdown) draws the screen without a link")
    func markdownHasNoLink() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["markdown", "content/docs/index.md"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("data-preview-link"))
    }
}
