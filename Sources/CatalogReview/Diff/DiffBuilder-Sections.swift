import PreferenceModel

extension DiffBuilder {
    /// Section renames: an old category that is gone, whose surviving rows all moved to one
    /// category that is new. Then only the header changed, and the report says so once rather
    /// than a `section_changed` per row. A category whose rows went to an existing category, or
    /// split between several, is a removal plus moved rows.
    static func categoryRenames(old: [TopicGroup], new: [TopicGroup], matching: TopicMatching) -> [String: String] {
        let oldCategories = Set(old.compactMap(\.category))
        let newCategories = Set(new.compactMap(\.category))
        var successor: [String: ScreenSection] = [:]
        for pair in matching.pairs { successor[pair.old.slug] = pair.new.section }
        var renames: [String: String] = [:]
        var claimed: Set<String> = []
        for group in old {
            guard let category = group.category, !newCategories.contains(category) else { continue }
            let destinations = Set(group.topics.compactMap { successor[$0.slug] })
            guard destinations.count == 1, let target = destinations.first?.category, !oldCategories.contains(target),
                claimed.insert(target).inserted
            else { continue }
            renames[category] = target
        }
        return renames
    }

    /// Sections renamed, added and removed, and rows that moved to another section.
    mutating func diffSections() {
        let oldCategories = Set(oldSections.compactMap(\.category))
        let newCategories = Set(newSections.compactMap(\.category))
        let renameTargets = Set(renamedCategories.values)
        for (index, group) in newSections.enumerated() {
            guard let category = group.category, !oldCategories.contains(category) else { continue }
            if let source = renamedCategories.first(where: { $0.value == category })?.key {
                record(
                    CatalogChange(
                        kind: .sectionRenamed, severity: ChangeKind.sectionRenamed.severity(), sectionBefore: .category(source),
                        sectionAfter: .category(category), before: .text(source), after: .text(category)),
                    .section, position: index)
            } else if !renameTargets.contains(category) {
                record(
                    CatalogChange(
                        kind: .sectionAdded, severity: ChangeKind.sectionAdded.severity(), sectionAfter: .category(category)),
                    .section, position: index)
            }
        }
        for (index, group) in oldSections.enumerated() {
            guard let category = group.category, !newCategories.contains(category), renamedCategories[category] == nil else {
                continue
            }
            record(
                CatalogChange(
                    kind: .sectionRemoved, severity: ChangeKind.sectionRemoved.severity(), sectionBefore: .category(category)),
                .section, position: newSections.count + index)
        }
        for pair in matching.pairs where carried(pair.old.section) != pair.new.section {
            record(
                CatalogChange(
                    kind: .sectionChanged, severity: ChangeKind.sectionChanged.severity(), oldSlug: pair.old.slug,
                    newSlug: pair.new.slug, title: pair.new.name, sectionBefore: pair.old.section, sectionAfter: pair.new.section,
                    before: ChangeValue(pair.old.section.category), after: ChangeValue(pair.new.section.category)),
                .row, position: rowPositions[pair.new.slug]!)
        }
    }

    /// Sections on both screens that changed places among themselves. Sections that only
    /// shifted because others came or went are not reordered: the ones kept in place are the
    /// longest run in common, and every other one moved.
    mutating func diffSectionOrder() {
        let oldOrder = oldSections.map { carried(ScreenSection($0.category)) }
        let newOrder = newSections.map { ScreenSection($0.category) }
        let shared = Set(oldOrder).intersection(newOrder)
        let kept = longestCommonSubsequence(oldOrder.filter(shared.contains), newOrder.filter(shared.contains))
        for (newIndex, section) in newOrder.enumerated() where shared.contains(section) && !kept.contains(section) {
            let oldIndex = oldOrder.firstIndex(of: section)!
            record(
                CatalogChange(
                    kind: .orderChanged, severity: ChangeKind.orderChanged.severity(),
                    sectionBefore: ScreenSection(oldSections[oldIndex].category), sectionAfter: section,
                    before: .number(oldIndex + 1), after: .number(newIndex + 1)),
                .section, position: newIndex)
        }
    }
}
