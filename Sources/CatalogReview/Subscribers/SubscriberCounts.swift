/// How one change lands on the subscribers of `--states`.
///
/// ``affected`` is always counted; the other counts only for the kinds they describe, and
/// are `nil` for the rest.
package struct SubscriberCounts: Sendable, Hashable {
    /// Subscribers whose screen looks different because of this change. Changes to structure
    /// and wording reach everyone; a default flip only those who follow it; a slug rename only
    /// those whose lost choice differed from what they get now; a daily cap nobody.
    package var affected: Int
    /// `default_changed`: subscribers who never chose for the channel, so they follow the
    /// default and flip with it.
    package var followingDefault: Int?
    /// `topic_removed`, `slug_renamed`, `channel_removed`: subscribers with an explicit choice
    /// that no longer applies (a whole-topic choice still applies to the channels that remain,
    /// so only single-channel choices count for a removed channel).
    package var losingChoice: Int?
    /// `channel_added`, `daily_cap_changed`: subscribers opted in on the channel afterwards.
    package var receiving: Int?

    package init(affected: Int = 0, followingDefault: Int? = nil, losingChoice: Int? = nil, receiving: Int? = nil) {
        self.affected = affected
        self.followingDefault = followingDefault
        self.losingChoice = losingChoice
        self.receiving = receiving
    }
}

/// Every change's counts, and the totals across changes.
package struct SubscriberImpact: Sendable, Hashable {
    /// How many subscriber states were compared.
    package var subscribers: Int
    /// One entry per change, in the order of ``CatalogDiff/changes``.
    package var changes: [SubscriberCounts]
    /// Subscribers whose whole screen differs (each counted once, however many changes reach them).
    package var affected: Int
    /// Subscribers who lose at least one explicit choice.
    package var losingChoice: Int
    /// Subscribers who follow at least one default that flips.
    package var followingDefault: Int
    /// Invalid states left out under `--skip-invalid-states`: not in ``subscribers``.
    package var skippedInvalid = 0
}
