import PreferenceModel

/// What changed between two catalogs, the way a reviewer reads the settings screen: rows,
/// sections, order, channels, defaults and caps, each a typed ``CatalogChange``.
///
/// Only topics with a row count: a topic offered on no channel is not on the screen and
/// delivers nothing, so the diff treats it as absent. Everything is compared as the screen
/// shows it, so catalogs that differ only in JSON key order, whitespace, a blank versus a
/// missing description, or a `channels` list that restates the default order, have no changes.
package struct CatalogDiff: Sendable {
    package let old: Catalog
    package let new: Catalog
    /// Every change, most serious first; within a severity catalog-wide changes, then
    /// sections, then rows, in screen order.
    package let changes: [CatalogChange]

    package init(old: Catalog, new: Catalog) {
        self.old = old
        self.new = new
        var builder = DiffBuilder(old: old, new: new)
        builder.build()
        changes = builder.sortedChanges
    }

    package var isEmpty: Bool { changes.isEmpty }

    /// How many changes have `severity`.
    package func count(_ severity: ChangeSeverity) -> Int {
        changes.filter { $0.severity == severity }.count
    }
}

/// Collects the changes of one comparison, each with the key that places it in the report.
struct DiffBuilder {
    let old: Catalog
    let new: Catalog
    let matching: TopicMatching
    let oldSections: [TopicGroup]
    let newSections: [TopicGroup]
    /// Old category → the new category every one of its rows moved to.
    let renamedCategories: [String: String]
    /// Each new row's place in the new catalog, by slug; removed rows sort after all of them.
    let rowPositions: [String: Int]
    private let channelRanks: [Channel: Int]
    private var found: [(change: CatalogChange, key: [Int])] = []

    init(old: Catalog, new: Catalog) {
        self.old = old
        self.new = new
        let newRows = new.topics.filter(\.hasRow)
        matching = TopicMatching(old: old.topics.filter(\.hasRow), new: newRows)
        rowPositions = Dictionary(uniqueKeysWithValues: newRows.enumerated().map { ($1.slug, $0) })
        // Grouping the never-chose screen gives the sections exactly as the SDK orders them.
        oldSections = TopicGroup.group(old.resolve())
        newSections = TopicGroup.group(new.resolve())
        renamedCategories = Self.categoryRenames(old: oldSections, new: newSections, matching: matching)
        let channels = Set(old.topics.flatMap(\.channels.keys)).union(new.topics.flatMap(\.channels.keys))
        channelRanks = Dictionary(uniqueKeysWithValues: new.channelOrder.sorted(channels).enumerated().map { ($1, $0) })
    }

    mutating func build() {
        diffChannelOrder()
        diffSections()
        diffSectionOrder()
        diffRowOrder()
        diffTopics()
    }

    var sortedChanges: [CatalogChange] {
        found.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.change)
    }

    /// Where a change's scope sorts: catalog-wide first, then sections, then rows.
    enum Scope: Int {
        case catalog
        case section
        case row
    }

    /// Records a change at `position` within its scope (screen order; removed things after).
    mutating func record(_ change: CatalogChange, _ scope: Scope, position: Int) {
        let channelRank = change.channel.flatMap { channelRanks[$0] } ?? -1
        found.append((change, [change.severity.rank, scope.rawValue, position, change.kind.rank, channelRank]))
    }

    /// The section an old section's rows belong to on the new screen, following renames.
    func carried(_ section: ScreenSection) -> ScreenSection {
        guard let category = section.category, let renamed = renamedCategories[category] else { return section }
        return .category(renamed)
    }
}
