import ByteTools

// The shapes only some languages have, each switched on by its table.
extension TableEngine {
    /// Returns whether `byte` started one of them (and was consumed with it).
    mutating func lexSpecial(_ byte: UInt8, atLineStart lineStart: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "$"):
            if table.variableSigils.contains(byte) && lexSigilVariable() { return true }
            if byte == UInt8(ascii: "@") && (table.atAnnotations || table.atDirectives)
                && ByteClass.isIdentifierStart(peek(1))
            {
                var end = index + 1
                while end < limit
                    && (isIdentifierByte(code[end]) || code[end] == UInt8(ascii: "-")
                        || (table.atAnnotations && code[end] == UInt8(ascii: ".")))
                { end += 1 }
                sink.add(index, end, table.atDirectives ? .directive : .attribute)
                index = end
                return true
            }
        case UInt8(ascii: "#"):
            return lexHash(atLineStart: lineStart)
        case UInt8(ascii: "'") where table.charsAndLifetimes:
            return lexCharOrLifetime()
        case UInt8(ascii: "/") where table.regexLiterals && expectsOperand:
            return lexRegex()
        case UInt8(ascii: ":") where table.colonSymbols:
            let previous = index > 0 ? code[index - 1] : 0
            guard ByteClass.isIdentifierStart(peek(1)), previous != UInt8(ascii: ":"), !isIdentifierByte(previous)
            else { return false }
            let end = identifierEnd(from: index + 1)
            sink.add(index, end, .literal)
            index = end
            expectsOperand = false
            return true
        case UInt8(ascii: "<"):
            if table.heredoc != nil && lexHeredocStart() { return true }
            if table.jsxTags && expectsOperand { return lexTag() }
        case UInt8(ascii: "-") where table.dashParameters:
            let previous = index > 0 ? code[index - 1] : UInt8(ascii: " ")
            guard ByteClass.isBlank(previous), ByteClass.isLetter(peek(1)) else { return false }
            let end = identifierEnd(from: index + 1)
            sink.add(index, end, .attribute)
            index = end
            return true
        case UInt8(ascii: "[") where table.sectionHeaders && lineStart:
            let end = ByteSearch.lineEnd(code, from: index, limit: limit)
            guard let close = code[index..<end].lastIndex(of: UInt8(ascii: "]")) else { return false }
            sink.add(index, close + 1, .type)
            index = close + 1
            return true
        default:
            break
        }
        return false
    }

    /// `$name`, `@name`, `@@name`, `${name}` where the language has sigils.
    mutating func lexSigilVariable() -> Bool {
        let sigil = code[index]
        var nameStart = index + 1
        if nameStart < limit && code[nameStart] == sigil { nameStart += 1 }  // @@class_variable
        if sigil == UInt8(ascii: "$") && nameStart < limit
            && (code[nameStart] == UInt8(ascii: "{") || code[nameStart] == UInt8(ascii: "("))
        {
            // `${name}`, and Make's `$(NAME)` (a name, not a command: no blank inside).
            let closer = code[nameStart] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
            let end = ByteSearch.lineEnd(code, from: nameStart, limit: limit)
            guard let close = code[nameStart..<end].firstIndex(of: closer),
                closer == UInt8(ascii: "}") || !code[nameStart..<close].contains(UInt8(ascii: " "))
            else { return false }
            sink.add(index, close + 1, .variable)
            index = close + 1
            expectsOperand = false
            return true
        }
        guard nameStart < limit, ByteClass.isIdentifierStart(code[nameStart]) else { return false }
        let end = identifierEnd(from: nameStart)
        sink.add(index, end, .variable)
        index = end
        expectsOperand = false
        return true
    }

    /// `#include` at a line's start, `#[attribute]`, `#fff`; false for any other `#`.
    mutating func lexHash(atLineStart lineStart: Bool) -> Bool {
        if table.bracketAttributes
            && (peek(1) == UInt8(ascii: "[") || (peek(1) == UInt8(ascii: "!") && peek(2) == UInt8(ascii: "[")))
        {
            let start = index
            var depth = 0
            while index < limit {
                let byte = code[index]
                index += 1
                if byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            sink.add(start, index, .attribute)
            return true
        }
        if table.hashDirectives && lineStart {
            var end = index + 1
            while end < limit && ByteClass.isBlank(code[end]) { end += 1 }
            guard end < limit, ByteClass.isIdentifierStart(code[end]) else { return false }
            end = identifierEnd(from: end)
            sink.add(index, end, .directive)
            index = end
            // `#include <stdio.h>`: the header name is a string.
            var open = index
            while open < limit && ByteClass.isBlank(code[open]) { open += 1 }
            if open < limit && code[open] == UInt8(ascii: "<") {
                let lineEnd = ByteSearch.lineEnd(code, from: open, limit: limit)
                if let close = code[open..<lineEnd].firstIndex(of: UInt8(ascii: ">")) {
                    sink.add(open, close + 1, .string)
                    index = close + 1
                }
            }
            return true
        }
        if table.hashColors && ByteClass.isHexDigit(peek(1)) {
            var end = index + 1
            while end < limit && ByteClass.isIdentifierPart(code[end]) { end += 1 }
            sink.add(index, end, .number)
            index = end
            return true
        }
        return false
    }

    /// Rust's `'a'`, `'\n'` (characters) and `'a` (a lifetime or a loop label).
    mutating func lexCharOrLifetime() -> Bool {
        let next = peek(1)
        if next == UInt8(ascii: "\\") {
            let end = ByteSearch.lineEnd(code, from: index, limit: limit)
            var close = index + 3
            while close < end && code[close] != UInt8(ascii: "'") { close += 1 }
            let stop = min(close + 1, end)
            sink.add(index, stop, .string)
            index = stop
            expectsOperand = false
            return true
        }
        let width = Self.scalarWidth(next)
        if next != 0 && next != UInt8(ascii: "\n") && index + 1 + width < limit && code[index + 1 + width] == UInt8(ascii: "'") {
            sink.add(index, index + 2 + width, .string)
            index += 2 + width
            expectsOperand = false
            return true
        }
        if ByteClass.isIdentifierStart(next) {
            let end = identifierEnd(from: index + 1)
            sink.add(index, end, .attribute)
            index = end
            return true
        }
        return false
    }

    /// The length of the UTF-8 sequence that `lead` starts (1 for a stray continuation byte).
    static func scalarWidth(_ lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// `/…/flags` on one line, where an operand is expected; false (division) when it never closes.
    mutating func lexRegex() -> Bool {
        let next = peek(1)
        guard next != UInt8(ascii: "/"), next != UInt8(ascii: "*"), next != UInt8(ascii: " ") else { return false }
        let lineEnd = ByteSearch.lineEnd(code, from: index, limit: limit)
        var position = index + 1
        var inClass = false
        while position < lineEnd {
            let byte = code[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/") && !inClass {
                var end = position + 1
                while end < limit && ByteClass.isLetter(code[end]) { end += 1 }
                sink.add(index, end, .regex)
                index = end
                expectsOperand = false
                return true
            }
            position += 1
        }
        return false
    }

    /// `<Name`, `</Name`, `<>` in JSX: the tag's name as a tag.
    mutating func lexTag() -> Bool {
        var start = index + 1
        if start < limit && code[start] == UInt8(ascii: "/") { start += 1 }
        guard start < limit, ByteClass.isLetter(code[start]) || code[start] == UInt8(ascii: ">") else { return false }
        var end = start
        while end < limit
            && (ByteClass.isIdentifierPart(code[end]) || code[end] == UInt8(ascii: ".") || code[end] == UInt8(ascii: "-"))
        { end += 1 }
        sink.add(start, end, .tag)
        index = end
        expectsOperand = false
        return true
    }
}
