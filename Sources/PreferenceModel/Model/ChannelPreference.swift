/// One channel of one topic as a subscriber has it.
public struct ChannelPreference: Hashable, Sendable, Codable {
    /// Whether deliveries on this channel reach the subscriber.
    public var isOptedIn: Bool
    /// `true` while the subscriber has never chosen for this channel, so it keeps following
    /// the dashboard's default when that changes.
    public var isDefault: Bool

    public init(isOptedIn: Bool, isDefault: Bool) {
        self.isOptedIn = isOptedIn
        self.isDefault = isDefault
    }
}
