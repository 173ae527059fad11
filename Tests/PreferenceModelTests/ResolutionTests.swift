import PreferenceModel
import Testing

@Suite("Resolution (PRODUCT.md §1.3)")
struct ResolutionTests {
    /// Two topics: `digest` on push (default on) and email (default off); `gym` on push only (default off).
    let catalog = Catalog(
        workspace: "Pulse",
        topics: [
            CatalogTopic(
                slug: "digest", name: "Weekly digest", description: "Sundays.", category: "News",
                channels: [.push: ChannelOffering(default: true), .email: ChannelOffering(default: false, dailyCap: 1)]),
            CatalogTopic(slug: "gym", name: "Gym reminders", channels: [.push: ChannelOffering(default: false)]),
        ])

    @Test("With no state everything is the default, and every channel says so")
    func noState() {
        let topics = catalog.resolve()
        #expect(topics.map(\.slug) == ["digest", "gym"])
        #expect(topics[0].channels == prefs([.push: (true, true), .email: (false, true)]))
        #expect(topics[1].channels == prefs([.push: (false, true)]))
        #expect(catalog.resolve(.neverChose) == topics)
        #expect(catalog.resolve(PreferenceState(subscriber: "u1", choices: [:])) == topics)
    }

    @Test("Resolution carries the catalog's text across unchanged")
    func textCarriedOver() {
        let digest = catalog.resolve()[0]
        #expect(digest.name == "Weekly digest")
        #expect(digest.description == "Sundays.")
        #expect(digest.category == "News")
        #expect(digest.id == "digest")
        #expect(catalog.resolve()[1].description == nil && catalog.resolve()[1].category == nil)
    }

    @Test("A boolean choice applies to every channel the topic offers", arguments: [true, false])
    func booleanChoice(optedIn: Bool) {
        let topics = catalog.resolve(PreferenceState(choices: ["digest": .all(optedIn)]))
        #expect(topics[0].channels == prefs([.push: (optedIn, false), .email: (optedIn, false)]))
        #expect(topics[1].channels == prefs([.push: (false, true)]), "other topics stay default")
    }

    @Test("A boolean choice equal to the default still counts as chosen")
    func choiceEqualToDefault() {
        let topics = catalog.resolve(PreferenceState(choices: ["gym": .all(false)]))
        #expect(topics[1].channels == prefs([.push: (false, false)]))
    }

    @Test("An object choice sets the channels it names and leaves the others default")
    func objectChoice() {
        let topics = catalog.resolve(PreferenceState(choices: ["digest": .channels([.email: true])]))
        #expect(topics[0].channels == prefs([.push: (true, true), .email: (true, false)]))
        let both = catalog.resolve(PreferenceState(choices: ["digest": .channels([.email: true, .push: false])]))
        #expect(both[0].channels == prefs([.push: (false, false), .email: (true, false)]))
        let none = catalog.resolve(PreferenceState(choices: ["digest": .channels([:])]))
        #expect(none[0].channels == prefs([.push: (true, true), .email: (false, true)]))
    }

    @Test("Choices for slugs the catalog does not offer are ignored")
    func unknownSlug() {
        let state = PreferenceState(choices: ["gym-reminders": .all(true), "Digest": .all(false)])
        #expect(catalog.resolve(state) == catalog.resolve())
    }

    @Test("Choices for channels the topic does not offer are ignored, and add no channel")
    func unknownChannel() {
        let topics = catalog.resolve(PreferenceState(choices: ["gym": .channels([.email: true, sms: true])]))
        #expect(topics[1].channels == prefs([.push: (false, true)]))
        let mixed = catalog.resolve(PreferenceState(choices: ["gym": .channels([sms: true, .push: true])]))
        #expect(mixed[1].channels == prefs([.push: (true, false)]))
    }

    @Test("A topic offered on no channel resolves to a topic with no channels")
    func noChannels() {
        let empty = Catalog(topics: [CatalogTopic(slug: "quiet", name: "Quiet", channels: [:])])
        let topics = empty.resolve(PreferenceState(choices: ["quiet": .all(true)]))
        #expect(topics.count == 1)
        #expect(topics[0].channels.isEmpty)
        #expect(!topics[0].isOptedIn)
    }

