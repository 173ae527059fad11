import Foundation
import PreferenceModel
import Testing

@Suite("Channel")
struct ChannelTests {
    @Test(
        "The display name is exactly Foundation's `capitalized`",
        arguments: [
            ("push", "Push"), ("email", "Email"), ("in_app", "In_App"), ("sms", "Sms"), ("SMS", "Sms"),
            ("web-push", "Web-Push"), ("iMessage", "Imessage"), ("web push", "Web Push"), ("2fa", "2Fa"),
            ("slack.dm", "Slack.Dm"), ("", ""),
        ])
    func displayName(raw: String, expected: String) {
        #expect(Channel(raw).displayName == expected)
        #expect(Channel(raw).displayName == raw.capitalized)
    }

    @Test("The two built-in channels and both initializers agree")
    func identity() {
        #expect(Channel.push == Channel("push"))
        #expect(Channel.email == Channel(rawValue: "email"))
        #expect(Channel("push") != Channel("Push"))
        #expect(Channel("in_app").description == "in_app")
        #expect(Channel("in_app").rawValue == "in_app")
    }
}

@Suite("ChannelOrder")
struct ChannelOrderTests {
    private func raw(_ channels: [Channel]) -> [String] { channels.map(\.rawValue) }

    @Test("Without a list: push, email, then the others by raw value ascending")
    func defaultOrder() {
        let channels = ["sms", "email", "in_app", "push", "apns", "web"].map { Channel($0) }
        #expect(raw(ChannelOrder.standard.sorted(channels)) == ["push", "email", "apns", "in_app", "sms", "web"])
        #expect(raw(ChannelOrder().sorted(channels.reversed())) == ["push", "email", "apns", "in_app", "sms", "web"])
    }

    @Test("The default order compares raw values by Unicode scalars, not by locale or case folding")
    func defaultOrderIsByScalars() {
        let channels = ["sms", "Zalo", "apns", "Émail", "email"].map { Channel($0) }
        #expect(raw(ChannelOrder.standard.sorted(channels)) == ["email", "Zalo", "apns", "sms", "Émail"])
    }

    @Test("Only push and email are promoted: `email` does not beat `Push`")
    func onlyExactRawValuesArePromoted() {
        let channels = ["Push", "email", "push"].map { Channel($0) }
        #expect(raw(ChannelOrder.standard.sorted(channels)) == ["push", "email", "Push"])
    }

    @Test("A top-level list fixes the order completely")
    func listedOrder() {
        let order = ChannelOrder(listed: [sms, .email, .push])
        #expect(raw(order.sorted([.push, .email, sms])) == ["sms", "email", "push"])
        #expect(order.precedes(sms, .push))
        #expect(!order.precedes(.push, sms))
    }

    @Test("Channels the list leaves out come after the listed ones, in the default order among themselves")
    func unlistedAfterListed() {
        let order = ChannelOrder(listed: [sms, .email])
        let channels = ["zalo", "push", "email", "apns", "sms"].map { Channel($0) }
        #expect(raw(order.sorted(channels)) == ["sms", "email", "push", "apns", "zalo"])
        #expect(order.precedes(.email, .push))
        #expect(!order.precedes(.push, .email))
    }

    @Test("A channel listed twice keeps its first place")
    func duplicatesInList() {
        let order = ChannelOrder(listed: [sms, .email, sms, .push, .email])
        #expect(order.listed == [sms, .email, .push])
        #expect(raw(order.sorted([.push, .email, sms])) == ["sms", "email", "push"])
    }

    @Test("An empty list means the default order")
    func emptyList() {
        let order = ChannelOrder(listed: [])
        #expect(order == .standard)
        #expect(raw(order.sorted([sms, .email, .push])) == ["push", "email", "sms"])
    }

    @Test("A catalog's order is its top-level list, or the default without one")
    func catalogOrder() {
        let listed = Catalog(channels: [.email, .push], topics: [])
        #expect(raw(listed.channelOrder.sorted([.push, .email, inApp])) == ["email", "push", "in_app"])
        let unlisted = Catalog(topics: [])
        #expect(unlisted.channelOrder == .standard)
    }

    @Test("`precedes` is a strict order: nothing precedes itself")
    func irreflexive() {
        for order in [ChannelOrder.standard, ChannelOrder(listed: [sms])] {
            for channel in [Channel.push, .email, sms, inApp] {
                #expect(!order.precedes(channel, channel))
            }
        }
    }
}
