/// One subscriber's explicit choices, keyed by topic slug.
package struct PreferenceState: Hashable, Sendable {
    package var subscriber: String?
    /// A human description of who this is, e.g. "Turned off marketing email".
    package var label: String?
    package var choices: [String: Choice]

    package init(subscriber: String? = nil, label: String? = nil, choices: [String: Choice] = [:]) {
        self.subscriber = subscriber
        self.label = label
        self.choices = choices
    }

    /// The subscriber who has never chosen anything.
    package static let neverChose = PreferenceState()

    /// The explicit choice for `channel` of topic `slug`, if any.
    package func choice(for slug: String, channel: Channel) -> Bool? {
        switch choices[slug] {
        case .all(let optedIn)?: optedIn
        case .channels(let perChannel)?: perChannel[channel]
        case nil: nil
        }
    }
}

/// A subscriber's choice for one topic.
package enum Choice: Hashable, Sendable {
    /// A whole-topic choice: applies to every channel the topic offers.
    case all(Bool)
    /// Single channels; channels not named stay unchosen.
    case channels([Channel: Bool])
}
