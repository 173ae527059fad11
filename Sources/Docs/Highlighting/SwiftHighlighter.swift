import ByteTools

/// A Swift lexer for highlighting: keywords, types, strings with interpolation, nested
/// comments, numbers, `@attributes` and `#directives`.
///
/// It is a single forward pass with an explicit stack of contexts (code, string, code inside
/// an interpolation, …), so each byte is looked at a bounded number of times and no input
/// can make it recurse, loop or read out of bounds.
struct SwiftHighlighter {
    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        code.withUnsafeBufferPointer { buffer in
            // The lexer reads no further than the end of the range, so the buffer it is given
            // stops there: a debug build checks every read against that end.
            let limit = min(range.upperBound, buffer.count)
            var lexer = Lexer(code: UnsafeBufferPointer(rebasing: buffer[..<limit]), index: max(range.lowerBound, 0))
            lexer.run()
            return lexer.sink.tokens
        }
    }
}

// MARK: - Vocabulary

/// What an identifier is, as a tag in ``swiftWords``.
private enum Word: UInt8 {
    case literal = 1
    case keyword
    /// A keyword after which the next identifier names a declaration worth its own colour.
    case declarationKeyword
}

/// Every word the lexer colours, tagged, so an identifier takes one lookup rather than one
/// per kind. `func` and `macro` are keywords too; their later group's tag wins.
private let swiftWords = KeywordTable(tagging: [
    (["true", "false", "nil"], Word.literal.rawValue),
    (
        [
            "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case", "catch",
            "class", "consuming", "continue", "convenience", "default", "defer", "deinit", "didSet", "do",
            "dynamic", "each", "else", "enum", "extension", "fallthrough", "fileprivate", "final", "for",
            "func", "get", "guard", "if", "import", "in", "indirect", "infix", "init", "inout", "internal",
            "is", "isolated", "lazy", "let", "macro", "mutating", "nonisolated", "nonmutating", "open",
            "operator", "optional", "override", "package", "postfix", "precedencegroup", "prefix",
            "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self",
            "sending", "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws",
            "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet",
        ], Word.keyword.rawValue
    ),
    (["func", "macro"], Word.declarationKeyword.rawValue),
])

// MARK: - Lexer

/// Reads from an unsafe buffer that ends where the range to lex ends. Every read is at an
/// index already compared with `limit` (the buffer's count) or, for the byte before an
/// identifier, above zero; release builds skip the array's own bounds check on each byte.
private struct Lexer {
    /// Where the lexer is: plain code (possibly inside `\( … )`), or inside a string literal.
    enum Mode {
        /// `parenDepth` counts open parentheses inside an interpolation, so its `)` is found.
        case code(parenDepth: Int, isInterpolation: Bool)
        /// `quotes` is 1 or 3, `hashes` the `#`s of a raw string; `segmentStart` is where the
        /// current run of string text began (after the opening quote or the last interpolation).
        case string(quotes: Int, hashes: Int, segmentStart: Int)
    }

    let code: UnsafeBufferPointer<UInt8>
    let limit: Int
    var index: Int
    var sink: TokenSink
    /// The current context, kept out of ``enclosing`` so that a step reads a field rather
    /// than the top of an array, and a parenthesis rewrites no array element.
    var mode = Mode.code(parenDepth: 0, isInterpolation: false)
    /// The contexts the current one is nested in, innermost last: touched only when a
    /// string or an interpolation opens or closes.
    var enclosing: [Mode] = []
    var nextIdentifierIsDeclaration = false
    /// The global table, held here so that each identifier skips the global's lazy-initialisation check.
    let words = swiftWords

    init(code: UnsafeBufferPointer<UInt8>, index: Int) {
        self.code = code
        limit = code.count
        self.index = index
        sink = TokenSink(expectingBytes: limit - index)
    }

    mutating func run() {
        while index < limit {
            switch mode {
            case .code(let depth, let isInterpolation):
                lexCode(parenDepth: depth, isInterpolation: isInterpolation)
            case .string(let quotes, let hashes, let segmentStart):
                lexString(quotes: quotes, hashes: hashes, segmentStart: segmentStart)
            }
        }
        if case .string(_, _, let segmentStart) = mode {
            sink.add(segmentStart, limit, .string)
        }
    }

