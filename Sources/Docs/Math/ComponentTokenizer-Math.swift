import ByteTools

/// What the tokenizer keeps to find formulas: whether it reads them at all (not for the
/// CommonMark conformance suite, where a dollar is text), and where indented code is, in
/// which a dollar is code.
struct MathReading: Sendable {
    var isOn = false
    /// Inside an indented code block at the page's top level.
    var isInIndentedCode = false
    /// The column a list item's content starts at, while a list goes on: four more is code.
    var listContentIndent = 0
    /// Where searches for closing delimiters went in vain, on the line being scanned.
    var misses = MathSyntax.Misses()
    /// Where a look-ahead for a `$$` or `</Latex>` closing a formula's lines last stopped in
    /// vain (a blank line or the body's end): a line before it opening one finds none either.
    var spreadMisses = (dollars: 0, latex: 0)

    /// Whether formulas are read on the current line.
    var isActive: Bool { isOn && !isInIndentedCode }
}

// Formulas in a line of text, found with the inline components so that code spans, escapes,
// comments and tags are skipped the same way.
extension ComponentTokenizer {
    /// Notes a non-blank line at `indent` (top level only: a component's children are
    /// dedented, so indentation there says nothing about code), for ``MathReading``.
    mutating func noteMathLine(indent: Int, wasAtBlockStart: Bool, contentStart: Int, lineEnd: Int) {
        guard math.isOn else { return }
        guard stack.count == 1 else {
            math.isInIndentedCode = false
            return
        }
        let codeIndent = math.listContentIndent + 4
        if math.isInIndentedCode {
            math.isInIndentedCode = indent >= codeIndent
        } else {
            math.isInIndentedCode = wasAtBlockStart && indent >= codeIndent
        }
        if math.isInIndentedCode { return }
        if let content = listItemContent(from: contentStart, to: lineEnd) {
            math.listContentIndent = indent + content
        } else if wasAtBlockStart && indent < math.listContentIndent {
            math.listContentIndent = 0
        }
    }

    /// The width of a list marker and the spaces after it (`- `, `1. `) at `start`.
    private func listItemContent(from start: Int, to end: Int) -> Int? {
        var index = start
        if index < end, [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(code[index]) {
            index += 1
        } else {
            while index < end && index - start < 9 && ByteClass.isDigit(code[index]) { index += 1 }
            guard index > start, index < end, code[index] == UInt8(ascii: ".") || code[index] == UInt8(ascii: ")") else {
                return nil
            }
            index += 1
        }
        guard index < end, code[index] == .space else { return nil }
        var spaces = 0
        while index < end && code[index] == .space && spaces < 4 {
            index += 1
            spaces += 1
        }
        return index - start
    }

    /// The formula that opens with the `$` at `index`, as an inline tag; nil when the dollar
    /// is text.
    mutating func dollarFormula(at index: Int, end: Int) -> InlineTag? {
        guard let found = MathSyntax.dollar(code, at: index, end: end, misses: &math.misses) else { return nil }
        return formulaTag(found)
    }

    /// `<Latex>…</Latex>` at `index`, as one inline tag whose TeX is the element's children;
    /// displayed when nothing else is in `lineStart..<end`.
    mutating func latexFormula(at index: Int, lineStart: Int, end: Int) -> InlineTag? {
        let found = MathSyntax.latexElement(code, at: index, end: end, misses: &math.misses) { range in
            (lineStart..<range.lowerBound).allSatisfy { ByteClass.isWhitespace(code[$0]) }
                && (range.upperBound..<end).allSatisfy { ByteClass.isWhitespace(code[$0]) }
        }
        return found.map(formulaTag)
    }

    private func formulaTag(_ found: MathSyntax.Match) -> InlineTag {
        var attributes = ComponentAttributes()
        attributes.append("tex", .string(found.tex))
        if found.display { attributes.append("display", .string("true")) }
        // The Markdown twin keeps the formula as TeX between dollars, which readers and
        // language models know.
        attributes.append("source", .string(found.display ? "$$\(found.tex)$$" : "$\(found.tex)$"))
        return InlineTag(kind: .latex, role: .selfClosing, range: found.range, attributes: attributes)
    }

    /// Whether the HTML tag at `index` holds a dollar (in an attribute), so the scan skips it.
    func htmlTagHoldsDollar(_ range: Range<Int>) -> Bool {
        ByteSearch.contains(UInt8(ascii: "$"), in: code, from: range.lowerBound, to: range.upperBound)
    }

    /// The end of the last line a formula opened on `start..<lineEnd` reaches; `lineEnd` when
    /// none goes past it.
    mutating func mathLinesEnd(from start: Int, lineEnd: Int, bodyEnd: Int) -> Int {
        guard math.isActive else { return lineEnd }
        // Every line of every page comes here: most hold neither a dollar nor `<Latex>`.
        guard
            ByteSearch.contains(UInt8(ascii: "$"), in: code, from: start, to: lineEnd)
                || (ByteSearch.contains(UInt8(ascii: "<"), in: code, from: start, to: lineEnd)
                    && ByteSearch.find("<Latex>", in: code, from: start, to: lineEnd) != nil)
        else { return lineEnd }
        return MathSyntax.spreadEnd(code, from: start, lineEnd: lineEnd, bodyEnd: bodyEnd, misses: &math.spreadMisses)
            ?? lineEnd
    }
}

extension MathFormula {
    /// The formula an inline tag made by the tokenizer stands for.
    init?(_ tag: InlineTag) {
        guard tag.kind == .latex, tag.role == .selfClosing, let tex = tag.attributes.string("tex") else { return nil }
        self.init(tex: tex, display: tag.attributes.string("display") == "true")
    }
}
