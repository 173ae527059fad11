/// What a fence's info string says: the language (its first word) and the meta after it.
///
/// The meta follows Mintlify: `title="…"` or bare words as the title, `{1,3-5}` or
/// `highlight={1,3-5}` for highlighted lines, `lines` for line numbers, `wrap` for soft
/// wrapping, and `icon=…`, `theme={null}`, `focus=…`, `expandable` (or `[expandable]`),
/// `twoslash` or any unknown key accepted and ignored.
struct CodeBlockInfo: Equatable, Sendable {
    var language: String?
    var title: String?
    /// 1-based inclusive line ranges, as written (not clamped to the block's length).
    var highlightedLines: [ClosedRange<Int>] = []
    var showsLineNumbers = false
    var wraps = false

    init(_ info: String) {
        // The usual info string is the language alone: one word, nothing to split.
        if !info.isEmpty, !info.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            language = info
            return
        }
        var words = MetaTokenizer(info).tokens[...]
        guard let first = words.popFirst() else { return }
        language = first
        var titleWords: [String] = []
        for word in words {
            if word.hasPrefix("{") {
                highlightedLines += Self.lineRanges(word)
            } else if let equals = word.firstIndex(of: "=") {
                let key = word[..<equals]
                let value = Self.unquoted(word[word.index(after: equals)...])
                switch key {
                case "title": title = value
                case "highlight": highlightedLines += Self.lineRanges(value)
                case "lines": showsLineNumbers = value != "false" && value != "{false}"
                case "wrap": wraps = value != "false" && value != "{false}"
                default: break  // icon, theme, focus, … are accepted without effect
                }
            } else if word == "lines" {
                showsLineNumbers = true
            } else if word == "wrap" {
                wraps = true
            } else if Self.flags.contains(word) {
                continue
            } else {
                titleWords.append(Self.unquoted(Substring(word)))
            }
        }
        if title == nil && !titleWords.isEmpty { title = titleWords.joined(separator: " ") }
    }

    /// Bare words that switch a Mintlify feature on and so are not part of the title.
    static let flags: Set<String> = ["expandable", "[expandable]", "twoslash", "noCopy", "copy"]

    /// `{1,3-5}` or `1,3-5` as ranges; pieces that are not numbers are skipped.
    static func lineRanges(_ text: String) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        let body = text.trimmingBraces()
        for piece in body.split(separator: ",") {
            let bounds = piece.split(separator: "-", maxSplits: 1).map { $0.trimmingSpaces() }
            guard let low = Int(bounds[0]), low > 0 else { continue }
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

/// Splits an info string on spaces, keeping `"…"`, `'…'` and `{…}` groups whole.
///
/// Works on the UTF-8 bytes: every delimiter is ASCII, and the pieces between them are
/// copied whole rather than character by character.
private struct MetaTokenizer {
    private(set) var tokens: [String] = []

    init(_ info: String) {
        let bytes = Array(info.utf8)
        var start = 0
        var quote: UInt8?
        var braceDepth = 0
        for (index, byte) in bytes.enumerated() {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                braceDepth += 1
            } else if byte == UInt8(ascii: "}") {
                braceDepth = max(0, braceDepth - 1)
            } else if (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) && braceDepth == 0 {
                if index > start { tokens.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
                start = index + 1
            }
        }
        if bytes.count > start { tokens.append(String(decoding: bytes[start...], as: UTF8.self)) }
    }
}
