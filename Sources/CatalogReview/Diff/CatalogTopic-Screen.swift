import PreferenceModel

/// A row's shape on the screen: a switch for one channel, a menu for several.
enum RowShape: String {
    case toggle
    case menu
}

extension CatalogTopic {
    /// The topic as the screen shows it to someone who never chose, so the diff reads sections
    /// and footnotes by the model's own rules (a blank category is uncategorized, a blank
    /// description no footnote).
    private var neverChose: Topic {
        Topic(
            slug: slug, name: name, description: description, category: category,
            channels: channels.mapValues { ChannelPreference(isOptedIn: $0.default, isDefault: true) })
    }

    var section: ScreenSection { ScreenSection(neverChose.sectionCategory) }

    var footnote: String? { neverChose.footnote }

    var shape: RowShape { channels.count > 1 ? .menu : .toggle }

    /// Whether the topic gets a row at all: one offered on no channel has none.
    var hasRow: Bool { !channels.isEmpty }
}
