import ByteTools
import Diagnostics

/// Parses JSON text into ``JSONNode``s that know their line and column.
///
/// Foundation's parser reports neither positions nor paths, and the command line promises
/// both, so Preflight reads JSON itself. The parser is strict RFC 8259 (no comments, no
/// trailing commas), skips a leading UTF-8 byte order mark, rejects invalid UTF-8, and limits
/// nesting so hostile input cannot exhaust the stack.
package struct JSONParser {
    /// Deeper documents are refused with `nesting_too_deep` rather than risking the stack.
    package static let maximumDepth = 512

    /// Parses a whole document.
    ///
    /// - Throws: a ``Diagnostic`` with code `empty_file`, `invalid_json`, `invalid_utf8` or
    ///   `nesting_too_deep`, positioned at the offending character (the file is left unset).
    package static func parse(_ bytes: [UInt8]) throws(Diagnostic) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    package static func parse(_ text: String) throws(Diagnostic) -> JSONNode {
        try parse(Array(text.utf8))
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// A byte index on the current line and its column: positions are asked for in increasing
    /// order, so counting on from here keeps a 10 MB one-line file linear.
    private var columnIndex = 0
    private var column = 1
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

// MARK: - Grammar

extension JSONParser {
    private mutating func parseDocument() throws(Diagnostic) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            columnIndex = 3
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw Diagnostic(
                .emptyFile, "The file is empty; expected a JSON value.", position: position)
        }
        let node = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw failure("Unexpected \(describeCurrent()) after the JSON value; expected the end of the file.")
        }
        return node
    }

    private mutating func parseValue() throws(Diagnostic) -> JSONNode {
        let start = position
        guard index < bytes.count else {
            throw failure("The file ends where a value was expected.")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), at: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(try parseNumber(), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(.null, at: start)
        default:
            throw failure(
                "Unexpected \(describeCurrent()); expected a value (object, array, string, number, true, false or null).")
        }
    }

    private mutating func parseObject() throws(Diagnostic) -> JSONValue {
        try enterNesting()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        // Most objects of a catalog or state hold a few members: room for them at once, not
        // grown one reallocation after another.
        members.reserveCapacity(4)
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                throw failure("Unexpected \(describeCurrent()); expected a member name in double quotes.")
            }
            let keyPosition = position
            let key = try parseString()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw failure("Unexpected \(describeCurrent()) after the member name \"\(key)\"; expected ':'.")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, keyPosition: keyPosition, node: try parseValue()))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default:
                throw failure("Unexpected \(describeCurrent()) in an object; expected ',' or '}'.")
            }
        }
    }

    private mutating func parseArray() throws(Diagnostic) -> JSONValue {
        try enterNesting()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default:
                throw failure("Unexpected \(describeCurrent()) in an array; expected ',' or ']'.")
            }
        }
    }

    private mutating func enterNesting() throws(Diagnostic) {
        depth += 1
        if depth > Self.maximumDepth {
            throw Diagnostic(
                .nestingTooDeep,
                "Arrays and objects are nested more than \(Self.maximumDepth) levels deep; expected a shallower document.",
                position: position)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(Diagnostic) {
        let start = position
        let wordBytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in wordBytes {
            guard peek == byte else {
                throw Diagnostic(
                    .invalidJSON, "Unexpected text at \(start); expected `\(word)`.", position: start)
            }
            index += 1
        }
    }
}

// MARK: - Numbers

extension JSONParser {
    private mutating func parseNumber() throws(Diagnostic) -> JSONValue {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, isDigit(first) else {
            throw failure("Expected a digit after '-'.")
        }
        index += 1
        if first != UInt8(ascii: "0") {
            while let byte = peek, isDigit(byte) { index += 1 }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek, isDigit(byte) else { throw failure("Expected a digit after the decimal point.") }
            while let byte = peek, isDigit(byte) { index += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek, isDigit(byte) else { throw failure("Expected a digit in the exponent.") }
            while let byte = peek, isDigit(byte) { index += 1 }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

// MARK: - Strings

extension JSONParser {
    private mutating func parseString() throws(Diagnostic) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        let start = index
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw failure("The file ends inside a string; expected a closing '\"'.")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // Most strings hold no escape: validated and copied in one go, several times
                // faster than scalar by scalar (what counting millions of states spends on).
                if runStart == start, let whole = String(validUTF8: bytes[start..<index]) {
                    index += 1
                    return whole
                }
                try appendValidated(runStart..<index, to: &scalars)
                index += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\\") {
                try appendValidated(runStart..<index, to: &scalars)
                scalars.append(try parseEscape())
                runStart = index
                continue
            }
            if byte < 0x20 {
                throw failure(
                    byte == UInt8(ascii: "\n")
                        ? "A string runs past the end of its line; expected a closing '\"' (write a line break as \\n)."
                        : "Control character U+\(hex4(UInt32(byte))) inside a string; expected it escaped.")
            }
            index += 1
        }
    }

    /// Appends raw string bytes after checking they are valid UTF-8.
    private mutating func appendValidated(_ range: Range<Int>, to scalars: inout String.UnicodeScalarView) throws(Diagnostic) {
        guard !range.isEmpty else { return }
        var iterator = bytes[range].makeIterator()
        var decoder = UTF8()
        var offset = range.lowerBound
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return
            case .error:
                index = offset
                throw Diagnostic(
                    .invalidUTF8, "The file holds bytes that are not valid UTF-8; expected UTF-8 text.",
                    position: position)
            }
        }
    }

    private mutating func parseEscape() throws(Diagnostic) -> Unicode.Scalar {
        let escapeStart = position
        index += 1
        guard let byte = peek else { throw failure("The file ends inside an escape sequence.") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4(escapeStart)
            if (0xD800...0xDBFF).contains(unit), peek == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
            {
                let save = index
                let lowStart = position
                index += 2
                let low = try parseHex4(lowStart)
                if (0xDC00...0xDFFF).contains(low) {
                    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                }
                index = save
            }
            // A lone surrogate cannot be represented; show the replacement character as browsers do.
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            throw Diagnostic(
                .invalidJSON,
                "Unknown escape sequence '\\\(Character(Unicode.Scalar(byte)))'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX.",
                position: escapeStart)
        }
    }

    private mutating func parseHex4(_ escapeStart: SourcePosition) throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek else { throw failure("The file ends inside a \\u escape.") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw Diagnostic(
                    .invalidJSON, "A \\u escape needs four hexadecimal digits.", position: escapeStart)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

// MARK: - Position and messages

extension JSONParser {
    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                columnIndex = index
                column = 1
            default: return
            }
        }
    }

    /// The current position; columns count Unicode scalars, so continuation bytes are skipped.
    private var position: SourcePosition {
        mutating get {
            let end = min(index, bytes.count)
            while columnIndex < end {
                if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
                columnIndex += 1
            }
            return SourcePosition(line: line, column: column)
        }
    }

    /// An `invalid_json` error here, or `invalid_utf8` when the unexpected bytes are not UTF-8
    /// at all (a UTF-16 or Latin-1 file), since re-encoding is then the fix.
    private mutating func failure(_ message: String) -> Diagnostic {
        if let byte = peek, byte >= 0x80, !startsValidUTF8 {
            return Diagnostic(
                .invalidUTF8, "The file holds bytes that are not valid UTF-8; expected UTF-8 text.", position: position)
        }
        return Diagnostic(.invalidJSON, message, position: position)
    }

    private var startsValidUTF8: Bool {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue = decoder.decode(&iterator) { return true }
        return false
    }

    private func describeCurrent() -> String {
        guard let byte = peek else { return "end of file" }
        if byte == 0 { return "NUL byte" }
        if byte < 0x20 { return "control character U+\(hex4(UInt32(byte)))" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "character"
    }
}
