/// A before or after value of a change: a title, a default, a cap, a position, a channel list.
package enum ChangeValue: Sendable, Hashable {
    case text(String)
    case flag(Bool)
    case number(Int)
    case list([String])
    /// Explicitly nothing: no footnote, no daily cap.
    case nothing
}

extension ChangeValue {
    /// The text, or ``nothing`` when there is none (no footnote, the header-less section).
    init(_ text: String?) {
        self = text.map(Self.text) ?? .nothing
    }

    /// The number, or ``nothing`` when there is none (no daily cap).
    init(_ number: Int?) {
        self = number.map(Self.number) ?? .nothing
    }
}
