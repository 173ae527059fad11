import PreferenceModel

/// A catalog review: the changes between two catalogs, numbered, with what each does to the
/// subscribers when their states were given. Every output (text, JSON, the review page)
/// reads from this.
package struct ReviewReport: Sendable {
    /// Where the catalogs and states came from, as the user named them.
    package struct Sources: Sendable, Hashable {
        package var old: String
        package var new: String
        /// The states file or folder; `nil` when none was given.
        package var states: String?

        package init(old: String, new: String, states: String? = nil) {
            self.old = old
            self.new = new
            self.states = states
        }
    }

    /// One numbered change and its subscriber counts.
    package struct Entry: Sendable, Hashable {
        /// 1-based, in report order.
        package var number: Int
        package var change: CatalogChange
        /// `nil` when no states were given.
        package var subscribers: SubscriberCounts?
        /// The reviewer's sign-off, when one names this change's id.
        package var acceptance: ChangeAcceptance?

        /// The entry's anchor in the review page and its `id` everywhere else: the change's
        /// stable id, `default_changed-3f9a1c2b`.
        package var id: String { change.id }
    }

    package let sources: Sources
    package let diff: CatalogDiff
    /// `nil` when no states were given.
    package let impact: SubscriberImpact?
    /// The subscribers kept to be named (who each change affects, the page's picker); `nil`
    /// when no states were given or none were asked for.
    package let sample: SubscriberSample?
    package let entries: [Entry]
    /// The sign-offs that name no change of this review, in the order given.
    package let staleAcceptances: [ChangeAcceptance]

    /// Compares `old` with `new`, counts the subscribers of `states` when given, and marks
    /// the changes that `accepted` signs off (the last sign-off of an id wins).
    /// With `collect`, it keeps the subscribers to name as the streaming reader does.
    package init(
        old: Catalog, new: Catalog, states: [PreferenceState]?, sources: Sources, accepted: [ChangeAcceptance] = [],
        collect: SubscriberCollector.Limits? = nil
    ) {
        let diff = CatalogDiff(old: old, new: new)
        let sample = collect.flatMap { limits in states.map { SubscriberSample(diff: diff, states: $0, limits: limits) } }
        self.init(
            diff: diff, impact: states.map { SubscriberImpact(diff: diff, states: $0) }, sources: sources, accepted: accepted,
            sample: sample)
    }

    /// A review of `diff` whose subscribers were already counted, as the streaming reader of
    /// `--states` does before the report exists.
    package init(
        diff: CatalogDiff, impact: SubscriberImpact?, sources: Sources, accepted: [ChangeAcceptance] = [],
        sample: SubscriberSample? = nil
    ) {
        self.sources = sources
        self.diff = diff
        self.impact = impact
        self.sample = impact == nil ? nil : sample
        let byID = Dictionary(accepted.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        let entries = diff.changes.enumerated().map { index, change in
            Entry(number: index + 1, change: change, subscribers: impact?.changes[index], acceptance: byID[change.id])
        }
        self.entries = entries
        let matched = Set(entries.map(\.id))
        staleAcceptances = accepted.filter { !matched.contains($0.id) }
    }

    /// Whether any breaking change is not signed off: what `--fail-on breaking` looks at.
    package var hasBreakingChanges: Bool {
        entries.contains { $0.change.severity == .breaking && $0.acceptance == nil }
    }

    /// The subscribers named as affected by `entry` (at most `limit`), and how many more it
    /// affects; `nil` without a sample.
    package func affectedSubscribers(of entry: Entry, limit: Int = .max) -> (shown: [CollectedSubscriber], leftOut: Int)? {
        guard let sample, let counts = entry.subscribers else { return nil }
        let shown = sample.affected(by: entry.number - 1, limit: limit)
        return (shown, max(0, counts.affected - shown.count))
    }

    /// How many changes are signed off.
    package var acceptedCount: Int { entries.filter { $0.acceptance != nil }.count }
}
