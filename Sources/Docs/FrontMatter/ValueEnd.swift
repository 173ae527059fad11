/// Whether a front matter value that goes on over lines has ended, read on as each line is
/// joined to it: rereading the whole value at every line made a quoted value or a flow list
/// of 100,000 lines quadratic.
struct ValueEnd {
    enum Kind {
        /// A value quoted with this byte: it ends at the next unescaped one.
        case quote(UInt8)
        /// A flow list or mapping: it ends when every `[` and `{` outside quotes has closed.
        case brackets
        /// A plain value, which only its lines' indentation ends.
        case never
    }

    private let kind: Kind
    private var hasSkippedOpeningQuote = false
    private var skipsNextByte = false
    private var depth = 0
    private var openQuote: UInt8?

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Reads the next `bytes` of the value; whether it has ended within what was read so far.
    mutating func hasEnded(after bytes: ArraySlice<UInt8>) -> Bool {
        switch kind {
        case .quote(let quote): hasClosedQuote(quote, after: bytes)
        case .brackets: hasClosedBrackets(after: bytes)
        case .never: false
        }
    }

    /// `\"` is escaped in double quotes, `''` in single ones.
    private mutating func hasClosedQuote(_ quote: UInt8, after bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        if !hasSkippedOpeningQuote, index < bytes.endIndex {
            hasSkippedOpeningQuote = true
            index += 1
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if skipsNextByte {
                skipsNextByte = false
            } else if quote == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
                skipsNextByte = true
            } else if byte == quote {
                guard quote == UInt8(ascii: "'"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "'") else {
                    return true
                }
                index += 1
            }
            index += 1
        }
        return false
    }

    private mutating func hasClosedBrackets(after bytes: ArraySlice<UInt8>) -> Bool {
        for byte in bytes {
            if let open = openQuote {
                if byte == open { openQuote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                openQuote = byte
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
            }
        }
        return depth <= 0
    }
}
