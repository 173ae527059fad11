import ByteTools

// Code: everything outside strings.
extension TableEngine {
    mutating func lexCode(depth: Int, closer: UInt8) {
        let byte = code[index]
        if byte == UInt8(ascii: "\n") {
            index += 1
            atLineStart = true
            if pendingHeredoc != nil { lexHeredocBody() }
            return
        }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            index += 1
            return
        }
        let lineStart = atLineStart
        atLineStart = false
        if closer != 0 && lexInterpolationBracket(byte, depth: depth, closer: closer) { return }
        if lexComment(byte) { return }
        if table.stringStarts[Int(byte)], lexStringStart() { return }
        if ByteClass.isDigit(byte) || (byte == UInt8(ascii: ".") && ByteClass.isDigit(peek(1))) {
            lexNumber()
            return
        }
        if ByteClass.isIdentifierStart(byte) || (byte == UInt8(ascii: "$") && table.dollarInIdentifiers) {
            lexIdentifier(atLineStart: lineStart)
            return
        }
        // CSS's `--custom-property` and `-webkit-…`.
        if table.dashInIdentifiers && !table.dashParameters && byte == UInt8(ascii: "-")
            && (peek(1) == UInt8(ascii: "-") || ByteClass.isLetter(peek(1)))
            && (index == 0 || !isIdentifierByte(code[index - 1]))
        {
            lexIdentifier(atLineStart: lineStart)
            return
        }
        if lexSpecial(byte, atLineStart: lineStart) { return }
        switch byte {
        case UInt8(ascii: "{"): braceDepth += 1
        case UInt8(ascii: "}"): braceDepth = max(0, braceDepth - 1)
        default: break
        }
        expectsOperand = byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "}")
        index += 1
    }

    /// Inside an interpolation: counts its bracket pair and closes it at the matching closer.
    /// Returns whether the byte was consumed.
    mutating func lexInterpolationBracket(_ byte: UInt8, depth: Int, closer: UInt8) -> Bool {
        let opener = closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "{")
        if byte == opener {
            mode = .code(depth: depth + 1, closer: closer)
        } else if byte == closer {
            if depth > 0 {
                mode = .code(depth: depth - 1, closer: closer)
            } else {
                sink.add(index, index + 1, .interpolation)
                index += 1
                pop()
                if case .string(let rule, let hashes, _) = mode {
                    mode = .string(rule: rule, hashes: hashes, segmentStart: index)
                }
                return true
            }
        }
        return false
    }

    mutating func lexComment(_ byte: UInt8) -> Bool {
        if let block = table.blockComment, byte == block.open[0], matches(block.open, at: index) {
            lexBlockComment(open: block.open, close: block.close)
            return true
        }
        for opener in table.lineComments where opener[0] == byte && matches(opener, at: index) {
            // `#` starts a comment only at a word's start in shell-like languages (`a#b` is a word);
            // for others it is the same, since `#` inside a word is rare outside shells.
            if byte == UInt8(ascii: "#") && index > 0 && isIdentifierByte(code[index - 1]) { continue }
            let end = ByteSearch.lineEnd(code, from: index, limit: limit)
            sink.add(index, end, .comment)
            index = end
            return true
        }
        return false
    }

    /// A block comment, counting nested openers where the language nests them.
    mutating func lexBlockComment(open: [UInt8], close: [UInt8]) {
        let start = index
        var depth = 1
        index += open.count
        while index < limit {
            if matches(close, at: index) {
                index += close.count
                depth -= 1
                if depth == 0 || !table.nestedBlockComments { break }
            } else if table.nestedBlockComments && matches(open, at: index) {
                index += open.count
                depth += 1
            } else {
                index += 1
            }
        }
        index = min(index, limit)
        sink.add(start, index, .comment)
    }

    mutating func lexNumber() {
        let start = index
        if code[index] == UInt8(ascii: "0"), ByteClass.isLetter(peek(1)),
            [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(peek(1) | 0x20)
        {
            index += 2
            while index < limit && (ByteClass.isHexDigit(code[index]) || code[index] == UInt8(ascii: "_")) { index += 1 }
        } else {
            scanDigits()
            if index + 1 < limit && code[index] == UInt8(ascii: ".") && ByteClass.isDigit(code[index + 1]) {
                index += 1
                scanDigits()
            }
            if index < limit && code[index] | 0x20 == UInt8(ascii: "e") {
                var next = index + 1
                if next < limit && (code[next] == UInt8(ascii: "+") || code[next] == UInt8(ascii: "-")) { next += 1 }
                if next < limit && ByteClass.isDigit(code[next]) {
                    index = next
                    scanDigits()
                }
            }
        }
        // Suffixes and units: `10L`, `1.5f`, `42u32`, `10n`, `16px`, `50%`.
        while index < limit && ByteClass.isIdentifierPart(code[index]) { index += 1 }
        if table.dashInIdentifiers && index < limit && code[index] == UInt8(ascii: "%") { index += 1 }
        sink.add(start, index, .number)
        expectsOperand = false
    }

    mutating func scanDigits() {
        while index < limit && (ByteClass.isDigit(code[index]) || code[index] == UInt8(ascii: "_")) { index += 1 }
    }

    mutating func lexIdentifier(atLineStart lineStart: Bool) {
        let start = index
        var end = identifierEnd(from: start)
        if table.keysBeforeEquals && lineStart {
            // Dotted and dashed keys: `tool.poetry`, `max-line-length`.
            while end < limit
                && (isIdentifierByte(code[end]) || code[end] == UInt8(ascii: ".") || code[end] == UInt8(ascii: "-"))
            { end += 1 }
            if nextNonBlank(from: end) == UInt8(ascii: "=") || nextNonBlank(from: end) == UInt8(ascii: ":") {
                index = end
                sink.add(start, end, .key)
                expectsOperand = true
                return
            }
            end = identifierEnd(from: start)
        }
        index = end
        let afterDot = start > 0 && code[start - 1] == UInt8(ascii: ".")
        let next = nextNonBlank(from: end)
        if table.colonKeys && braceDepth > 0 && next == UInt8(ascii: ":") {
            sink.add(start, end, .key)
            expectsOperand = true
            return
        }
        let word = afterDot ? nil : lookUp(start..<end)
        switch word {
        case .keyword:
            sink.add(start, end, .keyword)
            expectsOperand = true
            return
        case .declaration:
            sink.add(start, end, .keyword)
            expectsOperand = true
            nextIsDeclaration = true
            return
        case .type:
            sink.add(start, end, .type)
        case .literal:
            sink.add(start, end, .literal)
        case .builtin:
            sink.add(start, end, .function)
        case nil:
            if table.dashedWordsAreCommands && code[start..<end].contains(UInt8(ascii: "-")) {
                sink.add(start, end, .function)
            } else if nextIsDeclaration {
                sink.add(start, end, .function)
            } else if table.callsAreFunctions && next == UInt8(ascii: "(") && end < limit && code[end] == UInt8(ascii: "(") {
                sink.add(start, end, .function)
            } else if table.capitalizedAreTypes && ByteClass.isUppercase(code[start]) {
                sink.add(start, end, .type)
            }
        }
        nextIsDeclaration = false
        expectsOperand = false
    }

    /// The word `code[range]` is in the table, if any: folded to lower case first where the
    /// language ignores case.
    func lookUp(_ range: Range<Int>) -> LanguageTable.Word? {
        guard range.count <= KeywordTable.maximumLength else { return nil }
        if !table.caseInsensitiveWords {
            return table.words.tag(of: UnsafeBufferPointer(rebasing: code[range])).flatMap(LanguageTable.Word.init)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: KeywordTable.maximumLength) { folded in
            for (offset, position) in range.enumerated() {
                let byte = code[position]
                folded[offset] = ByteClass.isUppercase(byte) ? byte | 0x20 : byte
            }
            return table.words.tag(of: UnsafeBufferPointer(rebasing: folded[..<range.count])).flatMap(
                LanguageTable.Word.init)
        }
    }
}