    @Test("Topics keep catalog order, never sorted")
    func order() {
        let unsorted = Catalog(
            topics: ["zeta", "alpha", "mid"].map { CatalogTopic(slug: $0, name: $0, channels: [.push: .init(default: true)]) })
        #expect(unsorted.resolve().map(\.slug) == ["zeta", "alpha", "mid"])
    }

    @Test("`PreferenceState.choice(for:channel:)` answers per channel")
    func choiceLookup() {
        let state = PreferenceState(choices: ["a": .all(false), "b": .channels([.push: true])])
        #expect(state.choice(for: "a", channel: .push) == false)
        #expect(state.choice(for: "a", channel: sms) == false)
        #expect(state.choice(for: "b", channel: .push) == true)
        #expect(state.choice(for: "b", channel: .email) == nil)
        #expect(state.choice(for: "c", channel: .push) == nil)
    }

    @Test("`Catalog.topic(_:)` finds a topic by slug")
    func topicLookup() {
        #expect(catalog.topic("gym")?.name == "Gym reminders")
        #expect(catalog.topic("Gym") == nil)
    }
}

@Suite("Topic")
struct TopicTests {
    @Test(
        "`isOptedIn` is true when at least one channel is opted in",
        arguments: [
            ([Channel: (Bool, Bool)](), false),
            ([.push: (false, true)], false),
            ([.push: (true, true)], true),
            ([.push: (false, false), .email: (false, true)], false),
            ([.push: (false, false), .email: (true, false)], true),
            ([.push: (true, true), .email: (true, false), sms: (true, true)], true),
        ])
    func isOptedIn(channels: [Channel: (Bool, Bool)], expected: Bool) {
        #expect(Topic(slug: "t", name: "T", channels: prefs(channels)).isOptedIn == expected)
    }

    @Test("`settingAllChannels(optedIn:)` sets every channel and marks each chosen", arguments: [true, false])
    func settingAllChannels(optedIn: Bool) {
        let topic = Topic(
            slug: "t", name: "T", description: "d", category: "c",
            channels: prefs([.push: (true, true), .email: (false, true), sms: (!optedIn, false)]))
        let set = topic.settingAllChannels(optedIn: optedIn)
        #expect(set.channels == prefs([.push: (optedIn, false), .email: (optedIn, false), sms: (optedIn, false)]))
        #expect(set.isOptedIn == optedIn)
        #expect(set.slug == "t" && set.name == "T" && set.description == "d" && set.category == "c")
        #expect(topic.channels[.email] == ChannelPreference(isOptedIn: false, isDefault: true), "the original is unchanged")
    }

    @Test("`settingAllChannels` adds no channel to a topic that has none")
    func settingAllChannelsOnEmpty() {
        let topic = Topic(slug: "t", name: "T", channels: [:])
        #expect(topic.settingAllChannels(optedIn: true).channels.isEmpty)
    }

    @Test(
        "`sectionCategory` is nil when the category is missing or blank, else the category as written",
        arguments: [
            (String?.none, String?.none), ("", nil), ("   ", nil), ("\t\n", nil), ("\u{A0}", nil),
            ("Training", "Training"), (" Training ", " Training "), ("training", "training"),
        ])
    func sectionCategory(category: String?, expected: String?) {
        #expect(Topic(slug: "t", name: "T", category: category, channels: [:]).sectionCategory == expected)
    }

    @Test(
        "`footnote` is nil when the description is missing or blank, else the description as written",
        arguments: [
            (String?.none, String?.none), ("", nil), (" \n ", nil), ("An hour before.", "An hour before."),
            ("  padded  ", "  padded  "),
        ])
    func footnote(description: String?, expected: String?) {
        #expect(Topic(slug: "t", name: "T", description: description, channels: [:]).footnote == expected)
    }
}
