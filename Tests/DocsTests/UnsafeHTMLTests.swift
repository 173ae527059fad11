import Diagnostics
import Docs
import HTMLQuery
import Testing

/// The one policy for links and raw HTML: what could run script is left out with a warning at
/// its line:col, and everything else is written exactly as before.
@Suite("Unsafe links and raw HTML")
struct UnsafeHTMLTests {
    /// The page's warnings as `code@line:col`.
    private func warnings(_ page: MarkdownPage) -> [String] {
        page.warnings.map { "\($0.code)@\($0.position.map { "\($0.line):\($0.column)" } ?? "-")" }
    }

    @Test(arguments: [
        ("[x](javascript:alert(1))\n", "<p>x</p>\n", "unsafe_url@1:1"),
        ("[x](JaVaScRiPt:alert(1))\n", "<p>x</p>\n", "unsafe_url@1:1"),
        ("[x](&#106;avascript:alert(1))\n", "<p>x</p>\n", "unsafe_url@1:1"),
        ("[x](<java\tscript:alert(1)>)\n", "<p>x</p>\n", "unsafe_url@1:1"),
        ("a [x][r]\n\n[r]: data:text/html,x\n", "<p>a x</p>\n", "unsafe_url@1:3"),
        ("<vbscript:msgbox(1)>\n", "<p></p>\n", "unsafe_url@1:1"),
        ("![alt](javascript:alert(1))\n", "<p>alt</p>\n", "unsafe_url@1:1"),
    ])
    func markdownLinks(source: String, html: String, warning: String) throws {
        let page = try render(source)
        #expect(page.html == html)
        #expect(warnings(page) == [warning])
        #expect(page.links.isEmpty)
    }

    @Test(arguments: [
        ("<img src=x onerror=alert(1)>\n", "<img src=x>\n", "unsafe_html_attribute@1:12"),
        ("<div>\n<img/onerror=alert(1) src=x>\n", "<div>\n<img/ src=x>\n", "unsafe_html_attribute@2:6"),
        ("<div onclick = \"alert(1)\" class=a>\n", "<div class=a>\n", "unsafe_html_attribute@1:6"),
        ("<svg><a xlink:href='javascript:alert(1)'>x</a></svg>\n", "<p><svg><a>x</a></svg></p>\n", "unsafe_url@1:9"),
        ("<a href=javascript:alert(1)>x</a>\n", "<p><a>x</a></p>\n", "unsafe_url@1:4"),
        ("<a href=\"&#x6a;ava&#x09;script&colon;x\">x</a>\n", "<p><a>x</a></p>\n", "unsafe_url@1:4"),
        ("<a href=\"&#0000106avascript:x\">x</a>\n", "<p><a>x</a></p>\n", "unsafe_url@1:4"),
        ("<img srcset=\"a.png 1x, javascript:x 2x\" alt=a>\n", "<img alt=a>\n", "unsafe_url@1:6"),
        (
            "<svg><set attributeName=href to=javascript:x /></svg>\n", "<p><svg><set attributeName=href /></svg></p>\n",
            "unsafe_url@1:30"
        ),
        ("<p style=\"background: URL( 'java\\\\script:x' )\">s</p>\n", "<p>s</p>\n", "unsafe_html_attribute@1:4"),
        ("<div>\n<script src=x></script>\n</div>\n", "<div>\n\n</div>\n", "unsafe_html_element@2:1"),
        ("<base href=\"https://evil.example/\">\n", "\n", "unsafe_html_element@1:1"),
        ("<iframe srcdoc=\"x\"></iframe>\n", "&lt;iframe>&lt;/iframe>\n", "unsafe_html_attribute@1:9"),
    ])
    func rawHTML(source: String, html: String, warning: String) throws {
        let page = try render(source)
        #expect(page.html == html)
        #expect(warnings(page) == [warning])
    }

    @Test func aTagLeftOpenAtTheEndOfItsBlockBecomesText() throws {
        // Left open, the tag would take the paragraph's markup after it as its attributes.
        let page = try render("<div title=\"\n\n[x](onclick=alert(1)//)\n")
        #expect(page.html.hasPrefix("&lt;div title=\""))
        let body = try requireFragment(page.html)
        #expect(body.normalizedText.hasPrefix("<div title=\""))
        #expect(body.queryAll("div").isEmpty)
        #expect(!page.html.contains("<div"))
    }

