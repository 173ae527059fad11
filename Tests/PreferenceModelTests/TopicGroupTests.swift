import PreferenceModel
import Testing

@Suite("TopicGroup.group (PRODUCT.md §2.1)")
struct TopicGroupTests {
    private func topic(_ slug: String, _ category: String?, channels: [Channel: ChannelPreference]? = nil) -> Topic {
        Topic(
            slug: slug, name: slug, category: category,
            channels: channels ?? [.push: ChannelPreference(isOptedIn: true, isDefault: true)])
    }

    /// Each section as `header: slug slug …`, with `-` for the header-less one.
    private func layout(_ groups: [TopicGroup]) -> [String] {
        groups.map { "\($0.category ?? "-"): \($0.topics.map(\.slug).joined(separator: " "))" }
    }

    @Test("Sections come in the order of their category's first appearance, not sorted")
    func firstAppearance() {
        let groups = TopicGroup.group([topic("a", "Training"), topic("b", "Billing"), topic("c", "Account")])
        #expect(layout(groups) == ["Training: a", "Billing: b", "Account: c"])
    }

    @Test("Non-adjacent topics of a category join their category's section, in list order")
    func nonAdjacent() {
        let groups = TopicGroup.group([
            topic("a", "Training"), topic("b", "Billing"), topic("c", "Training"), topic("d", "Billing"),
            topic("e", "Training"),
        ])
        #expect(layout(groups) == ["Training: a c e", "Billing: b d"])
    }

    @Test("Missing, null, empty and whitespace-only categories form one header-less section")
    func uncategorized() {
        let groups = TopicGroup.group([
            topic("a", nil), topic("b", ""), topic("c", "   "), topic("d", "\t\n"), topic("e", "\u{A0}"),
        ])
        #expect(layout(groups) == ["-: a b c d e"])
        #expect(groups[0].category == nil)
        #expect(groups[0].id == "uncategorized")
    }

    @Test("The uncategorized section takes its place by its own first appearance")
    func uncategorizedPlacement() {
        let middle = TopicGroup.group([
            topic("a", "Training"), topic("b", nil), topic("c", "Billing"), topic("d", " "), topic("e", "Training"),
        ])
        #expect(layout(middle) == ["Training: a e", "-: b d", "Billing: c"])
        let first = TopicGroup.group([topic("a", ""), topic("b", "Training"), topic("c", nil)])
        #expect(layout(first) == ["-: a c", "Training: b"])
        let last = TopicGroup.group([topic("a", "Training"), topic("b", "Billing"), topic("c", nil)])
        #expect(layout(last) == ["Training: a", "Billing: b", "-: c"])
    }

    @Test("Topics with no channels are dropped before grouping")
    func noChannelsDropped() {
        let groups = TopicGroup.group([
            topic("a", "Training", channels: [:]), topic("b", "Billing"), topic("c", "Training"),
        ])
        #expect(layout(groups) == ["Billing: b", "Training: c"], "Training is placed by c, its first topic with a row")
    }

    @Test("A category whose topics all have no channels gets no section")
    func emptyCategoryVanishes() {
        let groups = TopicGroup.group([
            topic("a", "Ghost", channels: [:]), topic("b", "Billing"), topic("c", "Ghost", channels: [:]),
            topic("d", nil, channels: [:]),
        ])
        #expect(layout(groups) == ["Billing: b"])
    }

    @Test("Opted-out topics still have rows: only having no channel drops a topic")
    func optedOutKept() {
        let off = [Channel.push: ChannelPreference(isOptedIn: false, isDefault: false)]
        #expect(layout(TopicGroup.group([topic("a", "X", channels: off)])) == ["X: a"])
    }

    @Test("Categories differing only by case are different sections")
    func caseSensitive() {
        let groups = TopicGroup.group([
            topic("a", "Training"), topic("b", "training"), topic("c", "TRAINING"), topic("d", "Training"),
        ])
        #expect(layout(groups) == ["Training: a d", "training: b", "TRAINING: c"])
    }

    @Test("Categories differing by surrounding spaces are kept as written")
    func spacingKept() {
        let groups = TopicGroup.group([topic("a", "Training"), topic("b", " Training")])
        #expect(groups.map(\.category) == ["Training", " Training"])
    }

    @Test("No topics, no sections")
    func empty() {
        #expect(TopicGroup.group([]).isEmpty)
    }

    @Test("Section ids are distinct for a category named like the uncategorized section")
    func ids() {
        let groups = TopicGroup.group([topic("a", "uncategorized"), topic("b", nil)])
        #expect(groups.map(\.id) == ["category:uncategorized", "uncategorized"])
    }

    @Test("Grouping keeps each topic whole")
    func topicsUnchanged() {
        let original = Topic(
            slug: "a", name: "A", description: "d", category: "X",
            channels: [
                .push: ChannelPreference(isOptedIn: false, isDefault: false),
                .email: ChannelPreference(isOptedIn: true, isDefault: true),
            ])
        #expect(TopicGroup.group([original]).first?.topics == [original])
    }

    @Test("Missing, null, empty and blank categories in a catalog file all land in the one header-less section")
    func fromLoadedFile() throws {
        let result = load(
            """
            {
              "topics": [
                { "slug": "a", "name": "A", "channels": { "push": { "default": true } } },
                { "slug": "b", "name": "B", "category": "Training", "channels": { "push": { "default": true } } },
                { "slug": "c", "name": "C", "category": null, "channels": { "push": { "default": true } } },
                { "slug": "d", "name": "D", "category": "", "channels": { "push": { "default": true } } },
                { "slug": "e", "name": "E", "category": " \\t ", "channels": { "push": { "default": true } } },
                { "slug": "f", "name": "F", "category": "Ghost" },
                { "slug": "g", "name": "G", "category": "training", "channels": { "email": { "default": false } } }
              ]
            }
            """)
        let catalog = try #require(result.catalog)
        #expect(layout(TopicGroup.group(catalog.resolve())) == ["-: a c d e", "Training: b", "training: g"])
    }

    @Test("Grouping a resolved catalog gives the screen's sections")
    func fromCatalog() {
        let catalog = Catalog(topics: [
            CatalogTopic(slug: "a", name: "A", category: "Training", channels: [.push: .init(default: true)]),
            CatalogTopic(slug: "b", name: "B", category: nil, channels: [.email: .init(default: false)]),
            CatalogTopic(slug: "c", name: "C", category: "Training", channels: [:]),
            CatalogTopic(slug: "d", name: "D", category: "Training", channels: [.email: .init(default: false)]),
        ])
        #expect(layout(TopicGroup.group(catalog.resolve())) == ["Training: a d", "-: b"])
    }
}
