import PreferenceModel

/// Keeps, as states stream by in read order, the few subscribers the outputs will name, so
/// memory stays bounded however many states there are: every subscriber up to
/// ``Limits/everyone``, and beyond that only the first ``Limits/perChange`` each change
/// affects.
///
/// A subscriber seen again (the tally says so) is taken out wherever it was kept and added
/// anew where its last state was read, as it counts. So that a list it leaves still holds the
/// first ones, each list keeps as many again in reserve: the lists are exact unless more
/// subscribers than the limit are taken out of one list after it filled, and their counts
/// (from the tally) are exact always.
package struct SubscriberCollector {
    /// How many subscribers to keep.
    package struct Limits: Sendable, Hashable {
        /// Keep every subscriber while there are at most this many (the review page's picker).
        package var everyone: Int
        /// Beyond that, keep the first this many that each change affects.
        package var perChange: Int

        package init(everyone: Int, perChange: Int) {
            self.everyone = everyone
            self.perChange = perChange
        }

        /// What the review page needs: all of 1,000 subscribers, else 100 per change.
        package static let page = Limits(everyone: 1000, perChange: 100)

        /// What `--show-subscribers N` needs, with the page's when `page`.
        package static func outputs(showing count: Int, page: Bool) -> Limits? {
            guard page || count > 0 else { return nil }
            return page
                ? Limits(everyone: Self.page.everyone, perChange: max(count, Self.page.perChange))
                : Limits(everyone: 0, perChange: count)
        }
    }

    private let limits: Limits
    private let changeCount: Int
    /// Kept subscribers by their sequence number (read order of the state that counts).
    private var kept: [Int: CollectedSubscriber] = [:]
    private var sequenceByID: [String: Int] = [:]
    /// Per change, the sequence numbers of the affected subscribers kept, ascending.
    private var lists: [[Int]]
    private var nextSequence = 0
    private var distinct = 0
    /// Once there are more subscribers than ``Limits/everyone``, only list members are kept.
    private var overflowed = false

    init(limits: Limits, changeCount: Int) {
        self.limits = limits
        self.changeCount = changeCount
        lists = Array(repeating: [], count: changeCount)
        overflowed = limits.everyone == 0
    }

    /// Adds the state read next, `pattern` being what the changes do to it (see
    /// ``SubscriberEvaluator``); `repeated` when the tally has counted its id before.
    mutating func add(_ state: PreferenceState, source: String, pattern: [UInt8], repeated: Bool) {
        add(subscriber: state.subscriber, source: source, pattern: pattern, repeated: repeated) { state }
    }

    /// Adds the state of `subscriber` read next; `state` gives the whole state, and is called
    /// only when it is kept, so the streaming reader parses again just those few.
    mutating func add(
        subscriber: String?, source: String, pattern: [UInt8], repeated: Bool, state: () -> PreferenceState
    ) {
        if repeated, let id = subscriber, let earlier = sequenceByID.removeValue(forKey: id) {
            if let gone = kept.removeValue(forKey: earlier) {
                for change in gone.changes {
                    if let at = lists[change].firstIndex(of: earlier) { lists[change].remove(at: at) }
                }
            }
        }
        if !repeated { distinct += 1 }
        if !overflowed && distinct > limits.everyone { overflow() }
        let sequence = nextSequence
        nextSequence += 1
        var changes: [Int] = []
        var listed = false
        for change in 0..<changeCount where pattern[change] & SubscriberEvaluator.affectedBit != 0 {
            changes.append(change)
            if lists[change].count < limits.perChange * 2 {
                lists[change].append(sequence)
                listed = true
            }
        }
        guard listed || !overflowed else { return }
        let state = state()
        kept[sequence] = CollectedSubscriber(
            id: subscriber, label: state.label, choices: state.choices, source: source, changes: changes)
        if let id = subscriber { sequenceByID[id] = sequence }
    }

    /// Drops everyone who is in no list.
    private mutating func overflow() {
        overflowed = true
        let listed = Set(lists.joined())
        for sequence in Array(kept.keys) where !listed.contains(sequence) {
            if let id = kept.removeValue(forKey: sequence)?.id { sequenceByID[id] = nil }
        }
    }

    /// What was kept: everyone, or the first ``Limits/perChange`` of each list and no reserve.
    func sample() -> SubscriberSample {
        let shown = lists.map { $0.prefix(limits.perChange) }
        let listed = Set(shown.joined())
        let order = kept.keys.sorted().filter { !overflowed || listed.contains($0) }
        let subscribers = order.map { kept[$0]! }
        let index = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let affected: [[Int]]
        if overflowed {
            affected = shown.map { $0.map { index[$0]! } }
        } else {
            var all = Array(repeating: [Int](), count: changeCount)
            for (position, subscriber) in subscribers.enumerated() {
                for change in subscriber.changes { all[change].append(position) }
            }
            affected = all
        }
        return SubscriberSample(subscribers: subscribers, isComplete: !overflowed, affected: affected)
    }
}

extension SubscriberSample {
    /// The sample of `states` held in memory, collected as the streaming reader would (a
    /// subscriber id seen twice stands where its last state is); each is named by its place,
    /// `states[3]`.
    package init(diff: CatalogDiff, states: [PreferenceState], limits: SubscriberCollector.Limits) {
        let evaluator = SubscriberEvaluator(diff: diff)
        var tally = SubscriberTally()
        var collector = SubscriberCollector(limits: limits, changeCount: diff.changes.count)
        for (index, state) in states.enumerated() {
            let pattern = evaluator.pattern(for: state)
            let repeated = tally.add(pattern, subscriber: state.subscriber.map(SubscriberTable.hash))
            collector.add(state, source: "states[\(index)]", pattern: pattern, repeated: repeated)
        }
        self = collector.sample()
    }
}
