import Foundation
import HTMLQuery
import Testing

/// docs.json's settings beyond the navigation, built with the real binary: each one shows
/// on the site, or is named in an `unsupported_setting` warning at its place.
@Suite("docs.json settings, end to end")
struct DocsSettingsTests {
    static let docsJSON = """
        {
          "name": "Acme",
          "theme": "mint",
          "colors": { "primary": "#166E3F", "light": "#26BD6C", "dark": "#0D4A2A" },
          "logo": { "light": "/logo/light.svg", "dark": "/logo/dark.svg", "href": "https://acme.test" },
          "favicon": "/favicon.svg",
          "fonts": { "family": "Inter" },
          "appearance": { "default": "dark", "strict": true },
          "navbar": {
            "links": [{ "label": "Support", "href": "mailto:help@acme.test" }, { "label": "Guide", "href": "/guides/setup" }],
            "primary": { "type": "button", "label": "Sign <up>", "href": "https://acme.test/start" }
          },
          "footer": {
            "socials": { "github": "https://github.com/acme", "x": "https://x.com/acme" },
            "links": [{ "header": "Company", "items": [{ "label": "Blog", "href": "https://acme.test/blog" }] }]
          },
          "banner": { "content": "**New:** read the [guide](/guides/setup).", "dismissible": true },
          "redirects": [
            { "source": "/old/setup", "destination": "/guides/setup" },
            { "source": "/legacy/:slug*", "destination": "/guides/:slug*", "permanent": false }
          ],
          "seo": { "metatags": { "og:site_name": "Acme", "google-site-verification": "abc" }, "indexing": "navigable" },
          "errors": { "404": { "title": "Nothing here", "description": "Try the search." } },
          "contextual": { "options": ["copy", "view", "chatgpt", "claude", "perplexity", "cursor"] },
          "search": { "prompt": "Ask Acme…" },
          "icons": { "library": "lucide" },
          "integrations": { "ga4": { "measurementId": "G-TEST123" }, "plausible": { "domain": "acme.test" }, "posthog": { "apiKey": "phc_key" }, "hotjar": { "hjid": "1" } },
          "interaction": { "drilldown": false },
          "navigation": { "groups": [{ "group": "Start", "pages": ["index", "guides/setup"] }] }
        }
        """

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/docs.json", Self.docsJSON)
        try site.write("content/index.md", "---\ntitle: Welcome\n---\n\nHello. The [old setup](/old/setup) still works.\n")
        try site.write("content/guides/setup.md", "---\ntitle: Setup\n---\n\nSteps.\n")
        try site.write("content/hidden.md", "---\ntitle: Hidden\n---\n\nNot in the navigation.\n")
        try site.write("content/style/extra.css", "body { letter-spacing: 0; }\n")
        try site.write("content/widget.js", "console.log('hi');\n")
        try site.write("content/logo/light.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        try site.write("content/logo/dark.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        try site.write("content/favicon.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        return site
    }

    @Test("each thing Preflight cannot honour is its own warning, at its own place in docs.json")
    func unsupportedWarning() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stderr.split(separator: "\n").filter { $0.contains("unsupported_setting") }.map(String.init)
        let expected = [
            ("24:82", "contextual.options: cursor"), ("27:138", "integrations.hotjar"), ("28:3", "interaction"),
        ].map {
            "content/docs.json:\($0.0): warning[unsupported_setting]: docs.json sets something Preflight does not honour: \($0.1); the site is built without it."
        }
        #expect(lines == expected)
        let strict = try PreflightProcess.run(["build", "--strict"], in: site.root)
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("error[unsupported_setting]"))
    }

    @Test("colors.primary alone gives dark pages a lighter accent that reads at 4.5:1")
    func derivedDarkAccent() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            ##"{ "name": "Acme", "colors": { "primary": "#7c3aed" }, "navigation": [{ "group": "G", "pages": ["index"] }] }"##)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nText.\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let style = HTMLPage(try site.read("_site/index.html")).query("head style")?.normalizedText ?? ""
        #expect(style.contains("--accent:#7c3aed"))
        let dark = try #require(style.firstMatch(of: /\[data-theme="dark"\]\{--accent:(#[0-9a-f]{6})/))
        #expect(String(dark.1) != "#7c3aed")
    }

    @Test("colours, logo, favicon, fonts, appearance, navbar, banner and footer are on every page")
    func chrome() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = HTMLPage(try site.read("_site/guides/setup.html"))
        let style = page.query("head style")?.normalizedText ?? ""
        #expect(style.contains("--accent:#166E3F"))
        #expect(style.contains(#"[data-theme="dark"]{--accent:#26BD6C"#))
        #expect(style.contains("--accent-strong:#0D4A2A"))
        #expect(style.contains(#"--font:"Inter""#))
        #expect(page.query("link[rel=icon]")?["href"] == "../favicon.svg")
        #expect(page.query("head script")?.normalizedText.contains(#"a="dark",s=1"#) == true)
        #expect(page.query("a.site-name")?["href"] == "https://acme.test")
        #expect(page.query("img.logo-light")?["src"] == "../logo/light.svg")
        #expect(page.query("img.logo-dark")?["src"] == "../logo/dark.svg")
        let links = page.queryAll(".site-links a").map { ($0.normalizedText, $0["href"] ?? "") }
        #expect(links.contains { $0 == ("Support", "mailto:help@acme.test") })
        #expect(links.contains { $0 == ("Guide", "../guides/setup.html") })
        #expect(page.query(".site-links a.navbar-primary")?.normalizedText == "Sign <up>")
        let banner = page.query(".site-banner")
        #expect(banner?.has("data-dismissible") == true)
        #expect(banner?.query("strong")?.normalizedText == "New:")
        #expect(banner?.query("a")?["href"] == "../guides/setup.html")
        #expect(page.query(".site-banner-close") != nil)
        let footer = page.query("footer.site-footer")
        #expect(footer?.queryAll(".footer-socials a").map(\.normalizedText) == ["GitHub", "X"])
        #expect(footer?.query(".footer-header")?.normalizedText == "Company")
        #expect(footer?.query(".footer-column a")?["href"] == "https://acme.test/blog")
        #expect(page.query("#search-input")?["placeholder"] == "Ask Acme…")
        #expect(page.query("link[href='../style/extra.css']") != nil)
        #expect(page.query("script[src='../widget.js']") != nil)
        #expect(page.query("meta[property='og:site_name']")?["content"] == "Acme")
        #expect(page.query("meta[name=google-site-verification]")?["content"] == "abc")
        // Analytics only for a build that is for the web.
        #expect(page.query("script[src*=googletagmanager]") == nil)
    }

    @Test("analytics script tags come with a base URL; contextual links carry the page's address")
    func webBuild() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = HTMLPage(try site.read("_site/guides/setup.html"))
        #expect(page.query("script[src='https://www.googletagmanager.com/gtag/js?id=G-TEST123']") != nil)
        #expect(page.query("script[data-domain='acme.test']")?["src"] == "https://plausible.io/js/script.js")
        #expect(page.queryAll("script").contains { $0.normalizedText.contains(#"posthog.init("phc_key""#) })
        let actions = page.queryAll(".doc-actions a, .doc-actions button").map(\.normalizedText)
        #expect(actions == ["Copy page", "View as Markdown", "Open in ChatGPT", "Open in Claude", "Open in Perplexity"])
        let claude = page.queryAll(".doc-actions a").first { $0.normalizedText == "Open in Claude" }
        #expect(
            claude?["href"]
                == "https://claude.ai/new?q=Read%20https%3A%2F%2Fdocs.acme.test%2Fguides%2Fsetup%20so%20I%20can%20ask%20questions%20about%20it."
        )
        // seo.indexing: navigable keeps pages outside the navigation out of search engines.
        #expect(page.query("meta[name=robots]") == nil)
        #expect(HTMLPage(try site.read("_site/hidden.html")).query("meta[name=robots]")?["content"] == "noindex")
    }

    @Test("each plain redirect source gets a page; every rule goes into _redirects")
    func redirects() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://docs.acme.test/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = HTMLPage(try site.read("_site/old/setup.html"))
        #expect(page.query("meta[http-equiv=refresh]")?["content"] == "0; url=../guides/setup.html")
        #expect(page.query("link[rel=canonical]")?["href"] == "https://docs.acme.test/guides/setup")
        #expect(page.query("main a")?["href"] == "../guides/setup.html")
        // The site's name or logo leads home, in the site's stylesheet.
        #expect(page.query("header a.site-name")?["href"] == "../index.html")
        #expect(page.query("link[rel=stylesheet]")?["href"] == "../assets/site.css")
        // A link to a redirect's source is no broken link: it leads where the redirect does.
        let index = HTMLPage(try site.read("_site/index.html"))
        #expect(index.docBody?.query("a")?["href"] == "guides/setup.html")
        let hostFile = try site.read("_site/_redirects")
        #expect(hostFile.contains("/old/setup /guides/setup 301\n"))
        #expect(hostFile.contains("/legacy/* /guides/:splat 302\n"))
        #expect(!site.exists("_site/legacy.html"))
    }

    @Test("errors.404 sets the not-found page's title and text")
    func notFound() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = HTMLPage(try site.read("_site/404.html"))
        #expect(page.title == "Nothing here · Acme")
        #expect(page.query(".not-found h1")?.normalizedText == "Nothing here")
        #expect(page.query(".not-found p")?.normalizedText == "Try the search.")
        #expect(page.query("footer.site-footer") != nil)
    }

    @Test("a site without settings keeps the plain header and the copy and view actions")
    func defaults() throws {
        let site = try TemporarySite()
        try site.write("content/docs.json", #"{"name": "Plain", "navigation": [{"group": "A", "pages": ["index"]}]}"#)
        try site.write("content/index.md", "# Plain\n\nText.\n")
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("unsupported_setting"))
        let page = HTMLPage(try site.read("_site/index.html"))
        #expect(page.query("a.site-name")?.normalizedText == "Plain")
        #expect(page.query(".site-banner") == nil)
        #expect(page.query("footer") == nil)
        #expect(page.query("head style") == nil)
        #expect(page.queryAll(".doc-actions a, .doc-actions button").map(\.normalizedText) == ["Copy page", "View as Markdown"])
        #expect(!site.exists("_site/_redirects"))
    }

    @Test("search finds words far down a long page, and the previews, but not button labels")
    func searchIndex() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write("content/docs.json", #"{"name": "Long", "navigation": [{"group": "A", "pages": ["index"]}]}"#)
        let filler = String(repeating: "Plain words that fill the page to push the rest down. ", count: 200)
        try site.write(
            "content/index.md", "# Long\n\n\(filler)\n\nThe zanzibar flag sits at the very end.\n\n```swift\nlet x = 1\n```\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let entries = try site.searchEntries()
        let long = try #require(entries.first { $0["u"] as? String == "index.html" })
        let text = long["x"] as? String ?? ""
        #expect(text.contains("zanzibar flag"))
        #expect(!text.contains("Copy"))
        #expect(entries.contains { ($0["u"] as? String)?.hasPrefix("previews/gym/") == true })
    }

    @Test("addresses in docs.json that could run script or leave the output go nowhere")
    func hostileAddresses() throws {
        let outer = try TemporarySite()
        let site = try TemporarySite(in: outer.root)
        try site.write("content/docs/index.md", "# Home\n\nWelcome.\n")
        try site.write(
            "content/docs.json",
            """
            {
              "name": "Acme",
              "logo": { "light": "/logo.svg", "href": "JaVaScRiPt://x%0aalert(1)" },
              "navbar": { "links": [{ "label": "Bad", "href": "javascript:alert(2)" }] },
              "footer": { "socials": { "x": "javascript:alert(3)" } },
              "seo": { "metatags": { "canonical": "javascript:alert(4)" } },
              "redirects": [
                { "source": "../../escape", "destination": "/index" },
                { "source": "/previews/index", "destination": "/index" },
                { "source": "/gone", "destination": "javascript:alert(5)" },
                { "source": "/kept", "destination": "/index" }
              ],
              "navigation": {
                "global": { "anchors": [{ "anchor": "Evil", "href": "javascript:alert(6)" }] },
                "tabs": [
                  { "tab": "Start", "groups": [{ "group": "Start", "pages": ["index", { "title": "Out", "href": "javascript:alert(7)" }] }] },
                  { "tab": "Evil", "href": "javascript:alert(8)" }
                ]
              }
            }
            """)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outer.root.appendingPathComponent("escape.html").path))
        #expect(try site.read("_site/kept.html").contains("url=./index.html"))
        #expect(!site.exists("_site/gone.html"))
        #expect(try !site.read("_site/previews/index.html").contains("Redirecting"))
        let files =
            FileManager.default.enumerator(atPath: site.root.appendingPathComponent("_site").path)?
            .compactMap { $0 as? String } ?? []
        #expect(files.contains("index.html"))
        for file in files where file.hasSuffix(".html") || file == "_redirects" {
            let text = try site.read("_site/\(file)").lowercased()
            #expect(!text.contains("javascript:"), "\(file)")
        }
    }

    @Test("a docs.json that cannot be read fails the build at its path, rather than building an empty site")
    func unreadableConfig() throws {
        let site = try TemporarySite()
        try site.write("content/docs/index.md", "# Home\n")
        try FileManager.default.createDirectory(
            at: site.root.appendingPathComponent("content/docs.json"), withIntermediateDirectories: true)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("content/docs.json: error[is_a_directory]"), "\(outcome.stderr)")
        #expect(!site.exists("_site"))
    }
}