    @Test func aCommentIsReadForTagsToo() throws {
        // A browser reading raw text (after an unclosed `<noscript>`) ends it inside the comment.
        let page = try render("<!-- </noscript><b onclick=x> -->\n")
        #expect(page.html == "<!-- </noscript><b> -->\n")
        #expect(warnings(page) == ["unsafe_html_attribute@1:20"])
    }

    /// Literals made so that every tag reads to the end of its block: each must still be read
    /// once, so a page of them renders (the budget's fallback leaves no tag at all).
    @Test(arguments: ["<a title=\"", "<a <b ", "<script>", "<a x=y ", "<a title='<b onclick=x>' "])
    func unclosedTagsOverAWholeBlockStayLinear(piece: String) throws {
        let source = "<div>\n" + String(repeating: piece, count: 200_000) + "\n"
        let page = try render(source)
        // 200,000 unclosed tags nest too deep to walk as a tree; the page is checked as text,
        // after making sure it starts with the block's opening tag rather than being empty.
        #expect(page.html.hasPrefix("<div>\n"), "\(page.html.prefix(80))")
        #expect(!page.html.contains("onclick=x>") || page.html.contains("&lt;b onclick=x>"))
        #expect(!page.html.contains("<script"))
    }

    @Test func aLessThanInsideAValueIsEscaped() throws {
        let page = try render("<a title=\"</noscript><img src=x onerror=alert(1)>\">x</a>\n")
        #expect(page.html == "<p><a title=\"&lt;/noscript>&lt;img src=x onerror=alert(1)>\">x</a></p>\n")
        #expect(page.warnings.isEmpty)
    }

    @Test func safeLinksAndRawHTMLAreUntouched() throws {
        let source = """
            [a](/a) [b](https://example.com/?q=1#x) [c](mailto:a@example.com) [d](javascript) [e](./data:x.html)

            <a href="https://example.com" title='q' data-x=1>x</a> <img src="/i.png" alt="">

            """
        let page = try render(source)
        #expect(page.warnings.isEmpty)
        #expect(page.markdownTwin == source.trimmingCharacters(in: .newlines) + "\n")
        #expect(page.html.contains("<a href=\"javascript\">d</a> <a href=\"./data:x.html\">e</a>"))
        #expect(page.html.contains("<a href=\"https://example.com\" title='q' data-x=1>x</a> <img src=\"/i.png\" alt=\"\">"))
    }

    @Test func rawHTMLLinksAreCollectedWithTheirPosition() throws {
        // As Markdown: in MDX, the lines inside a `<div>` are dedented, and columns there are
        // counted from the dedented line.
        let page = try PageRenderer().render(
            source: "# T\n\n<div>\n  <a href=\"/x\">x</a> <img src='/i.png'>\n</div>\n", file: "page.md")
        #expect(
            page.links == [
                PageLink(target: "/x", line: 4, column: 6, isImage: false),
                PageLink(target: "/i.png", line: 4, column: 27, isImage: false),
            ])
    }

    @Test func aCardLinkLeftOutWarns() throws {
        let page = try render("<Card title=\"C\" href=\"javascript:alert(1)\" img=\"data:image/png,x\">x</Card>\n")
        // Each at its attribute.
        #expect(warnings(page) == ["unsafe_url@1:17", "unsafe_url@1:44"])
        let card = try #require(try requireFragment(page.html).query(".pf-card"))
        #expect(card.query(".pf-card-title")?.normalizedText == "C")
        #expect((card.attributes(named: "href") + card.attributes(named: "src")).isEmpty)
        #expect(!page.html.contains("javascript:") && !page.html.contains("data:"))
    }

    @Test func theTwinOfAPageWithSomethingUnsafeIsScrubbed() throws {
        let page = try render("[x](&#106;avascript:alert(1)) <JAVASCRIPT:alert(2)>\n\n<img src=x onerror=alert(3)>\n")
        #expect(page.markdownTwin == "[x](alert(1)) <alert(2)>\n\n<img src=x>\n")
    }
}
