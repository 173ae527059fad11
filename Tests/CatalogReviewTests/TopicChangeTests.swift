import CatalogReview
import PreferenceModel
import Testing

@Suite("Rows: added, removed, renamed, retitled")
struct TopicChangeTests {
    static let base = catalog(
        topic("gym", name: "Gym reminders", category: "Training", description: "An hour before class.", [("push", true)]),
        topic("digest", name: "Weekly digest", [("email", true), ("push", false)]))

    @Test("a new topic is a visible topic_added in its section, listing its channels")
    func added() {
        var new = Self.base
        new.topics.append(topic("streaks", name: "Streaks", category: "Progress", [("push", true)]))
        let found = changes(Self.base, new).filter { $0.kind == .topicAdded }
        #expect(found.count == 1)
        #expect(found[0].severity == .visible)
        #expect(found[0].newSlug == "streaks" && found[0].oldSlug == nil)
        #expect(found[0].sectionAfter == .category("Progress") && found[0].sectionBefore == nil)
        #expect(found[0].after == .list(["push"]))
    }

    @Test("a topic gone is a visible topic_removed from its section")
    func removed() {
        let new = catalog(Self.base.topics[1])
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.sectionRemoved, .topicRemoved])
        #expect(found[1].severity == .visible)
        #expect(found[1].oldSlug == "gym" && found[1].newSlug == nil)
        #expect(found[1].sectionBefore == .category("Training"))
    }

    @Test("same name under a new slug is a breaking slug_renamed, not a removal and an addition")
    func slugRenamed() {
        var new = Self.base
        new.topics[0].slug = "gym-reminders"
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.slugRenamed])
        #expect(found[0].severity == .breaking)
        #expect(found[0].before == .text("gym") && found[0].after == .text("gym-reminders"))
        #expect(found[0].oldSlug == "gym" && found[0].newSlug == "gym-reminders")
    }

    @Test("the name matches ignoring case and surrounding spaces; other changes to the row are reported with the rename")
    func slugRenamedWithMore() {
        var new = Self.base
        new.topics[0] = topic(
            "gym-reminders", name: " gym Reminders ", category: "Training", description: "An hour before class.", [("push", true)]
        )
        #expect(kinds(Self.base, new) == [.slugRenamed, .titleChanged])
        new.topics[0].channels[.email] = ChannelOffering(default: false)
        #expect(kinds(Self.base, new) == [.slugRenamed, .rowShapeChanged, .channelAdded, .titleChanged])
    }

    @Test("a removal and an addition with different names are unrelated")
    func removeAndUnrelatedAdd() {
        var new = Self.base
        new.topics[0] = topic("classes", name: "Class changes", category: "Training", [("push", true)])
        #expect(kinds(Self.base, new) == [.topicAdded, .topicRemoved])
    }

    @Test("when two new topics share the old name, the one on the same channels is the renamed one")
    func renamePrefersSameChannels() {
        let old = catalog(topic("news", name: "News", [("email", true)]))
        let new = catalog(topic("news-push", name: "News", [("push", true)]), topic("news-mail", name: "News", [("email", true)]))
        let found = changes(old, new)
        let rename = found.first { $0.kind == .slugRenamed }
        #expect(rename?.newSlug == "news-mail")
        #expect(found.contains { $0.kind == .topicAdded && $0.newSlug == "news-push" })
    }

    @Test("a title change is cosmetic, with both titles")
    func titleChanged() {
        var new = Self.base
        new.topics[0].name = "Class reminders"
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.titleChanged])
        #expect(found[0].severity == .cosmetic)
        #expect(found[0].before == .text("Gym reminders") && found[0].after == .text("Class reminders"))
    }

    @Test("footnotes added, changed and removed; a blank description is no footnote")
    func footnoteChanged() {
        var new = Self.base
        new.topics[0].description = "Two hours before class."
        new.topics[1].description = "Sundays."
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.footnoteChanged, .footnoteChanged])
        #expect(found.allSatisfy { $0.severity == .cosmetic })
        #expect(found[1].before == .nothing && found[1].after == .text("Sundays."))
        var blank = Self.base
        blank.topics[0].description = "   "
        #expect(changes(Self.base, blank).map(\.after) == [.nothing])
        var stillNone = Self.base
        stillNone.topics[1].description = " "
        #expect(changes(Self.base, stillNone).isEmpty)
    }

    @Test("a topic offered on no channel has no row, so it is neither added nor removed")
    func rowlessTopics() {
        var new = Self.base
        new.topics.append(topic("hidden", name: "Hidden", []))
        #expect(changes(Self.base, new).isEmpty)
        var emptied = Self.base
        emptied.topics[0].channels = [:]
        #expect(kinds(Self.base, emptied) == [.sectionRemoved, .topicRemoved])
    }
}
