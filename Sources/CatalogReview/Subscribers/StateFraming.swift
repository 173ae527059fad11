/// How the states of one input are laid out.
enum StateFraming: Sendable, Equatable {
    /// One JSON document: a state (or a state in the API envelope).
    case document
    /// A JSON array whose elements are states.
    case array
    /// JSON Lines / NDJSON: one state per line; blank lines are allowed.
    case lines

    /// The framing a file's name promises: `.jsonl` and `.ndjson` are lines, `.json` a
    /// document or an array; a `.gz` suffix is looked through. `nil` for any other name.
    static func named(_ path: String) -> NameKind? {
        var name = Substring(path.split(separator: "/").last ?? "").lowercased()[...]
        if name.hasSuffix(".gz") { name = name.dropLast(3) }
        if name.hasSuffix(".jsonl") || name.hasSuffix(".ndjson") { return .lines }
        if name.hasSuffix(".json") { return .json }
        return nil
    }

    /// What a name tells before the content is seen.
    enum NameKind: Sendable, Equatable {
        case json
        case lines
    }

    /// The framing of an input from its name kind (`nil`: unknown, or standard input) and
    /// its first significant byte: an array starts with `[`; standard input is otherwise
    /// JSON Lines, and any other file one document.
    static func detect(name: NameKind?, standardInput: Bool, firstByte: UInt8?) -> StateFraming {
        if name == .lines { return .lines }
        if firstByte == UInt8(ascii: "[") { return .array }
        return standardInput && name == nil ? .lines : .document
    }
}
