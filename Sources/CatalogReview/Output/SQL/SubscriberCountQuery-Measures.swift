import PreferenceModel

/// What one change counts, as SQL: the exact rules of ``SubscriberEvaluator``, with the
/// subscriber's resolved topics written as their choice columns (``SQLChoiceColumns``).
struct Measures {
    /// A count the row reports.
    enum Count {
        /// Every subscriber (a change to the screen's structure or wording).
        case everyone
        /// Nobody (a daily cap changes no screen).
        case zero
        /// The sum of a condition over the subscribers, by its name in ``conditions``.
        case sum(String)
        /// Not a count of this kind: `NULL`.
        case none
    }

    var affected: Count = .everyone
    var losingChoice: Count = .none
    var followingDefault: Count = .none
    var receiving: Count = .none
    /// The conditions summed, by name, in the order they are written.
    var conditions: [(String, String)] = []

    /// The four columns of the change's row, as expressions over the `tally` CTE.
    func columns(number: Int) -> (affected: String, losingChoice: String, followingDefault: String, receiving: String) {
        func expression(_ count: Count) -> String {
            switch count {
            case .everyone: "everyone"
            case .zero: "CAST(0 AS BIGINT)"
            case .sum(let name): "c\(number)_\(name)"
            case .none: SubscriberCountQuery.noCount
            }
        }
        return (expression(affected), expression(losingChoice), expression(followingDefault), expression(receiving))
    }
}

extension SubscriberCountQuery {
    /// The conditions of `change`'s counts, asking `columns` for the choices they read.
    func measures(for change: CatalogChange, columns: inout SQLChoiceColumns) -> Measures {
        var measures = Measures()
        let was = change.oldSlug.flatMap { slug in diff.old.topics.first { $0.slug == slug } }
        let now = change.newSlug.flatMap { slug in diff.new.topics.first { $0.slug == slug } }
        switch change.kind {
        case .defaultChanged:
            // Only subscribers who never chose, on either side, follow the flip.
            let channel = change.channel!
            var condition = "1 = 0"
            if let was, let now, was.channels[channel] != nil, now.channels[channel] != nil {
                condition = "\(columns.unchosen(was.slug, channel)) AND \(columns.unchosen(now.slug, channel))"
            }
            measures.conditions = [("following", condition)]
            measures.followingDefault = .sum("following")
            measures.affected = .sum("following")
        case .slugRenamed:
            // A choice is lost when the new slug carries none for the channel; the screen
            // differs where the lost choice is not what the subscriber gets now (the new default).
            var losing: [String] = []
            var differing: [String] = []
            for channel in diff.old.channelOrder.sorted(was.map { Array($0.channels.keys) } ?? []) {
                guard let was else { break }
                let old = columns.explicit(was.slug, channel)
                guard let now, let offering = now.channels[channel] else {
                    losing.append("\(old) IS NOT NULL")
                    continue
                }
                let new = columns.explicit(now.slug, channel)
                losing.append("(\(old) IS NOT NULL AND \(new) IS NULL)")
                differing.append("(\(old) = \(offering.default ? 0 : 1) AND \(new) IS NULL)")
            }
            measures.conditions = [("affected", Self.any(differing)), ("losing", Self.any(losing))]
            measures.affected = .sum("affected")
            measures.losingChoice = .sum("losing")
        case .topicRemoved:
            // Any explicit choice on a channel the topic offered no longer applies.
            let losing = diff.old.channelOrder.sorted(was.map { Array($0.channels.keys) } ?? []).map { channel in
                "\(columns.explicit(was!.slug, channel)) IS NOT NULL"
            }
            measures.conditions = [("losing", Self.any(losing))]
            measures.losingChoice = .sum("losing")
        case .channelRemoved:
            // A whole-topic choice still applies to the channels that remain: only a choice
            // for this channel itself is lost.
            var condition = "1 = 0"
            if let slug = change.oldSlug {
                condition = "\(columns.column(.init(slug: slug, channel: change.channel!))) IS NOT NULL"
            }
            measures.conditions = [("losing", condition)]
            measures.losingChoice = .sum("losing")
        case .channelAdded, .dailyCapChanged:
            let channel = change.channel!
            var condition = "1 = 0"
            if let now, let offering = now.channels[channel] {
                condition = columns.optedIn(now.slug, channel, default: offering.default)
            }
            measures.conditions = [("receiving", condition)]
            measures.receiving = .sum("receiving")
            if change.kind == .dailyCapChanged { measures.affected = .zero }
        default:
            break
        }
        return measures
    }

    /// `conditions` joined by `OR`; never true when there are none.
    private static func any(_ conditions: [String]) -> String {
        conditions.isEmpty ? "1 = 0" : conditions.joined(separator: " OR ")
    }
}
