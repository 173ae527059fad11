/// A section of the settings screen: the topics of one category, in catalog order.
package struct TopicGroup: Hashable, Sendable, Identifiable {
    /// The section header, or `nil` for the one header-less section of uncategorized topics.
    package var category: String?
    package var topics: [Topic]

    package var id: String { category.map { "category:\($0)" } ?? "uncategorized" }

    package init(category: String?, topics: [Topic]) {
        self.category = category
        self.topics = topics
    }

    /// Groups topics into sections the way the SDK does.
    ///
    /// Topics offered on no channel are dropped first (they get no row, so a category whose
    /// topics all have none gets no section). Sections come in the order of their category's
    /// first appearance; each keeps its topics in list order even when they are not adjacent.
    /// All uncategorized topics form one section, placed by its own first appearance.
    package static func group(_ topics: [Topic]) -> [TopicGroup] {
        var groups: [TopicGroup] = []
        var indexByCategory: [String?: Int] = [:]
        for topic in topics where !topic.channels.isEmpty {
            let category = topic.sectionCategory
            if let index = indexByCategory[category] {
                groups[index].topics.append(topic)
            } else {
                indexByCategory[category] = groups.count
                groups.append(TopicGroup(category: category, topics: [topic]))
            }
        }
        return groups
    }
}
