import CatalogReview
import PreferenceModel
import Testing

@Suite("Subscribers affected: exact counts per change and in total")
struct SubscriberImpactTests {
    static let old = catalog(
        topic("gym", category: "Training", [("push", true), ("email", false)], caps: ["push": 3]),
        topic("partners", category: "Marketing", [("email", false)]),
        topic("streaks", name: "Streaks", category: "Progress", [("push", true)]),
        topic("digest", [("email", true), ("push", false)]))

    /// A default turned on, a slug renamed; nothing else.
    static let flipAndRename: Catalog = {
        var new = old
        new.topics[1].channels[.email]!.default = true
        new.topics[2].slug = "streak-alerts"
        return new
    }()

    static let states = [
        state([:]),
        state(["partners": .all(false)]),
        state(["partners": pick(["email": true])]),
        state(["streaks": .all(false), "digest": pick(["push": true])]),
        state(["streaks": .all(true), "digest": .all(false)]),
    ]

    private func counts(_ report: ReviewReport, _ kind: ChangeKind) -> SubscriberCounts? {
        report.entries.first { $0.change.kind == kind }?.subscribers
    }

    @Test("a default flip reaches exactly the subscribers who never chose for that channel")
    func defaultFlip() {
        let report = review(Self.old, Self.flipAndRename, states: Self.states)
        #expect(counts(report, .defaultChanged) == SubscriberCounts(affected: 3, followingDefault: 3))
    }

    @Test("a slug rename: everyone with a choice loses it; the screen differs where it differed from the default")
    func slugRename() {
        let report = review(Self.old, Self.flipAndRename, states: Self.states)
        #expect(counts(report, .slugRenamed) == SubscriberCounts(affected: 1, losingChoice: 2))
    }

    @Test("totals count each subscriber once and match comparing the whole screens")
    func totals() {
        let report = review(Self.old, Self.flipAndRename, states: Self.states)
        #expect(report.impact?.subscribers == 5)
        #expect(report.impact?.affected == 3)
        #expect(report.impact?.losingChoice == 2)
        #expect(report.impact?.followingDefault == 3)
    }

    @Test("a default flip affects nobody when everyone chose")
    func everyoneChose() {
        let chosen = [state(["partners": .all(true)]), state(["partners": pick(["email": false])])]
        let report = review(Self.old, Self.flipAndRename.withoutRename(of: Self.old), states: chosen)
        #expect(report.entries.map(\.change.kind) == [.defaultChanged])
        #expect(counts(report, .defaultChanged) == SubscriberCounts(affected: 0, followingDefault: 0))
        #expect(report.impact?.affected == 0)
    }

    @Test("a removed channel: everyone sees the row change; only single-channel choices on it are lost")
    func channelRemoved() {
        var new = Self.old
        new.topics[3].channels[.push] = nil
        let report = review(Self.old, new, states: Self.states)
        #expect(counts(report, .channelRemoved) == SubscriberCounts(affected: 5, losingChoice: 1))
        #expect(counts(report, .rowShapeChanged) == SubscriberCounts(affected: 5))
        #expect(report.impact?.affected == 5)
        #expect(report.impact?.losingChoice == 1)
    }

    @Test("a removed topic: everyone sees it go; those with any choice for it lose it")
    func topicRemoved() {
        var new = Self.old
        new.topics.remove(at: 1)
        let report = review(Self.old, new, states: Self.states)
        #expect(counts(report, .topicRemoved) == SubscriberCounts(affected: 5, losingChoice: 2))
    }

    @Test("an added channel: a whole-topic choice covers it, everyone else gets its default")
    func channelAdded() {
        var new = Self.old
        new.topics[1].channels[.push] = ChannelOffering(default: true)
        let states = [state([:]), state(["partners": .all(false)]), state(["partners": pick(["email": false])])]
        let report = review(Self.old, new, states: states)
        #expect(counts(report, .channelAdded) == SubscriberCounts(affected: 3, receiving: 2))
    }

    @Test("a daily cap changes nobody's screen; it reaches those opted in on the channel")
    func dailyCap() {
        var new = Self.old
        new.topics[0].channels[.push]!.dailyCap = 5
        let report = review(Self.old, new, states: Self.states)
        #expect(counts(report, .dailyCapChanged) == SubscriberCounts(affected: 0, receiving: 5))
        let quiet = review(Self.old, new, states: [state(["gym": .all(false)]), state(["gym": pick(["email": true])])])
        #expect(counts(quiet, .dailyCapChanged) == SubscriberCounts(affected: 0, receiving: 1))
        #expect(quiet.impact?.affected == 0)
    }

    @Test("wording and structure reach everyone")
    func everyone() {
        var new = Self.old
        new.topics[0].name = "Class reminders"
        let report = review(Self.old, new, states: Self.states)
        #expect(counts(report, .titleChanged) == SubscriberCounts(affected: 5))
        #expect(report.impact?.affected == 5)
    }

    @Test("without states there are no counts")
    func noStates() {
        let report = review(Self.old, Self.flipAndRename)
        #expect(report.impact == nil)
        #expect(report.entries.allSatisfy { $0.subscribers == nil })
    }
}

extension Catalog {
    /// This catalog with the slugs of `other` put back, so only its other changes remain.
    fileprivate func withoutRename(of other: Catalog) -> Catalog {
        var copy = self
        for index in copy.topics.indices { copy.topics[index].slug = other.topics[index].slug }
        return copy
    }
}
