/// How much of the Try-it panel an endpoint page shows: docs.json `api.playground.display`.
package enum PlaygroundDisplay: String, Sendable, Hashable, CaseIterable {
    /// The whole panel: inputs, a live curl command and a Send button.
    case interactive
    /// The method, the full URL and a read-only curl command to copy; nothing to fill or send.
    case simple
    /// No panel at all.
    case none

    /// Mintlify's default when docs.json says nothing.
    package static let `default` = PlaygroundDisplay.interactive
}
