import PreferenceModel

/// A catalog review: the changes between two catalogs, numbered, with what each does to the
/// subscribers when their states were given. Every output (text, JSON, the review page)
/// reads from this.
public struct ReviewReport: Sendable {
    /// Where the catalogs and states came from, as the user named them.
    public struct Sources: Sendable, Hashable {
        public var old: String
        public var new: String
        /// The states file or folder; `nil` when none was given.
        public var states: String?

        public init(old: String, new: String, states: String? = nil) {
            self.old = old
            self.new = new
            self.states = states
        }
    }

    /// One numbered change and its subscriber counts.
    public struct Entry: Sendable, Hashable {
        /// 1-based, in report order.
        public var number: Int
        public var change: CatalogChange
        /// `nil` when no states were given.
        public var subscribers: SubscriberCounts?

        /// The entry's anchor in the review page and its `id` in JSON: `change-3`.
        public var id: String { "change-\(number)" }
    }

    public let sources: Sources
    public let diff: CatalogDiff
    /// `nil` when no states were given.
    public let impact: SubscriberImpact?
    public let entries: [Entry]

    /// Compares `old` with `new`, and counts the subscribers of `states` when given.
    public init(old: Catalog, new: Catalog, states: [PreferenceState]?, sources: Sources) {
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
    public var hasBreakingChanges: Bool { diff.count(.breaking) > 0 }
}
