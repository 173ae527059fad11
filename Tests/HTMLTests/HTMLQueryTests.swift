import HTMLQuery
import Testing

/// The tests' HTML reader and selectors, checked against a page shaped like the ones
/// Preflight writes, so assertions built on them can be trusted to fail.
@Suite("HTML query (test support)")
struct HTMLQueryTests {
    static let page = """
        <!doctype html>
        <html><head><title>Home · Docs</title><style>a > b { x: "<main>" }</style></head>
        <body>
        <aside class="sidebar" id="sidebar"><nav><ul>
        <li><a href="index.html" aria-current="page">Home</a></li>
        <li><a href="guide.html">The  &lt;guide&gt;</a></li>
        </ul></nav></aside>
        <main id="main" class="site-main wide"><article class="doc"><div class="doc-body">
        <h2 id="first-steps">First steps</h2><p>Text &amp; more &#x1F600; &#233;<br>next</p>
        <img src="a.png" alt='quoted "alt"'>
        <div data-screen="preferences"><div class="ios-row" data-topic="gym"><span data-title>Gym</span>
        <button role="switch" aria-checked="true"></button></div>
        <div class="ios-row" data-topic="news"><span data-title>News</span><span data-summary>Push, Email</span></div></div>
        </div></article></main>
        <!-- <main>not this</main> -->
        <script>if (a < b) document.write("</p>")</script>
        </body></html>
        """

    @Test func selectorsFindElementsByTagClassIdAndAttribute() throws {
        let root = HTMLPage(Self.page).root
        #expect(root.queryAll("main").count == 1)
        #expect(root.query("#main")?.name == "main")
        #expect(root.query(".wide")?.name == "main")
        #expect(root.query("main.site-main.wide") != nil)
        #expect(root.query("main.narrow") == nil)
        #expect(root.queryAll("[href]").count == 2)
        #expect(root.query("a[href=guide.html]")?.normalizedText == "The <guide>")
        #expect(root.query("a[href^=gui]") != nil)
        #expect(root.query("a[href*=uide]") != nil)
        #expect(root.query("[data-topic=\"news\"] [data-summary]")?.text == "Push, Email")
        #expect(root.query("img")?["alt"] == "quoted \"alt\"")
        #expect(root.queryAll("h2, img").map(\.name) == ["h2", "img"])
    }

    @Test func descendantAndChildCombinators() {
        let root = HTMLPage(Self.page).root
        #expect(root.queryAll("aside a").count == 2)
        #expect(root.queryAll("aside > a").isEmpty)
        #expect(root.queryAll("li > a").count == 2)
        #expect(root.queryAll("ul>li>a").count == 2)
        #expect(root.queryAll("main a").isEmpty)
        #expect(root.query("main > article > .doc-body > h2")?["id"] == "first-steps")
    }

    @Test func textIsDecodedAndRawBodiesStayText() throws {
        let page = HTMLPage(Self.page)
        #expect(page.title == "Home · Docs")
        #expect(page.query("p")?.text == "Text & more 😀 énext")
        #expect(page.query("script")?.text == "if (a < b) document.write(\"</p>\")")
        #expect(page.query("style")?.elements.isEmpty == true)
        #expect(page.queryAll("main").count == 1)
    }

    @Test func productVocabulary() throws {
        let page = HTMLPage(Self.page)
        #expect(page.sidebarLinks == [Link("Home", "index.html"), Link("The <guide>", "guide.html")])
        #expect(page.currentSidebarEntry == Link("Home", "index.html"))
        #expect(page.heading(id: "first-steps")?.text == "First steps")
        #expect(page.heading(id: "main") == nil)
        let screen = try #require(page.screen)
        #expect(screen.screenRows.map(\.rowTitle) == ["Gym", "News"])
        #expect(screen.screenRow("gym")?.rowControl == .switch(isOn: true))
        #expect(screen.screenRow("news")?.rowControl == .menu(summary: "Push, Email"))
        let main = try requirePart("main", of: page)
        #expect(main.hasContent)
    }

    @Test func emptyPartsHaveNoContent() {
        #expect(!Element.parse("").hasContent)
        #expect(!Element.parse("  \n ").hasContent)
        #expect(Element.parse("<br>").hasContent)
        #expect(HTMLPage("<main>\n</main>").main?.hasContent == false)
    }
}
