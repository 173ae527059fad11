import HTMLQuery
import PreferenceModel
import ScreenPreview

/// Builds catalogs in a line each, for tests that read like the mapping table.
func offering(_ pairs: [(String, Bool)], caps: [String: Int] = [:]) -> [Channel: ChannelOffering] {
    var channels: [Channel: ChannelOffering] = [:]
    for (raw, isDefault) in pairs { channels[Channel(raw)] = ChannelOffering(default: isDefault, dailyCap: caps[raw]) }
    return channels
}

func topic(
    _ slug: String, name: String? = nil, category: String? = nil, description: String? = nil, _ channels: [(String, Bool)]
)
    -> CatalogTopic
{
    CatalogTopic(slug: slug, name: name ?? slug, description: description, category: category, channels: offering(channels))
}

/// The rendered screen, parsed, and its `data-screen` element.
func renderScreen(_ catalog: Catalog, state: PreferenceState = .neverChose, options: ScreenOptions = ScreenOptions()) -> Element {
    let html = ScreenRenderer(options: options).render(PreferenceScreen(catalog: catalog, state: state))
    let root = Element.parse(html)
    return root.first("data-screen", "preferences")!
}

extension Element {
    var sections: [Element] { all("data-section") }
    var rows: [Element] { all("data-topic") }
    func row(_ slug: String) -> Element? { first("data-topic", slug) }
    /// A menu row's entries as (label, checked), "Off" first.
    var menuEntries: [(String, Bool)] {
        all("role", "menuitemcheckbox").map { ($0.text, $0["aria-checked"] == "true") }
    }
}
