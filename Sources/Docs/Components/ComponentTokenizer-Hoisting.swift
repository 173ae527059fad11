import ByteTools

// MDX reads a page's `import`s before its content, wherever they stand.
extension ComponentTokenizer {
    /// Reads the `import` lines that stand below some content, so a component used above its
    /// import draws, as in MDX (which hoists every import to the top of the module). Lines in
    /// code fences are code; an import must start a block at the line's start, as in MDX.
    mutating func hoistImports(_ range: Range<Int>, firstLine: Int) {
        // Most bodies have no import below their first line: one search, no line walk.
        guard ByteSearch.find("\nimport ", in: code, from: range.lowerBound, to: range.upperBound) != nil else { return }
        let lines = code.withUnsafeBufferPointer { Self.importLines(in: $0, range, firstLine: firstLine) }
        let (savedStart, savedNumber) = (lineStart, lineNumber)
        defer {
            lineStart = savedStart
            lineNumber = savedNumber
            lastPosition = nil
        }
        for line in lines {
            lineStart = line.start
            lineNumber = line.number
            if readESMBlock(from: line.start, to: line.end, bodyEnd: range.upperBound) != nil {
                hoistedImports.insert(line.start)
            }
        }
    }

    /// A line's start, end and number.
    private typealias ImportLine = (start: Int, end: Int, number: Int)

    /// The lines of `code[range]` that may be imports to hoist: `import ` at the start of a
    /// block, outside code fences, below some content. It walks every line of a page whose
    /// code sample imports something, so it reads the buffer rather than the tokenizer.
    private static func importLines(
        in code: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, firstLine: Int
    ) -> [ImportLine] {
        var lines: [ImportLine] = []
        var lineStart = range.lowerBound
        var lineNumber = firstLine
        var openFence: CodeFence.Opening?
        var atBlockStart = true
        var afterContent = false
        while lineStart < range.upperBound {
            let lineEnd = ByteSearch.lineEnd(code, from: lineStart, limit: range.upperBound)
            var contentStart = lineStart
            while contentStart < lineEnd && ByteClass.isBlank(code[contentStart]) { contentStart += 1 }
            if let open = openFence {
                if CodeFence.closes(open, in: code, from: contentStart, to: lineEnd) { openFence = nil }
            } else if (contentStart..<lineEnd).allSatisfy({ ByteClass.isWhitespace(code[$0]) }) {
                atBlockStart = true
            } else {
                let isImport = startsWith("import ", in: code, at: contentStart, before: lineEnd)
                if let opened = CodeFence.opening(in: code, from: contentStart, to: lineEnd) {
                    openFence = opened
                } else if afterContent, atBlockStart, contentStart == lineStart, isImport {
                    lines.append((lineStart, lineEnd, lineNumber))
                }
                afterContent = afterContent || !isImport
                atBlockStart = false
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return lines
    }
}
