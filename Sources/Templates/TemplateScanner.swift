import Diagnostics

/// Cuts a template's source into text and tags, follows set-delimiter tags, and pairs every
/// section-opening tag with its `{{/name}}`.
///
/// Each error is thrown where it is found, so a template with several problems reports the
/// first one in reading order.
struct TemplateScanner {
    /// Sections, parents and blocks open at once at most. The parser and the renderer descend
    /// one level per open section, so a template nested without end would overflow the
    /// stack; hand-written templates nest a handful deep.
    static let maximumNesting = 100

    private let source: TemplateSource
    private var opening: [UInt8] = Array("{{".utf8)
    private var closing: [UInt8] = Array("}}".utf8)
    private var tokens: [TemplateToken] = []
    /// Indices of the section-opening tags not yet closed, innermost last.
    private var openSections: [Int] = []

    init(_ source: TemplateSource) {
        self.source = source
    }

    mutating func scan() throws(Diagnostic) -> [TemplateToken] {
        var cursor = 0
        while cursor < source.bytes.count {
            guard let tagStart = source.find(opening, from: cursor) else {
                appendText(cursor..<source.bytes.count)
                break
            }
            appendText(cursor..<tagStart)
            cursor = try scanTag(at: tagStart)
        }
        if let innermost = openSections.last {
            let open = tokens[innermost]
            throw source.error(
                .unclosedSection, at: open.range.lowerBound,
                "The section `\(source.quote(open.range))` is never closed; expected `\(closeTag(open.name))` before the end of the template."
            )
        }
        return tokens
    }

    private mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        tokens.append(TemplateToken(kind: .text, range: range, name: ""))
    }

    /// Reads the tag whose opening delimiter starts at `tagStart` and returns where it ends.
    private mutating func scanTag(at tagStart: Int) throws(Diagnostic) -> Int {
        let bytes = source.bytes
        var contentStart = tagStart + opening.count
        var terminator = closing
        let kind: TemplateToken.Kind
        switch contentStart < bytes.count ? bytes[contentStart] : 0 {
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            terminator = [UInt8(ascii: "}")] + closing
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "="):
            kind = .setDelimiters
            terminator = [UInt8(ascii: "=")] + closing
        case UInt8(ascii: "#"): kind = .section(inverted: false)
        case UInt8(ascii: "^"): kind = .section(inverted: true)
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block(inParent: openSections.last.map { tokens[$0].kind == .parent } ?? false)
        case UInt8(ascii: "/"): kind = .close
        default:
            kind = .variable(escaped: true)
            contentStart -= 1
        }
        contentStart += 1

        guard let contentEnd = source.find(terminator, from: contentStart) else {
            throw source.error(
                .unclosedTag, at: tagStart,
                "The tag `\(source.quote(tagStart..<bytes.count))` is never closed; expected `\(String(decoding: terminator, as: UTF8.self))`."
            )
        }
        let range = tagStart..<contentEnd + terminator.count
        let content = bytes[contentStart..<contentEnd]
        let name = String(decoding: trimmed(content), as: UTF8.self)
        var token = TemplateToken(kind: kind, range: range, name: name)

        switch kind {
        case .comment:
            break
        case .setDelimiters:
            try setDelimiters(from: content, at: range)
        default:
            guard !name.isEmpty else {
                throw source.error(
                    .emptyTag, at: tagStart,
                    "The tag `\(source.quote(range))` has no name; expected a name such as `\(tag("name"))`."
                )
            }
        }

        if kind == .close {
            try close(&token)
        } else if kind.opensSection {
            guard openSections.count < Self.maximumNesting else {
                throw source.error(
                    .nestingTooDeep, at: tagStart,
                    "The tag `\(source.quote(range))` opens a section inside \(Self.maximumNesting) open sections; expected at most \(Self.maximumNesting) sections, parents and blocks inside one another."
                )
            }
            openSections.append(tokens.count)
        }
        tokens.append(token)
        return range.upperBound
    }

    /// Pairs a `{{/name}}` with the innermost open section, which must have the same name.
    private mutating func close(_ token: inout TemplateToken) throws(Diagnostic) {
        guard let openIndex = openSections.popLast() else {
            throw source.error(
                .unopenedSection, at: token.range.lowerBound,
                "The closing tag `\(source.quote(token.range))` closes no section; expected a `\(tag("#" + token.name))` before it."
            )
        }
        let open = tokens[openIndex]
        guard open.name == token.name else {
            let opened = source.position(of: open.range.lowerBound)
            throw source.error(
                .mismatchedSection, at: token.range.lowerBound,
                "The closing tag `\(source.quote(token.range))` does not match `\(source.quote(open.range))` opened at \(opened); expected `\(closeTag(open.name))`."
            )
        }
        token.partner = openIndex
        tokens[openIndex].partner = tokens.count
    }

    /// Switches to the delimiters of `{{=open close=}}`: two runs of non-whitespace, neither
    /// holding `=`, separated by whitespace.
    private mutating func setDelimiters(from content: ArraySlice<UInt8>, at range: Range<Int>) throws(Diagnostic) {
        let parts = content.split(whereSeparator: isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw source.error(
                .invalidDelimiter, at: range.lowerBound,
                "The delimiter tag `\(source.quote(range))` must hold two delimiters without `=` or whitespace, separated by whitespace, such as `\(tag("=<% %>="))`."
            )
        }
        opening = Array(parts[0])
        closing = Array(parts[1])
    }

    /// `{{/name}}` written with the delimiters now in force.
    private func closeTag(_ name: String) -> String {
        tag("/" + name)
    }

    /// `content` between the delimiters now in force, for the suggestions in messages.
    private func tag(_ content: String) -> String {
        String(decoding: opening, as: UTF8.self) + content + String(decoding: closing, as: UTF8.self)
    }

    private func trimmed(_ content: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = content.firstIndex(where: { !isWhitespace($0) }),
            let last = content.lastIndex(where: { !isWhitespace($0) })
        else { return [] }
        return content[first...last]
    }
}

private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}
