import CatalogReview
import PreferenceModel

/// A topic in a line: `topic("digest", category: "News", [("push", true)])`.
func topic(
    _ slug: String, name: String? = nil, category: String? = nil, description: String? = nil, _ channels: [(String, Bool)],
    caps: [String: Int] = [:]
) -> CatalogTopic {
    var offerings: [Channel: ChannelOffering] = [:]
    for (raw, isDefault) in channels { offerings[Channel(raw)] = ChannelOffering(default: isDefault, dailyCap: caps[raw]) }
    return CatalogTopic(slug: slug, name: name ?? slug, description: description, category: category, channels: offerings)
}

func catalog(_ topics: CatalogTopic..., channels: [String]? = nil) -> Catalog {
    Catalog(workspace: "Test", channels: channels.map { $0.map { Channel($0) } }, topics: topics)
}

/// The changes between two catalogs.
func changes(_ old: Catalog, _ new: Catalog) -> [CatalogChange] {
    CatalogDiff(old: old, new: new).changes
}

/// The kinds of the changes, in report order.
func kinds(_ old: Catalog, _ new: Catalog) -> [ChangeKind] {
    changes(old, new).map(\.kind)
}

/// A subscriber's state from choices: `state(["digest": .all(false)])`.
func state(_ choices: [String: Choice]) -> PreferenceState {
    PreferenceState(choices: choices)
}

/// A per-channel choice: `pick(["email": true])`.
func pick(_ channels: [String: Bool]) -> Choice {
    .channels(Dictionary(uniqueKeysWithValues: channels.map { (Channel($0.key), $0.value) }))
}

/// The report over `states`, with placeholder file names.
func review(_ old: Catalog, _ new: Catalog, states: [PreferenceState]? = nil) -> ReviewReport {
    ReviewReport(
        old: old, new: new, states: states, sources: .init(old: "old.json", new: "new.json", states: states.map { _ in "states" })
    )
}
