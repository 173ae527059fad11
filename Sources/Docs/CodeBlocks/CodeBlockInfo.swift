/// What a fence's info string says: the language (its first word) and the meta after it.
///
/// The meta follows Mintlify: `title="…"` or bare words as the title, `{1,3-5}` or
/// `highlight={1,3-5}` for highlighted lines, `focus={2-3}` for the lines to focus (the
/// others dimmed), `lines` for line numbers, `wrap` for soft wrapping, `expandable` (or
/// `[expandable]`) for a block shown collapsed, `icon="…"` for an icon before the title;
/// `diff`, `twoslash`, `copy`, `noCopy`, `theme={null}` and any unknown key are accepted and
/// are not part of the title.
struct CodeBlockInfo: Equatable, Sendable {
    var language: String?
    var title: String?
    /// 1-based inclusive line ranges, as written (not clamped to the block's length).
    var highlightedLines: [ClosedRange<Int>] = []
    /// 1-based inclusive line ranges to focus, as written.
    var focusedLines: [ClosedRange<Int>] = []
    var showsLineNumbers = false
    var wraps = false
    var isExpandable = false
    var icon: String?

    init(_ info: String) {
        // The usual info string is the language alone: one word, nothing to split.
        if !info.isEmpty, !info.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            language = info
            return
        }
        self = Self.parsedASCII(info) ?? Self.parsedCharacters(info)
    }

    /// Nothing set: the start of both parsers.
    init() {}

    /// The info string read character by character: the definition of what it says, used
    /// for any info string with bytes outside printable ASCII (see ``parsedASCII(_:)``).
    static func parsedCharacters(_ info: String) -> CodeBlockInfo {
        var parsed = CodeBlockInfo()
        var words: ArraySlice<String> = []
        Array(info.utf8).withUnsafeBufferPointer { bytes in
            MetaWords.forEach(in: bytes) { words.append(String(decoding: $0, as: UTF8.self)) }
        }
        guard let first = words.popFirst() else { return parsed }
        parsed.language = first
        var titleWords: [String] = []
        for word in words {
            if word.hasPrefix("{") {
                parsed.highlightedLines += Self.lineRanges(word)
            } else if let equals = word.firstIndex(of: "=") {
                let key = word[..<equals]
                let value = Self.unquoted(word[word.index(after: equals)...])
                switch key {
                case "title": parsed.title = value
                case "highlight": parsed.highlightedLines += Self.lineRanges(value)
                case "lines": parsed.showsLineNumbers = value != "false" && value != "{false}"
                case "wrap": parsed.wraps = value != "false" && value != "{false}"
                case "expandable": parsed.isExpandable = value != "false" && value != "{false}"
                case "focus": parsed.focusedLines += Self.lineRanges(value)
                case "icon": parsed.icon = value
                default: break  // theme, … are accepted without effect
                }
            } else if word == "lines" {
                parsed.showsLineNumbers = true
            } else if word == "wrap" {
                parsed.wraps = true
            } else if word == "expandable" || word == "[expandable]" {
                parsed.isExpandable = true
            } else if Self.flags.contains(word) {
                continue
            } else {
                titleWords.append(Self.unquoted(Substring(word)))
            }
        }
        if parsed.title == nil && !titleWords.isEmpty { parsed.title = titleWords.joined(separator: " ") }
        return parsed
    }

    /// Bare words that switch a Mintlify feature on and so are not part of the title.
    static let flags: Set<String> = ["expandable", "[expandable]", "twoslash", "noCopy", "copy", "diff"]

    /// `{1,3-5}` or `1,3-5` as ranges; pieces that are not numbers are skipped.
    static func lineRanges(_ text: String) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        let body = text.trimmingBraces()
        for piece in body.split(separator: ",") {
            let bounds = piece.split(separator: "-", maxSplits: 1).map { $0.trimmingSpaces() }
            // A lone `-` splits into no bounds at all.
            guard let first = bounds.first, let low = Int(first), low > 0 else { continue }
            let high = bounds.count == 2 ? Int(bounds[1]) ?? low : low
            ranges.append(low...max(low, high))
        }
        return ranges
    }

    private static func unquoted(_ value: Substring) -> String {
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            return String(value.dropFirst().dropLast())
        }
        return String(value)
    }
}

private extension String {
    func trimmingBraces() -> Substring {
        var body = self[...]
        if body.first == "{" { body = body.dropFirst() }
        if body.last == "}" { body = body.dropLast() }
        return body
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
