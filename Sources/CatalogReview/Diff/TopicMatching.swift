import Foundation
import PreferenceModel

/// Which row of the old catalog became which row of the new one.
///
/// Rows match by slug first. Of the rest, a removed row and an added row with the same name
/// (ignoring case and surrounding spaces) are one topic under a new slug — a slug rename;
/// when several added rows share the name, the one offered on the same channels wins, then
/// the first. Rows with different names are an unrelated removal and addition.
struct TopicMatching {
    /// An old row and the new row it became.
    struct Pair {
        var old: CatalogTopic
        var new: CatalogTopic

        var isSlugRenamed: Bool { old.slug != new.slug }
    }

    /// Matched rows in the new catalog's order.
    private(set) var pairs: [Pair] = []
    /// Rows only in the new catalog, in its order.
    private(set) var added: [CatalogTopic] = []
    /// Rows only in the old catalog, in its order.
    private(set) var removed: [CatalogTopic] = []

    /// Matches `old` to `new`; both hold only topics that have a row.
    init(old: [CatalogTopic], new: [CatalogTopic]) {
        let oldSlugs = Set(old.map(\.slug))
        let newSlugs = Set(new.map(\.slug))
        let unmatchedNew = new.filter { !oldSlugs.contains($0.slug) }
        var renamedTo: [String: CatalogTopic] = [:]
        var claimed: Set<String> = []
        for topic in old where !newSlugs.contains(topic.slug) {
            let sameName = unmatchedNew.filter { !claimed.contains($0.slug) && Self.sameName($0.name, topic.name) }
            let sameChannels = sameName.first { Set($0.channels.keys) == Set(topic.channels.keys) }
            guard let successor = sameChannels ?? sameName.first else {
                removed.append(topic)
                continue
            }
            claimed.insert(successor.slug)
            renamedTo[topic.slug] = successor
        }
        let oldBySlug = Dictionary(uniqueKeysWithValues: old.map { ($0.slug, $0) })
        let renamedFrom = Dictionary(uniqueKeysWithValues: renamedTo.map { ($0.value.slug, $0.key) })
        for topic in new {
            if let previous = oldBySlug[topic.slug] ?? renamedFrom[topic.slug].flatMap({ oldBySlug[$0] }) {
                pairs.append(Pair(old: previous, new: topic))
            } else {
                added.append(topic)
            }
        }
    }

    private static func sameName(_ a: String, _ b: String) -> Bool {
        func normalized(_ name: String) -> String { name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
        return normalized(a) == normalized(b)
    }
}
