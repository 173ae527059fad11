/// The order channels appear in everywhere on the screen: menus and summaries.
///
/// The catalog's top-level `channels` list when it has one; otherwise `push`, then `email`,
/// then every other channel by raw value ascending. Channels a topic offers that the list
/// leaves out follow the listed ones in that default order.
package struct ChannelOrder: Sendable, Hashable {
    /// The catalog's explicit list, or empty for the default order.
    package let listed: [Channel]
    private let rank: [Channel: Int]

    package init(listed: [Channel] = []) {
        var unique: [Channel] = []
        var rank: [Channel: Int] = [:]
        for channel in listed where rank[channel] == nil {
            rank[channel] = unique.count
            unique.append(channel)
        }
        self.listed = unique
        self.rank = rank
    }

    package static let standard = ChannelOrder()

    /// `channels` in screen order.
    package func sorted<S: Sequence<Channel>>(_ channels: S) -> [Channel] {
        channels.sorted(by: precedes)
    }

    /// Whether `a` comes before `b` on the screen.
    package func precedes(_ a: Channel, _ b: Channel) -> Bool {
        switch (rank[a], rank[b]) {
        case (let left?, let right?): return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return Self.defaultPrecedes(a, b)
        }
    }

    private static func defaultPrecedes(_ a: Channel, _ b: Channel) -> Bool {
        func tier(_ channel: Channel) -> Int {
            channel == .push ? 0 : channel == .email ? 1 : 2
        }
        let (tierA, tierB) = (tier(a), tier(b))
        if tierA != tierB { return tierA < tierB }
        // Raw values compare by Unicode scalars so the order never depends on the locale.
        return a.rawValue.unicodeScalars.lexicographicallyPrecedes(b.rawValue.unicodeScalars)
    }
}
