extension ReviewReport {
    /// A review of `diff` whose subscribers were already counted, as the streaming reader of
    /// `--states` does before the report exists.
    package init(diff: CatalogDiff, impact: SubscriberImpact?, sources: Sources) {
        self.sources = sources
        self.diff = diff
        self.impact = impact
        entries = diff.changes.enumerated().map { index, change in
            Entry(number: index + 1, change: change, subscribers: impact?.changes[index])
        }
    }
}
