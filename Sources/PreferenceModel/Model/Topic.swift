/// A topic as the SDK hands it to the screen: catalog text plus the subscriber's resolved channels.
package struct Topic: Hashable, Sendable, Identifiable {
    package var slug: String
    package var name: String
    package var description: String?
    package var category: String?
    package var channels: [Channel: ChannelPreference]

    package var id: String { slug }

    package init(
        slug: String, name: String, description: String? = nil, category: String? = nil,
        channels: [Channel: ChannelPreference]
    ) {
        self.slug = slug
        self.name = name
        self.description = description
        self.category = category
        self.channels = channels
    }

    /// At least one channel is opted in.
    package var isOptedIn: Bool { channels.values.contains { $0.isOptedIn } }

    /// A copy with every channel set to `optedIn`, each now an explicit choice —
    /// what a whole-topic switch (or "Off" in a menu) writes.
    package func settingAllChannels(optedIn: Bool) -> Topic {
        var copy = self
        for channel in channels.keys {
            copy.channels[channel] = ChannelPreference(isOptedIn: optedIn, isDefault: false)
        }
        return copy
    }

    /// The category as the screen groups it: `nil` when missing or blank after trimming.
    package var sectionCategory: String? {
        guard let category, !category.allSatisfy(\.isWhitespace) else { return nil }
        return category
    }

    /// The description as the screen shows it: `nil` when missing or blank.
    package var footnote: String? {
        guard let description, !description.allSatisfy(\.isWhitespace) else { return nil }
        return description
    }
}
