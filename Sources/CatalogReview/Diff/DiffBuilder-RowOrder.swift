import PreferenceModel

extension DiffBuilder {
    /// Rows that changed places within a section that holds them on both screens. As with
    /// sections, rows that only shifted around an added, removed or moved-in row are not
    /// reordered; positions are 1-based within the section.
    mutating func diffRowOrder() {
        var successor: [String: String] = [:]
        var oldSectionOf: [String: ScreenSection] = [:]
        for pair in matching.pairs {
            successor[pair.old.slug] = pair.new.slug
            oldSectionOf[pair.new.slug] = carried(pair.old.section)
        }
        let pairs = Dictionary(uniqueKeysWithValues: matching.pairs.map { ($0.new.slug, $0) })
        let oldGroups = Dictionary(uniqueKeysWithValues: oldSections.map { (carried(ScreenSection($0.category)), $0) })
        for group in newSections {
            let section = ScreenSection(group.category)
            guard let oldGroup = oldGroups[section] else { continue }
            let newOrder = group.topics.map(\.slug).filter { oldSectionOf[$0] == section }
            let stayed = Set(newOrder)
            let oldOrder = oldGroup.topics.compactMap { successor[$0.slug] }.filter(stayed.contains)
            let kept = longestCommonSubsequence(oldOrder, newOrder)
            for slug in newOrder where !kept.contains(slug) {
                let pair = pairs[slug]!
                let oldIndex = oldGroup.topics.firstIndex { $0.slug == pair.old.slug }!
                let newIndex = group.topics.firstIndex { $0.slug == slug }!
                record(
                    CatalogChange(
                        kind: .orderChanged, severity: ChangeKind.orderChanged.severity(), oldSlug: pair.old.slug, newSlug: slug,
                        title: pair.new.name, sectionBefore: ScreenSection(oldGroup.category), sectionAfter: section,
                        before: .number(oldIndex + 1), after: .number(newIndex + 1)),
                    .row, position: rowPositions[slug]!)
            }
        }
    }
}
