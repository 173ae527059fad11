import Testing

@testable import Docs

@Suite("Mermaid blocks")
struct DiagramBlockTests {
    private func render(_ markdown: String, _ drawing: DiagramDrawing) throws -> MarkdownPage {
        var renderer = PageRenderer()
        renderer.diagramDrawer = { _ in drawing }
        return try renderer.render(source: markdown, file: "page.md")
    }

    @Test("a drawn diagram is two named images and its escaped source")
    func drawn() throws {
        let page = try render(
            "```mermaid\nflowchart LR\n  A --> B\n```\n",
            .drawn(light: "<svg id=\"l\"></svg>", dark: "<svg id=\"d\"></svg>", title: "A & B"))
        #expect(
            page.html.contains("<div class=\"pf-diagram-light\" role=\"img\" aria-label=\"A &amp; B\"><svg id=\"l\"></svg></div>")
        )
        #expect(
            page.html.contains("<div class=\"pf-diagram-dark\" role=\"img\" aria-label=\"A &amp; B\"><svg id=\"d\"></svg></div>"))
        #expect(page.html.contains("<summary>Diagram source</summary><pre><code>flowchart LR\n  A --&gt; B\n</code></pre>"))
        #expect(page.warnings.isEmpty)
    }

    @Test("a failed diagram shows its source and warns at its fence")
    func failed() throws {
        let page = try render("# T\n\n```mermaid\nflowchart <b>\n```\n", .failed("Parse error on line 1"))
        #expect(page.html.contains("pf-diagram-undrawn"))
        #expect(page.html.contains("flowchart &lt;b&gt;"))
        #expect(
            page.warnings.map(\.description) == [
                "page.md:3:1: warning[invalid_diagram]: Mermaid could not draw this diagram: Parse error on line 1; expected a valid Mermaid diagram."
            ])
    }

    @Test("without a drawer, or in another language, a mermaid block stays a code block")
    func codeBlock() throws {
        let plain = try PageRenderer().render(source: "```mermaid\nA\n```\n", file: "page.md")
        #expect(plain.html.contains("pf-code-block"))
        let other = try render("```swift\nlet a = 1\n```\n", .unavailable)
        #expect(!other.html.contains("pf-diagram"))
    }
}
