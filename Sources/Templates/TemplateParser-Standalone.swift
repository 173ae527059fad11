/// The spec's standalone rules: a line holding only whitespace and one tag that prints nothing
/// (a section, inverted section or closing tag, comment, partial, set-delimiter or block tag)
/// is removed whole, newline included, so control tags can sit on lines of their own without
/// leaving blank lines behind.
///
/// The inheritance module widens this in three ways, because whatever sits between `{{<name}}`
/// and `{{/name}}` outside a block is ignored anyway:
/// - a parent stands alone when its opening tag starts its line and its closing tag ends one,
///   so `{{<name}}{{/name}}` on a line of its own is a standalone pair;
/// - a block override's opening tag only needs to end its line for that newline to go;
/// - a block override's closing tag only needs to start its line for that indentation to go.
extension TemplateParser {
    mutating func applyStandaloneRules() {
        for index in tokens.indices {
            let token = tokens[index]
            let lineEnd = source.lineEnd(after: token.range.upperBound)
            switch token.kind {
            case .text, .variable, .parent:
                // Interpolations always print; a parent is decided at its closing tag.
                break
            case .block(inParent: true):
                if let lineEnd { removeRest(of: index, upTo: lineEnd) }
            case .close where tokens[token.partner!].kind == .block(inParent: true):
                if startsLine(index) { removeIndentation(before: index) }
            case .close where tokens[token.partner!].kind == .parent:
                let open = token.partner!
                guard let lineEnd else { break }
                if startsLine(open) {
                    standalone[open] = true
                    removeIndentation(before: open)
                    removeRest(of: index, upTo: lineEnd)
                } else if startsLine(index) {
                    removeRest(of: index, upTo: lineEnd)
                }
            case .comment, .setDelimiters, .section, .partial, .block(inParent: false), .close:
                if let lineEnd, startsLine(index) {
                    standalone[index] = true
                    removeIndentation(before: index)
                    removeRest(of: index, upTo: lineEnd)
                }
            }
        }
    }

    /// Whether only whitespace precedes the tag at `index` on its line.
    private func startsLine(_ index: Int) -> Bool {
        source.isBlankBefore(tokens[index].range.lowerBound)
    }

    /// Drops the whitespace between the start of the line and the tag at `index` from the text
    /// before it.
    private mutating func removeIndentation(before index: Int) {
        guard index > 0, tokens[index - 1].kind == .text else { return }
        let text = textRanges[index - 1]
        let lineStart = source.lineStart(before: tokens[index].range.lowerBound)
        textRanges[index - 1] = text.lowerBound..<max(text.lowerBound, lineStart)
    }

    /// Drops the whitespace and newline after the tag at `index`, up to `lineEnd`, from the
    /// text after it.
    private mutating func removeRest(of index: Int, upTo lineEnd: Int) {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .text else { return }
        let text = textRanges[index + 1]
        textRanges[index + 1] = min(lineEnd, text.upperBound)..<text.upperBound
    }
}