    mutating func push(_ inner: Mode) {
        enclosing.append(mode)
        mode = inner
    }

    mutating func pop() {
        mode = enclosing.removeLast()
    }

    // MARK: Code

    mutating func lexCode(parenDepth: Int, isInterpolation: Bool) {
        let byte = code[index]
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            let end = ByteSearch.lineEnd(code, from: index, limit: limit)
            sink.add(index, end, .comment)
            index = end
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            lexBlockComment()
        case UInt8(ascii: "\""):
            beginString(at: index, hashes: 0)
        case UInt8(ascii: "#"):
            lexHash()
        case UInt8(ascii: "@") where index + 1 < limit && ByteClass.isIdentifierStart(code[index + 1]):
            let end = ByteClass.identifierEnd(code, from: index + 1, limit: limit)
            sink.add(index, end, .attribute)
            index = end
        case UInt8(ascii: "("):
            mode = .code(parenDepth: parenDepth + 1, isInterpolation: isInterpolation)
            index += 1
        case UInt8(ascii: ")"):
            if isInterpolation && parenDepth == 0 {
                sink.add(index, index + 1, .interpolation)
                index += 1
                pop()
                if case .string(let quotes, let hashes, _) = mode {
                    mode = .string(quotes: quotes, hashes: hashes, segmentStart: index)
                }
            } else {
                mode = .code(parenDepth: max(0, parenDepth - 1), isInterpolation: isInterpolation)
                index += 1
            }
        case UInt8(ascii: "`"):  // `identifier`
            let end = ByteClass.identifierEnd(code, from: index + 1, limit: limit)
            index = end < limit && code[end] == UInt8(ascii: "`") ? end + 1 : index + 1
        default:
            if ByteClass.isDigit(byte) {
                lexNumber()
            } else if ByteClass.isIdentifierStart(byte) {
                lexIdentifier()
            } else {
                // Whitespace and most punctuation start nothing: pass the whole run here
                // rather than coming back through `run` for every byte of it.
                index += 1
                while index < limit && Self.startsNothing(code[index]) { index += 1 }
            }
        }
    }

    /// Whether `byte` is one that `lexCode` steps over without a look: not a digit, not an
    /// identifier byte, and none of `/ " # @ ( ) \``. One bit test on a mask of the bytes
    /// that do start something (every byte from 0x80 does: it is an identifier byte).
    static func startsNothing(_ byte: UInt8) -> Bool {
        !ByteClass.isMember(byte, below64: 0x03FF_830C_0000_0000, from64: 0x07FF_FFFF_87FF_FFFF, above127: true)
    }

    mutating func lexIdentifier() {
        let start = index
        let end = ByteClass.identifierEnd(code, from: start, limit: limit)
        index = end
        // Member names after a dot (`.init`, `.default`) are not keywords.
        let afterDot = start > 0 && code[start - 1] == UInt8(ascii: ".")
        let word = afterDot ? nil : words.tag(of: UnsafeBufferPointer(rebasing: code[start..<end])).flatMap(Word.init)
        switch word {
        case .literal:
            sink.add(start, end, .literal)
        case .keyword, .declarationKeyword:
            sink.add(start, end, .keyword)
            nextIdentifierIsDeclaration = word == .declarationKeyword
            return
        case nil:
            if ByteClass.isUppercase(code[start]) {
                sink.add(start, end, .type)
            } else if nextIdentifierIsDeclaration {
                sink.add(start, end, .function)
            }
        }
        nextIdentifierIsDeclaration = false
    }

    mutating func lexNumber() {
        let start = index
        if code[index] == UInt8(ascii: "0"), let radix = peek(1),
            radix == UInt8(ascii: "x") || radix == UInt8(ascii: "b") || radix == UInt8(ascii: "o")
        {
            index += 2  // 0x, 0b, 0o
            while index < limit && (ByteClass.isHexDigit(code[index]) || code[index] == UInt8(ascii: "_")) { index += 1 }
        } else {
            scanDigits()
            if index + 1 < limit && code[index] == UInt8(ascii: ".") && ByteClass.isDigit(code[index + 1]) {
                index += 1
                scanDigits()
            }
            if index < limit && (code[index] == UInt8(ascii: "e") || code[index] == UInt8(ascii: "E")) {
                var next = index + 1
                if next < limit && (code[next] == UInt8(ascii: "+") || code[next] == UInt8(ascii: "-")) { next += 1 }
                if next < limit && ByteClass.isDigit(code[next]) {
                    index = next
                    scanDigits()
                }
            }
        }
        sink.add(start, index, .number)
    }

    mutating func scanDigits() {
        while index < limit && (ByteClass.isDigit(code[index]) || code[index] == UInt8(ascii: "_")) { index += 1 }
    }

    /// `#if` and friends, or the `#`s that open a raw string.
    mutating func lexHash() {
        var end = index
        while end < limit && code[end] == UInt8(ascii: "#") { end += 1 }
        if end < limit && code[end] == UInt8(ascii: "\"") {
            beginString(at: index, hashes: end - index)
        } else if end == index + 1 && end < limit && ByteClass.isIdentifierStart(code[end]) {
            let wordEnd = ByteClass.identifierEnd(code, from: end, limit: limit)
            sink.add(index, wordEnd, .directive)
            index = wordEnd
        } else {
            index = end
        }
    }

    /// Block comments nest in Swift, so a depth is kept rather than stopping at the first `*/`.
    mutating func lexBlockComment() {
        let start = index
        var depth = 0
        while index < limit {
            if code[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if code[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                index += 1
            }
        }
        sink.add(start, index, .comment)
    }

    // MARK: Strings

    /// Opens a string whose first byte (a `#` or the quote) is at `start`.
    mutating func beginString(at start: Int, hashes: Int) {
        let quoteIndex = start + hashes
        let isMultiline =
            quoteIndex + 2 < limit && code[quoteIndex + 1] == UInt8(ascii: "\"") && code[quoteIndex + 2] == UInt8(ascii: "\"")
        let quotes = isMultiline ? 3 : 1
        index = quoteIndex + quotes
        push(.string(quotes: quotes, hashes: hashes, segmentStart: start))
    }

    mutating func lexString(quotes: Int, hashes: Int, segmentStart: Int) {
        while index < limit {
            let byte = code[index]
            if byte == UInt8(ascii: "\\") {  // backslash, then the raw string's hashes, then ( or an escaped byte
                let afterHashes = index + 1 + hashes
                guard hashesMatch(from: index + 1, count: hashes), afterHashes < limit else {
                    index += 1
                    continue
                }
                if code[afterHashes] == UInt8(ascii: "(") {
                    sink.add(segmentStart, index, .string)
                    sink.add(index, afterHashes + 1, .interpolation)
                    index = afterHashes + 1
                    push(.code(parenDepth: 0, isInterpolation: true))
                    return
                }
                index = afterHashes + 1
            } else if byte == UInt8(ascii: "\"") && closesString(at: index, quotes: quotes, hashes: hashes) {
                let end = index + quotes + hashes
                sink.add(segmentStart, end, .string)
                index = end
                pop()
                return
            } else if byte == UInt8(ascii: "\n") && quotes == 1 {
                // An unterminated single-line string ends with its line.
                sink.add(segmentStart, index, .string)
                pop()
                return
            } else {
                index += 1
            }
        }
    }

    func closesString(at quoteIndex: Int, quotes: Int, hashes: Int) -> Bool {
        guard quoteIndex + quotes + hashes <= limit else { return false }
        for offset in 0..<quotes where code[quoteIndex + offset] != UInt8(ascii: "\"") { return false }
        return hashesMatch(from: quoteIndex + quotes, count: hashes)
    }

    func hashesMatch(from start: Int, count: Int) -> Bool {
        guard start + count <= limit else { return false }
        for offset in 0..<count where code[start + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < limit ? code[index + offset] : nil
    }
}
