import Foundation
import HTMLQuery
import Testing

/// Unsafe links and raw HTML through the real binary: whatever could run script never reaches
/// any file of the site, and each thing left out is a warning at its line:col.
@Suite("unsafe links and raw HTML, end to end")
struct UnsafeLinkTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var markdown: String
        var code: String
        /// Where the warning points, as `line:col` in `content/docs/hostile.md`.
        var position: String
        var testDescription: String { markdown }
    }

    /// Each case's Markdown starts on line 3 of the page, after `# Hostile` and a blank line.
    static let cases: [Case] = [
        Case(markdown: "[x](javascript:alert(1))", code: "unsafe_url", position: "3:1"),
        Case(markdown: "Go [x](JaVaScRiPt:alert(1))", code: "unsafe_url", position: "3:4"),
        Case(markdown: "[x](&#106;avascript:alert(1))", code: "unsafe_url", position: "3:1"),
        Case(markdown: "[x](&#0000106;avascript:alert(1))", code: "unsafe_url", position: "3:1"),
        Case(markdown: "[x][r]\n\n[r]: javascript:alert(1)", code: "unsafe_url", position: "3:1"),
        Case(markdown: "See <javascript:alert(1)>", code: "unsafe_url", position: "3:5"),
        Case(markdown: "[x](<java\tscript:alert(1)>)", code: "unsafe_url", position: "3:1"),
        Case(markdown: "![x](vbscript:msgbox(1))", code: "unsafe_url", position: "3:1"),
        Case(markdown: "<img src=x onerror=alert(1)>", code: "unsafe_html_attribute", position: "3:12"),
        Case(markdown: "<div onclick=\"alert(1)\">x</div>", code: "unsafe_html_attribute", position: "3:6"),
        Case(markdown: "<svg onload=alert(1)></svg>", code: "unsafe_html_attribute", position: "3:6"),
        Case(markdown: "<a href=\"java&#x09;script:alert(1)\">x</a>", code: "unsafe_url", position: "3:4"),
        Case(markdown: "<a href=\"&#0000106;avascript:alert(1)\">x</a>", code: "unsafe_url", position: "3:4"),
        Case(markdown: "<a href=\"&#x6A;avascript&colon;alert(1)\">x</a>", code: "unsafe_url", position: "3:4"),
        Case(markdown: "<a href=\" \u{01}\u{1F}javascript:alert(1)\">x</a>", code: "unsafe_url", position: "3:4"),
        Case(markdown: "<a href=\"JAVASCRIPT:alert(1)\">x</a>", code: "unsafe_url", position: "3:4"),
        Case(markdown: "<a href=javascript:alert(1)>x</a>", code: "unsafe_url", position: "3:4"),
        Case(markdown: "<img srcset=\"a.png 1x, javascript:alert(1) 2x\">", code: "unsafe_url", position: "3:6"),
        Case(
            markdown: "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>", code: "unsafe_url", position: "3:9"),
        Case(markdown: "<math href=\"javascript:alert(1)\"><mi>x</mi></math>", code: "unsafe_url", position: "3:7"),
        Case(markdown: "<form action=\"javascript:alert(1)\"><input type=submit></form>", code: "unsafe_url", position: "3:7"),
        Case(
            markdown: "<form><button formaction=\"javascript:alert(1)\">x</button></form>", code: "unsafe_url", position: "3:15"),
        Case(markdown: "<iframe src=\"javascript:alert(1)\"></iframe>", code: "unsafe_url", position: "3:9"),
        Case(
            markdown: "<iframe srcdoc=\"&lt;img src=x onerror=alert(1)&gt;\"></iframe>", code: "unsafe_html_attribute",
            position: "3:9"),
        Case(markdown: "<object data=\"javascript:alert(1)\"></object>", code: "unsafe_url", position: "3:9"),
        Case(
            markdown: "<embed src=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">", code: "unsafe_url",
            position: "3:8"),
        Case(markdown: "<base href=\"javascript:alert(1)//\">", code: "unsafe_html_element", position: "3:1"),
        Case(
            markdown: "<meta http-equiv=refresh content=\"0;url=javascript:alert(1)\">", code: "unsafe_html_element",
            position: "3:1"),
        Case(markdown: "<p style=\"background:url(javascript:alert(1))\">x</p>", code: "unsafe_html_attribute", position: "3:4"),
        Case(markdown: "<script>alert(1)</script>", code: "unsafe_html_element", position: "3:1"),
        Case(markdown: "Text <script>alert(1)</script> inline", code: "unsafe_html_element", position: "3:6"),
        Case(markdown: "<div>\n<img/onerror=alert(1) src=x>\n</div>", code: "unsafe_html_attribute", position: "4:6"),
        Case(markdown: "<img src=x onerror =alert(1)>", code: "unsafe_html_attribute", position: "3:12"),
        Case(
            markdown: "<img\n  src=\"https://example.com/x.png\"\n  onerror=\"alert(1)\">", code: "unsafe_html_attribute",
            position: "5:3"),
        Case(markdown: "<div>\n<img src=x onerror=alert(1)>\n</div>", code: "unsafe_html_attribute", position: "4:12"),
        Case(markdown: "<Note>\n<img src=x onerror=alert(1)>\n</Note>", code: "unsafe_html_attribute", position: "4:12"),
        Case(markdown: "<Note>\nSee [x](javascript:alert(1)).\n</Note>", code: "unsafe_url", position: "4:5"),
        Case(markdown: "<Card title=\"C\" href=\"javascript:alert(1)\">x</Card>", code: "unsafe_url", position: "3:17"),
        Case(
            markdown: "<Tiles>\n<Tile title=\"T\" href=\"javascript:alert(1)\" />\n</Tiles>", code: "unsafe_url", position: "4:17"
        ),
    ]

    /// What must be in no file of the site, lowercased: every spelling the cases use.
    static let needles = [
        "javascript:", "java\tscript", "java&#x09;script", "&#106;avascript", "&#0000106;", "&#x6a;avascript", "vbscript:",
        "onerror", "onclick", "onload", "data:text/html", "srcdoc", "http-equiv", "<script>alert", "<base ",
    ]

    private static func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{ "name": "Docs", "navigation": { "groups": [ { "group": "G", "pages": ["index", "hostile"] } ] } }"#)
        try site.write("content/docs/index.md", "# Home\n\nSee [the page](/hostile).\n")
        try site.write("content/docs/hostile.md", "# Hostile\n\nNothing yet.\n")
        return site
    }

    /// Every file of the built site but the shipped assets (whose script sets its own handlers).
    private static func outputsHolding(_ needles: [String], in folder: URL) throws -> [String] {
        try SiteTree(folder).files.compactMap { path, data in
            guard !path.hasPrefix("assets/") else { return nil }
            let text = String(decoding: data, as: UTF8.self).lowercased()
            let found = needles.filter { text.contains($0) }
            return found.isEmpty ? nil : "\(path): \(found)"
        }.sorted()
    }

    @Test("the unsafe thing is in no output file and is a warning at its line:col", arguments: cases)
    func leftOut(_ hostile: Case) throws {
        let site = try Self.makeSite()
        try site.write("content/docs/hostile.md", "# Hostile\n\n\(hostile.markdown)\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains("content/docs/hostile.md:\(hostile.position): warning[\(hostile.code)]"), "\(outcome.stderr)")
        #expect(try Self.outputsHolding(Self.needles, in: site.root.appendingPathComponent("_site")) == [])
        #expect(site.exists("_site/hostile.html") && site.exists("_site/hostile.md"))
    }

    @Test("a tag hidden in an attribute value stays text for a browser that reads the value as a comment")
    func commentTrick() throws {
        let site = try Self.makeSite()
        try site.write("content/docs/hostile.md", "# Hostile\n\n<!-- <a title=\" --><img src=x onerror=alert(1)>\" -->\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("_site/hostile.html")
        #expect(page.contains("&lt;img src=x onerror=alert(1)>"))
        let body = try requirePart("main .doc-body", of: HTMLPage(page))
        #expect(body.queryAll("img").isEmpty)
        #expect(body.allAttributes.allSatisfy { !$0.name.hasPrefix("on") })
        #expect(!page.contains("<img src=x onerror"))
    }

    @Test("raw HTML in a snippet is checked too, at its place in the snippet")
    func snippet() throws {
        let site = try Self.makeSite()
        try site.write("content/snippets/bad.mdx", "<img src=x onerror=alert(1)>\n")
        try site.write("content/docs/hostile.md", "import Bad from '/snippets/bad.mdx'\n\n# Hostile\n\n<Bad />\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains("content/snippets/bad.mdx:1:12: warning[unsafe_html_attribute]"), "\(outcome.stderr)")
        #expect(try Self.outputsHolding(Self.needles, in: site.root.appendingPathComponent("_site")) == [])
    }

    @Test("safe links and raw HTML are written as they were")
    func safeKept() throws {
        let site = try Self.makeSite()
        let markdown = """
            # Hostile

            [home](/index) [mail](mailto:a@example.com) [web](https://example.com/a?b=1#c)

            <a href="https://example.com/x" title="a &lt; b">x</a> <img src="https://example.com/i.png" alt="i">
            """
        try site.write("content/docs/hostile.md", markdown + "\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("unsafe"))
        let page = try site.read("_site/hostile.html")
        #expect(page.contains(#"<a href="index.html">home</a> <a href="mailto:a@example.com">mail</a>"#))
        #expect(
            page.contains(
                #"<a href="https://example.com/x" title="a &lt; b">x</a> <img src="https://example.com/i.png" alt="i">"#))
        #expect(try site.read("_site/hostile.md").hasSuffix(markdown + "\n"))
    }

    @Test("--strict makes an unsafe link an error, exit 1, and leaves the previous site as it was")
    func strict() throws {
        let site = try Self.makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let before = try SiteTree(site.root.appendingPathComponent("_site"))
        try site.write("content/docs/hostile.md", "# Hostile\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1))\n")
        let outcome = try PreflightProcess.run(["build", "--strict"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/docs/hostile.md:3:12: error[unsafe_html_attribute]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("content/docs/hostile.md:3:30: error[unsafe_url]"), "\(outcome.stderr)")
        #expect(try SiteTree(site.root.appendingPathComponent("_site")) == before)
        #expect(stagingLeftovers(in: site.root) == [])
    }

    @Test("a second build reusing the page reports its warnings again")
    func cachedWarnings() throws {
        let site = try Self.makeSite()
        try site.write("content/docs/hostile.md", "# Hostile\n\n<div onclick=\"alert(1)\">x</div>\n")
        let first = try PreflightProcess.run(["build"], in: site.root)
        let second = try PreflightProcess.run(["build"], in: site.root)
        #expect(first.stderr.contains("content/docs/hostile.md:3:6: warning[unsafe_html_attribute]"), "\(first.stderr)")
        #expect(second.stderr.contains("content/docs/hostile.md:3:6: warning[unsafe_html_attribute]"), "\(second.stderr)")
        #expect(try PreflightProcess.run(["build", "--strict"], in: site.root).status == 1)
    }

    @Test("a broken link in raw HTML is reported at its line:col")
    func brokenRawHTMLLink() throws {
        let site = try Self.makeSite()
        try site.write("content/docs/hostile.md", "# Hostile\n\n<div>\n  <a class=\"x\" href=\"/nowhere\">x</a>\n</div>\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains("content/docs/hostile.md:4:16: error[broken_link]: The link \"/nowhere\""),
            "\(outcome.stderr)")
    }

    @Test("a page file named javascript:alert(1).md is linked as ./javascript:alert(1).html everywhere")
    func colonInPageName() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{ "name": "Docs", "navigation": { "groups": [ { "group": "G", "pages": ["index", "javascript:alert(1)"] } ] } }"#)
        try site.write("content/docs/index.md", "# Home\n\nHello.\n")
        try site.write("content/docs/javascript:alert(1).md", "# Evil\n\nHello.\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let needles = [
            "href=\"javascript:", "](javascript:", "\"u\":\"javascript:", "data-twin=\"javascript:", "href='javascript:",
        ]
        #expect(try Self.outputsHolding(needles, in: site.root.appendingPathComponent("_site")) == [])
        #expect(try site.read("_site/index.html").contains(#"href="./javascript:alert(1).html""#))
        #expect(try site.read("_site/javascript:alert(1).html").contains(#"href="./javascript:alert(1).md""#))
        #expect(try site.read("_site/llms.txt").contains("(javascript%3Aalert(1).md)"))
        #expect(try site.searchIndexText().contains(#""u":"./javascript:alert(1).html""#))
    }

    @Test(
        "--base-url must be an http(s) address: invalid_base_url, exit 2, nothing written",
        arguments: [
            "javascript:alert(1)//", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "data:text/html,x", "/docs/", "https://",
            "https:///x",
            "https://a.example/\n<script>", "ftp://example.com/", "http:example.com",
        ])
    func badBaseURL(_ url: String) throws {
        let site = try Self.makeSite()
        let outcome = try PreflightProcess.run(["build", "--base-url", url], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--base-url: error[invalid_base_url]"), "\(outcome.stderr)")
        #expect(!site.exists("_site"))
        #expect(stagingLeftovers(in: site.root) == [])
    }

    @Test("an https base URL is written into the sitemap and llms.txt")
    func goodBaseURL() throws {
        let site = try Self.makeSite()
        let outcome = try PreflightProcess.run(["build", "--base-url", "https://docs.example.com/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/sitemap.xml").contains("<loc>https://docs.example.com/hostile.html</loc>"))
        #expect(try site.read("_site/llms.txt").contains("(https://docs.example.com/hostile.md)"))
    }

    @Test("lint prints no control bytes from a catalog with ESC, BEL or a right-to-left override in it")
    func lintEscapes() throws {
        let site = try TemporarySite()
        try site.write(
            "catalog.json",
            #"{ "topics": [ { "slug": "bad\u001b[2J\u0007\u202Egnp.slug", "name": "N\u001b]0;pwned\u0007", "channels": { "push": { "default": true } } } ] }"#
        )
        let outcome = try PreflightProcess.run(["lint", "catalog.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error[invalid_slug]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains(#"\u{1B}[2J\u{7}\u{202E}gnp.slug"#), "\(outcome.stderr)")
        let controls = (outcome.stdout + outcome.stderr).unicodeScalars.filter {
            $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) || (0x202A...0x202E).contains($0.value)
        }
        #expect(controls.isEmpty, "\(controls.map(\.value))")
    }
}
