import PreferenceModel

extension SubscriberImpact {
    /// Counts, for every change of `diff`, the subscribers in `states` it reaches, by
    /// resolving each state against both catalogs as the SDK would. Every state counts, even
    /// two with the same subscriber id: the streaming reader is the one that dedupes.
    package init(diff: CatalogDiff, states: [PreferenceState]) {
        let evaluator = SubscriberEvaluator(diff: diff)
        var tally = SubscriberTally()
        for state in states {
            tally.add(evaluator.pattern(for: state), subscriber: nil)
        }
        self = tally.impact(of: diff)
    }

    /// Zero for the counts a kind has, `nil` for the others.
    static func emptyCounts(for kind: ChangeKind) -> SubscriberCounts {
        switch kind {
        case .defaultChanged: SubscriberCounts(followingDefault: 0)
        case .topicRemoved, .slugRenamed, .channelRemoved: SubscriberCounts(losingChoice: 0)
        case .channelAdded, .dailyCapChanged: SubscriberCounts(receiving: 0)
        default: SubscriberCounts()
        }
    }
}

/// What one subscriber's state does under every change, reduced to a few bits, so that
/// millions of states add up in small per-pattern counters (and a subscriber seen again can
/// be taken back out).
struct SubscriberEvaluator: Sendable {
    let diff: CatalogDiff

    /// One byte per change (``affectedBit`` …), then one byte for the whole screen.
    func pattern(for state: PreferenceState) -> [UInt8] {
        let before = Dictionary(uniqueKeysWithValues: diff.old.resolve(state).map { ($0.slug, $0) })
        let after = Dictionary(uniqueKeysWithValues: diff.new.resolve(state).map { ($0.slug, $0) })
        var pattern = [UInt8](repeating: 0, count: diff.changes.count + 1)
        for (index, change) in diff.changes.enumerated() {
            let reach = Reach(change: change, state: state, before: before, after: after)
            pattern[index] =
                (reach.affected ? Self.affectedBit : 0) | (reach.followsDefault ? Self.followsDefaultBit : 0)
                | (reach.losesChoice ? Self.losesChoiceBit : 0) | (reach.receives ? Self.receivesBit : 0)
        }
        if ScreenSnapshot(catalog: diff.old, state: state) != ScreenSnapshot(catalog: diff.new, state: state) {
            pattern[diff.changes.count] = Self.affectedBit
        }
        return pattern
    }

    static let affectedBit: UInt8 = 1
    static let followsDefaultBit: UInt8 = 2
    static let losesChoiceBit: UInt8 = 4
    static let receivesBit: UInt8 = 8
}

/// How one change reaches one subscriber.
private struct Reach {
    var affected = false
    var followsDefault = false
    var losesChoice = false
    var receives = false

    /// - Parameters: before, after: the subscriber's resolved topics in each catalog, by slug.
    init(change: CatalogChange, state: PreferenceState, before: [String: Topic], after: [String: Topic]) {
        let was = change.oldSlug.flatMap { before[$0] }
        let now = change.newSlug.flatMap { after[$0] }
        switch change.kind {
        case .defaultChanged:
            // Only subscribers who never chose, on either side, follow the flip.
            let channel = change.channel!
            followsDefault = was?.channels[channel]?.isDefault == true && now?.channels[channel]?.isDefault == true
            affected = followsDefault
        case .slugRenamed:
            // A choice is lost when the new slug carries none for the channel; the screen differs
            // where the lost choice is not what the subscriber gets now.
            for (channel, old) in was?.channels ?? [:] where !old.isDefault {
                let new = now?.channels[channel]
                guard new?.isDefault ?? true else { continue }
                losesChoice = true
                if let new, new.isOptedIn != old.isOptedIn { affected = true }
            }
        case .topicRemoved:
            affected = true
            losesChoice = was?.channels.values.contains { !$0.isDefault } ?? false
        case .channelRemoved:
            affected = true
            if case .channels(let perChannel)? = change.oldSlug.flatMap({ state.choices[$0] }) {
                losesChoice = perChannel[change.channel!] != nil
            }
        case .channelAdded:
            affected = true
            receives = now?.channels[change.channel!]?.isOptedIn == true
        case .dailyCapChanged:
            receives = now?.channels[change.channel!]?.isOptedIn == true
        default:
            affected = true
        }
    }
}
