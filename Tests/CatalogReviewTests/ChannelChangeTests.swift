import CatalogReview
import PreferenceModel
import Testing

@Suite("Channels: shape, added, removed, defaults, caps, order")
struct ChannelChangeTests {
    static let base = catalog(
        topic("classes", name: "Class changes", [("push", true)]),
        topic("digest", name: "Weekly digest", [("email", true), ("push", false)], caps: ["email": 1]),
        channels: ["push", "email"])

    @Test("adding email to a push-only topic: the switch becomes a menu, and the channel is added with its default")
    func channelAdded() {
        var new = Self.base
        new.topics[0].channels[.email] = ChannelOffering(default: false)
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.rowShapeChanged, .channelAdded])
        #expect(found.allSatisfy { $0.severity == .visible })
        #expect(found[0].before == .text("toggle") && found[0].after == .text("menu"))
        #expect(found[1].channel == .email && found[1].after == .flag(false) && found[1].before == nil)
    }

    @Test("removing a channel from a menu row: the menu becomes a switch and the channel is removed")
    func channelRemoved() {
        var new = Self.base
        new.topics[1].channels[.push] = nil
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.rowShapeChanged, .channelRemoved])
        #expect(found[1].channel == .push && found[1].before == .flag(false))
        #expect(found[0].after == .text("toggle"))
    }

    @Test("a menu keeping its shape reports only the channel", arguments: [true, false])
    func sameShape(isDefault: Bool) {
        var new = Self.base
        new.topics[1].channels[Channel("sms")] = ChannelOffering(default: isDefault)
        #expect(kinds(Self.base, new) == [.channelAdded])
    }

    @Test("a default turning on is breaking; turning off is visible")
    func defaultChanged() {
        var on = Self.base
        on.topics[1].channels[.push]!.default = true
        let turnedOn = changes(Self.base, on)
        #expect(turnedOn.map(\.kind) == [.defaultChanged])
        #expect(turnedOn[0].severity == .breaking)
        #expect(turnedOn[0].channel == .push && turnedOn[0].before == .flag(false) && turnedOn[0].after == .flag(true))
        var off = Self.base
        off.topics[0].channels[.push]!.default = false
        #expect(changes(Self.base, off).map(\.severity) == [.visible])
    }

    @Test("daily caps changing, appearing and going are delivery changes")
    func dailyCap() {
        var new = Self.base
        new.topics[1].channels[.email]!.dailyCap = 2
        new.topics[0].channels[.push]!.dailyCap = 3
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.dailyCapChanged, .dailyCapChanged])
        #expect(found.allSatisfy { $0.severity == .delivery })
        #expect(found[0].before == .nothing && found[0].after == .number(3))
        #expect(found[1].before == .number(1) && found[1].after == .number(2))
        var removed = Self.base
        removed.topics[1].channels[.email]!.dailyCap = nil
        #expect(changes(Self.base, removed).map(\.after) == [.nothing])
    }

    @Test("reordering the top-level channels list reorders every menu: one cosmetic channel_order_changed")
    func channelOrder() {
        var new = Self.base
        new.channels = [.email, .push]
        let found = changes(Self.base, new)
        #expect(found.map(\.kind) == [.channelOrderChanged])
        #expect(found[0].severity == .cosmetic)
        #expect(found[0].before == .list(["push", "email"]) && found[0].after == .list(["email", "push"]))
    }

    @Test("a channels list that restates the default order, or lists channels no row shares, changes nothing")
    func channelOrderWithoutEffect() {
        var unlisted = Self.base
        unlisted.channels = nil
        #expect(changes(Self.base, unlisted).isEmpty)
        let separate = catalog(topic("a", [("push", true)]), topic("b", [("email", true)]), channels: ["push", "email"])
        var swapped = separate
        swapped.channels = [.email, .push]
        #expect(changes(separate, swapped).isEmpty)
    }
}
