/// What the dashboard holds: the topics a workspace offers, in screen order.
public struct Catalog: Hashable, Sendable {
    public var workspace: String?
    /// The top-level `channels` list, which fixes channel order when present.
    public var channels: [Channel]?
    public var topics: [CatalogTopic]

    public init(workspace: String? = nil, channels: [Channel]? = nil, topics: [CatalogTopic]) {
        self.workspace = workspace
        self.channels = channels
        self.topics = topics
    }

    public var channelOrder: ChannelOrder { ChannelOrder(listed: channels ?? []) }

    public func topic(_ slug: String) -> CatalogTopic? {
        topics.first { $0.slug == slug }
    }
}

/// One topic as the dashboard defines it.
public struct CatalogTopic: Hashable, Sendable, Identifiable {
    public var slug: String
    public var name: String
    public var description: String?
    public var category: String?
    public var channels: [Channel: ChannelOffering]

    public var id: String { slug }

    public init(
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
public struct ChannelOffering: Hashable, Sendable {
    /// What a subscriber who never chose gets.
    public var `default`: Bool
    /// Deliveries per day at most; not shown on the screen.
    public var dailyCap: Int?

    public init(default: Bool, dailyCap: Int? = nil) {
        self.default = `default`
        self.dailyCap = dailyCap
    }
}
