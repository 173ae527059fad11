import CatalogReview
import PreferenceModel
import Testing

@Suite("--format github: workflow annotations on the changed values")
struct GitHubAnnotationsTests {
    static let oldText = """
        {
          "channels": ["push", "email"],
          "topics": [
            {"slug": "offers", "name": "Offers", "category": "Deals",
             "channels": {"push": {"default": false}, "email": {"default": true, "dailyCap": 2}}},
            {"slug": "streaks", "name": "Streaks", "channels": {"push": {"default": true}}},
            {"slug": "gone", "name": "Gone", "category": "Old", "channels": {"email": {"default": true}}}
          ]
        }
        """
    static let newText = """
        {
          "channels": ["push", "email"],
          "topics": [
            {"slug": "offers", "name": "Offers, 100%", "category": "Deals",
             "channels": {"push": {"default": true}, "email": {"default": true, "dailyCap": 3}}},
            {"slug": "weekly-streaks", "name": "Streaks", "channels": {"push": {"default": true}}}
          ]
        }
        """

    /// The 1-based line and column where `needle` starts in `text`, after `after` when given.
    static func position(of needle: String, in text: String, after: String? = nil) -> String {
        let start = after.flatMap { text.range(of: $0)?.upperBound } ?? text.startIndex
        let found = text.range(of: needle, range: start..<text.endIndex)!.lowerBound
        let before = text[..<found]
        let line = before.filter { $0 == "\n" }.count + 1
        let column =
            before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "line=\(line),col=\(column)"
    }

    static func annotations(sourceNames: (String, String) = ("cat/old.json", "cat/new.json")) throws -> [Substring] {
        let old = try PreferenceLoader.catalog(Array(oldText.utf8), file: "old.json")
        let new = try PreferenceLoader.catalog(Array(newText.utf8), file: "new.json")
        let report = ReviewReport(
            old: old, new: new, states: nil, sources: .init(old: sourceNames.0, new: sourceNames.1))
        let output = GitHubAnnotations(old: CatalogPositions(Array(oldText.utf8)), new: CatalogPositions(Array(newText.utf8)))
            .render(report)
        return output.split(separator: "\n")
    }

    @Test("each change is annotated at the exact line and column of its value; removals in the old file")
    func positions() throws {
        let lines = try Self.annotations()
        func line(_ kind: String) throws -> Substring {
            try #require(lines.first { $0.contains("title=") && $0.contains("%3A \(kind)::") })
        }
        let new = Self.newText
        let old = Self.oldText
        #expect(
            try line("default_changed").hasPrefix(
                "::error file=cat/new.json,\(Self.position(of: "true", in: new, after: #""push": {"default": "#)),title=Breaking%3A default_changed::"
            ))
        #expect(
            try line("slug_renamed").hasPrefix(
                "::error file=cat/new.json,\(Self.position(of: #""weekly-streaks""#, in: new)),title=Breaking%3A slug_renamed::"))
        #expect(
            try line("topic_removed").hasPrefix(
                "::warning file=cat/old.json,\(Self.position(of: #"{"slug": "gone""#, in: old)),title=Visible%3A topic_removed::")
        )
        #expect(
            try line("section_removed").hasPrefix(
                "::warning file=cat/old.json,\(Self.position(of: #""Old""#, in: old)),title=Visible%3A section_removed::"))
        #expect(
            try line("daily_cap_changed").hasPrefix(
                "::notice file=cat/new.json,\(Self.position(of: "3", in: new, after: #""dailyCap": "#)),title=Delivery%3A daily_cap_changed::"
            ))
        #expect(
            try line("title_changed").hasPrefix(
                "::notice file=cat/new.json,\(Self.position(of: #""Offers, 100%""#, in: new)),title=Cosmetic%3A title_changed::"))
        #expect(lines.last == "6 changes: 2 breaking, 2 visible, 1 delivery, 1 cosmetic.")
    }

    @Test("messages and properties are escaped as the runner reads them")
    func escaping() throws {
        let lines = try Self.annotations(sourceNames: ("a,b:c%.json", "new, v2: final.json"))
        let title = try #require(lines.first { $0.contains("title_changed") })
        #expect(title.hasPrefix("::notice file=new%2C v2%3A final.json,line="))
        #expect(title.contains(#"::Row title changes from "Offers" to "Offers, 100%25".%0AChange id: title_changed-"#))
        #expect(lines.contains { $0.hasPrefix("::warning file=a%2Cb%3Ac%25.json,") })
        #expect(GitHubAnnotations.escapeData("a%b\r\nc::d") == "a%25b%0D%0Ac::d")
        #expect(GitHubAnnotations.escapeProperty("a%b\r\nc:d,e") == "a%25b%0D%0Ac%3Ad%2Ce")
    }
}
