import CatalogReview
import PreferenceModel
import Testing

@Suite("--format markdown: the pull-request comment, as cmark-gfm reads it")
struct MarkdownReportTests {
    static let hostile = "Deals | 50% off `now`\n<script>alert(1)</script> @team *bold* [x](y) ~~s~~ $x$ \\"

    static let old = catalog(
        topic("offers", name: hostile, category: "A|B", [("push", false)]),
        topic("gone", name: "Gone <b>", [("email", true)]))
    static let new: Catalog = {
        var new = catalog(
            topic("offers", name: "Offers \(hostile)", category: "A|B", [("push", true)]),
            topic("fresh", name: "Fresh\nrow", [("email", false)]))
        return new
    }()

    @Test("the table parses as one GFM table, a row per change, every cell's text exactly the value")
    func table() throws {
        let report = review(Self.old, Self.new, states: [state([:]), state(["offers": .all(false)])])
        let markdown = MarkdownReport().render(report)
        let document = try GFMDocument(markdown)
        #expect(document.tables.count == 1)
        let rows = try #require(document.tables.first)
        #expect(rows.count == report.entries.count + 1)
        #expect(rows[0] == ["#", "Severity", "Change", "Topic", "Before → after", "Subscribers affected"])
        #expect(rows.allSatisfy { $0.count == 6 })
        let title = try #require(rows.first { $0[2] == "title_changed" })
        let expectedTitle = "\"\(Self.hostile)\" → \"Offers \(Self.hostile)\""
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "@", with: "@\u{200B}")
        #expect(title[4] == expectedTitle)
        #expect(rows[1][0] == "1" && rows[1][1] == "breaking" && rows[1][3] == "offers" && rows[1][5] == "1 of 2")
        // Catalog text opens no HTML, link, emphasis or math anywhere in the comment.
        for type in ["html_inline", "link", "emph", "strong_emph", "strikethrough"] {
            #expect(!document.nodeTypes.contains(type), "\(type) in \(markdown)")
        }
        #expect(document.nodeTypes.filter { $0 == "strong" }.count == 2 + 4, "the verdict, the breaking cell and the four counts")
        #expect(!markdown.contains("<script>") && markdown.contains("&lt;script&gt;"))
    }

    @Test("one line of verdict first, then the counts, details per change and the marker")
    func layout() {
        let report = review(Self.old, Self.new)
        let markdown = MarkdownReport().render(report)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "❌ **1 breaking change is not signed off** (\(report.entries.count) changes in all).")
        #expect(lines[2] == "`old.json` → `new.json`")
        #expect(lines[4] == "**Breaking** 1 · **Visible** 2 · **Delivery** 0 · **Cosmetic** 1")
        #expect(markdown.components(separatedBy: "<details><summary>").count - 1 == report.entries.count)
        #expect(markdown.contains("<summary>#3 visible · topic_removed · Gone &lt;b&gt;</summary>"))
        #expect(markdown.contains("- Id: `\(report.entries[0].id)`\n"))
        #expect(markdown.hasSuffix("\n<!-- preflight-diff -->\n"))
        #expect(MarkdownReport().render(review(Self.old, Self.old)).hasPrefix("✅ **No changes**"))
    }

    @Test("a huge review stays under the limit, keeps the most serious changes and says what was cut")
    func limit() throws {
        let long = String(repeating: "Lorem ipsum | dolor ", count: 20)
        let many = (0..<2_000).map { topic("topic-\($0)", name: "\(long) \($0)", [("push", $0 % 2 == 0)]) }
        let report = review(catalog(), Catalog(workspace: "Test", topics: many))
        let markdown = MarkdownReport().render(report)
        #expect(markdown.utf8.count <= 65_536)
        #expect(markdown.utf8.count > 60_000, "the room is used")
        #expect(markdown.contains("> Cut to fit GitHub's comment limit: "))
        let rows = try #require(try GFMDocument(markdown).tables.first)
        #expect(rows.count > 100 && rows.count < 2_001)
        #expect(rows[1][0] == "1", "the most serious first")

        let small = MarkdownReport(limit: 4_000).render(report)
        #expect(small.utf8.count <= 4_000)
        let cut = try #require(
            small.firstMatch(of: /Cut to fit GitHub's comment limit: (\d+) rows of the table and the details of 2000 changes/))
        let kept = try #require(try GFMDocument(small).tables.first).count - 1
        #expect(Int(cut.output.1) == 2_000 - kept)
    }
}
