import ByteTools

// Strings: their openers, bodies, escapes, interpolations, and heredocs.
extension TableEngine {
    /// Opens the first string rule whose opener is here; false when none is.
    mutating func lexStringStart() -> Bool {
        let byte = code[index]
        let isPrefixLetter = ByteClass.isLetter(byte)
        if isPrefixLetter && index > 0 && isIdentifierByte(code[index - 1]) { return false }
        for (number, rule) in table.strings.enumerated() where matches(rule.open, at: index, foldingCase: isPrefixLetter) {
            var hashes = 0
            var bodyStart = index + rule.open.count
            if rule.hashDelimited {
                while bodyStart < limit && code[bodyStart] == UInt8(ascii: "#") {
                    hashes += 1
                    bodyStart += 1
                }
                guard bodyStart < limit && code[bodyStart] == UInt8(ascii: "\"") else { continue }
                bodyStart += 1
            }
            let start = index
            index = bodyStart
            push(.string(rule: number, hashes: hashes, segmentStart: start))
            return true
        }
        return false
    }

    mutating func lexString(rule number: Int, hashes: Int, segmentStart: Int) {
        let rule = table.strings[number]
        var segmentStart = segmentStart
        while index < limit {
            let byte = code[index]
            if rule.escapes && byte == UInt8(ascii: "\\") {
                sink.add(segmentStart, index, rule.kind)
                // The escaped character whole, so a span never splits a UTF-8 sequence.
                let end = min(index + 1 + Self.scalarWidth(peek(1)), limit)
                sink.add(index, end, .escape)
                index = end
                segmentStart = end
                continue
            }
            if byte == rule.close[0] && matches(rule.close, at: index) && closingHashes(at: index + rule.close.count, hashes) {
                if rule.doubledCloseEscapes && matches(rule.close, at: index + rule.close.count) {
                    index += 2 * rule.close.count
                    continue
                }
                let end = index + rule.close.count + hashes
                sink.add(segmentStart, end, rule.kind)
                index = end
                pop()
                expectsOperand = false
                return
            }
            if byte == UInt8(ascii: "\n") && !rule.multiline {
                sink.add(segmentStart, index, rule.kind)
                pop()
                return
            }
            if rule.interpolation != .none, let width = interpolationOpener(rule.interpolation) {
                if width < 0 {  // `$name`: a variable, the string goes on
                    sink.add(segmentStart, index, rule.kind)
                    let end = identifierEnd(from: index + 1)
                    sink.add(index, end, .interpolation)
                    index = end
                    segmentStart = end
                    continue
                }
                if enclosing.count < TableLexer.maximumNesting {
                    sink.add(segmentStart, index, rule.kind)
                    sink.add(index, index + width, .interpolation)
                    let closer = code[index + width - 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
                    index += width
                    mode = .string(rule: number, hashes: hashes, segmentStart: index)
                    push(.code(depth: 0, closer: closer))
                    return
                }
            }
            index += 1
        }
        mode = .string(rule: number, hashes: hashes, segmentStart: segmentStart)
    }

    func closingHashes(at position: Int, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= limit else { return false }
        for offset in 0..<count where code[position + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// At an interpolation: the opener's width (`${` is 2), -1 for a `$name` variable, nil
    /// for string text. Escaped braces (`{{` in f-strings) are string text.
    mutating func interpolationOpener(_ style: LanguageTable.Interpolation) -> Int? {
        let byte = code[index]
        let next = peek(1)
        switch style {
        case .none:
            return nil
        case .dollarBrace:
            return byte == UInt8(ascii: "$") && next == UInt8(ascii: "{") ? 2 : nil
        case .dollarBraceOrName:
            guard byte == UInt8(ascii: "$") else { return nil }
            return next == UInt8(ascii: "{") ? 2 : ByteClass.isIdentifierStart(next) ? -1 : nil
        case .hashBrace:
            return byte == UInt8(ascii: "#") && next == UInt8(ascii: "{") ? 2 : nil
        case .brace:
            if (byte == UInt8(ascii: "{") && next == UInt8(ascii: "{"))
                || (byte == UInt8(ascii: "}") && next == UInt8(ascii: "}"))
            {
                index += 1  // the caller steps over the second brace
                return nil
            }
            return byte == UInt8(ascii: "{") ? 1 : nil
        case .dollarParenOrName:
            guard byte == UInt8(ascii: "$") else { return nil }
            return next == UInt8(ascii: "(") ? 2 : ByteClass.isIdentifierStart(next) ? -1 : nil
        case .dollarNameOrBraceDollar:
            if byte == UInt8(ascii: "{") && next == UInt8(ascii: "$") { return 1 }
            return byte == UInt8(ascii: "$") && ByteClass.isIdentifierStart(next) ? -1 : nil
        }
    }

    // MARK: Heredocs

    /// `<<~EOS`, `<<-EOS`, `<<EOS` (Ruby) or `<<<EOT`, `<<<'EOT'` (PHP): the opener is a
    /// string, and the body follows from the next line.
    mutating func lexHeredocStart() -> Bool {
        guard let style = table.heredoc else { return false }
        var position = index
        let angles = style == .php ? 3 : 2
        for _ in 0..<angles {
            guard position < limit, code[position] == UInt8(ascii: "<") else { return false }
            position += 1
        }
        var indented = style == .php
        if style == .ruby && position < limit && (code[position] == UInt8(ascii: "~") || code[position] == UInt8(ascii: "-")) {
            indented = true
            position += 1
        }
        var quote: UInt8 = 0
        if position < limit && (code[position] == UInt8(ascii: "'") || code[position] == UInt8(ascii: "\"")) {
            quote = code[position]
            position += 1
        }
        // Ruby's `a << b` is a shift; a heredoc's terminator is written in capitals.
        guard position < limit,
            ByteClass.isUppercase(code[position]) || (style == .php && ByteClass.isIdentifierStart(code[position]))
        else { return false }
        let nameStart = position
        position = ByteClass.identifierEnd(code, from: position, limit: limit)
        let name = nameStart..<position
        if quote != 0 {
            guard position < limit, code[position] == quote else { return false }
            position += 1
        }
        sink.add(index, position, .string)
        index = position
        pendingHeredoc = (name, indented)
        expectsOperand = false
        return true
    }

    /// The heredoc's body, from the start of a line up to and including its terminator line.
    mutating func lexHeredocBody() {
        guard let (terminator, indented) = pendingHeredoc else { return }
        pendingHeredoc = nil
        let start = index
        while index < limit {
            let lineEnd = ByteSearch.lineEnd(code, from: index, limit: limit)
            var wordStart = index
            if indented { while wordStart < lineEnd && ByteClass.isBlank(code[wordStart]) { wordStart += 1 } }
            let wordEnd = wordStart + terminator.count
            if wordEnd <= lineEnd && code[wordStart..<wordEnd].elementsEqual(code[terminator])
                && (wordEnd == lineEnd || !ByteClass.isIdentifierPart(code[wordEnd]))
            {
                sink.add(start, wordEnd, .string)
                index = wordEnd
                return
            }
            index = lineEnd
            if index < limit { index += 1 }
        }
        sink.add(start, limit, .string)
    }
}
