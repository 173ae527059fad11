import Foundation
import Testing

/// What docs.json's settings cannot give the site, built with the real binary: each value
/// left out is a warning at its own place, addresses that could run script are `unsafe_url`,
/// and the banner's and 404 description's Markdown problems are reported at their values.
@Suite("docs.json settings' problems, end to end")
struct DocsSettingsProblemsTests {
    static let docsJSON = """
        {
          "name": "Acme",
          "appearance": { "default": "sepia" },
          "background": { "color": { "light": "red", "dark": "#101010" } },
          "navbar": { "links": [{ "label": "Evil", "href": "javascript:alert(1)" }] },
          "footer": { "links": [{ "header": "Company", "items": [{ "label": "Blog" }, { "label": "Jobs", "href": "https://acme.test/jobs" }] }] },
          "banner": { "content": "Read <Frobnicate>the news</Frobnicate> and the [guide](/guide).", "dismissible": true },
          "errors": { "404": { "title": "Gone", "description": "Nothing at this address. [Go home](/) or read **the guide**. <script>alert(1)</script>" } },
          "navigation": { "groups": [{ "group": "Start", "pages": ["index", "guide"] }] }
        }
        """

    private func makeSite(_ docsJSON: String = docsJSON) throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/docs.json", docsJSON)
        try site.write("content/index.md", "---\ntitle: Welcome\n---\n\nHello.\n")
        try site.write("content/guide.md", "---\ntitle: Guide\n---\n\nSteps.\n")
        return site
    }

    private func lines(_ stderr: String, _ code: String) -> [String] {
        stderr.split(separator: "\n").filter { $0.contains("[\(code)]") }.map(String.init)
    }

    @Test("a footer item without href, a colour that is not hex and an unknown appearance are each a warning")
    func droppedValues() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let prefix = "warning[unsupported_setting]: docs.json sets something Preflight does not honour:"
        #expect(
            lines(outcome.stderr, "unsupported_setting") == [
                "content/docs.json:3:30: \(prefix) appearance.default: sepia (expected system, light or dark); the site is built without it.",
                "content/docs.json:4:39: \(prefix) background.color: red (expected a hex colour such as #0f0f12); the site is built without it.",
                "content/docs.json:6:58: \(prefix) footer.links[0].items[0] (a link without href); the site is built without it.",
            ], "\(outcome.stderr)")
        let html = try site.read("_site/index.html")
        // The other footer item and the valid background side are kept.
        #expect(html.contains("https://acme.test/jobs"))
        // Only the dark look gets a background; the light one keeps its default.
        #expect(html.contains(#"<style>[data-theme="dark"]{--bg:#101010}"#))
        #expect(!html.contains("--bg:red"))
    }

    @Test("an address that could run script is unsafe_url at its place, and the link leads nowhere")
    func unsafeAddress() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(
            lines(outcome.stderr, "unsafe_url") == [
                #"content/docs.json:5:52: warning[unsafe_url]: docs.json's navbar.links[0].href leads to "javascript:alert(1)", whose scheme can run script (javascript:, vbscript:, data:); it was left out."#
            ], "\(outcome.stderr)")
        let html = try site.read("_site/index.html")
        #expect(html.contains(##"href="#">Evil"##))
        #expect(!html.contains("javascript:"))
    }

    @Test("the banner's problems are reported at banner.content; a broken banner fails the build")
    func bannerProblems() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(
            lines(outcome.stderr, "unknown_component") == [
                "content/docs.json:7:26: warning[unknown_component]: In banner.content: <Frobnicate> is not a known component; its children are shown."
            ], "\(outcome.stderr)")
        #expect(
            try site.read("_site/index.html").contains(
                #"<div class="site-banner-text"><p>Read the news and the <a href="./guide.html">guide</a>.</p>"#))

        let broken = try makeSite(
            Self.docsJSON.replacingOccurrences(of: "Read <Frobnicate>the news</Frobnicate>", with: "Read <Note>the news"))
        let failed = try PreflightProcess.run(["build"], in: broken.root)
        #expect(failed.status != 0)
        let errors = failed.stderr.split(separator: "\n").filter { $0.contains(": error[") }.map(String.init)
        #expect(
            errors == [
                "content/docs.json:7:26: error[misplaced_component]: In banner.content: <Note> is a block component; put its tag on a line of its own."
            ], "\(failed.stderr)")
    }

    @Test("errors.404.description is inline Markdown on the 404 page, with script left out")
    func notFoundMarkdown() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let html = try site.read("_site/404.html")
        #expect(
            html.contains(
                #"<p>Nothing at this address. <a href="/index.html">Go home</a> or read <strong>the guide</strong>. alert(1)</p>"#
            ), "\(html)")
        #expect(!html.contains("<script>alert"))
        #expect(
            lines(outcome.stderr, "unsafe_html_element").first?.hasPrefix(
                "content/docs.json:8:56: warning[unsafe_html_element]: In errors.404.description: ") == true)
    }

    @Test("a 404 description that is not one paragraph is shown as written, escaped")
    func notFoundBlocks() throws {
        let site = try makeSite(
            Self.docsJSON.replacingOccurrences(
                of: #""description": "Nothing at this address. [Go home](/) or read **the guide**. <script>alert(1)</script>""#,
                with: #""description": "- one <i>\n- two""#))
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/404.html").contains("<p>- one &lt;i&gt;\n- two</p>"))
    }

    @Test("a redirect in a $ref file without a destination is named at its place in that file")
    func referencedRedirects() throws {
        let site = try makeSite(
            #"{"name": "Acme", "redirects": {"$ref": "redirects.json"}, "navigation": {"groups": [{"group": "S", "pages": ["index", "guide"]}]}}"#
        )
        try site.write(
            "content/redirects.json", "[\n  {\"source\": \"/a\", \"destination\": \"/guide\"},\n  {\"source\": \"/b\"}\n]\n")
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            lines(outcome.stderr, "unsupported_setting") == [
                "content/redirects.json:3:3: warning[unsupported_setting]: docs.json sets something Preflight does not honour: redirects[1] (expected a source and a destination); the site is built without it."
            ], "\(outcome.stderr)")
        #expect(site.exists("_site/a.html"))
    }
}
