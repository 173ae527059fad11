import ByteTools

// The tokens of the JavaScript subset, read straight from the source.
extension ScriptEvaluator {
    /// Skips spaces, line breaks and comments.
    mutating func skipSpace() {
        while index < code.count {
            if ByteClass.isWhitespace(code[index]) {
                index += 1
            } else if startsWith("//") {
                while index < code.count && code[index] != UInt8(ascii: "\n") { index += 1 }
            } else if startsWith("/*") {
                index += 2
                while index < code.count && !startsWith("*/") { index += 1 }
                index = min(index + 2, code.count)
            } else {
                return
            }
        }
    }

    func startsWith(_ text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < code.count, code[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// Consumes `text` after any space, when it comes next.
    mutating func eat(_ text: String) -> Bool {
        skipSpace()
        guard startsWith(text) else { return false }
        index += text.utf8.count
        return true
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierStart(byte) || ByteClass.isDigit(byte) || byte == UInt8(ascii: "$")
    }

    mutating func identifier() throws(ScriptError) -> String {
        skipSpace()
        let start = index
        while index < code.count && Self.isNameByte(code[index]) && (index > start || !ByteClass.isDigit(code[index])) {
            index += 1
        }
        guard index > start else { throw failure("expected a name") }
        return String(decoding: code[start..<index], as: UTF8.self)
    }

    mutating func number() throws(ScriptError) -> Double {
        let start = index
        while index < code.count
            && (ByteClass.isDigit(code[index]) || code[index] == UInt8(ascii: ".") || code[index] == UInt8(ascii: "_"))
        {
            index += 1
        }
        let text = String(decoding: code[start..<index], as: UTF8.self).replacingOccurrences(of: "_", with: "")
        guard let value = Double(text) else { throw failure("'\(text)' is not a number") }
        return value
    }

    /// A `"…"` or `'…'` string, its escapes read.
    mutating func quoted() throws(ScriptError) -> String {
        let quote = code[index]
        index += 1
        var bytes: [UInt8] = []
        while index < code.count && code[index] != quote {
            if code[index] == UInt8(ascii: "\\"), index + 1 < code.count {
                index += 1
                bytes += Self.escaped(code[index])
            } else {
                bytes.append(code[index])
            }
            index += 1
        }
        guard index < code.count else { throw failure("a string is not closed") }
        index += 1
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func escaped(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "n"): [UInt8(ascii: "\n")]
        case UInt8(ascii: "t"): [UInt8(ascii: "\t")]
        default: [byte]
        }
    }

    /// A template literal, its `${…}` parts evaluated.
    mutating func template() throws(ScriptError) -> String {
        index += 1
        var text = ""
        var bytes: [UInt8] = []
        while index < code.count && code[index] != UInt8(ascii: "`") {
            if code[index] == UInt8(ascii: "\\"), index + 1 < code.count {
                index += 1
                bytes += Self.escaped(code[index])
                index += 1
            } else if startsWith("${") {
                text += String(decoding: bytes, as: UTF8.self)
                bytes = []
                index += 2
                text += try expression().text
                _ = try checked(text)
                guard eat("}") else { throw failure("expected '}' in a template literal") }
            } else {
                bytes.append(code[index])
                index += 1
            }
        }
        guard index < code.count else { throw failure("a template literal is not closed") }
        index += 1
        return try checked(text + String(decoding: bytes, as: UTF8.self))
    }

    /// Skips a string, template literal or JSX element that starts at the current place, whole
    /// (brackets inside them do not count); false when none starts here.
    mutating func skipLiteral() throws(ScriptError) -> Bool {
        let byte = code[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            _ = try quoted()
            return true
        }
        if byte == UInt8(ascii: "`") {
            index = JSXScanner.templateEnd(code, from: index) ?? code.count
            return true
        }
        if byte == UInt8(ascii: "<"), index + 1 < code.count,
            ByteClass.isIdentifierStart(code[index + 1]) || code[index + 1] == UInt8(ascii: ">"),
            let end = JSXScanner.elementEnd(code, from: index)
        {
            index = end
            return true
        }
        return false
    }

    /// The source up to the bracket that closes the one just read, which is consumed; strings,
    /// template literals and JSX text inside are skipped whole.
    mutating func balanced(closing: UInt8) throws(ScriptError) -> String {
        let start = index
        var depth = 1
        while index < code.count {
            if try skipLiteral() { continue }
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    guard byte == closing else { throw failure("brackets do not match") }
                    index += 1
                    return String(decoding: code[start..<(index - 1)], as: UTF8.self)
                }
            default:
                break
            }
            index += 1
        }
        throw failure("a bracket is not closed")
    }
}
