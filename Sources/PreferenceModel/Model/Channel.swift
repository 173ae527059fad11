import Foundation

/// A delivery channel, identified by its raw value (`push`, `email`, `sms`, `in_app`, …).
public struct Channel: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let push = Channel("push")
    public static let email = Channel("email")

    /// What the app shows: exactly Foundation's `capitalized` (`in_app` → `In_App`).
    public var displayName: String { rawValue.capitalized }

    public var description: String { rawValue }
}
