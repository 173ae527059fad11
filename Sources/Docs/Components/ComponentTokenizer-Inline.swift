import ByteTools
import Diagnostics
import HTML

// Inline components inside a line of text, and the closing tags a line may end with.
extension ComponentTokenizer {
    /// The inline component tags in `start..<end`, skipping code spans, escaped `\<` and HTML
    /// comments. Block components and unknown names in running text are reported.
    mutating func scanInlineTags(from start: Int, to end: Int) -> [InlineTag] {
        // Every tag, comment and expression starts with `<` or `{`; most lines have neither.
        guard
            ByteSearch.contains(UInt8(ascii: "<"), in: code, from: start, to: end)
                || ByteSearch.contains(UInt8(ascii: "{"), in: code, from: start, to: end)
                || (math.isActive && ByteSearch.contains(UInt8(ascii: "$"), in: code, from: start, to: end))
        else {
            return []
        }
        let readsMath = math.isActive && ByteSearch.contains(UInt8(ascii: "$"), in: code, from: start, to: end)
        var tags: [InlineTag] = []
        var index = start
        // Every backtick run of the line by length, made at the first backtick, so that a line
        // of many runs of different lengths is still read in one pass.
        var backtickRuns: BacktickRuns?
        var skipsHTML = false
        while index < end {
            switch code[index] {
            case UInt8(ascii: "\\"):
                index += 2
            case UInt8(ascii: "`"):
                if backtickRuns == nil { backtickRuns = BacktickRuns(code, from: index, to: end) }
                index = backtickRuns!.codeSpanEnd(code, from: index, to: end)
            case UInt8(ascii: "<") where startsWith("<!--", at: index, before: end):
                guard let close = find("-->", from: index + 4, to: end) else {
                    isInHTMLComment = true
                    return tags
                }
                index = close + 3
            case UInt8(ascii: "$") where readsMath:
                if let formula = dollarFormula(at: index, end: end) {
                    tags.append(formula)
                    index = formula.range.upperBound
                } else {
                    // An unclosed `$$` is text, both dollars.
                    index += index + 1 < end && code[index + 1] == UInt8(ascii: "$") ? 2 : 1
                }
            case UInt8(ascii: "<") where math.isActive && startsWith("<Latex>", at: index, before: end):
                if let formula = latexFormula(at: index, lineStart: start, end: end) {
                    tags.append(formula)
                    index = formula.range.upperBound
                } else {
                    index = readInlineTag(at: index, end: end, into: &tags)
                }
            case UInt8(ascii: "<")
            where index + 1 < end && (ByteClass.isUppercase(code[index + 1]) || code[index + 1] == UInt8(ascii: "/")):
                index = readInlineTag(at: index, end: end, into: &tags)
            case UInt8(ascii: "<") where isMDX && index + 1 < end && ByteClass.isLowercase(code[index + 1]) && !skipsHTML:
                switch TagScanner.scanHTML(code, at: index, limit: end) {
                case .tag(let tag):
                    guard let element = htmlWithJSXAttributes(tag) else {
                        // A dollar in an attribute is not a formula.
                        index = readsMath && htmlTagHoldsDollar(tag.range) ? tag.range.upperBound : index + 1
                        continue
                    }
                    tags.append(element)
                    index = element.range.upperBound
                case .malformed:
                    // A broken tag is text; the tags after it on the line are left as HTML,
                    // since reading on from each `<` after it made a long line quadratic.
                    skipsHTML = true
                    index += 1
                case .notATag:
                    index += 1
                }
            case UInt8(ascii: "<") where readsMath && index + 1 < end && ByteClass.isLowercase(code[index + 1]):
                // An HTML tag in a Markdown file: a dollar in an attribute is not a formula.
                if case .tag(let tag) = TagScanner.scanHTML(code, at: index, limit: end) {
                    index = tag.range.upperBound
                } else {
                    index += 1
                }
            case UInt8(ascii: "{"):
                if let expression = inlineExpression(at: index, end: end) {
                    tags.append(expression)
                    index = expression.range.upperBound
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        return tags
    }

    /// An HTML tag whose attributes use JSX values (`style={{ width: "50%" }}`,
    /// `width={300}`), which neither HTML nor cmark reads, rewritten as HTML: literals become
    /// quoted values, a style object becomes CSS, `{true}` a bare attribute, and values that
    /// need JavaScript are left out. Tags with only HTML values are left as written.
    private mutating func htmlWithJSXAttributes(_ tag: TagScanner.Tag) -> InlineTag? {
        guard !tag.isClosing,
            tag.attributes.entries.contains(where: { if case .expression = $0.value { true } else { false } })
        else { return nil }
        let attributes = checkedLinks(tag.attributes, of: tag.name, holdsLink: RawHTMLSanitizer.holdsURL)
        var html = HTMLBuffer(capacity: 128)
        html.raw("<" + tag.name)
        for (name, value) in attributes.entries {
            switch value {
            case .string(let text):
                html.attribute(name, text)
            case .bare:
                html.raw(" " + name)
            case .expression(let raw):
                let text = raw.trimmingWhitespace()
                if name == "style", text.hasPrefix("{") {
                    let css = JSXStyle.css(fromObject: String(text))
                    if !css.isEmpty { html.attribute("style", css) }
                } else if text == "true" {
                    html.raw(" " + name)
                } else if let literal = JSXStyle.literal(String(text)) {
                    html.attribute(name, literal)
                }
            }
        }
        html.raw(tag.isSelfClosing ? " />" : ">")
        var rebuilt = ComponentAttributes()
        rebuilt.append("html", .string(String(decoding: html.bytes, as: UTF8.self)))
        return InlineTag(kind: .expression, role: .selfClosing, range: tag.range, attributes: rebuilt)
    }

    /// A JSX comment (`{/* … */}`) or string literal (`{" "}`, `{'a'}`, `` {`b`} ``) that
    /// starts at `index` and ends on the line; nil for any other brace, which stays text.
    private mutating func inlineExpression(at index: Int, end: Int) -> InlineTag? {
        if startsWith("{/*", at: index, before: end) {
            var close = index + 3
            while close + 3 <= end {
                if startsWith("*/}", at: close, before: end) {
                    return InlineTag(
                        kind: .expression, role: .selfClosing, range: index..<(close + 3), attributes: ComponentAttributes())
                }
                close += 1
            }
            return nil
        }
        var start = index + 1
        while start < end && ByteClass.isBlank(code[start]) { start += 1 }
        if let value = scriptExpression(at: index, end: end) { return value }
        guard start < end,
            code[start] == UInt8(ascii: "\"") || code[start] == UInt8(ascii: "'") || code[start] == UInt8(ascii: "`")
        else { return nil }
        let quote = code[start]
        var text: [UInt8] = []
        var position = start + 1
        while position < end && code[position] != quote {
            var byte = code[position]
            if byte == UInt8(ascii: "\\"), position + 1 < end {
                position += 1
                byte = code[position]
            } else if quote == UInt8(ascii: "`") && byte == UInt8(ascii: "$") && position + 1 < end
                && code[position + 1] == UInt8(ascii: "{")
            {
                return nil  // `${…}` needs JavaScript
            }
            text.append(byte)
            position += 1
        }
        guard position < end else { return nil }
        position += 1
        while position < end && ByteClass.isBlank(code[position]) { position += 1 }
        guard position < end, code[position] == UInt8(ascii: "}") else { return nil }
        var attributes = ComponentAttributes()
        attributes.append("text", .string(String(decoding: text, as: UTF8.self)))
        return InlineTag(kind: .expression, role: .selfClosing, range: index..<(position + 1), attributes: attributes)
    }

    /// `{name}`, `{props.title}`, `{["a", "b"]}` and the like, when the page's script defines
    /// what they name (or they name nothing): the value as React draws it. An object is what
    /// React refuses ("Objects are not valid as a React child"): a warning, and nothing drawn.
    /// Other braces stay text.
    private mutating func scriptExpression(at index: Int, end: Int) -> InlineTag? {
        guard !scriptScope.names.isEmpty || (isMDX && startsLiteral(at: index + 1, end: end)) else { return nil }
        let line = Array(code[index..<end])
        guard let close = JSXScanner.braceEnd(line, from: 0) else { return nil }
        let source = String(decoding: line[1..<(close - 1)], as: UTF8.self)
        guard let value = try? ScriptEvaluator.evaluate(source, scope: scriptScope) else { return nil }
        var attributes = ComponentAttributes()
        switch ReactChild(value) {
        case .text(let text):
            if !text.isEmpty { attributes.append("text", .string(text)) }
        case .refused(let what):
            report(
                .unsupportedMDX,
                "`{\(source.trimmingWhitespace())}` is \(what), which React does not draw as text; nothing is shown.",
                at: position(of: index))
        case .unsupported:
            return nil
        }
        return InlineTag(kind: .expression, role: .selfClosing, range: index..<(index + close), attributes: attributes)
    }

    /// Whether the expression at `start` begins with a literal React draws without any name
    /// defined: an array, `null`, `undefined`, `true` or `false`. Other braces of a page
    /// without script stay text, as they did.
    private func startsLiteral(at start: Int, end: Int) -> Bool {
        var index = start
        while index < end && ByteClass.isBlank(code[index]) { index += 1 }
        guard index < end else { return false }
        if code[index] == UInt8(ascii: "[") { return true }
        let words: [StaticString] = ["null", "undefined", "true", "false"]
        return words.contains { word in
            let after = index + word.utf8CodeUnitCount
            return startsWith(word, at: index, before: end) && (after >= end || !ByteClass.isIdentifierPart(code[after]))
        }
    }

    /// Reads the tag at `index` if it is a component; returns where scanning continues.
    private mutating func readInlineTag(at index: Int, end: Int, into tags: inout [InlineTag]) -> Int {
        switch scanTag(at: index, limit: end) {
        case .notATag:
            return index + 1
        case .malformed(let message, let at):
            report(.invalidComponentTag, "The component tag is malformed: \(message).", at: position(of: at))
            return end
        case .tag(let tag):
            let at = position(of: index)
            let known = ComponentKind(name: tag.name) ?? (scriptImports.contains(tag.name) ? .scriptComponent : nil)
            if known == nil && !tag.isClosing {
                report(
                    .unknownComponent, "<\(tag.name)> is not a known component; its children are shown.", at: at,
                    hint: Self.hint(forUnknown: tag.name))
            }
            let kind = known ?? .scriptComponent
            if kind == .scriptComponent, let expanded = expandInlineScriptComponent(tag, end: end) {
                tags.append(expanded)
                return expanded.range.upperBound
            }
            guard kind.isInline else {
                report(
                    .misplacedComponent, "<\(tag.name)> is a block component; put its tag on a line of its own.",
                    at: at)
                return tag.range.upperBound
            }
            if let tag = pairInline(tag, kind: kind, at: at) { tags.append(tag) }
            return tag.range.upperBound
        }
    }

    /// Matches a closing inline tag with the innermost open one; checks required attributes.
    private mutating func pairInline(_ tag: TagScanner.Tag, kind: ComponentKind, at position: SourcePosition) -> InlineTag? {
        if tag.isClosing {
            guard let open = openInlineTags.last, open.tag.kind == kind else {
                let expected = openInlineTags.last.map { " while <\($0.tag.kind.name)> is open" } ?? ""
                report(.mismatchedComponent, "</\(tag.name)> closes nothing here\(expected).", at: position)
                return nil
            }
            openInlineTags.removeLast()
            return InlineTag(kind: kind, role: .close, range: tag.range, attributes: open.tag.attributes)
        }
        for alternatives in kind.requiredAttributes where !Self.hasAny(of: alternatives, in: tag.attributes) {
            report(
                .missingAttribute, "<\(tag.name)> needs a '\(alternatives[0])' attribute; it is drawn without one.",
                at: position)
        }
        let inline = InlineTag(
            kind: kind, role: tag.isSelfClosing ? .selfClosing : .open, range: tag.range,
            attributes: checkedLinks(evaluated(tag.attributes), of: tag.name))
        if !tag.isSelfClosing { openInlineTags.append((inline, position)) }
        return inline
    }

    /// Ends the current paragraph: inline components still open there were never closed.
    mutating func closeParagraph() {
        for open in openInlineTags {
            report(
                .unclosedComponent,
                "<\(open.tag.kind.name)> is never closed in its paragraph; expected </\(open.tag.kind.name)>.",
                at: open.position)
        }
        openInlineTags.removeAll()
    }

    /// A block component's closing tag that ends `start..<end` (trailing blanks allowed).
    func trailingBlockClose(from start: Int, to end: Int) -> TagScanner.Tag? {
        var last = end
        while last > start && ByteClass.isWhitespace(code[last - 1]) { last -= 1 }
        guard last > start, code[last - 1] == UInt8(ascii: ">") else { return nil }
        var open = last - 1
        while open > start && code[open] != UInt8(ascii: "<") { open -= 1 }
        guard code[open] == UInt8(ascii: "<"), open + 1 < last, code[open + 1] == UInt8(ascii: "/"),
            case .tag(let tag) = scanTag(at: open, limit: last),
            tag.range.upperBound == last,
            // A name no component has closes a block only when one of that name is open.
            ComponentKind(name: tag.name).map({ !$0.isInline }) ?? stack.contains(where: { $0.name == tag.name })
        else { return nil }
        return tag
    }
}

/// The backtick runs of a stretch of text, found in one pass, and where the code span that
/// opens at a run ends: the next run of the same length.
///
/// Looking ahead for each opener instead is quadratic: a line of runs of 1, 2, 3, … 2,000
/// backticks took minutes (found by the hostile-input tests).
struct BacktickRuns {
    /// Where each run starts, by its length, in text order.
    private var startsByLength: [Int: [Int]] = [:]
    /// For each length, the first entry of `startsByLength` not yet passed.
    private var cursors: [Int: Int] = [:]

    init(_ code: [UInt8], from start: Int, to end: Int) {
        var index = start
        while index < end {
            guard code[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            let runStart = index
            while index < end && code[index] == UInt8(ascii: "`") { index += 1 }
            startsByLength[index - runStart, default: []].append(runStart)
        }
    }

    /// Where the code span opening at `start` ends, or just past its backticks when no run
    /// of the same length closes it before `end`. Calls must come in text order.
    mutating func codeSpanEnd(_ code: [UInt8], from start: Int, to end: Int) -> Int {
        var runEnd = start
        while runEnd < end && code[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
        let length = runEnd - start
        guard let starts = startsByLength[length] else { return runEnd }
        var cursor = cursors[length, default: 0]
        while cursor < starts.count && starts[cursor] < runEnd { cursor += 1 }
        cursors[length] = cursor
        return cursor < starts.count ? starts[cursor] + length : runEnd
    }
}
