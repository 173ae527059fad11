import ByteTools

extension ComponentTokenizer {
    /// Inside a code fence, reads the lines up to the one that closes it (or the body's end) in
    /// one go, joining them to the plain lines pending before them: what ``readLine(end:bodyEnd:)``
    /// does line by line, at a fraction of its cost per line. Nearly half of a docs page's lines
    /// are code, and each made a line value, sliced its bytes and re-sliced the pending span.
    ///
    /// - Returns: whether any line was read; when not, the next line is ``readLine(end:bodyEnd:)``'s
    ///   (it closes the fence, or no plain lines are pending right before it).
    mutating func readFencedLines(bodyEnd end: Int) -> Bool {
        guard let open = fence, !isVerbatim, let pending = pendingLines,
            pending.isFollowed(byLineAt: lineStart, number: lineNumber)
        else { return false }
        var start = lineStart
        var number = lineNumber
        var last: (end: Int, number: Int, isBlank: Bool)?
        var leastIndent: Int?
        code.withUnsafeBufferPointer { code in
            while start < end {
                let lineEnd = ByteSearch.lineEnd(code, from: start, limit: end)
                var indent = 0
                while start + indent < lineEnd && ByteClass.isBlank(code[start + indent]) { indent += 1 }
                if CodeFence.closes(open, in: code, from: start + indent, to: lineEnd) { break }
                let isBlank = start + indent == lineEnd
                if !isBlank { leastIndent = min(leastIndent ?? indent, indent) }
                last = (lineEnd, number, isBlank)
                // As the line loop counts: the body's last line, with no line feed, adds none.
                if lineEnd < end { number += 1 }
                start = lineEnd + 1
            }
        }
        guard let last else { return false }
        pendingLines!.extend(
            to: last.end, lastNumber: last.number, lastIsBlank: last.isBlank, leastIndent: leastIndent, in: code)
        lineStart = start
        lineNumber = number
        return true
    }
}
