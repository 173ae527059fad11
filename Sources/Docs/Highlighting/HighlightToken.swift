/// What a run of highlighted code is; each kind is one CSS class on the page.
enum TokenKind: UInt8, Sendable {
    case keyword, type, string, comment, number, attribute, directive, literal
    case key, variable, function, interpolation, prompt

    /// The class of the `<span>` around a run of this kind, such as `tok-kw`.
    var cssClass: String {
        switch self {
        case .keyword: "tok-kw"
        case .type: "tok-type"
        case .string: "tok-str"
        case .comment: "tok-com"
        case .number: "tok-num"
        case .attribute: "tok-attr"
        case .directive: "tok-dir"
        case .literal: "tok-lit"
        case .key: "tok-key"
        case .variable: "tok-var"
        case .function: "tok-fn"
        case .interpolation: "tok-interp"
        case .prompt: "tok-prompt"
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
