import ByteTools

/// Writes a page's Markdown twin (its `.md` file and its part of `llms-full.txt`) from the
/// tokenized body.
///
/// Plain Markdown is copied as written. Components become Markdown a reader or a language
/// model understands without knowing Mintlify: callouts become block quotes led by their
/// kind, steps a numbered list, tabs and accordions bold titles over their content, API
/// fields a line naming the field, trees nested lists. Humans-only `Visibility` is dropped,
/// agents-only kept; snippets are inlined.
struct MarkdownTwinWriter {
    private var output: [UInt8] = []
    private var lastLineIsBlank = true
    /// Whether the last line is a blank line the writer added (not one copied from the page),
    /// which a blank line from the page right after it would only double.
    private var lastLineIsAddedBlank = true

    init(capacity: Int) {
        output.reserveCapacity(capacity)
    }

    /// The longest prefix a line gets: every line of a component nested 500 deep was led by
    /// 1,000 bytes of `> `, a thousandfold page. Deeper components go on at this depth.
    static let maximumPrefix = 32

    /// `prefix` and `more`, unless that passes ``maximumPrefix``.
    private static func deeper(_ prefix: [UInt8], _ more: [UInt8]) -> [UInt8] {
        prefix.count + more.count <= maximumPrefix ? prefix + more : prefix
    }

    /// The twin of `items`: no leading blank lines, one final line feed.
    static func twin(of items: [ContentItem], capacity: Int) -> String {
        var writer = MarkdownTwinWriter(capacity: capacity)
        writer.write(items, dedent: 0, prefix: [])
        let output = writer.output
        var start = 0
        var end = output.count
        while end > start && ByteClass.isWhitespace(output[end - 1]) { end -= 1 }
        // Drop whole blank lines at the start, but not the indentation of the first line.
        var index = start
        while index < end && ByteClass.isWhitespace(output[index]) {
            if output[index] == UInt8(ascii: "\n") { start = index + 1 }
            index += 1
        }
        guard end > start else { return "" }
        return String(decoding: output[start..<end], as: UTF8.self) + "\n"
    }

    /// Writes `items`, each line led by `prefix` (`> ` inside a callout, spaces in a step).
    private mutating func write(_ items: [ContentItem], dedent: Int, prefix: [UInt8]) {
        for item in items {
            switch item {
            case .line(let line):
                writeLine(line, dedent: dedent, prefix: prefix)
            case .lines(var span) where dedent == 0 && prefix.isEmpty:
                // Lines copied as written, in one go (the whole body of most pages), but for
                // blank lines right after an added one, which ``writeLine`` would drop.
                if lastLineIsAddedBlank {
                    guard let rest = span.withoutLeadingBlankLines else { continue }
                    span = rest
                }
                output.append(contentsOf: span.bytes)
                output.append(UInt8(ascii: "\n"))
                lastLineIsBlank = span.lastIsBlank
                lastLineIsAddedBlank = false
            case .lines(let span):
                for line in span.lines { writeLine(line, dedent: dedent, prefix: prefix) }
            case .component(let node):
                writeComponent(node, prefix: prefix)
            }
        }
    }

