import Foundation
import HTMLQuery
import Testing

/// A page's own front matter for search engines and link previews, built with the real
/// binary: `keywords`, `og:*`, `twitter:*`, `canonical` and `noindex`.
@Suite("page metadata from front matter, end to end")
struct PageMetadataTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            """
            {
              "name": "Acme",
              "navigation": { "pages": ["index", "guide", "plain", "secret"] },
              "seo": { "metatags": { "canonical": "https://docs.acme.test", "og:site_name": "Acme", "og:title": "Acme docs" } }
            }
            """)
        try site.write("content/index.md", "---\ntitle: Welcome\nkeywords: onboarding, first steps\n---\n\nHello.\n")
        try site.write(
            "content/guide.md",
            """
            ---
            title: Guide
            keywords: ["zeppelin", "airship"]
            "og:title": "Guide <for> \\"you\\" & me"
            "og:image": https://acme.test/card.png
            "twitter:card": summary_large_image
            canonical: /elsewhere/guide
            noindex: true
            ---

            The guide.
            """)
        try site.write("content/plain.md", "---\ntitle: Plain\ncanonical: https://other.test/plain\n---\n\nPlain.\n")
        try site.write("content/secret.md", "---\ntitle: Secret\nnoindex: true\nhidden: true\n---\n\nSecret.\n")
        try site.write("content/orphan.md", "---\ntitle: Orphan\nnoindex: true\n---\n\nOutside.\n")
        return site
    }

    @Test("keywords go into the page's search entry, as a list or a comma-separated string")
    func keywords() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let entries = try site.searchEntries()
        let guide = try #require(entries.first { $0["u"] as? String == "guide.html" })
        #expect(guide["k"] as? [String] == ["zeppelin", "airship"])
        let welcome = try #require(entries.first { $0["u"] as? String == "index.html" })
        #expect(welcome["k"] as? [String] == ["onboarding", "first steps"])
        let plain = try #require(entries.first { $0["u"] as? String == "plain.html" })
        #expect(plain["k"] == nil)
        // The search script scores keyword matches.
        #expect(try site.read("_site/assets/site.js").contains("entry.k"))
    }

    @Test("og:*, twitter:*, canonical and noindex become head tags, over the site's own, escaped")
    func headTags() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let html = try site.read("_site/guide.html")
        #expect(html.contains("<meta property=\"og:title\" content=\"Guide &lt;for&gt; &quot;you&quot; &amp; me\">"))
        let page = HTMLPage(html)
        #expect(page.queryAll("meta[property=\"og:title\"]").count == 1)
        #expect(page.query("meta[property=\"og:site_name\"]")?["content"] == "Acme")
        #expect(page.query("meta[property=\"og:image\"]")?["content"] == "https://acme.test/card.png")
        #expect(page.query("meta[name=\"twitter:card\"]")?["content"] == "summary_large_image")
        let canonical = page.queryAll("link[rel=canonical]").map { $0["href"] }
        #expect(canonical == ["https://docs.acme.test/elsewhere/guide"])
        #expect(page.queryAll("meta[name=robots]").map { $0["content"] } == ["noindex"])

        let plain = HTMLPage(try site.read("_site/plain.html"))
        #expect(plain.queryAll("link[rel=canonical]").map { $0["href"] } == ["https://other.test/plain"])
        #expect(plain.query("meta[property=\"og:title\"]")?["content"] == "Acme docs")
        #expect(plain.query("meta[name=robots]") == nil)
        let welcome = HTMLPage(try site.read("_site/index.html"))
        #expect(welcome.queryAll("link[rel=canonical]").map { $0["href"] } == ["https://docs.acme.test"])

        // noindex on a hidden page, or on one outside the navigation: still one robots tag.
        for file in ["_site/secret.html", "_site/orphan.html"] {
            let other = HTMLPage(try site.read(file))
            #expect(other.queryAll("meta[name=robots]").count == 1, "\(file)")
        }
    }

    @Test("without a base URL a relative canonical stays a path from the site's root")
    func relativeCanonical() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = HTMLPage(try site.read("_site/guide.html"))
        #expect(page.queryAll("link[rel=canonical]").map { $0["href"] } == ["/elsewhere/guide"])
    }
}
