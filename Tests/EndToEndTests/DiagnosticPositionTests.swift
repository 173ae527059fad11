import Foundation
import HTMLQuery
import Testing

/// Every diagnostic from a page, through the real binary, names the file it is in (the page,
/// or the snippet it uses) and the exact line:col there.
@Suite("diagnostic positions, end to end")
struct DiagnosticPositionTests {
    private static func makeSite(page: String, snippet: String? = nil) throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{ "name": "Docs", "navigation": { "groups": [ { "group": "G", "pages": ["index", "page"] } ] } }"#)
        try site.write("content/docs/index.md", "# Home\n\n## Start\n\nHello.\n")
        try site.write("content/docs/page.mdx", page)
        if let snippet { try site.write("content/snippets/part.mdx", snippet) }
        return site
    }

    @Test("unsafe links in inline components and JSX attributes are warnings at the attribute, errors with --strict")
    func inlineComponents() throws {
        let page = """
            # Page

            Say <Mention page="javascript:alert(1)" /> and <Tooltip tip="t" cta="go" href="javascript:alert(2)">w</Tooltip>.

            <a href={"javascript:alert(3)"}>x</a>

            <Card title="C" href="javascript:alert(4)" img="data:image/png,x">Body</Card>

            """
        let site = try Self.makeSite(page: page)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for position in ["3:14", "3:74", "5:4", "7:17", "7:44"] {
            #expect(outcome.stderr.contains("content/docs/page.mdx:\(position): warning[unsafe_url]"), "\(outcome.stderr)")
        }
        let main = try requirePart("main .doc-body", of: HTMLPage(try site.read("_site/page.html")))
        let urls = (main.attributes(named: "href") + main.attributes(named: "src")).map { $0.lowercased() }
        #expect(urls.allSatisfy { !$0.contains("javascript:") && !$0.hasPrefix("data:") }, "\(urls)")
        let html = try site.read("_site/page.html").lowercased() + site.read("_site/page.md").lowercased()
        #expect(!html.contains("javascript:") && !html.contains("data:image"))
        let strict = try PreflightProcess.run(["build", "--strict"], in: site.root)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("content/docs/page.mdx:3:74: error[unsafe_url]"), "\(strict.stderr)")
    }

    @Test("columns inside indented components, .mdx <div> blocks and after inline components are the page's")
    func indentation() throws {
        let page = """
            # Page

            <Note>
                Indented [x](javascript:alert(1)) and <img src=x onerror=alert(1)> and [b](/nowhere).
            </Note>

            <div>
              In a div [y](/missing) here.
            </div>

            <Badge>é</Badge> then [z](/gone).

            """
        let site = try Self.makeSite(page: page)
        // A failed build reports its errors alone: broken links as warnings show them all.
        let outcome = try PreflightProcess.run(["build", "--allow-broken-links"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for expected in [
            "content/docs/page.mdx:4:14: warning[unsafe_url]", "content/docs/page.mdx:4:54: warning[unsafe_html_attribute]",
            "content/docs/page.mdx:4:76: warning[broken_link]", "content/docs/page.mdx:8:12: warning[broken_link]",
            "content/docs/page.mdx:11:23: warning[broken_link]",
        ] {
            #expect(outcome.stderr.contains(expected), "\(expected) in \(outcome.stderr)")
        }
    }

    @Test("what a snippet holds is reported in the snippet file at its own line:col")
    func snippet() throws {
        let snippet = """
            ---
            title: Part
            ---
            See [js](javascript:alert(1)) and [gone](/gone) and [anchor](/index#nowhere).

              <img src=x onerror=alert(1)>

            <Tooltip tip="t" cta="c" href="javascript:alert(2)">w</Tooltip>

            """
        let site = try Self.makeSite(
            page: "import Part from '/snippets/part.mdx'\n\n# Page\n\n<Note>\n  <Part />\n</Note>\n", snippet: snippet)
        let outcome = try PreflightProcess.run(["build", "--allow-broken-links"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for expected in [
            "content/snippets/part.mdx:4:5: warning[unsafe_url]", "content/snippets/part.mdx:4:35: warning[broken_link]",
            "content/snippets/part.mdx:4:53: warning[broken_anchor]",
            "content/snippets/part.mdx:6:14: warning[unsafe_html_attribute]",
            "content/snippets/part.mdx:8:26: warning[unsafe_url]",
        ] {
            #expect(outcome.stderr.contains(expected), "\(expected) in \(outcome.stderr)")
        }
        #expect(!outcome.stderr.contains("content/docs/page.mdx:"), "\(outcome.stderr)")
    }

    @Test("lint reports a page's unsafe links as warnings at their place, the snippet's in the snippet; 1 with --strict")
    func lint() throws {
        let site = try Self.makeSite(
            page: "import Part from '/snippets/part.mdx'\n\n# Page\n\nA <Mention page=\"javascript:x\" />\n\n<Part />\n",
            snippet: "See [js](javascript:y).\n")
        let outcome = try PreflightProcess.run(["lint", "content/docs/page.mdx"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("content/docs/page.mdx:5:12: warning[unsafe_url]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("content/snippets/part.mdx:1:5: warning[unsafe_url]"), "\(outcome.stderr)")
        #expect(try PreflightProcess.run(["lint", "--strict", "content/docs/page.mdx"], in: site.root).status == 1)
    }

    @Test("a component problem in a snippet names the snippet file; --strict makes it an error")
    func snippetError() throws {
        let site = try Self.makeSite(
            page: "import Part from '/snippets/part.mdx'\n\n# Page\n\n<Part />\n", snippet: "Fine.\n\n   <Nope />\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let outcome = try PreflightProcess.run(["build", "--strict"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/snippets/part.mdx:3:4: error[unknown_component]"), "\(outcome.stderr)")
    }
}
