import Diagnostics

/// Turns a template's tokens into the node tree that `TemplateProgram` lays out for rendering.
///
/// Parsing runs in three steps: the scanner cuts and pairs the tags, the standalone rules
/// (`TemplateParser-Standalone.swift`) trim the lines that only hold a tag, and this file builds
/// the tree, resolving everything about whitespace and indentation that does not depend on data.
struct TemplateParser {
    let source: TemplateSource
    let tokens: [TemplateToken]
    /// What is left of each text token once standalone lines are removed.
    var textRanges: [Range<Int>]
    /// Which tags stand alone on their line (for a parent, the opening tag is marked when the
    /// whole `{{<name}}…{{/name}}` pair does).
    var standalone: [Bool]

    static func parse(_ source: TemplateSource) throws(Diagnostic) -> [TemplateNode] {
        var scanner = TemplateScanner(source)
        var parser = TemplateParser(source: source, tokens: try scanner.scan())
        parser.applyStandaloneRules()
        return parser.nodes(in: parser.tokens.indices, dedent: [])
    }

    private init(source: TemplateSource, tokens: [TemplateToken]) {
        self.source = source
        self.tokens = tokens
        textRanges = tokens.map(\.range)
        standalone = Array(repeating: false, count: tokens.count)
    }

    /// The nodes for the tokens in `range`.
    ///
    /// `dedent` is the indentation of the innermost block override being built: the spec
    /// removes it from each line of the override and adds the indentation of the place the
    /// block fills instead.
    private func nodes(in range: Range<Int>, dedent: ArraySlice<UInt8>) -> [TemplateNode] {
        var built: [TemplateNode] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .text:
                appendLines(of: textRanges[index], dedent: dedent, to: &built)
            case .variable(let escaped):
                built.append(.variable(TemplatePath(token.name), escaped: escaped, at: token.range.lowerBound))
            case .comment, .setDelimiters, .close:
                // These print nothing (a closing tag is passed over with its opening tag anyway).
                break
            case .section(let inverted):
                let body = nodes(in: index + 1..<token.partner!, dedent: dedent)
                built.append(.section(TemplatePath(token.name), inverted: inverted, body: body, at: token.range.lowerBound))
            case .partial:
                let indentation =
                    standalone[index] ? dedented(source.indentation(before: token.range.lowerBound), by: dedent) : nil
                built.append(.partial(token.name, indentation: indentation, at: token.range.lowerBound))
            case .parent:
                let indentation =
                    standalone[index] ? dedented(source.indentation(before: token.range.lowerBound), by: dedent) : nil
                built.append(
                    .parent(
                        token.name, indentation: indentation, overrides: overrides(in: index + 1..<token.partner!),
                        at: token.range.lowerBound))
            case .block:
                let body = nodes(in: index + 1..<token.partner!, dedent: dedent)
                built.append(
                    .block(
                        token.name, indentation: dedented(siteIndentation(of: index), by: dedent), defaultBody: body,
                        at: token.range.lowerBound))
            }
            index = token.kind.opensSection ? token.partner! + 1 : index + 1
        }
        return built
    }

    /// The blocks a parent overrides: its `{{$name}}` tags. The spec ignores everything else
    /// between `{{<name}}` and `{{/name}}`, including what nested sections hold.
    private func overrides(in range: Range<Int>) -> [String: [TemplateNode]] {
        var overrides: [String: [TemplateNode]] = [:]
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if case .block = token.kind {
                overrides[token.name] = nodes(in: index + 1..<token.partner!, dedent: intrinsicIndentation(of: index))
            }
            index = token.kind.opensSection ? token.partner! + 1 : index + 1
        }
        return overrides
    }

    /// Appends text, each line first losing as much of `dedent` as it starts with.
    ///
    /// Text joins the text node before it, if any: tags that print nothing (comments, delimiter
    /// changes, standalone lines) would otherwise leave runs of text nodes that rendering walks
    /// one by one, and the renderer finds line starts for indentation itself.
    private func appendLines(of range: Range<Int>, dedent: ArraySlice<UInt8>, to nodes: inout [TemplateNode]) {
        var text: [UInt8] = []
        var start = range.lowerBound
        if case .text(let previous, let previousStart)? = nodes.last {
            text = previous
            start = previousStart
            nodes.removeLast()
        }
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            let lineEnd =
                source.bytes[lineStart..<range.upperBound].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? range.upperBound
            var textStart = lineStart
            if !dedent.isEmpty, lineStart == 0 || source.bytes[lineStart - 1] == UInt8(ascii: "\n") {
                textStart += commonPrefixLength(source.bytes[lineStart..<lineEnd], dedent)
            }
            text += source.bytes[textStart..<lineEnd]
            lineStart = lineEnd
        }
        if !text.isEmpty { nodes.append(.text(text, at: start)) }
    }

    /// The indentation an override gets where the block at `index` (outside a parent) sits.
    ///
    /// A block tag alone on its line takes the indentation of its default content's first line
    /// (the spec's "intrinsic indentation"), or its own when it has none. A block tag with
    /// other content on its line uses the whitespace before it, if only whitespace precedes it:
    /// an override's first line continues that line and its later lines line up under it.
    private func siteIndentation(of index: Int) -> ArraySlice<UInt8> {
        let tag = tokens[index].range
        if standalone[index], let nextLine = source.lineEnd(after: tag.upperBound), nextLine < source.bytes.count {
            return source.indentation(ofLineAt: nextLine)
        }
        guard source.isBlankBefore(tag.lowerBound) else { return [] }
        return source.indentation(before: tag.lowerBound)
    }

    /// The indentation removed from each line of the override at `index` (inside a parent):
    /// that of its first line when the tag ends its own line, otherwise none.
    private func intrinsicIndentation(of index: Int) -> ArraySlice<UInt8> {
        guard let contentStart = source.lineEnd(after: tokens[index].range.upperBound) else { return [] }
        return source.indentation(ofLineAt: contentStart)
    }

    /// `indentation` without the part it shares with the start of `dedent`.
    private func dedented(_ indentation: ArraySlice<UInt8>, by dedent: ArraySlice<UInt8>) -> [UInt8] {
        Array(indentation.dropFirst(commonPrefixLength(indentation, dedent)))
    }

    private func commonPrefixLength(_ line: ArraySlice<UInt8>, _ prefix: ArraySlice<UInt8>) -> Int {
        zip(line, prefix).prefix(while: { $0 == $1 }).count
    }
}
