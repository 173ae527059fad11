import CatalogReview
import PreferenceModel
import Testing

@Suite("Sections: renamed, added, removed, rows moving, order")
struct SectionChangeTests {
    static let base = catalog(
        topic("gym", category: "Training", [("push", true)]),
        topic("classes", category: "Training", [("push", true)]),
        topic("streaks", category: "Progress", [("push", true)]),
        topic("records", category: "Progress", [("push", true)]),
        topic("offers", category: "Marketing", [("email", true)]),
        topic("partners", category: "Marketing", [("email", false)]),
        topic("security", [("push", true)]))

    private func moving(_ moves: [String: String?], in catalog: Catalog = base) -> Catalog {
        var copy = catalog
        for index in copy.topics.indices {
            if let category = moves[copy.topics[index].slug] { copy.topics[index].category = category }
        }
        return copy
    }

    @Test("every row of a category moving to one new category is one cosmetic section_renamed, and no section_changed")
    func renamed() {
        let new = moving(["offers": "News and offers", "partners": "News and offers"])
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.sectionRenamed])
        #expect(found[0].severity == .cosmetic)
        #expect(found[0].sectionBefore == .category("Marketing") && found[0].sectionAfter == .category("News and offers"))
        #expect(found[0].before == .text("Marketing") && found[0].after == .text("News and offers"))
    }

    @Test("a rename survives a row removed from the old category and a row joining from another")
    func renamedWithTraffic() {
        var new = moving(["offers": "Deals", "records": "Deals"])
        new.topics.removeAll { $0.slug == "partners" }
        #expect(kinds(Self.base, new).sorted { $0.rawValue < $1.rawValue } == [.sectionChanged, .sectionRenamed, .topicRemoved])
        let moved = changes(Self.base, new).first { $0.kind == .sectionChanged }
        #expect(moved?.newSlug == "records")
    }

    @Test("some rows moving to a new category is a section_added and a section_changed per row")
    func someRowsMove() {
        let new = moving(["classes": "Coaching"])
        let found = changes(Self.base, new)
        #expect(Set(found.map(\.kind)) == [.sectionAdded, .sectionChanged])
        let moved = found.first { $0.kind == .sectionChanged }!
        #expect(moved.severity == .visible)
        #expect(moved.sectionBefore == .category("Training") && moved.sectionAfter == .category("Coaching"))
        #expect(found.first { $0.kind == .sectionAdded }?.sectionAfter == .category("Coaching"))
    }

    @Test("all rows moving into a category that already exists is a removal and moved rows, not a rename")
    func mergeIntoExisting() {
        let new = moving(["offers": "Progress", "partners": "Progress"])
        let found = changes(Self.base, new)
        #expect(found.filter { $0.kind == .sectionChanged }.map(\.newSlug) == ["offers", "partners"])
        #expect(found.contains { $0.kind == .sectionRemoved && $0.sectionBefore == .category("Marketing") })
        #expect(!found.contains { $0.kind == .sectionRenamed })
    }

    @Test("a category split between two new categories is no rename")
    func split() {
        let new = moving(["offers": "Deals", "partners": "Partners"])
        let found = kinds(Self.base, new)
        #expect(found.filter { $0 == .sectionAdded }.count == 2)
        #expect(found.filter { $0 == .sectionChanged }.count == 2)
        #expect(found.contains(.sectionRemoved))
        #expect(!found.contains(.sectionRenamed))
    }

    @Test("moving to and from the section without a header")
    func uncategorized() {
        let new = moving(["security": "Account", "gym": String?.none])
        let found = changes(Self.base, new)
        let moves = found.filter { $0.kind == .sectionChanged }
        #expect(moves.map(\.newSlug) == ["gym", "security"])
        #expect(moves[0].sectionAfter == .uncategorized && moves[0].after == .nothing)
        #expect(moves[1].sectionBefore == .uncategorized && moves[1].after == .text("Account"))
    }

    @Test("rows swapping within a section is one order_changed; sections swapping is one more")
    func reordered() {
        var new = Self.base
        new.topics.swapAt(0, 1)
        let rows = changes(Self.base, new)
        #expect(rows.map(\.kind) == [.orderChanged])
        #expect(rows[0].severity == .cosmetic)
        #expect(rows[0].sectionAfter == .category("Training"))
        #expect(rows[0].before != rows[0].after)
        var sections = Self.base
        sections.topics = Array(Self.base.topics[2...3]) + Array(Self.base.topics[0...1]) + Array(Self.base.topics[4...])
        let found = changes(Self.base, sections)
        #expect(found.map(\.kind) == [.orderChanged])
        #expect(found[0].slug == nil)
        #expect(found[0].before != found[0].after)
    }

    @Test("a row moved to the end of its section is the one reported")
    func movedRow() {
        let old = catalog(
            topic("a", [("push", true)]), topic("b", [("push", true)]), topic("c", [("push", true)]), topic("d", [("push", true)])
        )
        let new = catalog(old.topics[1], old.topics[2], old.topics[3], old.topics[0])
        let found = changes(old, new)
        #expect(found.map(\.newSlug) == ["a"])
        #expect(found[0].before == .number(1) && found[0].after == .number(4))
    }

    @Test("rows and sections that only shift around additions and removals are not reordered")
    func shiftsAreNotReorders() {
        var new = Self.base
        new.topics.remove(at: 0)
        new.topics.insert(topic("new-first", category: "Training", [("push", true)]), at: 1)
        new.topics.insert(topic("fresh", category: "Fresh", [("push", true)]), at: 0)
        let found = kinds(Self.base, new)
        #expect(!found.contains(.orderChanged), "\(found)")
        #expect(Set(found) == [.sectionAdded, .topicAdded, .topicRemoved])
    }

    @Test(
        "a category whose topics interleave keeps one section in first-appearance order, so moving a topic within the list changes nothing"
    )
    func interleaved() {
        var new = Self.base
        let security = new.topics.removeLast()
        new.topics.insert(security, at: 0)
        let moved = changes(Self.base, new)
        #expect(moved.map(\.kind) == [.orderChanged])
        #expect(moved[0].sectionAfter == .uncategorized)
        var within = Self.base
        within.topics.swapAt(1, 2)
        #expect(changes(Self.base, within).isEmpty)
    }
}
