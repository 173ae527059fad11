import ByteTools

/// A shell lexer for highlighting bash, sh, zsh and terminal sessions: commands, keywords,
/// flags, strings, `$variables` and comments.
///
/// In a session (`console`), a line that starts with a `$ ` or `% ` prompt is a command and
/// every other line is the command's output, left plain. Elsewhere a leading `$ ` is taken as
/// a prompt too, because docs write `$ swift build` in `bash` blocks all the time.
struct ShellHighlighter {
    /// Whether lines without a prompt are output rather than commands.
    var isSession: Bool

    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        var lexer = ShellLexer(code: code, limit: range.upperBound, index: range.lowerBound, isSession: isSession)
        lexer.run()
        return lexer.sink.tokens
    }
}

private let shellKeywords = KeywordTable([
    "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in",
    "function", "select", "return", "export", "local", "readonly", "declare", "time",
])

/// Keywords after which the next word is a command again (`if grep …`, `then echo …`).
private let commandStartingKeywords = KeywordTable([
    "if", "then", "else", "elif", "do", "while", "until", "time",
])

private struct ShellLexer {
    let code: [UInt8]
    let limit: Int
    var index: Int
    let isSession: Bool
    var sink: TokenSink
    var atCommand = true

    init(code: [UInt8], limit: Int, index: Int, isSession: Bool) {
        self.code = code
        self.limit = limit
        self.index = index
        self.isSession = isSession
        sink = TokenSink(expectingBytes: limit - index)
    }

    mutating func run() {
        var lineStart = true
        while index < limit {
            if lineStart {
                lineStart = false
                atCommand = true
                // A prompt may be the last thing in the range: look again before reading on.
                if lexPromptOrOutput() || index >= limit { continue }
            }
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                lineStart = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "#") where isWordStart:  // # comment
                let end = ByteSearch.lineEnd(code, from: index, limit: limit)
                sink.add(index, end, .comment)
                index = end
            case UInt8(ascii: "'"):  // '…' has no escapes and may span lines
                let start = index
                index += 1
                while index < limit && code[index] != UInt8(ascii: "'") { index += 1 }
                index = min(limit, index + 1)
                sink.add(start, index, .string)
                atCommand = false
            case UInt8(ascii: "\""):
                lexDoubleQuoted()
                atCommand = false
            case UInt8(ascii: "$"):
                lexVariable()
            case UInt8(ascii: "|"), UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "("), UInt8(ascii: "`"):
                atCommand = true
                index += 1
            case UInt8(ascii: "\\"):  // a backslash escapes the next byte, a line feed included
                index = min(limit, index + 2)
            case UInt8(ascii: "-") where isWordStart:
                let end = wordEnd(from: index)
                sink.add(index, end, .attribute)
                index = end
            default:
                if isWordByte(byte) {
                    lexWord()
                } else {
                    index += 1
                }
            }
        }
    }

    /// At a line start: marks a prompt, or skips a session's output line. Returns whether the
    /// whole line was consumed.
    mutating func lexPromptOrOutput() -> Bool {
        // `> ` is PowerShell's prompt (and a continuation prompt) only in a session: in a
        // script it would be a redirection.
        if index + 1 < limit
            && (code[index] == UInt8(ascii: "$") || code[index] == UInt8(ascii: "%")
                || (isSession && code[index] == UInt8(ascii: ">")))
            && code[index + 1] == UInt8(ascii: " ")
        {
            sink.add(index, index + 1, .prompt)
            index += 2
            return false
        }
        if isSession {
            index = ByteSearch.lineEnd(code, from: index, limit: limit)
            return true
        }
        return false
    }

    mutating func lexDoubleQuoted() {
        var segmentStart = index
        index += 1
        while index < limit {
            let byte = code[index]
            if byte == UInt8(ascii: "\\") {
                index = min(limit, index + 2)
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                break
            } else if byte == UInt8(ascii: "$") {
                sink.add(segmentStart, index, .string)
                lexVariable()
                segmentStart = index
            } else {
                index += 1
            }
        }
        sink.add(segmentStart, index, .string)
    }

    /// `$NAME`, `${…}`, `$(` (a command follows), `$1`, `$?` and friends.
    mutating func lexVariable() {
        let start = index
        index += 1
        guard index < limit else { return }
        let byte = code[index]
        if byte == UInt8(ascii: "{") {  // ${…}
            while index < limit && code[index] != UInt8(ascii: "}") && code[index] != UInt8(ascii: "\n") { index += 1 }
            if index < limit && code[index] == UInt8(ascii: "}") { index += 1 }
        } else if byte == UInt8(ascii: "(") {  // $(
            index += 1
            atCommand = true
        } else if ByteClass.isIdentifierStart(byte) {
            index = ByteClass.identifierEnd(code, from: index, limit: limit)
        } else if ByteClass.isDigit(byte) || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "*")
            || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "$")
        {
            index += 1
        } else {
            return
        }
        sink.add(start, index, .variable)
    }

    mutating func lexWord() {
        let start = index
        let end = wordEnd(from: start)
        index = end
        // NAME=value: an assignment, not a command.
        if let equals = code[start..<end].firstIndex(of: UInt8(ascii: "=")), equals > start,
            code[start..<equals].allSatisfy(ByteClass.isIdentifierPart)
        {
            sink.add(start, equals, .variable)
            return
        }
        if shellKeywords.contains(code, start..<end) {
            sink.add(start, end, .keyword)
            atCommand = commandStartingKeywords.contains(code, start..<end)
        } else if atCommand {
            sink.add(start, end, .function)
            atCommand = false
        } else if code[start..<end].allSatisfy(ByteClass.isDigit) {
            sink.add(start, end, .number)
        }
    }

    var isWordStart: Bool {
        index == 0 || ByteClass.isWhitespace(code[index - 1]) || code[index - 1] == UInt8(ascii: ";")
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        !ByteClass.isWhitespace(byte) && byte != UInt8(ascii: "|") && byte != UInt8(ascii: ";") && byte != UInt8(ascii: "&")
            && byte != UInt8(ascii: "(")
            && byte != UInt8(ascii: ")") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "'")
            && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "`")
            && byte != UInt8(ascii: "$")
    }

    func wordEnd(from start: Int) -> Int {
        var end = start
        while end < limit && isWordByte(code[end]) { end += 1 }
        return end
    }
}
