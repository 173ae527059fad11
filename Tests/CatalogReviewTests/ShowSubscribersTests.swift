import CatalogReview
import PreferenceModel
import Testing

@Suite("--show-subscribers in the text and JSON reports, and the picker's data")
struct ShowSubscribersTests {
    static let old = SubscriberCollectionTests.old
    static let new = SubscriberCollectionTests.new
    static let states = [
        PreferenceState(subscriber: "u-1", label: "Never <chose>"),
        PreferenceState(subscriber: "u-2", choices: ["gym": .all(true)]),
        PreferenceState(subscriber: "u-3"),
    ]

    private func report(collect: SubscriberCollector.Limits? = .page) -> ReviewReport {
        ReviewReport(
            old: Self.old, new: Self.new, states: Self.states, sources: .init(old: "a", new: "b", states: "s"), collect: collect)
    }

    @Test("0 keeps both reports byte for byte")
    func zeroChangesNothing() {
        let plain = report(collect: nil)
        let collected = report()
        #expect(TextReport(colors: false, showSubscribers: 0).render(collected) == TextReport(colors: false).render(plain))
        #expect(JSONReport.render(collected, showSubscribers: 0) == JSONReport.render(plain))
    }

    @Test("text lists the first N under each change, ids with labels, saying how many there are")
    func text() {
        let text = TextReport(colors: false, showSubscribers: 1).render(report())
        #expect(
            text.contains(
                """
                                             Affected subscribers (first 1 of 2):
                                               u-1 — Never <chose>

                """))
        let all = TextReport(colors: false, showSubscribers: 5).render(report())
        #expect(all.contains("Affected subscribers:\n" + String(repeating: " ", count: 31) + "u-1 — Never <chose>\n"))
        #expect(all.contains(String(repeating: " ", count: 31) + "u-2\n"))
    }

    @Test("JSON adds affectedSubscribers and the count left out to each change")
    func json() {
        let json = JSONReport.render(report(), showSubscribers: 1)
        #expect(
            json.contains(
                """
                      "affectedSubscribers": [
                        {
                          "id": "u-1",
                          "label": "Never <chose>",
                          "source": "states[0]"
                        }
                      ],
                      "affectedSubscribersLeftOut": 1
                """))
        let unstated = ReviewReport(old: Self.old, new: Self.new, states: nil, sources: .init(old: "a", new: "b"))
        #expect(
            JSONReport.render(unstated, showSubscribers: 3).contains(
                "\"affectedSubscribers\": null,\n      \"affectedSubscribersLeftOut\": null\n"))
    }

    @Test("the picker's data is one line of JSON that no subscriber text can break out of")
    func pickerData() {
        let states = [
            PreferenceState(
                subscriber: "</script><b>", label: "a & b <!--", choices: ["news": .all(false), "gym": .channels([.push: true])])
        ]
        let sample = SubscriberSample(diff: CatalogDiff(old: Self.old, new: Self.new), states: states, limits: .page)
        let json = SubscriberPickerData.json(sample)
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&") && !json.contains("\n"))
        #expect(
            json
                == #"{"complete":true,"subscribers":[{"name":"\u003c/script\u003e\u003cb\u003e","id":"\u003c/script\u003e\u003cb\u003e","label":"a \u0026 b \u003c!--","choices":{"gym":{"push":true},"news":false},"changes":[2]}],"affected":[[],[0]]}"#
        )
        #expect(SubscriberPickerData.grouped(12345) == "12,345" && SubscriberPickerData.grouped(100) == "100")
        #expect(SubscriberPickerData.cut(shown: 100, leftOut: 12245) == "showing 100 of 12,345")
        #expect(SubscriberPickerData.cut(shown: 3, leftOut: 0) == nil)
    }
}
