import ByteTools

/// Reads one JSX-like component tag: `<Name attr="…" other={…} flag>`, `</Name>` or
/// `<Name … />`, possibly spread over several lines.
///
/// Only capitalized, not-all-capitals names are component tags; anything else (`<div>`,
/// `<DIV>`, an autolink such as `<Foo@example.com>`) is reported as not a tag and stays
/// Markdown.
enum TagScanner {
    /// The most line breaks one tag may span. A tag that never ends is looked for from each
    /// `<` that might start it, so without a bound 100,000 lines of `x <Badge a={` each read
    /// to the end of the page.
    static let maximumLineBreaks = 64

    struct Tag: Sendable {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var attributes: ComponentAttributes
        /// Offsets of `<` and one past `>` in the scanned bytes.
        var range: Range<Int>
    }

    enum Result: Sendable {
        case notATag
        case tag(Tag)
        /// It starts like a component tag but is broken; `at` is the offending byte.
        case malformed(message: String, at: Int)
    }

    /// Scans the tag whose `<` is at `start`, reading no further than `limit`.
    ///
    /// `accepts` decides which names are components; by default the capitalized, not
    /// all-capitals ones, and a page adds the names it imports snippets under.
    static func scan(
        _ code: [UInt8], at start: Int, limit: Int, accepts: (ArraySlice<UInt8>) -> Bool = isComponentName
    ) -> Result {
        var scanner = Scanner(code: code, index: start + 1, limit: limit)
        return scanner.scanTag(start: start, accepts: accepts)
    }

    /// Scans a lowercase HTML tag the same way (`<img src="…" style={{…}} />`), for the JSX
    /// attribute values MDX pages give HTML elements.
    static func scanHTML(_ code: [UInt8], at start: Int, limit: Int) -> Result {
        var scanner = Scanner(code: code, index: start + 1, limit: limit)
        return scanner.scanTag(start: start, lowercase: true, accepts: { _ in true })
    }
}

private struct Scanner {
    let code: [UInt8]
    var index: Int
    let limit: Int
    /// The line breaks the tag may still span: see ``TagScanner/maximumLineBreaks``.
    var lineBreaksLeft = TagScanner.maximumLineBreaks

    init(code: [UInt8], index: Int, limit: Int) {
        self.code = code
        self.index = index
        self.limit = limit
    }

    mutating func scanTag(start: Int, lowercase: Bool = false, accepts: (ArraySlice<UInt8>) -> Bool) -> TagScanner.Result {
        let isClosing = peek == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let nameStart = index
        while let byte = peek,
            ByteClass.isIdentifierPart(byte) && byte < 0x80
                || (byte == UInt8(ascii: ".") && index + 1 < limit && ByteClass.isIdentifierStart(code[index + 1]))
        {
            index += 1
        }
        let name = code[nameStart..<index]
        guard let first = name.first, lowercase ? ByteClass.isLowercase(first) : ByteClass.isUppercase(first), accepts(name)
        else { return .notATag }
        // `<Foo@example.com>` and `<Foo:bar>` are autolinks or text, not tags.
        guard let after = peek, ByteClass.isWhitespace(after) || after == UInt8(ascii: "/") || after == UInt8(ascii: ">") else {
            return peek == nil ? .malformed(message: "the tag never ends with '>'", at: start) : .notATag
        }
        var tag = TagScanner.Tag(
            name: String(decoding: name, as: UTF8.self), isClosing: isClosing, isSelfClosing: false,
            attributes: ComponentAttributes(), range: start..<start)
        while true {
            if let problem = skipWhitespace() { return .malformed(message: problem, at: start) }
            guard let byte = peek else { return .malformed(message: "the tag never ends with '>'", at: start) }
            switch byte {
            case UInt8(ascii: ">"):
                index += 1
                tag.range = start..<index
                return .tag(tag)
            case UInt8(ascii: "/"):  // />
                guard index + 1 < limit, code[index + 1] == UInt8(ascii: ">"), !isClosing else {
                    return .malformed(message: "expected '>' after '/'", at: index)
                }
                index += 2
                tag.isSelfClosing = true
                tag.range = start..<index
                return .tag(tag)
            case UInt8(ascii: "{"):  // {...props}: kept under the name `...` for the script evaluator
                guard code[index...].starts(with: "{...".utf8), let close = matchingBrace(from: index) else {
                    return .malformed(message: "expression attributes other than {...spread} are not supported", at: index)
                }
                tag.attributes.append("...", .expression(String(decoding: code[(index + 4)..<close], as: UTF8.self)), at: index)
                index = close + 1
            default:
                guard !isClosing else { return .malformed(message: "a closing tag takes no attributes", at: index) }
                guard ByteClass.isIdentifierStart(byte) && byte < 0x80 || byte == UInt8(ascii: ":") else {
                    return .malformed(message: "unexpected character in the tag", at: index)
                }
                let nameStart = index
                switch scanAttribute() {
                case .success(let attribute): tag.attributes.append(attribute.name, attribute.value, at: nameStart)
                case .failure(let failure): return .malformed(message: failure.message, at: failure.at)
                }
            }
        }
    }

