/// Server-side syntax highlighting: the languages Preflight knows and the lexer for each.
///
/// Every lexer returns sorted, non-overlapping byte ranges; ``CodeBlockRenderer`` turns them
/// into escaped `<span class="tok-…">` runs. Unknown languages get no tokens and are written
/// as escaped plain text.
enum HighlightLanguage: Sendable, Equatable {
    case swift
    case json
    /// `isSession` for terminal transcripts, where lines without a prompt are output.
    case shell(isSession: Bool)
    case http

    /// The language for a fence's first info-string word, ignoring case.
    init?(fenceLanguage: String) {
        switch fenceLanguage.lowercased() {
        case "swift": self = .swift
        case "json", "jsonc", "json5", "geojson": self = .json
        case "bash", "sh", "shell", "zsh", "ksh": self = .shell(isSession: false)
        case "console", "terminal", "shellsession", "shell-session": self = .shell(isSession: true)
        case "http", "https": self = .http
        default: return nil
        }
    }

    /// The highlighted runs of `code[range]`.
    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        switch self {
        case .swift: SwiftHighlighter().tokens(code, in: range)
        case .json: JSONHighlighter().tokens(code, in: range)
        case .shell(let isSession): ShellHighlighter(isSession: isSession).tokens(code, in: range)
        case .http: HTTPHighlighter().tokens(code, in: range)
        }
    }
}
