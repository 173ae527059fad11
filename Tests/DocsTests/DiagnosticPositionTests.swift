import Diagnostics
import Docs
import HTMLQuery
import Testing

/// Every position a page reports is the exact file:line:col of what it names: through
/// component indentation, `.mdx` `<div>` blocks, inline components, snippets and autolinks.
@Suite("Diagnostic positions")
struct DiagnosticPositionTests {
    /// `file:line:col code` for each warning (the page is `page.mdx`).
    private func warnings(_ page: MarkdownPage) -> [String] {
        page.warnings.map { "\($0.file ?? "-"):\($0.position?.description ?? "-") \($0.code)" }
    }

    private func links(_ page: MarkdownPage) -> [String] {
        page.links.map { "\($0.file ?? "page"):\($0.line):\($0.column) \($0.target)" }
    }

    @Test(
        "an unsafe link in an inline component or JSX attribute is a warning at the attribute",
        arguments: [
            ("Say <Mention page=\"javascript:alert(1)\" /> now.\n", "page.mdx:1:14 unsafe_url"),
            ("A <Tooltip tip=\"t\" cta=\"go\" href=\"javascript:alert(1)\">w</Tooltip>.\n", "page.mdx:1:29 unsafe_url"),
            ("A <Tooltip tip=\"t\" cta=\"go\" href={\"JavaScript:alert(1)\"}>w</Tooltip>.\n", "page.mdx:1:29 unsafe_url"),
            ("<a href={\"javascript:alert(1)\"}>x</a>\n", "page.mdx:1:4 unsafe_url"),
            ("<a class={\"c\"} href=\"vbscript:x\">x</a>\n", "page.mdx:1:16 unsafe_url"),
            ("<img width={3} src={'data:text/html,x'} />\n", "page.mdx:1:16 unsafe_url"),
            ("Text <Tooltip\n  tip=\"t\" cta=\"c\"\n    href=\"javascript:x\">w</Tooltip>\n", "page.mdx:3:5 unsafe_url"),
            ("<Frame src=\"javascript:x\">\n  ![i](/i.png)\n</Frame>\n", "page.mdx:1:8 unsafe_url"),
        ])
    func inlineComponentLinks(_ source: String, _ expected: String) throws {
        let page = try render(source)
        #expect(warnings(page) == [expected])
        let html = page.html.lowercased()
        let urls = try requireFragment(page.html).attributes(named: "href") + Element.parse(page.html).attributes(named: "src")
        #expect(urls.allSatisfy { !["javascript:", "vbscript:", "data:"].contains(where: $0.lowercased().contains) }, "\(urls)")
        #expect(!html.contains("javascript:") && !html.contains("vbscript:") && !html.contains("data:"))
    }

    @Test func aMentionOfAnUnsafePageShowsNothingAndSafeOnesStay() throws {
        let page = try render(
            "<Mention page=\"javascript:alert(1)\" /> <Mention page=\"/guide\" /> <Mention user=\"ann@x.com\" />\n")
        #expect(page.html == "<p><a class=\"pf-mention\" href=\"/guide\">/guide</a> <span class=\"pf-mention\">@ann</span></p>\n")
    }

    @Test(
        "columns inside indented component children and .mdx <div> blocks are the source's",
        arguments: [
            ("<Note>\n    See [x](javascript:alert(1)).\n</Note>\n", "page.mdx:2:9 unsafe_url"),
            (
                "<Note>\n  <Tip>\n      Go <img src=x onerror=alert(1)>\n  </Tip>\n</Note>\n",
                "page.mdx:3:21 unsafe_html_attribute"
            ),
            ("<div>\n   Inside [y](javascript:alert(1)) it.\n</div>\n", "page.mdx:2:11 unsafe_url"),
            ("- Item\n\n  <Note>\n  In [z](javascript:z).\n  </Note>\n", "page.mdx:4:6 unsafe_url"),
            ("<Badge>b</Badge> then [q](javascript:q)\n", "page.mdx:1:23 unsafe_url"),
            ("  <img src=x onerror=alert(1)>\n", "page.mdx:1:14 unsafe_html_attribute"),
            ("> - <img src=x onerror=alert(1)>\n", "page.mdx:1:16 unsafe_html_attribute"),
            ("<Badge color=\"green\">é</Badge> [q](javascript:q)\n", "page.mdx:1:32 unsafe_url"),
        ])
    func columnsThroughAssembly(_ source: String, _ expected: String) throws {
        #expect(warnings(try render(source)) == [expected])
    }

