import CatalogReview
import Foundation
import HTMLQuery
import PreferenceModel
import ScreenPreview
import Testing

@Suite("Outputs: JSON, text, the review screens")
struct OutputTests {
    static let old = catalog(
        topic("gym", name: "Gym \"quoted\"\n<b>", category: "Training", [("push", true)]),
        topic("partners", name: "Partners", category: "Marketing", [("email", false)]))

    static let new: Catalog = {
        var new = old
        new.topics[0].channels[.push]!.dailyCap = 2
        new.topics[1].channels[.email]!.default = true
        new.topics[1].category = "Deals"
        return new
    }()

    @Test("JSON is valid, escapes catalog text, and keeps its keys in the documented order")
    func json() throws {
        let text = JSONReport.render(review(Self.old, Self.new, states: [state([:])]))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["default_changed", "daily_cap_changed", "section_renamed"])
        #expect(changes[1]["title"] as? String == "Gym \"quoted\"\n<b>")
        #expect(changes[1]["before"] is NSNull && changes[1]["after"] as? Int == 2)
        #expect(
            changes[2]["topic"] is NSNull
                && changes[2]["section"] as? [String: String] == ["before": "Marketing", "after": "Deals"])
        let keys = ["version", "old", "new", "states", "summary", "subscribers", "changes"].map { "\n  \"\($0)\": " }
        let offsets = keys.map { text.range(of: $0)?.lowerBound }
        #expect(offsets.allSatisfy { $0 != nil })
        #expect(offsets.compactMap { $0 } == offsets.compactMap { $0 }.sorted())
        #expect(text.hasSuffix("}\n"))
    }

    @Test("the header-less section is an empty string in JSON, and a side the change is not on is null")
    func jsonSections() throws {
        let old = catalog(topic("a", [("push", true)]))
        let new = catalog(topic("a", category: "New", [("push", true)]))
        let text = JSONReport.render(review(old, new))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        let moved = try #require(changes.first { $0["kind"] as? String == "section_changed" })
        #expect(moved["section"] as? [String: String] == ["before": "", "after": "New"])
        #expect(moved["before"] is NSNull && moved["after"] as? String == "New")
        let added = try #require(changes.first { $0["kind"] as? String == "section_added" }?["section"] as? [String: Any])
        #expect(added["before"] is NSNull && added["after"] as? String == "New")
    }

    @Test("text groups by severity and colors only when asked")
    func text() {
        let report = review(Self.old, Self.new, states: [state([:]), state(["partners": .all(false)])])
        let plain = TextReport(colors: false).render(report)
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.contains("BREAKING (1)\n  #1   default_changed"))
        #expect(plain.contains("DELIVERY (1)\n  #2   daily_cap_changed"))
        #expect(plain.contains("1 of 2 sees a different screen; 1 follows the default and flips."))
        #expect(plain.contains("0 of 2 see a different screen; 2 opted in on Push."))
        #expect(plain.contains(#"  #2   daily_cap_changed     "Gym "quoted"\n<b>": the Push daily cap"#))
        let colored = TextReport(colors: true).render(report)
        #expect(colored.contains("\u{1B}[1;31mBREAKING (1)\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;36mDELIVERY (1)\u{1B}[0m"))
    }

    @Test("catalog text cannot send control characters to the terminal")
    func controlCharacters() {
        var new = Self.old
        new.topics[1].name = "Partners\u{1B}[2J\u{7}"
        let text = TextReport(colors: true).render(review(Self.old, new))
        #expect(!text.contains("\u{1B}[2J") && !text.contains("\u{7}"))
        #expect(text.contains(#"Partners\u{1B}[2J\u{7}"#))
    }

    @Test("the review screens mark changed rows and sections on the side they are on, with links to the list")
    func screens() throws {
        var new = Self.new
        new.topics.append(topic("fresh", name: "Fresh", [("push", true)]))
        let report = review(Self.old, new)
        let screens = ReviewScreens(report: report)
        #expect(screens.before.contains(#"id="old-screen""#) && screens.after.contains(#"id="new-screen""#))
        #expect(
            screens.before.contains(
                #"data-topic="partners" data-row="toggle" data-ann="slug: partners" data-change="default_changed" data-severity="breaking""#
            ))
        #expect(
            screens.after.contains(
                #"data-topic="fresh" data-row="toggle" data-ann="slug: fresh" data-change="topic_added" data-severity="visible""#)
        )
        let before = try requireFragment(screens.before)
        let after = try requireFragment(screens.after)
        #expect(!before.screenRows.isEmpty)
        #expect(after.screenRow("fresh") != nil)
        #expect(before.screenRow("fresh") == nil, "the added row shows only after")
        #expect(!screens.before.contains(#"data-topic="fresh""#))
        #expect(
            screens.after.contains(
                #"data-category="Deals" aria-labelledby="new-s1" data-ann="category: Deals" data-change="section_renamed""#))
        #expect(
            screens.before.contains(
                #"data-category="Marketing" aria-labelledby="old-s1" data-ann="category: Marketing" data-change="section_renamed""#
            ))
        let first = report.entries[0].id
        #expect(first.hasPrefix("default_changed-"))
        #expect(screens.after.contains(##"<a class="ios-mark" href="#\##(first)" aria-label="Change 1: default_changed">1</a>"##))
        #expect(screens.after.contains("Gym &quot;quoted&quot;\n&lt;b&gt;"))
        #expect(after.screenRows.compactMap(\.rowTitle).contains("Gym \"quoted\" <b>"))
        #expect(after.queryAll("b").isEmpty)
        #expect(!screens.after.contains("<b>"))
    }

    @Test("an unchanged screen carries no marks")
    func unmarked() throws {
        let screens = ReviewScreens(report: review(Self.old, Self.old))
        let before = try requireFragment(screens.before)
        let after = try requireFragment(screens.after)
        #expect(!before.screenRows.isEmpty && after.screenRows.count == before.screenRows.count)
        #expect(before.all("data-change").isEmpty && after.all("data-change").isEmpty)
        #expect(after.queryAll(".ios-mark").isEmpty)
        #expect(!screens.before.contains("data-change") && !screens.after.contains("data-change"))
        #expect(!screens.after.contains("ios-mark"))
    }
}
