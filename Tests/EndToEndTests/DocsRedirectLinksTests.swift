import Foundation
import HTMLQuery
import Testing

/// A link to a docs.json redirect's source is checked where the redirect leads, wildcards
/// filled in, and written to lead there; one whose redirect leads nowhere is a broken link at
/// the link, naming the redirect.
@Suite("Links through docs.json redirects, end to end")
struct DocsRedirectLinksTests {
    private static let redirects = #"""
        [
          { "source": "/old/setup", "destination": "/guides/setup" },
          { "source": "/api-reference/*", "destination": "/api/*" },
          { "source": "/beta/:slug*", "destination": "/guides/:slug*" },
          { "source": "/agent/:page", "destination": "/guides/:page#intro" },
          { "source": "/blog/*", "destination": "https://blog.acme.test/*" }
        ]
        """#

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            #"""
            { "name": "Acme", "redirects": { "$ref": "./redirects.json" }, "navigation": { "groups": [
              { "group": "Start", "pages": ["index", "guides/setup", "api/intro", "api/send"] } ] } }
            """#)
        try site.write("docs/redirects.json", Self.redirects)
        try site.write(
            "docs/index.mdx",
            """
            ---
            title: Home
            ---

            [Old](/old/setup) [Reference](/api-reference) [Send](/api-reference/send#body)
            [Beta](/beta/setup) [Agent](/agent/setup) [Blog](/blog/launch)

            """)
        try site.write("docs/guides/setup.mdx", "---\ntitle: Setup\n---\n\n## Intro\n\nText.\n")
        try site.write("docs/api/intro.mdx", "---\ntitle: Intro\n---\n\nText.\n")
        try site.write("docs/api/send.mdx", "---\ntitle: Send\n---\n\n## Body\n\nText.\n")
        return site
    }

    @Test("links to exact and wildcard sources lead to the redirects' destinations")
    func followed() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("broken_"), "\(outcome.stderr)")
        let hrefs = try #require(HTMLPage(try site.read("_site/index.html")).docBody).queryAll("a").map { $0["href"] ?? "" }
        #expect(
            hrefs == [
                "guides/setup.html", "api/intro.html", "api/send.html#body", "guides/setup.html", "guides/setup.html#intro",
                "https://blog.acme.test/launch",
            ])
        // The exact source still gets its redirect page, for readers who come from elsewhere.
        #expect(try site.read("_site/old/setup.html").contains("url=../guides/setup.html"))
        // A bare `*` in a destination is the host file's `:splat`.
        #expect(try site.read("_site/_redirects").contains("/api-reference/* /api/:splat 301\n"))
    }

    @Test("a redirect that leads nowhere, or to a missing anchor, is reported at the link, naming the redirect")
    func broken() throws {
        let site = try makeSite()
        try site.write(
            "docs/api/send.mdx",
            "---\ntitle: Send\n---\n\n## Body\n\nSee [the beta](/beta/nothing) and\n[setup](/beta/setup#gone).\n")
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains(
                "docs/api/send.mdx:7:5: error[broken_link]: The link \"/beta/nothing\" goes through docs.json's redirect \"/beta/:slug*\" → \"/guides/:slug*\" to \"/guides/nothing\", which leads to no page or file of the site; expected a redirect to an existing page, anchor or file.\n"
            ), "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "docs/api/send.mdx:8:1: error[broken_anchor]: The link \"/beta/setup#gone\" names the anchor #gone, which /guides/setup does not have"
            ), "\(outcome.stderr)")
    }

    @Test("changing only the redirects file checks the links again")
    func redirectsChange() throws {
        let site = try makeSite()
        let first = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(first.status == 0, "\(first.stderr)")
        try site.write(
            "docs/redirects.json", Self.redirects.replacingOccurrences(of: "\"/guides/:slug*\"", with: "\"/moved/:slug*\""))
        let second = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(second.status == 1)
        #expect(
            second.stderr.contains("docs/index.mdx:6:1: error[broken_link]: The link \"/beta/setup\" goes through"),
            "\(second.stderr)")
    }
}
