/// Catalog plus state gives the topics the screen shows — exactly the SDK's data layer.
extension Catalog {
    /// Resolves every topic for one subscriber.
    ///
    /// For each offered channel `isOptedIn` is the subscriber's explicit choice if any, else the
    /// channel's default; `isDefault` stays `true` while there is no explicit choice. Choices for
    /// slugs or channels the catalog does not offer are ignored (lint reports them).
    package func resolve(_ state: PreferenceState = .neverChose) -> [Topic] {
        topics.map { topic in
            var channels: [Channel: ChannelPreference] = [:]
            for (channel, offering) in topic.channels {
                if let chosen = state.choice(for: topic.slug, channel: channel) {
                    channels[channel] = ChannelPreference(isOptedIn: chosen, isDefault: false)
                } else {
                    channels[channel] = ChannelPreference(isOptedIn: offering.default, isDefault: true)
                }
            }
            return Topic(
                slug: topic.slug, name: topic.name, description: topic.description, category: topic.category,
                channels: channels)
        }
    }
}
