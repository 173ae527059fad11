import ByteTools

/// Where formulas are in a line of Markdown: `$…$` inline, `$$…$$` displayed, and
/// `<Latex>…</Latex>`, found before cmark sees the text (cmark would take a formula's
/// backslashes, underscores and asterisks for Markdown).
///
/// The dollar rules are Pandoc's (and remark-math's): an opening `$` is not followed by a
/// space, a closing `$` is not preceded by one nor followed by a digit, so `$5 and $10` stays
/// text; `\$` is a dollar. The caller skips code spans, HTML comments and tags first, and a
/// single-dollar formula stops at a backtick, so it never reaches into a code span.
enum MathSyntax {
    /// A formula found in the text: its bytes (delimiters included), its TeX, and whether
    /// it is displayed on a line of its own.
    struct Match: Equatable {
        var range: Range<Int>
        var tex: String
        var display: Bool
    }

    /// How far a search for a closing delimiter went in vain: an opener before that point
    /// finds no closer either (what could close it was seen), so it is not searched again.
    /// Searching from every opener made a line of 30,000 `$a ` quadratic.
    struct Misses {
        var single = 0
        var double = 0
        var latex = 0
    }

    /// The formula that opens with the `$` at `start`, ending before `end`; nil when the
    /// dollar is text. A single `$` closes on its own line; `$$` may go on over lines.
    static func dollar(_ code: [UInt8], at start: Int, end: Int, misses: inout Misses) -> Match? {
        guard start + 1 < end else { return nil }
        if code[start + 1] == .dollarSign {
            guard start >= misses.double else { return nil }
            var index = start + 2
            while index + 1 < end {
                if code[index] == .backslash {
                    index += 2
                    continue
                }
                if code[index] == .dollarSign && code[index + 1] == .dollarSign {
                    let tex = trimmed(code[(start + 2)..<index])
                    guard !tex.isEmpty else { return nil }
                    return Match(range: start..<(index + 2), tex: tex, display: true)
                }
                index += 1
            }
            misses.double = end
            return nil
        }
        guard !ByteClass.isWhitespace(code[start + 1]), start >= misses.single else { return nil }
        let lineEnd = ByteSearch.lineEnd(code, from: start, limit: end)
        var index = start + 1
        while index < lineEnd {
            let byte = code[index]
            if byte == .backslash {
                index += 2
                continue
            }
            // A code span is nearer than a closing dollar past it: `$5 or `$x`` is not math.
            if byte == .backtickMark {
                misses.single = index
                return nil
            }
            if byte == .dollarSign {
                guard !ByteClass.isWhitespace(code[index - 1]), index + 1 >= end || !ByteClass.isDigit(code[index + 1]) else {
                    // Pandoc's rule: this dollar does not close; a later one on the line may.
                    index += 1
                    continue
                }
                return Match(
                    range: start..<(index + 1), tex: String(decoding: code[(start + 1)..<index], as: UTF8.self), display: false)
            }
            index += 1
        }
        misses.single = lineEnd
        return nil
    }

    /// `<Latex>…</Latex>` at `start` (the `<`), ending before `end`: its children as TeX,
    /// displayed when the element is all its line holds (`alone`). Nil when it is not closed.
    static func latexElement(
        _ code: [UInt8], at start: Int, end: Int, misses: inout Misses, alone: (Range<Int>) -> Bool
    ) -> Match? {
        let open = Array("<Latex>".utf8)
        guard start >= misses.latex, start + open.count <= end, code[start..<(start + open.count)].elementsEqual(open) else {
            return nil
        }
        guard let close = ByteSearch.find("</Latex>", in: code, from: start + open.count, to: end) else {
            misses.latex = end
            return nil
        }
        let range = start..<(close + 8)
        let tex = trimmed(code[(start + open.count)..<close])
        guard !tex.isEmpty else { return nil }
        return Match(range: range, tex: tex, display: alone(range))
    }

    /// Where the line `start..<lineEnd` ends together with the lines a formula opened on it
    /// goes on over: a `$$` or `<Latex>` left open there, closed later in the same paragraph
    /// (before a blank line). Nil when no formula goes past the line.
    static func spreadEnd(
        _ code: [UInt8], from start: Int, lineEnd: Int, bodyEnd: Int, misses: inout (dollars: Int, latex: Int)
    ) -> Int? {
        guard let open = unclosedOpening(code, from: start, to: lineEnd),
            lineEnd >= (open.isLatex ? misses.latex : misses.dollars)
        else { return nil }
        let closing: StaticString = open.isLatex ? "</Latex>" : "$$"
        var lineStart = lineEnd + 1
        while lineStart < bodyEnd {
            let next = ByteSearch.lineEnd(code, from: lineStart, limit: bodyEnd)
            if (lineStart..<next).allSatisfy({ ByteClass.isBlank(code[$0]) }) { break }
            if ByteSearch.find(closing, in: code, from: lineStart, to: next) != nil { return next }
            lineStart = next + 1
        }
        if open.isLatex { misses.latex = lineStart } else { misses.dollars = lineStart }
        return nil
    }

    /// The last `$$` or `<Latex>` the line opens without closing, skipping code spans and
    /// escapes.
    private static func unclosedOpening(_ code: [UInt8], from start: Int, to end: Int) -> (index: Int, isLatex: Bool)? {
        var open: (index: Int, isLatex: Bool)?
        var index = start
        var inCode = false
        while index < end {
            let byte = code[index]
            if byte == .backtickMark {
                inCode.toggle()
            } else if inCode {
            } else if byte == .backslash {
                index += 1
            } else if byte == .dollarSign, index + 1 < end, code[index + 1] == .dollarSign, open == nil || open?.isLatex == false
            {
                open = open == nil ? (index, false) : nil
                index += 1
            } else if byte == .openAngle, open == nil,
                ByteSearch.find("<Latex>", in: code, from: index, to: min(end, index + 7)) == index
            {
                open = (index, true)
            } else if byte == .openAngle, open?.isLatex == true,
                ByteSearch.find("</Latex>", in: code, from: index, to: min(end, index + 8)) == index
            {
                open = nil
            }
            index += 1
        }
        return open
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        while let first = slice.first, ByteClass.isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, ByteClass.isWhitespace(last) { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}

extension UInt8 {
    fileprivate static let dollarSign = UInt8(ascii: "$")
    fileprivate static let backtickMark = UInt8(ascii: "`")
    fileprivate static let openAngle = UInt8(ascii: "<")
}
