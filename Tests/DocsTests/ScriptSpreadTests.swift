import Testing

@testable import Docs

/// `{...name}` on a tag written in the page spreads an object the page exports.
@Suite("Spread attributes on tags written in the page")
struct ScriptSpreadTests {
    @Test("a spread gives its entries; what is written after it wins, what is written before loses")
    func order() throws {
        let source = """
            export const props = { title: "Spread title", href: "/spread", horizontal: true }

            <Card title="Before" {...props} href="/after">Body</Card>
            """
        let page = try render(source)
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(page.html.contains("Spread title"), "\(page.html)")
        #expect(!page.html.contains("Before"))
        #expect(page.html.contains("href=\"/after\""))
        #expect(!page.html.contains("/spread"))
    }

    @Test("a spread of a name the page does not define leaves the tag as written")
    func undefined() throws {
        let page = try render("export const x = 1\n\n<Card title=\"Kept\" {...missing}>Body</Card>\n")
        #expect(page.html.contains("Kept"))
    }

    @Test("an array in a spread reaches the component as the list it is")
    func arrayEntry() throws {
        let source = """
            export const meta = { label: "v2", tags: ["New", "Fix"] }

            <Update {...meta}>Notes</Update>
            """
        let page = try render(source)
        #expect(page.html.contains("New") && page.html.contains("Fix") && page.html.contains("v2"), "\(page.html)")
    }

    @Test(
        "values without a quoted form are written back as literals",
        arguments: [
            (ScriptValue.array([.string("a"), .number(1), .bool(true), .null]), #"["a", 1, true, null]"#),
            (
                ScriptValue.object([("width", .string("50%")), ("two words", .string("q\""))]),
                #"{ width: "50%", "two words": "q\"" }"#
            ),
        ])
    func literals(value: ScriptValue, expected: String) {
        #expect(value.literalSource == expected)
    }
}
