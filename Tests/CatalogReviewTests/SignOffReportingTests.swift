import CatalogReview
import Diagnostics
import Foundation
import PreferenceModel
import Testing

@Suite("Sign-off: stale and repeated sign-offs")
struct SignOffReportingTests {
    @Test("the JSON lists the sign-offs that name no change, where they are written")
    func staleInJSON() throws {
        let old = SignOffTests.old
        let stale = ChangeAcceptance(
            id: "slug_renamed-00000000", by: "Bo", why: "old", file: "accept.json", position: SourcePosition(line: 4, column: 7),
            jsonPath: "accepted[1]")
        let report = ReviewReport(
            old: old, new: SignOffTests.new, states: nil, sources: .init(old: "old.json", new: "new.json"), accepted: [stale])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReport.render(report).utf8)) as? [String: Any])
        let listed = try #require(json["staleAcceptances"] as? [[String: Any]])
        #expect(listed.count == 1)
        #expect(listed[0]["id"] as? String == "slug_renamed-00000000")
        #expect(listed[0]["by"] as? String == "Bo" && listed[0]["why"] as? String == "old")
        #expect(listed[0]["file"] as? String == "accept.json")
        #expect(listed[0]["line"] as? Int == 4 && listed[0]["column"] as? Int == 7)
        // Matched sign-offs are not listed; without sign-offs the key is absent.
        let breaking = try #require(review(old, SignOffTests.new).entries.first { $0.change.severity == .breaking })
        let matched = SignOffTests.signedOff([SignOffTests.accept(breaking.id)])
        #expect(JSONReport.render(matched).contains("\"staleAcceptances\": []"))
        #expect(!JSONReport.render(review(old, SignOffTests.new)).contains("staleAcceptances"))
    }

    @Test("the same id signed off twice is a warning at the second; the last sign-off counts")
    func duplicate() throws {
        let text = """
            {"accepted": [
              {"id": "default_changed-0123abcd", "by": "Ana", "why": "Launch week"},
              {"id": "slug_renamed-89abcdef", "by": "Bo", "why": "Never shipped"},
              {"id": "default_changed-0123abcd", "by": "Cy", "why": "Agreed again"}
            ]}
            """
        var warnings: [Diagnostic] = []
        let accepted = try AcceptanceList.load(Array(text.utf8), file: "accept.json", warnings: &warnings)
        #expect(accepted.count == 3)
        #expect(
            warnings.map(\.description) == [
                #"accept.json:4:3: accepted[2]: warning[duplicate_acceptance]: Change "default_changed-0123abcd" is already signed off at accepted[0] (2:3); the last sign-off counts."#
            ])
    }
}
