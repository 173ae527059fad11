import Docs
import Testing

/// Components a page declares or imports, used inside a line of text.
@Suite("Page-declared components used inline")
struct InlineScriptComponentTests {
    static let declarations = """
        export const Kbd = ({ children }) => <kbd>{children}</kbd>
        export const MyBadge = ({ text, tone = "info" }) => (
          <Badge color="blue">{text} ({tone})</Badge>
        )


        """

    @Test("a declared component is drawn in place, with its children and its own built-in inline components")
    func declared() throws {
        let page = try render(Self.declarations + "Press <Kbd>⌘K</Kbd> or <MyBadge text=\"new\" /> **now**.\n")
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(
            page.html.contains(
                "Press <kbd>⌘K</kbd> or <span class=\"pf-badge pf-badge-blue\">new (info)</span> <strong>now</strong>."),
            "\(page.html)")
        #expect(!page.html.contains("MyBadge"))
    }

    @Test("a component imported from a snippet module is drawn in place")
    func imported() throws {
        let renderer = PageRenderer(snippetLoader: { path in
            path == "/snippets/tag.jsx" ? "export const Tag = ({ label }) => <code>{label}</code>;\n" : nil
        })
        let page = try renderer.render(
            source: "import { Tag } from '/snippets/tag.jsx'\n\nSee <Tag label=\"a<b\" /> here.\n", file: "page.mdx")
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(page.html.contains("See <code>a&lt;b</code> here."), "\(page.html)")
    }

    @Test("built-in inline components around it keep working, and a close on another line shows the children")
    func builtins() throws {
        let page = try render(Self.declarations + "A <Badge>plain</Badge> and <Kbd>x</Kbd>.\n")
        #expect(page.html.contains("<span class=\"pf-badge\">plain</span> and <kbd>x</kbd>."), "\(page.html)")
    }
}
