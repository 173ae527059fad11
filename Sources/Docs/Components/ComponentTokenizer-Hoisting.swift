import ByteTools

// MDX reads a page's `import`s before its content, wherever they stand.
extension ComponentTokenizer {
    /// Reads the `import` lines that stand below some content, so a component used above its
    /// import draws, as in MDX (which hoists every import to the top of the module). Lines in
    /// code fences are code; an import must start a block at the line's start, as in MDX.
    mutating func hoistImports(_ range: Range<Int>, firstLine: Int) {
        // Most bodies have no import below their first line: one search, no line walk.
        guard ByteSearch.find("\nimport ", in: code, from: range.lowerBound, to: range.upperBound) != nil else { return }
        let (savedStart, savedNumber) = (lineStart, lineNumber)
        defer {
            lineStart = savedStart
            lineNumber = savedNumber
            lastPosition = nil
        }
        lineStart = range.lowerBound
        lineNumber = firstLine
        var openFence: (byte: UInt8, count: Int)?
        var atBlockStart = true
        var afterContent = false
        while lineStart < range.upperBound {
            let lineEnd = ByteSearch.lineEnd(code, from: lineStart, limit: range.upperBound)
            var contentStart = lineStart
            while contentStart < lineEnd && ByteClass.isBlank(code[contentStart]) { contentStart += 1 }
            let isBlank = (contentStart..<lineEnd).allSatisfy { ByteClass.isWhitespace(code[$0]) }
            if let open = openFence {
                if closesFence(open, from: contentStart, to: lineEnd) { openFence = nil }
            } else if isBlank {
                atBlockStart = true
            } else {
                if let opened = fenceOpening(from: contentStart, to: lineEnd) {
                    openFence = opened
                } else if afterContent, atBlockStart, contentStart == lineStart,
                    startsWith("import ", at: contentStart, before: lineEnd),
                    readESMBlock(from: contentStart, to: lineEnd, bodyEnd: range.upperBound) != nil
                {
                    hoistedImports.insert(contentStart)
                }
                afterContent = afterContent || !startsWith("import ", at: contentStart, before: lineEnd)
                atBlockStart = false
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
    }
}
