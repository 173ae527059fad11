import Foundation

/// A delivery channel, identified by its raw value (`push`, `email`, `sms`, `in_app`, …).
package struct Channel: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package static let push = Channel("push")
    package static let email = Channel("email")

    /// What the app shows: exactly Foundation's `capitalized` (`in_app` → `In_App`).
    package var displayName: String { rawValue.capitalized }

    package var description: String { rawValue }
}
