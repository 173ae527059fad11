/// A topic as the SDK hands it to the screen: catalog text plus the subscriber's resolved channels.
public struct Topic: Hashable, Sendable, Identifiable {
    public var slug: String
    public var name: String
    public var description: String?
    public var category: String?
    public var channels: [Channel: ChannelPreference]

    public var id: String { slug }

    public init(
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
    public var isOptedIn: Bool { channels.values.contains { $0.isOptedIn } }

    /// A copy with every channel set to `optedIn`, each now an explicit choice —
    /// what a whole-topic switch (or "Off" in a menu) writes.
    public func settingAllChannels(optedIn: Bool) -> Topic {
        var copy = self
        for channel in channels.keys {
            copy.channels[channel] = ChannelPreference(isOptedIn: optedIn, isDefault: false)
        }
        return copy
    }

    /// The category as the screen groups it: `nil` when missing or blank after trimming.
    public var sectionCategory: String? {
        guard let category, !category.allSatisfy(\.isWhitespace) else { return nil }
        return category
    }

    /// The description as the screen shows it: `nil` when missing or blank.
    public var footnote: String? {
        guard let description, !description.allSatisfy(\.isWhitespace) else { return nil }
        return description
    }
}
