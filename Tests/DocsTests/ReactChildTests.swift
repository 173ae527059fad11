import Docs
import Testing

/// `{value}` in running text shows what React would draw for it.
@Suite("Script values in running text, as React draws them")
struct ReactChildTests {
    @Test(
        "arrays join without separators, null, undefined and booleans draw nothing",
        arguments: [
            ("export const tags = [\"a\", \"b\", 3]\n\nSee [{tags}].\n", "See [ab3]."),
            ("export const x = 1\n\nSee [{[\"a\", [\"b\", null], true]}].\n", "See [ab]."),
            ("See [{[\"a\", \"b\"]}].\n", "See [ab]."),
            ("See [{null}] [{undefined}] [{true}] [{false}].\n", "See [] [] [] []."),
            ("export const on = false\n\nSee [{on}].\n", "See []."),
        ])
    func drawn(source: String, expected: String) throws {
        let page = try render(source)
        #expect(page.warnings.isEmpty)
        #expect(page.html.contains(expected), "\(page.html)")
    }

    @Test("an array's strings are escaped text")
    func escaped() throws {
        let page = try render("See [{[\"<b>\", \"&amp;\"]}].\n")
        #expect(page.html.contains("See [&lt;b&gt;&amp;amp;]."), "\(page.html)")
    }

    @Test("an object is refused as React refuses it: a warning at its brace, nothing drawn")
    func object() throws {
        let source = "export const card = { title: \"x\" }\n\nSee [{card}] and [{[card]}].\n"
        let page = try render(source)
        #expect(page.html.contains("See [] and []."), "\(page.html)")
        #expect(
            page.warnings.map { "\($0.code)@\($0.position!)" } == ["unsupported_mdx@3:6", "unsupported_mdx@3:19"])
        #expect(page.warnings.first?.message.contains("`{card}` is an object") == true)
    }

    @Test("in a page without script, other braces and in Markdown pages all braces stay text")
    func untouched() throws {
        #expect(try render("Set {name} here.\n").html.contains("Set {name} here."))
        let markdown = try PageRenderer().render(source: "Keep {[\"a\"]} and {null}.\n", file: "page.md")
        #expect(
            markdown.html.contains("Keep {[&quot;a&quot;]} and {null}.") || markdown.html.contains("Keep {[\"a\"]} and {null}."))
    }
}
