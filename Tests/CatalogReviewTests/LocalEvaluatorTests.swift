import PreferenceModel
import Testing

@testable import CatalogReview

/// The fast evaluator must give exactly what the whole resolution gives, for every state.
@Suite("Counting from the few choices that matter equals the whole resolution")
struct LocalEvaluatorTests {
    /// Deterministic states over `slugs` (and one slug no catalog has), whole-topic and
    /// single-channel choices mixed.
    static func states(_ count: Int, slugs: [String]) -> [PreferenceState] {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let channels: [Channel] = [.push, .email, Channel("sms")]
        return (0..<count).map { index in
            var choices: [String: Choice] = [:]
            for _ in 0..<next(4) {
                let slug = (slugs + ["gone"])[next(slugs.count + 1)]
                if next(2) == 0 {
                    choices[slug] = .all(next(2) == 0)
                } else {
                    var picked: [Channel: Bool] = [:]
                    for channel in channels where next(2) == 0 { picked[channel] = next(2) == 0 }
                    choices[slug] = .channels(picked)
                }
            }
            return PreferenceState(subscriber: "s\(index)", choices: choices)
        }
    }

    static let old = SubscriberImpactTests.old
    static let catalogs: [(String, Catalog)] = {
        var flipped = old
        flipped.topics[0].channels[.push]!.default = false
        var renamed = old
        renamed.topics[2].slug = "streak-alerts"
        var removed = old
        removed.topics.remove(at: 1)
        var retitled = old
        retitled.topics[3].name = "Weekly digest"
        var moved = flipped
        moved.topics.swapAt(0, 3)
        return [("flipped", flipped), ("renamed", renamed), ("removed", removed), ("retitled", retitled), ("moved", moved)]
    }()

    @Test("every state's pattern is the same both ways", arguments: 0..<5)
    func samePatterns(catalog: Int) {
        let diff = CatalogDiff(old: Self.old, new: Self.catalogs[catalog].1)
        #expect(!diff.changes.isEmpty)
        let exact = SubscriberEvaluator(diff: diff)
        let local = LocalEvaluator(exact)
        let states = Self.states(2_000, slugs: Self.old.topics.map(\.slug))
        let mismatches = states.filter { local.pattern(for: $0) != exact.pattern(for: $0) }
        #expect(mismatches.isEmpty, "\(Self.catalogs[catalog].0): \(mismatches.prefix(3))")
    }

    @Test("the tally takes a subscriber seen again back out: counted once, as last seen")
    func tallyDedupes() {
        let diff = CatalogDiff(old: Self.old, new: Self.catalogs[0].1)
        let exact = SubscriberEvaluator(diff: diff)
        let follows = PreferenceState(subscriber: "a")
        let chose = PreferenceState(subscriber: "a", choices: ["gym": .all(true)])
        var tally = SubscriberTally()
        let first = tally.add(exact.pattern(for: follows), subscriber: SubscriberTable.hash("a"))
        let second = tally.add(exact.pattern(for: chose), subscriber: SubscriberTable.hash("a"))
        #expect(!first && second)
        let impact = tally.impact(of: diff)
        #expect(impact.subscribers == 1)
        #expect(impact.followingDefault == 0)
        #expect(impact == SubscriberImpact(diff: diff, states: [chose]))
    }

    @Test("the id table grows past its first size and still finds every id")
    func tableGrows() {
        var table = SubscriberTable()
        var fresh = 0
        for index in 0..<5_000 where table.update(SubscriberTable.hash("id-\(index)"), to: UInt32(index)) == nil {
            fresh += 1
        }
        #expect(fresh == 5_000)
        #expect(table.count == 5_000)
        let earlier = table.update(SubscriberTable.hash("id-4321"), to: 0)
        #expect(earlier == 4321)
        #expect(table.count == 5_000)
    }
}