    @Test func linksAreAtTheirSourceColumnThroughIndentationAndInlineComponents() throws {
        let page = try render(
            "<Note>\n    Go [a](/a) and <Badge>b</Badge> [c](/c).\n</Note>\n\n<div>\n  [d](/d)\n</div>\n")
        #expect(links(page) == ["page:2:8 /a", "page:2:37 /c", "page:6:3 /d"])
    }

    @Test func linksAfterCharactersOfSeveralBytesAreAtTheirCharacterColumn() throws {
        let page = try render("Ünïcödé [a](/a) → [b](/b) 😀 [c](/c)\n\n<Note>\n  é [d](/d)\n</Note>\n")
        #expect(links(page) == ["page:1:9 /a", "page:1:19 /b", "page:1:29 /c", "page:4:5 /d"])
    }

    @Test func bareURLAutolinksAreAtTheirColumn() throws {
        let page = try render(
            "Visit www.example.com/x and https://example.com/y, or mail a@example.com.\n\n> Quoted https://q.example\n")
        #expect(
            links(page) == [
                "page:1:7 http://www.example.com/x", "page:1:29 https://example.com/y", "page:1:60 mailto:a@example.com",
                "page:3:10 https://q.example",
            ])
    }

    @Test func theSameAutolinkTwiceIsFoundTwice() throws {
        let page = try render("www.a.com www.a.com\nwww.a.com\n")
        #expect(links(page) == ["page:1:1 http://www.a.com", "page:1:11 http://www.a.com", "page:2:1 http://www.a.com"])
    }

    private var snippetRenderer: PageRenderer {
        let snippets = [
            "/snippets/bad.mdx":
                "---\ntitle: t\n---\nSee [js](javascript:x) and [ok](/ok).\n\n<img src=x onerror=alert(1)>\n\n"
                + "<Tooltip tip=\"t\" cta=\"c\" href=\"javascript:y\">w</Tooltip>\n\n<Card title=\"C\" href=\"/card\">x</Card>\n",
            "/snippets/broken.mdx": "Fine.\n\n  <Nope />\n",
        ]
        return PageRenderer(snippetLoader: { snippets[$0] }, snippetFile: { "content" + $0 })
    }

    @Test func whatASnippetHoldsIsPlacedInTheSnippet() throws {
        let page = try render(
            "import Bad from '/snippets/bad.mdx'\n\n# T\n\n<Note>\n  <Bad />\n</Note>\n", renderer: snippetRenderer)
        #expect(
            warnings(page) == [
                "content/snippets/bad.mdx:8:26 unsafe_url", "content/snippets/bad.mdx:4:5 unsafe_url",
                "content/snippets/bad.mdx:6:12 unsafe_html_attribute",
            ])
        #expect(
            links(page) == [
                "content/snippets/bad.mdx:4:28 /ok", "content/snippets/bad.mdx:6:6 x", "content/snippets/bad.mdx:10:17 /card",
            ])
    }

    @Test func aSnippetsErrorNamesTheSnippetFile() throws {
        let found = diagnostics("import Broken from '/snippets/broken.mdx'\n\n<Broken />\n", renderer: snippetRenderer)
        #expect(
            found.map { "\($0.file ?? "-"):\($0.position?.description ?? "-") \($0.code)" } == [
                "content/snippets/broken.mdx:3:3 unknown_component"
            ])
    }
}
