/// What the dashboard holds: the topics a workspace offers, in screen order.
package struct Catalog: Hashable, Sendable {
    package var workspace: String?
    /// The language of the catalog's names and descriptions (a BCP 47 tag such as `de`), so the
    /// screen hyphenates them by that language's rules; `nil` leaves the page's language.
    package var language: String?
    /// The top-level `channels` list, which fixes channel order when present.
    package var channels: [Channel]?
    package var topics: [CatalogTopic]

    package init(workspace: String? = nil, language: String? = nil, channels: [Channel]? = nil, topics: [CatalogTopic]) {
        self.workspace = workspace
        self.language = language
        self.channels = channels
        self.topics = topics
    }

    package var channelOrder: ChannelOrder { ChannelOrder(listed: channels ?? []) }

    package func topic(_ slug: String) -> CatalogTopic? {
        topics.first { $0.slug == slug }
    }
}

/// One topic as the dashboard defines it.
package struct CatalogTopic: Hashable, Sendable, Identifiable {
    package var slug: String
    package var name: String
    package var description: String?
    package var category: String?
    package var channels: [Channel: ChannelOffering]

    package var id: String { slug }

    package init(
        slug: String, name: String, description: String? = nil, category: String? = nil,
        channels: [Channel: ChannelOffering]
    ) {
        self.slug = slug
        self.name = name
        self.description = description
        self.category = category
        self.channels = channels
    }
}

/// How a topic is offered on one channel.
package struct ChannelOffering: Hashable, Sendable {
    /// What a subscriber who never chose gets.
    package var `default`: Bool
    /// Deliveries per day at most; not shown on the screen.
    package var dailyCap: Int?

    package init(default: Bool, dailyCap: Int? = nil) {
        self.default = `default`
        self.dailyCap = dailyCap
    }
}
