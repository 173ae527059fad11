/// What a run of highlighted code is; each kind is one CSS class on the page.
enum TokenKind: UInt8, Sendable, CaseIterable {
    case keyword, type, string, comment, number, attribute, directive, literal
    case key, variable, function, interpolation, prompt
    case tag, regex, escape, inserted, deleted, heading

    /// The `<span>` that opens a run of this kind, such as `<span class="tok-kw">`: one
    /// literal per kind, so a code block appends each token's tag in a single piece.
    var openingTag: StaticString {
        switch self {
        case .keyword: "<span class=\"tok-kw\">"
        case .type: "<span class=\"tok-type\">"
        case .string: "<span class=\"tok-str\">"
        case .comment: "<span class=\"tok-com\">"
        case .number: "<span class=\"tok-num\">"
        case .attribute: "<span class=\"tok-attr\">"
        case .directive: "<span class=\"tok-dir\">"
        case .literal: "<span class=\"tok-lit\">"
        case .key: "<span class=\"tok-key\">"
        case .variable: "<span class=\"tok-var\">"
        case .function: "<span class=\"tok-fn\">"
        case .interpolation: "<span class=\"tok-interp\">"
        case .prompt: "<span class=\"tok-prompt\">"
        case .tag: "<span class=\"tok-tag\">"
        case .regex: "<span class=\"tok-re\">"
        case .escape: "<span class=\"tok-esc\">"
        case .inserted: "<span class=\"tok-ins\">"
        case .deleted: "<span class=\"tok-del\">"
        case .heading: "<span class=\"tok-head\">"
        }
    }
}

/// One highlighted run: byte offsets into the code block's UTF-8 text, end exclusive.
struct HighlightToken: Equatable, Sendable {
    var start: Int
    var end: Int
    var kind: TokenKind
}

/// Collects tokens in order, dropping empty runs and joining touching runs of one kind.
///
/// Every lexer writes through a sink, so the writer can rely on sorted, non-overlapping
/// tokens whatever a lexer does at the edges of its input.
struct TokenSink {
    private(set) var tokens: [HighlightToken] = []

    /// A sink with room for the tokens of `byteCount` bytes of typical code (about one
    /// token per eight bytes), so collecting them seldom regrows the array.
    init(expectingBytes byteCount: Int) {
        tokens.reserveCapacity(byteCount / 8 + 4)
    }

    mutating func add(_ start: Int, _ end: Int, _ kind: TokenKind) {
        guard end > start else { return }
        if let last = tokens.last {
            // A lexer never goes back; a start before the last end would be a lexer bug,
            // and clipping keeps the output well-formed even then.
            let start = max(start, last.end)
            guard end > start else { return }
            if last.kind == kind && last.end == start {
                tokens[tokens.count - 1].end = end
                return
            }
            tokens.append(HighlightToken(start: start, end: end, kind: kind))
        } else {
            tokens.append(HighlightToken(start: start, end: end, kind: kind))
        }
    }
}
