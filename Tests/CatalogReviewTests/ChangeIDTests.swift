import CatalogReview
import PreferenceModel
import Testing

@Suite("Stable change ids")
struct ChangeIDTests {
    static let old = catalog(
        topic("offers", category: "Deals", [("push", false), ("email", true)], caps: ["email": 2]),
        topic("streaks", name: "Streaks", [("push", true)]))

    @Test("an id is the kind and eight hex digits, and the same change keeps it whatever else changes")
    func stable() throws {
        var new = Self.old
        new.topics[0].channels[.push]!.default = true
        let alone = try #require(changes(Self.old, new).first)
        #expect(alone.id.wholeMatch(of: /default_changed-[0-9a-f]{8}/) != nil)

        var busier = new
        busier.topics[1].name = "Weekly streaks"
        busier.topics.append(topic("fresh", [("push", false)]))
        let among = changes(Self.old, busier)
        #expect(among.count == 3)
        #expect(among.first { $0.kind == .defaultChanged }?.id == alone.id)
        #expect(review(Self.old, busier).entries.map(\.id) == among.map(\.id))
    }

    @Test("a different change gets a different id: another value, slug, channel or direction")
    func different() throws {
        func id(_ edit: (inout Catalog) -> Void) throws -> String {
            var new = Self.old
            edit(&new)
            return try #require(changes(Self.old, new).first).id
        }
        let capThree = try id { $0.topics[0].channels[.email]!.dailyCap = 3 }
        let capFour = try id { $0.topics[0].channels[.email]!.dailyCap = 4 }
        let capNone = try id { $0.topics[0].channels[.email]!.dailyCap = nil }
        #expect(Set([capThree, capFour, capNone]).count == 3)
        let renameA = try id { $0.topics[1].slug = "weekly-streaks" }
        let renameB = try id { $0.topics[1].slug = "daily-streaks" }
        #expect(renameA.hasPrefix("slug_renamed-") && renameA != renameB)
        let pushOn = try id { $0.topics[0].channels[.push]!.default = true }
        let emailOff = try id { $0.topics[0].channels[.email]!.default = false }
        #expect(pushOn != emailOff)
        // The reverse change is a different change.
        var flipped = Self.old
        flipped.topics[0].channels[.push]!.default = true
        let back = try #require(changes(flipped, Self.old).first).id
        #expect(back != pushOn)
    }

    @Test("every change of a busy review has its own id")
    func unique() {
        var new = Self.old
        new.topics[0].category = "Offers"
        new.topics[0].channels[.push]!.default = true
        new.topics[1].slug = "weekly-streaks"
        new.topics.append(topic("fresh", category: "Deals", [("sms", true)]))
        new.topics.reverse()
        let ids = changes(Self.old, new).map(\.id)
        #expect(ids.count >= 4)
        #expect(Set(ids).count == ids.count)
    }
}
