import PreferenceModel
import ScreenPreview

/// What one subscriber sees on the screen, reduced to what can visibly differ: section headers
/// and, per row, its title, footnote and channels in screen order with their switches.
///
/// Slugs and `isDefault` are left out on purpose: a subscriber cannot see them, so a slug
/// rename that loses nobody's choice leaves the screen the same.
struct ScreenSnapshot: Equatable {
    struct Row: Equatable {
        var title: String
        var footnote: String?
        var channels: [String]
        var optedIn: [Bool]
    }

    struct Section: Equatable {
        var header: String?
        var rows: [Row]
    }

    var sections: [Section]

    init(catalog: Catalog, state: PreferenceState) {
        let screen = PreferenceScreen(catalog: catalog, state: state)
        sections = screen.sections.map { group in
            Section(
                header: group.category,
                rows: group.topics.map { topic in
                    let channels = screen.channelOrder.sorted(topic.channels.keys)
                    return Row(
                        title: topic.name, footnote: topic.footnote, channels: channels.map(\.rawValue),
                        optedIn: channels.map { topic.channels[$0]!.isOptedIn })
                })
        }
    }
}
