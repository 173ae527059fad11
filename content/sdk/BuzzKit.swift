// The BuzzKit iOS SDK's public interface, as the SDK docs state it: declarations only, with
// bodies that do nothing. Preflight type-checks every Swift sample of the docs against it
// (docs.json: "preflight": {"sdkInterface": "sdk/BuzzKit.swift"}).
//
// Each `// preflight:module NAME` line starts the declarations of one module; samples import
// them by that name. Nothing is declared here that the docs do not name, except where Swift
// needs a name the docs never give; those places say so.

// preflight:module BuzzKit

/// The SDK's namespace: `BuzzKit.preferences` and the types it returns.
public enum BuzzKit {
    /// Reads and writes the identified subscriber's topic preferences with the app's client key.
    public static let preferences = Preferences()

    /// The type of `BuzzKit.preferences` (the docs never name it).
    public struct Preferences: Sendable {
        init() {}

        /// Every topic of the catalog, resolved for the subscriber.
        public func all() async throws -> [Topic] { [] }

        /// Opts a whole topic in or out on every channel it offers; returns the full updated list.
        @discardableResult
        public func set(_ slug: String, enabled: Bool) async throws -> [Topic] { [] }

        /// Opts one channel of a topic in or out; returns the full updated list.
        @discardableResult
        public func set(_ slug: String, channel: Channel, enabled: Bool) async throws -> [Topic] { [] }
    }

    /// A topic of the catalog, resolved for the subscriber.
    public struct Topic: Sendable, Hashable {
        public var slug: String
        public var name: String
        public var description: String?
        public var category: String?
        public var channels: [Channel: ChannelPreference]
        /// `true` when at least one channel is opted in.
        public var isOptedIn: Bool { false }

        /// A copy with every channel set to `optedIn`, each now an explicit choice.
        public func settingAllChannels(optedIn: Bool) -> Topic { self }
    }

    /// A delivery channel: `.push`, `.email`, or any other raw value.
    public struct Channel: RawRepresentable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let push = Channel(rawValue: "push")
        public static let email = Channel(rawValue: "email")

        /// The name to show: the raw value, `capitalized`.
        public var displayName: String { rawValue }
    }

    /// One channel's resolved state for the subscriber.
    public struct ChannelPreference: Sendable, Hashable {
        public var isOptedIn: Bool
        public var isDefault: Bool
    }

    /// The settings screen's sections. The docs name only `group(_:)`, not a group's members.
    public struct TopicGroup: Sendable {
        /// Groups topics by category, in the order each category first appears.
        public static func group(_ topics: [Topic]) -> [TopicGroup] { [] }
    }
}

// preflight:module BuzzKitUI

import BuzzKit
import SwiftUI

/// The drop-in notification settings screen: a `List` drawn from the catalog.
public struct BuzzKitPreferencesView<Row: View>: View {
    public var body: some View { EmptyView() }

    /// Custom rows: `row` gets each topic and a binding that opts the whole topic in or out.
    public init(row: @escaping (BuzzKit.Topic, Binding<Bool>) -> Row) {}

    /// A custom data source (`saveChannel` falls back to `save`), with custom rows.
    public init(
        load: @escaping () async throws -> [BuzzKit.Topic],
        save: @escaping (String, Bool) async throws -> [BuzzKit.Topic],
        saveChannel: ((String, BuzzKit.Channel, Bool) async throws -> [BuzzKit.Topic])? = nil,
        row: @escaping (BuzzKit.Topic, Binding<Bool>) -> Row
    ) {}
}

/// The default rows. Their type is not in the docs; `EmptyView` stands for it.
extension BuzzKitPreferencesView where Row == EmptyView {
    /// The drop-in screen with the default rows and `BuzzKit.preferences` as its data source.
    public init() {}

    /// A custom data source (`saveChannel` falls back to `save`), with the default rows.
    public init(
        load: @escaping () async throws -> [BuzzKit.Topic],
        save: @escaping (String, Bool) async throws -> [BuzzKit.Topic],
        saveChannel: ((String, BuzzKit.Channel, Bool) async throws -> [BuzzKit.Topic])? = nil
    ) {}
}
