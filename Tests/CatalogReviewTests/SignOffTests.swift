import CatalogReview
import Diagnostics
import Foundation
import PreferenceModel
import Testing

@Suite("Sign-off: accepted changes")
struct SignOffTests {
    static let old = catalog(
        topic("offers", name: "Offers", [("push", false)]), topic("streaks", name: "Streaks", [("push", true)]))
    static let new: Catalog = {
        var new = old
        new.topics[0].channels[.push]!.default = true
        new.topics[1].name = "Weekly streaks"
        return new
    }()

    static func accept(_ id: String, by: String = "Ana", why: String = "Launch week") -> ChangeAcceptance {
        ChangeAcceptance(
            id: id, by: by, why: why, file: "accept.json", position: SourcePosition(line: 3, column: 5), jsonPath: "accepted[0]")
    }

    static func signedOff(_ accepted: [ChangeAcceptance]) -> ReviewReport {
        ReviewReport(old: old, new: new, states: nil, sources: .init(old: "old.json", new: "new.json"), accepted: accepted)
    }

    @Test("an accepted breaking change no longer counts as breaking for the gate; an unaccepted one does")
    func gate() throws {
        let plain = review(Self.old, Self.new)
        #expect(plain.hasBreakingChanges)
        let breaking = try #require(plain.entries.first { $0.change.severity == .breaking })
        let report = Self.signedOff([Self.accept(breaking.id)])
        #expect(!report.hasBreakingChanges)
        #expect(report.entries.first { $0.id == breaking.id }?.acceptance?.by == "Ana")
        #expect(report.staleAcceptances.isEmpty)
        #expect(report.acceptedCount == 1)
    }

    @Test("a change that differs from what was accepted fails again, and the sign-off is stale")
    func changedAgain() throws {
        var renamed = Self.old
        renamed.topics[1].slug = "weekly-streaks"
        let rename = try #require(review(Self.old, renamed).entries.first { $0.change.kind == .slugRenamed })
        #expect(
            !ReviewReport(
                old: Self.old, new: renamed, states: nil, sources: .init(old: "old.json", new: "new.json"),
                accepted: [Self.accept(rename.id)]
            ).hasBreakingChanges)
        // The reviewed rename was to "weekly-streaks"; the catalog now renames to "daily-streaks".
        var newer = Self.old
        newer.topics[1].slug = "daily-streaks"
        let report = ReviewReport(
            old: Self.old, new: newer, states: nil, sources: .init(old: "old.json", new: "new.json"),
            accepted: [Self.accept(rename.id)])
        #expect(report.hasBreakingChanges)
        #expect(report.acceptedCount == 0)
        let stale = try #require(report.staleAcceptances.first)
        let warning = stale.staleWarning
        #expect(warning.code == .staleAcceptance && warning.severity == .warning)
        #expect(
            warning.description.hasPrefix(
                "accept.json:3:5: accepted[0]: warning[stale_acceptance]: Accepted change \"\(rename.id)\""))
    }

    @Test("every output shows the sign-off, with who and why")
    func outputs() throws {
        let breaking = try #require(review(Self.old, Self.new).entries.first { $0.change.severity == .breaking })
        let report = Self.signedOff([Self.accept(breaking.id, by: "Ana <pm>", why: "Launch | week")])
        let text = TextReport(colors: false).render(report)
        #expect(text.contains("✓ Signed off by Ana <pm>: Launch | week (\(breaking.id))"))
        #expect(text.contains("1 change signed off.\n"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReport.render(report).utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes[0]["accepted"] as? [String: String] == ["by": "Ana <pm>", "why": "Launch | week"])
        #expect(changes[1]["accepted"] is NSNull)
        #expect((json["summary"] as? [String: Int])?["accepted"] == 1)
        let markdown = MarkdownReport().render(report)
        #expect(markdown.hasPrefix("✅ **2 changes; every breaking one is signed off** (1)."))
        #expect(markdown.contains("- ✅ Signed off by Ana &lt;pm&gt;: Launch \\| week\n"))
        let github = GitHubAnnotations(old: CatalogPositions([]), new: CatalogPositions([])).render(report)
        #expect(github.hasPrefix("::notice file=new.json,title=Signed off%3A default_changed::"))
        #expect(github.contains("%0ASigned off by Ana <pm>: Launch | week%0A"))
        #expect(!github.contains("::error"))
    }

    @Test("without sign-offs the JSON has no sign-off keys, as before")
    func plainJSON() {
        let text = JSONReport.render(review(Self.old, Self.new))
        #expect(!text.contains("\"accepted\""))
    }

    @Test("an accept file is read with its sign-offs' positions")
    func load() throws {
        let text = """
            {
              "accepted": [
                { "id": "default_changed-0123abcd", "by": "Ana", "why": "Launch week" },
                {"id": "slug_renamed-89abcdef", "by": "Bo", "why": "Never shipped", "note": "x"}
              ]
            }
            """
        var warnings: [Diagnostic] = []
        let accepted = try AcceptanceList.load(Array(text.utf8), file: "accept.json", warnings: &warnings)
        #expect(accepted.map(\.id) == ["default_changed-0123abcd", "slug_renamed-89abcdef"])
        #expect(accepted.map(\.position) == [SourcePosition(line: 3, column: 5), SourcePosition(line: 4, column: 5)])
        #expect(accepted[1].jsonPath == "accepted[1]")
        #expect(
            warnings.map(\.description) == [
                #"accept.json:4:73: accepted[1].note: warning[unknown_key]: Unknown key "note" is ignored; known keys here are "by", "id", "why"."#
            ])
    }

    @Test(
        "a bad accept file is refused with positioned, coded errors",
        arguments: [
            ("{\"accepted\": [", "accept.json:1:15: error[invalid_json]"),
            ("[]", "accept.json:1:1: error[wrong_type]: Found an array; expected an object"),
            ("{}", "accept.json:1:1: accepted: error[missing_field]: Missing \"accepted\""),
            ("{\"accepted\": {}}", "accept.json:1:14: accepted: error[wrong_type]: Found an object; expected a list"),
            (
                "{\"accepted\": [\"x\"]}",
                "accept.json:1:15: accepted[0]: error[wrong_type]: Found the string \"x\"; expected a sign-off"
            ),
            (
                "{\"accepted\": [{\"id\": 3, \"by\": \"A\", \"why\": \"B\"}]}",
                "accept.json:1:22: accepted[0].id: error[wrong_type]: Found a number; expected the id of a change"
            ),
            (
                "{\"accepted\": [{\"id\": \"x-1\", \"by\": \" \", \"why\": \"B\"}]}",
                "accept.json:1:35: accepted[0].by: error[wrong_type]: Found the string \" \"; expected who signs"
            ),
            (
                "{\"accepted\": [{\"id\": \"x-1\", \"by\": \"A\"}]}",
                "accept.json:1:15: accepted[0].why: error[missing_field]: Missing \"why\""
            ),
        ])
    func badFile(text: String, expected: String) {
        var warnings: [Diagnostic] = []
        #expect {
            _ = try AcceptanceList.load(Array(text.utf8), file: "accept.json", warnings: &warnings)
        } throws: { error in
            guard let list = error as? DiagnosticList else { return false }
            return list.diagnostics.first?.description.hasPrefix(expected) == true
        }
    }
}
