import Docs
import Testing

/// Where MDX's `import` and `export` lines may stand: an import below the content that uses
/// it is hoisted, as MDX does, and text right under an `export` (no blank line) is not lost.
@Suite("ESM lines: hoisted imports, text under an export")
struct ESMPlacementTests {
    private let renderer = PageRenderer(snippetLoader: { path in
        path.hasSuffix("intro.mdx") ? "Intro text.\n" : "export const Chip = ({ label }) => <strong>{label}</strong>\n"
    })

    @Test("an import after the content that uses it is read first, as MDX hoists it")
    func importAfterUse() throws {
        let page = try renderer.render(
            source: "# Title\n\n<Intro />\n\nSome text.\n\nimport Intro from '/snippets/intro.mdx'\n\nEnd.\n", file: "page.mdx")
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(page.html.contains("<p>Intro text.</p>"), "\(page.html)")
        #expect(page.html.contains("<p>End.</p>"))
    }

    @Test("a hoisted import of a JavaScript module is read once, and its components draw")
    func scriptImportAfterUse() throws {
        let page = try renderer.render(
            source: "Before <Chip label=\"new\" /> after.\n\nimport { Chip } from '/snippets/badge.jsx'\n", file: "page.mdx")
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(page.html.contains("<strong>new</strong>"), "\(page.html)")
    }

    @Test("an import line inside a code fence stays code")
    func importInsideAFence() throws {
        let page = try renderer.render(
            source: "<Intro />\n\n```js\n\nimport Intro from '/snippets/intro.mdx'\n```\n", file: "page.mdx")
        #expect(page.warnings.map { "\($0.code)" } == ["unknown_component"])
        #expect(page.html.contains("/snippets/intro.mdx"), "\(page.html)")
    }

    @Test("a paragraph right under an export is shown, with a warning at its first line")
    func paragraphUnderAnExport() throws {
        let page = try render("export const name = \"Ana\"\nHello {name}, this paragraph follows.\n\nNext paragraph.\n")
        #expect(page.html.contains("<p>Hello Ana, this paragraph follows.</p>"), "\(page.html)")
        #expect(page.html.contains("<p>Next paragraph.</p>"))
        #expect(page.warnings.map { "\($0.code)@\($0.position!)" } == ["unsupported_mdx@2:1"])
    }

    @Test("an export over several lines still ends at its blank line")
    func multiLineExport() throws {
        let page = try render("export const Box = ({ children }) => (\n  <div>{children}</div>\n)\n\n<Box>In it.</Box>\n")
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(page.html.contains("In it."))
    }
}
