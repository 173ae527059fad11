/// One channel of one topic as a subscriber has it.
package struct ChannelPreference: Hashable, Sendable, Codable {
    /// Whether deliveries on this channel reach the subscriber.
    package var isOptedIn: Bool
    /// `true` while the subscriber has never chosen for this channel, so it keeps following
    /// the dashboard's default when that changes.
    package var isDefault: Bool

    package init(isOptedIn: Bool, isDefault: Bool) {
        self.isOptedIn = isOptedIn
        self.isDefault = isDefault
    }
}