    private mutating func writeComponent(_ node: ComponentNode, prefix: [UInt8]) {
        let attributes = node.attributes
        let dedent = node.childDedent
        guard case .known(let kind) = node.kind else {
            if case .snippet = node.kind { write(node.children, dedent: 0, prefix: prefix) }
            if case .imported = node.kind { write(node.children, dedent: dedent, prefix: prefix) }
            if case .htmlWrapper = node.kind {
                // The Markdown inside an HTML wrapper, without the wrapper's tags.
                blankLine(prefix: prefix)
                write(node.children, dedent: dedent, prefix: prefix)
                blankLine(prefix: prefix)
            }
            return
        }
        switch kind {
        case .note, .tip, .info, .warning, .check, .danger, .callout:
            blankLine(prefix: prefix)
            writeText("> **\(kind.name)**", prefix: prefix)
            writeText(">", prefix: prefix)
            write(node.children, dedent: dedent, prefix: Self.deeper(prefix, Array("> ".utf8)))
            blankLine(prefix: prefix)
        case .steps:
            writeSteps(node, prefix: prefix)
        case .tab, .accordion, .expandable:
            let fallback = kind == .expandable ? "Child attributes" : ""
            paragraph("**\(attributes.nonEmptyString("title") ?? fallback)**", prefix: prefix)
            write(node.children, dedent: dedent, prefix: prefix)
        case .step:
            // A step outside <Steps> (already reported as misplaced) keeps its title.
            paragraph("**\(attributes.nonEmptyString("title") ?? "Step")**", prefix: prefix)
            write(node.children, dedent: dedent, prefix: prefix)
        case .frame:
            write(node.children, dedent: dedent, prefix: prefix)
            if let caption = attributes.nonEmptyString("caption") { paragraph("*\(caption)*", prefix: prefix) }
        case .paramField where attributes.flag("hidden"), .responseField where attributes.flag("hidden"):
            return
        case .paramField, .responseField, .property:
            paragraph(fieldLine(kind, attributes), prefix: prefix)
            write(node.children, dedent: dedent, prefix: prefix)
        case .tree:
            blankLine(prefix: prefix)
            // A tree written as a Markdown list already reads as one.
            if node.children.contains(where: { if case .component = $0 { false } else { true } }) {
                write(node.children, dedent: dedent, prefix: prefix)
            } else {
                writeTree(node.children, prefix: prefix)
            }
            blankLine(prefix: prefix)
        case .treeFolder, .treeFile:
            writeTree([.component(node)], prefix: prefix)
        case .update:
            var line = "**\(attributes.string("label") ?? "")**"
            if let description = attributes.nonEmptyString("description") { line += " — \(description)" }
            paragraph(line, prefix: prefix)
            write(node.children, dedent: dedent, prefix: prefix)
        case .visibility:
            if attributes.string("for") == "agents" {
                write(node.children, dedent: dedent, prefix: prefix)
            } else if lastLineIsBlank {
                // Nothing was written, so a blank line after the component would be a second one.
                lastLineIsAddedBlank = true
            }
        case .settingsPreview:
            var line = "*Settings screen preview of `\(attributes.string("catalog") ?? "")`"
            if let state = attributes.nonEmptyString("state") { line += " with `\(state)`" }
            paragraph(line + ".*", prefix: prefix)
        case .card, .tile:
            let title = attributes.string("title") ?? ""
            let href = attributes.nonEmptyString("href")
            let description = attributes.nonEmptyString("description").map { " — \($0)" } ?? ""
            paragraph((href.map { "**[\(title)](\($0))**" } ?? "**\(title)**") + description, prefix: prefix)
            write(node.children, dedent: dedent, prefix: prefix)
        case .view, .prompt:
            if let title = attributes.nonEmptyString(kind == .view ? "title" : "description") {
                paragraph("**\(title)**", prefix: prefix)
            }
            write(node.children, dedent: dedent, prefix: prefix)
        case .variation:
            let names = attributes.strings("is")
            if !names.isEmpty { paragraph("**\(names.joined(separator: ", "))**", prefix: prefix) }
            write(node.children, dedent: dedent, prefix: prefix)
        case .timelineItem:
            var line = "**\(attributes.string("title") ?? "")**"
            if let date = attributes.nonEmptyString("date") { line += " — \(date)" }
            paragraph(line, prefix: prefix)
            write(node.children, dedent: dedent, prefix: prefix)
        case .gitHubRepo:
            let repo = attributes.string("repo") ?? ""
            paragraph(GitHubRepo.slug(repo).map { "[\($0)](https://github.com/\($0))" } ?? repo, prefix: prefix)
        case .terminal:
            if let title = attributes.nonEmptyString("title") { paragraph("**\(title)**", prefix: prefix) }
            writeText("```text", prefix: prefix)
            write(node.children, dedent: dedent, prefix: prefix)
            writeText("```", prefix: prefix)
            blankLine(prefix: prefix)
        case .graph:
            paragraph("*\(attributes.nonEmptyString("title") ?? "Chart")*", prefix: prefix)
        case .colorItem:
            paragraph("- \(attributes.string("name") ?? ""): `\(attributes.string("value") ?? "")`", prefix: prefix)
        case .cardGroup, .columns, .column, .tabs, .codeGroup, .accordionGroup, .requestExample, .responseExample,
            .badge, .tooltip, .icon, .latex, .scriptComponent, .panel, .tiles, .color, .colorRow,
            .popup, .popupTrigger, .popupContent, .mdx, .timeline, .mention, .expression:
            write(node.children, dedent: dedent, prefix: prefix)
        }
    }

