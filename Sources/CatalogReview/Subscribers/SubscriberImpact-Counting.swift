import PreferenceModel

extension SubscriberImpact {
    /// Counts, for every change of `diff`, the subscribers in `states` it reaches, by
    /// resolving each state against both catalogs as the SDK would.
    package init(diff: CatalogDiff, states: [PreferenceState]) {
        var counts = diff.changes.map { Self.emptyCounts(for: $0.kind) }
        var affected = 0
        var losing: Set<Int> = []
        var following: Set<Int> = []
        for (subscriber, state) in states.enumerated() {
            let before = Dictionary(uniqueKeysWithValues: diff.old.resolve(state).map { ($0.slug, $0) })
            let after = Dictionary(uniqueKeysWithValues: diff.new.resolve(state).map { ($0.slug, $0) })
            if ScreenSnapshot(catalog: diff.old, state: state) != ScreenSnapshot(catalog: diff.new, state: state) {
                affected += 1
            }
            for (index, change) in diff.changes.enumerated() {
                let reach = Reach(change: change, state: state, before: before, after: after)
                if reach.affected { counts[index].affected += 1 }
                if reach.followsDefault {
                    counts[index].followingDefault! += 1
                    following.insert(subscriber)
                }
                if reach.losesChoice {
                    counts[index].losingChoice! += 1
                    losing.insert(subscriber)
                }
                if reach.receives { counts[index].receiving! += 1 }
            }
        }
        self.init(
            subscribers: states.count, changes: counts, affected: affected, losingChoice: losing.count,
            followingDefault: following.count)
    }

    /// Zero for the counts a kind has, `nil` for the others.
    private static func emptyCounts(for kind: ChangeKind) -> SubscriberCounts {
        switch kind {
        case .defaultChanged: SubscriberCounts(followingDefault: 0)
        case .topicRemoved, .slugRenamed, .channelRemoved: SubscriberCounts(losingChoice: 0)
        case .channelAdded, .dailyCapChanged: SubscriberCounts(receiving: 0)
        default: SubscriberCounts()
        }
    }
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
