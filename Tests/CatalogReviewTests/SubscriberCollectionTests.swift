import CatalogReview
import PreferenceModel
import Testing

@Suite("Subscribers named by the outputs: who each change affects, kept within bounds")
struct SubscriberCollectionTests {
    /// Two changes: the push default of "gym" turns off (reaches those who never chose for it),
    /// and "news" is renamed (reaches everyone).
    static let old = catalog(
        topic("gym", category: "Training", [("push", true)]), topic("news", name: "News", [("email", true)]))
    static let new = catalog(
        topic("gym", category: "Training", [("push", false)]), topic("news", name: "Headlines", [("email", true)]))

    private func person(_ id: String?, label: String? = nil, _ choices: [String: Choice] = [:]) -> PreferenceState {
        PreferenceState(subscriber: id, label: label, choices: choices)
    }

    private func sample(_ states: [PreferenceState], _ limits: SubscriberCollector.Limits) -> SubscriberSample {
        SubscriberSample(diff: CatalogDiff(old: Self.old, new: Self.new), states: states, limits: limits)
    }

    /// The index of the default flip and of the retitle in report order.
    private var flip: Int { changes(Self.old, Self.new).firstIndex { $0.kind == .defaultChanged }! }
    private var retitle: Int { changes(Self.old, Self.new).firstIndex { $0.kind == .titleChanged }! }

    @Test("up to the page's limit every subscriber is kept, in read order, with who each change affects")
    func everyone() {
        let states = [
            person("u-1", label: "Never chose"), person("u-2", ["gym": .all(true)]), person("u-3"),
        ]
        let kept = sample(states, .page)
        #expect(kept.isComplete)
        #expect(kept.subscribers.map(\.name) == ["u-1", "u-2", "u-3"])
        #expect(kept.subscribers[0].label == "Never chose" && kept.subscribers[1].choices == ["gym": .all(true)])
        #expect(kept.affected(by: flip).map(\.name) == ["u-1", "u-3"])
        #expect(kept.affected(by: retitle).map(\.name) == ["u-1", "u-2", "u-3"])
        #expect(kept.subscribers[1].changes == [retitle])
    }

    @Test("beyond the limit only the first ones each change affects are kept, and the rest only counted")
    func capped() {
        let states = (1...30).map { person("u-\($0)", $0.isMultiple(of: 2) ? ["gym": .all(false)] : [:]) }
        let kept = sample(states, SubscriberCollector.Limits(everyone: 10, perChange: 4))
        #expect(!kept.isComplete)
        #expect(kept.affected(by: flip).map(\.name) == ["u-1", "u-3", "u-5", "u-7"])
        #expect(kept.affected(by: retitle).map(\.name) == ["u-1", "u-2", "u-3", "u-4"])
        #expect(kept.subscribers.map(\.name) == ["u-1", "u-2", "u-3", "u-4", "u-5", "u-7"])
        let report = ReviewReport(
            old: Self.old, new: Self.new, states: states, sources: .init(old: "a", new: "b", states: "s"),
            collect: SubscriberCollector.Limits(everyone: 10, perChange: 4))
        let entry = report.entries.first { $0.change.kind == .defaultChanged }!
        let named = report.affectedSubscribers(of: entry, limit: 3)
        #expect(named?.shown.map(\.name) == ["u-1", "u-3", "u-5"])
        #expect(named?.leftOut == 12, "15 follow the flip; 3 are shown")
    }

    @Test("with no page, nothing beyond the lists is kept")
    func listsOnly() {
        let kept = sample(
            [person("u-1", ["gym": .all(false)]), person("u-2", ["gym": .all(false)])], .init(everyone: 0, perChange: 1))
        #expect(kept.subscribers.map(\.name) == ["u-1"])
        #expect(kept.affected(by: flip).isEmpty && kept.affected(by: retitle).map(\.name) == ["u-1"])
    }

    @Test("a subscriber seen twice stands where its last state was read, with what that state does")
    func duplicates() {
        let states = [
            person("u-1"), person("u-2"), person("u-1", label: "again", ["gym": .all(true)]),
        ]
        let kept = sample(states, .page)
        #expect(kept.subscribers.map(\.name) == ["u-2", "u-1"])
        #expect(kept.subscribers[1].label == "again")
        #expect(kept.affected(by: flip).map(\.name) == ["u-2"], "its last state chose, so the flip no longer reaches it")
    }

    @Test("a full list that a repeated subscriber leaves still shows the first ones, from its reserve")
    func duplicateInFullList() {
        let states = [
            person("u-1"), person("u-2"), person("u-3"), person("u-4"), person("u-5"), person("u-1", ["gym": .all(true)]),
            person("u-2"),
        ]
        let kept = sample(states, .init(everyone: 0, perChange: 2))
        #expect(kept.affected(by: flip).map(\.name) == ["u-3", "u-4"])
        #expect(kept.affected(by: retitle).map(\.name) == ["u-3", "u-4"])
        #expect(kept.subscribers.map(\.name) == ["u-3", "u-4"], "the reserve is not shown")
        let roomy = sample(states, .init(everyone: 0, perChange: 5))
        #expect(roomy.affected(by: flip).map(\.name) == ["u-3", "u-4", "u-5", "u-2"])
        #expect(roomy.affected(by: retitle).map(\.name) == ["u-3", "u-4", "u-5", "u-1", "u-2"])
    }

    @Test("a state without an id is named by where it was read")
    func unnamed() {
        let kept = sample([person(nil)], .page)
        #expect(kept.subscribers.map(\.name) == ["(no id) states[0]"])
        #expect(kept.subscribers[0].id == nil)
    }

    @Test("the limits: none when nothing names subscribers, the page's raised to N")
    func limits() {
        #expect(SubscriberCollector.Limits.outputs(showing: 0, page: false) == nil)
        #expect(SubscriberCollector.Limits.outputs(showing: 5, page: false) == .init(everyone: 0, perChange: 5))
        #expect(SubscriberCollector.Limits.outputs(showing: 0, page: true) == .page)
        #expect(SubscriberCollector.Limits.outputs(showing: 500, page: true) == .init(everyone: 1000, perChange: 500))
    }
}
