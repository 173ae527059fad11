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

        /// The entry's anchor in the review page and its `id` in JSON: `change-3`.
        package var id: String { "change-\(number)" }
    }

    package let sources: Sources
    package let diff: CatalogDiff
    /// `nil` when no states were given.
    package let impact: SubscriberImpact?
    package let entries: [Entry]

    /// Compares `old` with `new`, and counts the subscribers of `states` when given.
    package init(old: Catalog, new: Catalog, states: [PreferenceState]?, sources: Sources) {
        self.sources = sources
        let diff = CatalogDiff(old: old, new: new)
        let impact = states.map { SubscriberImpact(diff: diff, states: $0) }
        self.diff = diff
        self.impact = impact
        entries = diff.changes.enumerated().map { index, change in
            Entry(number: index + 1, change: change, subscribers: impact?.changes[index])
        }
    }

    /// Whether any change is breaking: what `--fail-on breaking` looks at.
    package var hasBreakingChanges: Bool { diff.count(.breaking) > 0 }
}
