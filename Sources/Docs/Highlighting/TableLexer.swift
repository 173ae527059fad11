import ByteTools

/// The lexer every table-driven language shares: one forward pass over the bytes with an
/// explicit stack of contexts (code, a string, code inside a string's interpolation).
///
/// Each byte is looked at a bounded number of times (a look-ahead never goes past its line,
/// except to find a block comment's or a multi-line string's end, which is then consumed), no
/// input makes it recurse, and interpolations nest at most ``maximumNesting`` deep, so the
/// time is linear in the code's length whatever the input.
struct TableLexer {
    let table: LanguageTable

    /// How deep interpolations nest before a further `${` is read as string text.
    static let maximumNesting = 32

    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        code.withUnsafeBufferPointer { buffer in
            let limit = min(range.upperBound, buffer.count)
            var engine = TableEngine(
                code: UnsafeBufferPointer(rebasing: buffer[..<limit]), index: max(range.lowerBound, 0), table: table)
            engine.run()
            return engine.sink.tokens
        }
    }
}

struct TableEngine {
    enum Mode {
        /// `closer` is the byte that ends the interpolation this code sits in (0 at the top);
        /// `depth` counts the unclosed openers of that byte's pair met inside it.
        case code(depth: Int, closer: UInt8)
        case string(rule: Int, hashes: Int, segmentStart: Int)
    }

    let code: UnsafeBufferPointer<UInt8>
    let limit: Int
    var index: Int
    let table: LanguageTable
    var sink: TokenSink
    var mode = Mode.code(depth: 0, closer: 0)
    var enclosing: [Mode] = []
    /// Whether the next token is an operand (after an operator, `(` or a keyword), which tells
    /// a regular expression or a JSX tag from division or a comparison.
    var expectsOperand = true
    var nextIsDeclaration = false
    /// Only blanks since the line began.
    var atLineStart = true
    /// Open `{` outside strings, for property names (CSS).
    var braceDepth = 0
    /// A heredoc whose body starts on the next line: its terminator's bytes, and whether the
    /// terminator may be indented.
    var pendingHeredoc: (terminator: Range<Int>, indented: Bool)?

    init(code: UnsafeBufferPointer<UInt8>, index: Int, table: LanguageTable) {
        self.code = code
        limit = code.count
        self.index = min(index, code.count)
        self.table = table
        sink = TokenSink(expectingBytes: limit - self.index)
    }

    mutating func run() {
        while index < limit {
            switch mode {
            case .code(let depth, let closer): lexCode(depth: depth, closer: closer)
            case .string(let rule, let hashes, let segmentStart):
                lexString(rule: rule, hashes: hashes, segmentStart: segmentStart)
            }
        }
        if case .string(let rule, _, let segmentStart) = mode {
            sink.add(segmentStart, limit, table.strings[rule].kind)
        }
    }

    mutating func push(_ inner: Mode) {
        enclosing.append(mode)
        mode = inner
    }

    mutating func pop() {
        mode = enclosing.popLast() ?? .code(depth: 0, closer: 0)
    }

    func peek(_ offset: Int) -> UInt8 {
        index + offset < limit ? code[index + offset] : 0
    }

    /// Whether `pattern` is at `position`, letters compared without case when `foldingCase`.
    func matches(_ pattern: [UInt8], at position: Int, foldingCase: Bool = false) -> Bool {
        guard position + pattern.count <= limit else { return false }
        for (offset, expected) in pattern.enumerated() {
            let byte = code[position + offset]
            if byte == expected { continue }
            if foldingCase && ByteClass.isLetter(expected) && byte | 0x20 == expected | 0x20 { continue }
            return false
        }
        return true
    }

    func isIdentifierByte(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierPart(byte) || (byte == UInt8(ascii: "$") && table.dollarInIdentifiers)
            || (byte == UInt8(ascii: "-") && table.dashInIdentifiers)
    }

    func identifierEnd(from start: Int) -> Int {
        var end = start
        while end < limit && isIdentifierByte(code[end]) { end += 1 }
        return end
    }

    /// The first byte after `position` that is not a blank, or 0 at the end.
    func nextNonBlank(from position: Int) -> UInt8 {
        var position = position
        while position < limit && ByteClass.isBlank(code[position]) { position += 1 }
        return position < limit ? code[position] : 0
    }
}

extension ByteClass {
    static func isLetter(_ byte: UInt8) -> Bool { isLowercase(byte | 0x20) }
}
