import ByteTools

/// Shiki's comment notations: `// [!code ++]`, `[!code --]`, `[!code focus]`,
/// `[!code highlight]` (or `hl`), `[!code error]` and `[!code warning]`, each with an
/// optional count (`[!code ++:3]` marks this line and the two after it).
///
/// A notation counts inside a comment in any of the comment syntaxes docs use (`//`, `#`,
/// `--`, `;`, `%`, `/* */`, `<!-- -->`, `{/* */}`). The notation leaves the code, and so the
/// copied text; its comment goes too when nothing else was in it, and a line left empty by
/// that goes as well, its mark moving to the line after it (as Shiki's newer matching does).
enum CodeNotations {
    /// The code without its notations and each line's marks (index 0 is line 1), or nil when
    /// the code has none: the usual block, found with one byte search.
    static func strip(_ code: [UInt8], end: Int) -> (code: [UInt8], marks: [LineMarks])? {
        guard ByteSearch.find("[!code ", in: code, from: 0, to: end) != nil else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(end)
        var marks: [LineMarks] = []
        /// Marks waiting for the lines after a notation: (mark, lines still to mark).
        var pending: [(LineMarks, Int)] = []
        var lineStart = 0
        while lineStart <= end {
            let lineEnd = ByteSearch.lineEnd(code, from: lineStart, limit: end)
            var line = Array(code[lineStart..<lineEnd])
            var found: [(LineMarks, Int)] = []
            let hadContent = line.contains { !ByteClass.isWhitespace($0) }
            removeNotations(from: &line, into: &found)
            lineStart = lineEnd + 1
            if !found.isEmpty && hadContent && !line.contains(where: { !ByteClass.isWhitespace($0) }) {
                // A comment alone on its line: the line goes, its marks start at the next one.
                pending += found
                continue
            }
            var mark = LineMarks()
            for (index, (pendingMark, count)) in pending.enumerated().reversed() {
                mark.insert(pendingMark)
                if count <= 1 { pending.remove(at: index) } else { pending[index].1 = count - 1 }
            }
            for (foundMark, count) in found {
                mark.insert(foundMark)
                if count > 1 { pending.append((foundMark, count - 1)) }
            }
            if !marks.isEmpty { output.append(UInt8(ascii: "\n")) }
            output += line
            marks.append(mark)
        }
        if marks.isEmpty { marks.append([]) }
        return (output, marks)
    }

    /// Takes every known notation out of `line` (with its comment when that empties it).
    private static func removeNotations(from line: inout [UInt8], into found: inout [(LineMarks, Int)]) {
        var searchFrom = 0
        while let open = ByteSearch.find("[!code ", in: line, from: searchFrom, to: line.count) {
            guard let close = line[open...].firstIndex(of: UInt8(ascii: "]")) else { return }
            let body = line[(open + 7)..<close]
            let colon = body.firstIndex(of: UInt8(ascii: ":"))
            let word = body[..<(colon ?? body.endIndex)]
            let count = colon.flatMap { Int(String(decoding: body[($0 + 1)...], as: UTF8.self)) } ?? 1
            guard let mark = LineMarks(notation: word), count > 0, let opener = commentOpener(in: line, before: open)
            else {
                searchFrom = open + 1
                continue
            }
            found.append((mark, min(count, 10_000)))
            var removeEnd = close + 1
            var removeStart = open
            // Only blanks between the comment's opener and the notation, and after it only
            // blanks and the comment's closer: the whole comment goes.
            let between = line[opener.end..<open]
            var after = removeEnd
            while after < line.count && ByteClass.isBlank(line[after]) { after += 1 }
            let closerLength = closerLength(in: line, at: after, for: opener.kind)
            let onlyNotation =
                between.allSatisfy(ByteClass.isBlank)
                && (after + closerLength == line.count || (closerLength == 0 && after == line.count))
            if onlyNotation {
                removeStart = opener.start
                removeEnd = line.count
            }
            // The blanks before what goes, so no trailing space is left behind.
            while removeStart > 0 && ByteClass.isBlank(line[removeStart - 1]) { removeStart -= 1 }
            if !onlyNotation && removeEnd < line.count && removeStart > 0 && !ByteClass.isBlank(line[removeEnd]) {
                removeStart = min(open, removeStart + 1)  // keep one space between the words either side
            }
            line.removeSubrange(removeStart..<removeEnd)
            searchFrom = removeStart
        }
    }

    /// Kinds of comment openers, for the closer each expects.
    private enum OpenerKind { case line, block, html, jsx }

    /// The last comment opener before `position` on the line.
    private static func commentOpener(in line: [UInt8], before position: Int) -> (start: Int, end: Int, kind: OpenerKind)? {
        var index = position - 1
        while index >= 0 {
            let byte = line[index]
            if byte == UInt8(ascii: "-") && index >= 3 && line[(index - 3)...index].elementsEqual("<!--".utf8) {
                return (index - 3, index + 1, .html)
            }
            if byte == UInt8(ascii: "*") && index >= 1 && line[index - 1] == UInt8(ascii: "/") {
                if index >= 2 && line[index - 2] == UInt8(ascii: "{") { return (index - 2, index + 1, .jsx) }
                return (index - 1, index + 1, .block)
            }
            if (byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-")) && index >= 1 && line[index - 1] == byte {
                return (index - 1, index + 1, .line)
            }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "%") {
                return (index, index + 1, .line)
            }
            index -= 1
        }
        return nil
    }

    /// The length of the closer the opener expects at `position` (0 when absent or a line comment).
    private static func closerLength(in line: [UInt8], at position: Int, for kind: OpenerKind) -> Int {
        let closer: String
        switch kind {
        case .line: return 0
        case .block: closer = "*/"
        case .html: closer = "-->"
        case .jsx: closer = "*/}"
        }
        return line[position...].starts(with: closer.utf8) ? closer.utf8.count : 0
    }
}