    /// `1. **Title**` for each step, its content indented under it.
    private mutating func writeSteps(_ steps: ComponentNode, prefix: [UInt8]) {
        var number = 0
        for item in steps.children {
            guard case .component(let step) = item, step.componentKind == .step else {
                if case .component(let other) = item { writeComponent(other, prefix: prefix) }
                continue
            }
            number += 1
            let marker = "\(number). "
            let title = step.attributes.nonEmptyString("title").map { "**\($0)**" } ?? ""
            paragraph(marker + title, prefix: prefix)
            write(
                step.children, dedent: step.childDedent,
                prefix: Self.deeper(prefix, Array(repeating: UInt8(ascii: " "), count: marker.utf8.count)))
        }
        blankLine(prefix: prefix)
    }

    /// `- folder/` and `- file` lines, two spaces deeper per folder.
    private mutating func writeTree(_ items: [ContentItem], prefix: [UInt8]) {
        for case .component(let node) in items {
            let name = node.attributes.string("name") ?? ""
            switch node.componentKind {
            case .treeFolder:
                writeText("- \(name)/", prefix: prefix)
                writeTree(node.children, prefix: Self.deeper(prefix, [UInt8(ascii: " "), UInt8(ascii: " ")]))
            case .treeFile:
                writeText("- \(name)", prefix: prefix)
            default:
                continue
            }
        }
    }

    private func fieldLine(_ kind: ComponentKind, _ attributes: ComponentAttributes) -> String {
        let location = kind == .paramField ? APIField.locations.first { attributes[$0] != nil } : nil
        let name = location.flatMap { attributes.string($0) } ?? attributes.string("name") ?? ""
        var details: [String] = []
        if let location { details.append(location) }
        if let type = attributes.nonEmptyString("type") { details.append("`\(type)`") }
        if attributes.flag("required") { details.append("required") }
        if attributes.flag("deprecated") { details.append("deprecated") }
        if let value = attributes.string("default") { details.append("default: `\(value)`") }
        return "**`\(name)`**" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }

    // MARK: - Lines

    private mutating func writeLine(_ line: SourceLine, dedent: Int, prefix: [UInt8]) {
        if line.isBlank && lastLineIsAddedBlank { return }
        lastLineIsAddedBlank = false
        output += line.isBlank ? prefix.trimmingTrailingSpaces() : prefix[...]
        var position = line.bytes.startIndex + (line.isRemainder ? 0 : min(dedent, line.indent))
        for tag in line.inlineTags {
            output += line.bytes[position..<tag.range.lowerBound]
            output += InlineComponents.twinText(tag).utf8
            position = tag.range.upperBound
        }
        output += line.bytes[position...]
        output.append(UInt8(ascii: "\n"))
        lastLineIsBlank = line.isBlank
    }

    /// A generated line as a paragraph of its own: blank lines before and after it.
    private mutating func paragraph(_ text: String, prefix: [UInt8]) {
        blankLine(prefix: prefix)
        writeText(text, prefix: prefix)
        blankLine(prefix: prefix)
    }

    private mutating func writeText(_ text: String, prefix: [UInt8]) {
        output += prefix
        output += text.utf8
        output.append(UInt8(ascii: "\n"))
        lastLineIsBlank = false
        lastLineIsAddedBlank = false
    }

    /// A blank line, unless the last line was one; inside a block quote it keeps its `>` so
    /// the quote goes on.
    private mutating func blankLine(prefix: [UInt8]) {
        guard !lastLineIsBlank else { return }
        output += prefix.trimmingTrailingSpaces()
        output.append(UInt8(ascii: "\n"))
        lastLineIsBlank = true
        lastLineIsAddedBlank = true
    }
}

private extension [UInt8] {
    func trimmingTrailingSpaces() -> ArraySlice<UInt8> {
        var end = count
        while end > 0 && self[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return self[..<end]
    }
}
