/// Counts subscribers by the pattern of what the changes do to them (see
/// ``SubscriberEvaluator``): most subscribers share a few patterns, so the running totals are a
/// handful of counters however many states stream by.
///
/// A subscriber with an id is remembered (as a 64-bit hash, in ``SubscriberTable``) with its
/// pattern, so that when the id comes again the earlier pattern is taken back out and the
/// last one counts.
struct SubscriberTally {
    private var patterns: [[UInt8]] = []
    private var indexes: [[UInt8]: UInt32] = [:]
    private var counts: [Int] = []
    private var table = SubscriberTable()

    /// Adds one subscriber; returns `true` when its id was already counted (it now counts
    /// with `pattern`).
    @discardableResult
    mutating func add(_ pattern: [UInt8], subscriber: UInt64?) -> Bool {
        let index = intern(pattern)
        counts[Int(index)] += 1
        guard let subscriber, let earlier = table.update(subscriber, to: index) else { return false }
        counts[Int(earlier)] -= 1
        return true
    }

    private mutating func intern(_ pattern: [UInt8]) -> UInt32 {
        if let index = indexes[pattern] { return index }
        let index = UInt32(patterns.count)
        patterns.append(pattern)
        counts.append(0)
        indexes[pattern] = index
        return index
    }

    /// The totals for `diff`, whose changes the patterns were made from.
    func impact(of diff: CatalogDiff) -> SubscriberImpact {
        var changes = diff.changes.map { SubscriberImpact.emptyCounts(for: $0.kind) }
        var total = 0
        var affected = 0
        var losing = 0
        var following = 0
        for (pattern, count) in zip(patterns, counts) where count > 0 {
            total += count
            if pattern[changes.count] != 0 { affected += count }
            var loses = false
            var follows = false
            for index in changes.indices {
                let bits = pattern[index]
                if bits & SubscriberEvaluator.affectedBit != 0 { changes[index].affected += count }
                if bits & SubscriberEvaluator.followsDefaultBit != 0 {
                    changes[index].followingDefault! += count
                    follows = true
                }
                if bits & SubscriberEvaluator.losesChoiceBit != 0 {
                    changes[index].losingChoice! += count
                    loses = true
                }
                if bits & SubscriberEvaluator.receivesBit != 0 { changes[index].receiving! += count }
            }
            if loses { losing += count }
            if follows { following += count }
        }
        return SubscriberImpact(
            subscribers: total, changes: changes, affected: affected, losingChoice: losing, followingDefault: following)
    }
}
