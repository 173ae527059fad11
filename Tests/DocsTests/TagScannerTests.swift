import Testing

@testable import Docs

@Suite("Component tags")
struct TagScannerTests {
    private func tag(_ text: String) throws -> TagScanner.Tag {
        let code = Array(text.utf8)
        guard case .tag(let tag) = TagScanner.scan(code, at: 0, limit: code.count) else {
            throw ScanFailure(text: text)
        }
        return tag
    }

    private struct ScanFailure: Error {
        var text: String
    }

    @Test func attributeValuesKeepTheFormTheyWereWrittenIn() throws {
        let scanned = try tag(
            #"<Card title="A &amp; b" alt='x > y' cols={2} open={true} hidden={null} tags={["a", "b}"]} map={{a: "}"}} horizontal>"#
        )
        #expect(scanned.name == "Card")
        #expect(!scanned.isClosing && !scanned.isSelfClosing)
        let attributes = scanned.attributes
        // As in JSX, character references are decoded (and the text is escaped again on output).
        #expect(attributes["title"] == .string("A & b"))
        #expect(attributes["alt"] == .string("x > y"))
        #expect(attributes["cols"] == .expression("2"))
        #expect(attributes.integer("cols") == 2)
        #expect(attributes.flag("open"))
        #expect(attributes.string("hidden") == nil)
        #expect(attributes["tags"] == .expression(#"["a", "b}"]"#))
        #expect(attributes["map"] == .expression(#"{a: "}"}"#))
        #expect(attributes.flag("horizontal"))
        #expect(!attributes.flag("missing"))
    }

    @Test(arguments: [
        ("Q&amp;A", "Q&A"), ("&lt;b&gt;", "<b>"), ("&#39;&#x41;&#65;", "'AA"), ("a & b", "a & b"),
        ("&unknown; &amp", "&unknown; &amp"), ("&#xD800;", "&#xD800;"),
    ])
    func characterReferencesAreDecoded(written: String, decoded: String) throws {
        #expect(try tag("<Card title=\"\(written)\" />").attributes.string("title") == decoded)
    }

    @Test func expressionStringsAreUnquoted() throws {
        let attributes = try tag(#"<Tab title={"Swift"} icon={'bolt'} label={`x`} />"#).attributes
        #expect(attributes.string("title") == "Swift")
        #expect(attributes.string("icon") == "bolt")
        #expect(attributes.string("label") == "x")
    }

    @Test func tagsMaySpanLines() throws {
        let scanned = try tag("<Card\n  title=\"A\"\n  href=\"/a\"\n/>")
        #expect(scanned.isSelfClosing)
        #expect(scanned.attributes.string("href") == "/a")
        #expect(try tag("</Tree.Folder>").name == "Tree.Folder")
    }

    @Test(arguments: ["<div>", "<DIV CLASS=foo>", "<A>", "<Foo@example.com>", "<Note:x>", "< Note>", "<3"])
    func notComponentTags(text: String) {
        let code = Array(text.utf8)
        guard case .notATag = TagScanner.scan(code, at: 0, limit: code.count) else {
            Issue.record("\(text) was read as a component tag")
            return
        }
    }
}
