import PreferenceModel

/// What the settings screen shows, before it becomes HTML: the resolved topics in sections,
/// the channel order, and which of the four screen states it is in.
package struct PreferenceScreen: Sendable {
    package var state: ScreenState
    package var sections: [TopicGroup]
    package var channelOrder: ChannelOrder
    /// The dashboard's offerings by slug, when the screen came from a catalog: annotate shows
    /// each channel's default and daily cap from here.
    package var offerings: [String: [Channel: ChannelOffering]]
    /// The failed response's code, for the failed state.
    package var failureCode: String?
    /// The language of the catalog's text (`lang` on the screen, for hyphenation), when it says.
    package var language: String?

    package init(
        state: ScreenState, sections: [TopicGroup], channelOrder: ChannelOrder = .standard,
        offerings: [String: [Channel: ChannelOffering]] = [:], failureCode: String? = nil
    ) {
        self.state = state
        self.sections = sections
        self.channelOrder = channelOrder
        self.offerings = offerings
        self.failureCode = failureCode
    }

    /// The screen one subscriber sees for a catalog; an empty catalog gives the empty state.
    package init(catalog: Catalog, state: PreferenceState = .neverChose) {
        let sections = TopicGroup.group(catalog.resolve(state))
        var offerings: [String: [Channel: ChannelOffering]] = [:]
        for topic in catalog.topics { offerings[topic.slug] = topic.channels }
        self.init(
            state: sections.isEmpty ? .empty : .loaded, sections: sections, channelOrder: catalog.channelOrder,
            offerings: offerings)
        language = catalog.language
    }

    /// The screen for topics the SDK already resolved (`preferences.all()`).
    package init(resolvedTopics: [Topic]) {
        let sections = TopicGroup.group(resolvedTopics)
        self.init(state: sections.isEmpty ? .empty : .loaded, sections: sections)
    }

    /// The failed-first-load screen for a failed API response.
    package init(failure: APIFailure) {
        self.init(state: .failed, sections: [], failureCode: failure.code)
    }

    /// The screen for any preference document; a state alone has nothing to draw.
    package init?(document: PreferenceDocument, state: PreferenceState = .neverChose) {
        switch document {
        case .catalog(let catalog): self.init(catalog: catalog, state: state)
        case .resolvedTopics(let topics): self.init(resolvedTopics: topics)
        case .failure(let failure): self.init(failure: failure)
        case .state: return nil
        }
    }

    /// The same screen shown in another state (the designer's screen-state control).
    package func showing(_ state: ScreenState) -> PreferenceScreen {
        var copy = self
        copy.state = state
        return copy
    }

    /// How many sections, rows and menu rows the loaded list has.
    package var counts: ScreenCounts {
        let rows = sections.flatMap(\.topics)
        return ScreenCounts(sections: sections.count, rows: rows.count, menuRows: rows.filter { $0.channels.count > 1 }.count)
    }
}

/// The shape of a loaded screen, as the site's index lists it.
package struct ScreenCounts: Sendable, Hashable {
    package var sections: Int
    package var rows: Int
    package var menuRows: Int
}

/// The four appearances of the screen (PRODUCT.md §2.3).
package enum ScreenState: String, Sendable, CaseIterable {
    case loaded
    /// The first load failed: one "Try again" row.
    case failed
    /// The catalog has no rows: an empty list.
    case empty
    /// The first load is in flight: a progress indicator.
    case loading
}
