import Docs
import Testing

@Suite("Snippets")
struct SnippetTests {
    private let snippets: [String: String] = [
        "/snippets/intro.mdx": "---\ntitle: ignored\n---\nWelcome to **BuzzKit**. See [the guide](/guide).\n",
        "/snippets/outer.mdx": "import Intro from '/snippets/intro.mdx'\n\n<Note>\n  <Intro />\n</Note>\n",
    ]

    private var renderer: PageRenderer {
        let snippets = self.snippets
        return PageRenderer(snippetLoader: { snippets[$0] })
    }

    @Test func aSnippetIsInlinedWhereItIsUsed() throws {
        let page = try render("import Intro from '/snippets/intro.mdx';\n\n# Title\n\n<Intro />\n\nAfter.\n", renderer: renderer)
        #expect(
            page.html.contains("<p>Welcome to <strong>BuzzKit</strong>. See <a href=\"/guide\">the guide</a>.</p>\n<p>After.</p>")
        )
        #expect(page.markdownTwin == "# Title\n\nWelcome to **BuzzKit**. See [the guide](/guide).\n\nAfter.\n")
        // The snippet's link is placed in the snippet: its own line (after its front matter) and column.
        #expect(page.links == [PageLink(target: "/guide", line: 4, column: 29, isImage: false, file: "/snippets/intro.mdx")])
        #expect(page.title == "Title")
    }

    @Test func snippetsMayUseSnippetsInsideComponents() throws {
        let page = try render("import Outer from \"/snippets/outer.mdx\"\n\n<Outer />\n", renderer: renderer)
        #expect(page.html.hasPrefix("<aside class=\"pf-callout pf-note\""))
        #expect(page.html.contains("<p>Welcome to <strong>BuzzKit</strong>."))
    }

    @Test func importsMayFollowEachOther() throws {
        let page = try render(
            "import Intro from '/snippets/intro.mdx'\nimport Outer from '/snippets/outer.mdx'\n\n<Intro />\n<Outer />\n",
            renderer: renderer)
        #expect(page.html.occurrences(of: "Welcome to") == 2)
    }

    @Test func aSnippetIsUsedAsASelfClosingTag() {
        let found = diagnostics("import Intro from '/snippets/intro.mdx'\n\n<Intro>\nx\n</Intro>\n", renderer: renderer)
        #expect(found.map(\.code) == [.invalidComponentTag])
    }

    @Test func withoutALoaderSnippetsAreUnresolved() {
        #expect(firstProblem("import Intro from '/snippets/intro.mdx'\n\n<Intro />\n") == "unresolved_snippet@3:1")
    }
}
