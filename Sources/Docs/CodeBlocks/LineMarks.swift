/// What a code block line is marked as, from the fence's meta and the `[!code …]` notations:
/// a set of bits per line, each one CSS class on the line's span.
struct LineMarks: OptionSet, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let highlighted = LineMarks(rawValue: 1 << 0)
    static let focused = LineMarks(rawValue: 1 << 1)
    static let added = LineMarks(rawValue: 1 << 2)
    static let removed = LineMarks(rawValue: 1 << 3)
    static let error = LineMarks(rawValue: 1 << 4)
    static let warning = LineMarks(rawValue: 1 << 5)

    /// Each mark and the class it adds to `<span class="line">`, in the order written.
    static let classes: [(LineMarks, StaticString)] = [
        (.highlighted, " highlighted"), (.focused, " focused"), (.added, " diff add"), (.removed, " diff remove"),
        (.error, " highlighted error"), (.warning, " highlighted warning"),
    ]

    /// The mark a notation's word names (`++`, `--`, `focus`, `highlight`, `hl`, `error`,
    /// `warning`), or nil for a word Preflight does not know.
    init?(notation word: ArraySlice<UInt8>) {
        switch String(decoding: word, as: UTF8.self) {
        case "++": self = .added
        case "--": self = .removed
        case "focus": self = .focused
        case "highlight", "hl": self = .highlighted
        case "error": self = .error
        case "warning": self = .warning
        default: return nil
        }
    }
}
