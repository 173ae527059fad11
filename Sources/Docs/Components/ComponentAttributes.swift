import Diagnostics

/// The attributes of one component tag, in source order.
///
/// Values keep the form they were written in: `"…"` and `'…'` are strings, `{…}` is an
/// expression kept as raw text (`{2}`, `{true}`, `{null}`, `{["a"]}`), and a bare name is a
/// boolean `true`. Accessors read them the way Mintlify does.
struct ComponentAttributes: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        case string(String)
        case expression(String)
        case bare
    }

    private(set) var entries: [(name: String, value: Value)] = []
    /// Where each entry's name starts in its file, as ``TagScanner`` found it.
    private(set) var offsets: [Int] = []
    /// The same as line and column, once the tokenizer keeps the tag (see
    /// ``ComponentTokenizer/checkedLinks(_:of:holdsLink:)``).
    private(set) var positions: [SourcePosition] = []

    static func == (lhs: ComponentAttributes, rhs: ComponentAttributes) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.value == $1.value }
    }

    mutating func append(_ name: String, _ value: Value, at offset: Int? = nil) {
        entries.append((name, value))
        if let offset { offsets.append(offset) }
    }

    /// Sets where each attribute is in its file, one position per entry, in order.
    mutating func locate(_ positions: [SourcePosition]) {
        self.positions = positions
    }

    /// Where the attribute (the last of repeats) is written, when the tokenizer placed it.
    func position(of name: String) -> SourcePosition? {
        guard positions.count == entries.count, let index = entries.lastIndex(where: { $0.name == name }) else { return nil }
        return positions[index]
    }

    /// Replaces the value of the entry at `index`, which keeps its place.
    mutating func replaceValue(at index: Int, with value: Value) {
        entries[index].value = value
    }

    /// Puts `replacements` in the place of the entry at `index`, each where that entry was
    /// written: a `{...spread}` becoming the attributes it stands for, in JSX order.
    mutating func replace(at index: Int, with replacements: [(name: String, value: Value)]) {
        entries.replaceSubrange(index...index, with: replacements)
        if index < offsets.count {
            offsets.replaceSubrange(index...index, with: Array(repeating: offsets[index], count: replacements.count))
        }
        if index < positions.count {
            positions.replaceSubrange(index...index, with: Array(repeating: positions[index], count: replacements.count))
        }
    }

    /// The attributes without the entry at `index`.
    mutating func remove(at index: Int) {
        entries.remove(at: index)
        if index < offsets.count { offsets.remove(at: index) }
        if index < positions.count { positions.remove(at: index) }
    }

    /// The attribute's value as written, or nil when absent; the last of repeats wins.
    subscript(name: String) -> Value? {
        entries.last { $0.name == name }?.value
    }

    /// The value as text: a string as is, `{"x"}` or `{'x'}` unquoted, any other expression as
    /// its raw text, `{null}` and bare names as nil.
    func string(_ name: String) -> String? {
        switch self[name] {
        case .string(let text): return text
        case .expression(let raw):
            let trimmed = raw.trimmingWhitespace()
            if trimmed == "null" || trimmed == "undefined" { return nil }
            if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'" || first == "`",
                trimmed.last == first
            {
                return String(trimmed.dropFirst().dropLast())
            }
            return String(trimmed)
        case .bare, nil: return nil
        }
    }

    /// A list of texts: each string of an array expression (`{["a", "b"]}`), or a plain
    /// value as a list of one. Empty when the attribute is absent.
    func strings(_ name: String) -> [String] {
        guard case .expression(let raw) = self[name] else {
            return nonEmptyString(name).map { [$0] } ?? []
        }
        let trimmed = raw.trimmingWhitespace()
        guard trimmed.first == "[", trimmed.last == "]" else { return nonEmptyString(name).map { [$0] } ?? [] }
        var items: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in trimmed.dropFirst().dropLast() {
            if let open = quote {
                if escaped {
                    current.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if character == "," {
                items.append(String(current.trimmingWhitespace()))
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(String(current.trimmingWhitespace()))
        return items.filter { !$0.isEmpty }
    }

    /// A non-empty string value, or nil.
    func nonEmptyString(_ name: String) -> String? {
        guard let value = string(name), !value.isEmpty else { return nil }
        return value
    }

    /// True for a bare name, `{true}` or `"true"`.
    func flag(_ name: String) -> Bool {
        switch self[name] {
        case .bare: return true
        case .string(let text): return text == "true"
        case .expression(let raw): return raw.trimmingWhitespace() == "true"
        case nil: return false
        }
    }

    /// A whole-number value such as `{3}` or `"3"`.
    func integer(_ name: String) -> Int? {
        string(name).flatMap { Int($0.trimmingWhitespace()) }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> SubSequence {
        var start = startIndex
        var end = endIndex
        while start < end, self[start].isWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}