    struct Failure: Error {
        var message: String
        var at: Int
    }

    mutating func scanAttribute() -> Result<(name: String, value: ComponentAttributes.Value), Failure> {
        let nameStart = index
        while let byte = peek,
            ByteClass.isIdentifierPart(byte) && byte < 0x80 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: ".")
        {
            index += 1
        }
        let name = String(decoding: code[nameStart..<index], as: UTF8.self)
        let beforeEquals = index
        while let byte = peek, ByteClass.isBlank(byte) { index += 1 }
        guard peek == UInt8(ascii: "=") else {
            index = beforeEquals
            return .success((name, .bare))
        }
        index += 1
        while let byte = peek, ByteClass.isBlank(byte) { index += 1 }
        switch peek {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let quote = code[index]
            let valueStart = index + 1
            index += 1
            while let byte = peek, byte != quote, countsLineBreak(byte) { index += 1 }
            guard peek == quote else {
                return .failure(Failure(message: "the value of '\(name)' never ends", at: valueStart - 1))
            }
            index += 1
            let value = String(decoding: code[valueStart..<(index - 1)], as: UTF8.self)
            return .success((name, .string(CharacterReferences.decode(value))))
        case UInt8(ascii: "{"):
            let open = index
            guard let close = matchingBrace(from: open) else {
                return .failure(Failure(message: "the value of '\(name)' never closes its '{'", at: open))
            }
            for byte in code[open..<close] where byte == UInt8(ascii: "\n") { lineBreaksLeft -= 1 }
            index = close + 1
            return .success((name, .expression(String(decoding: code[(open + 1)..<close], as: UTF8.self))))
        default:
            return .failure(Failure(message: "expected a quoted value or {…} after '\(name)='", at: index))
        }
    }

    /// The index of the `}` that closes the `{` at `open`, skipping braces inside strings.
    func matchingBrace(from open: Int) -> Int? {
        var depth = 0
        var position = open
        var lineBreaksLeft = lineBreaksLeft
        while position < limit {
            let byte = code[position]
            if byte == UInt8(ascii: "\n") {
                lineBreaksLeft -= 1
                if lineBreaksLeft < 0 { return nil }
            }
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return position }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                position += 1
                while position < limit && code[position] != byte {
                    if code[position] == UInt8(ascii: "\\") { position += 1 }
                    if position < limit && code[position] == UInt8(ascii: "\n") {
                        lineBreaksLeft -= 1
                        if lineBreaksLeft < 0 { return nil }
                    }
                    position += 1
                }
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// Skips spaces and line breaks; a blank line inside a tag means the tag was never closed.
    mutating func skipWhitespace() -> String? {
        var lineBreaks = 0
        while let byte = peek, ByteClass.isWhitespace(byte) {
            if byte == UInt8(ascii: "\n") {
                lineBreaks += 1
                if lineBreaks == 2 { return "the tag never ends with '>' before a blank line" }
                lineBreaksLeft -= 1
                if lineBreaksLeft < 0 { return "the tag goes on over more than \(TagScanner.maximumLineBreaks) lines" }
            } else if !ByteClass.isBlank(byte) && byte != UInt8(ascii: "\r") {
                lineBreaks = 0
            }
            index += 1
        }
        return nil
    }

    var peek: UInt8? { index < limit ? code[index] : nil }

    /// Counts `byte` when it is a line break; false once the tag has spanned too many.
    mutating func countsLineBreak(_ byte: UInt8) -> Bool {
        guard byte == UInt8(ascii: "\n") else { return true }
        lineBreaksLeft -= 1
        return lineBreaksLeft >= 0
    }
}
