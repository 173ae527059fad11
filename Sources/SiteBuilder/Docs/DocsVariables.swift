import ByteTools
import Diagnostics

/// docs.json's `variables`: `{{name}}` in a page's or snippet's text becomes the value.
///
/// Mintlify's rules: names are letters, digits and hyphens; every variable a page uses must
/// be defined or the build fails; values are sanitized. So a defined name is replaced
/// everywhere in the text, code included (install commands carry versions), its value
/// escaped for Markdown outside code so that it shows as written and never becomes a tag.
/// An undefined `{{name}}` outside code is an `undefined_variable` error at its place; inside
/// code it is text (templates such as `{{ secrets.KEY }}` are documented in code), and a
/// backslash before the braces (`\{{name}}`) keeps them as written.
struct DocsVariables: Sendable {
    let values: [String: String]

    /// Whether `text` is a variable's name: letters, digits and hyphens.
    static func isName<Text: StringProtocol>(_ text: Text) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { isNameByte($0) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// Front matter's title, sidebar title or description: defined names replaced with their
    /// plain values (the page escapes them where it writes them).
    func text(_ text: String) -> String {
        guard text.contains("{{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            if let close = after.range(of: "}}"), let value = values[String(after[..<close.lowerBound])] {
                result += value
                rest = after[close.upperBound...]
            } else {
                result += "{{"
                rest = after
            }
        }
        return result + rest
    }

    /// A page's or snippet's source with its variables replaced after the front matter, and
    /// an error for each undefined one outside code.
    func substitute(_ bytes: [UInt8], file: String) -> (bytes: [UInt8], errors: [Diagnostic]) {
        guard ByteSearch.containsPair(bytes) else { return (bytes, []) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var errors: [Diagnostic] = []
        var fence: (byte: UInt8, count: Int)?
        var lineNumber = 1
        var lineStart = 0
        var inFrontMatter = bytes.starts(with: Array("---".utf8))
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            let trimmed = line.drop { $0 == UInt8(ascii: " ") }
            if inFrontMatter {
                if lineNumber > 1 && line.starts(with: Array("---".utf8)) { inFrontMatter = false }
                output += line
            } else if let open = fence {
                let run = trimmed.prefix { $0 == open.byte }.count
                if run >= open.count && trimmed.dropFirst(run).allSatisfy({ $0 == UInt8(ascii: " ") || $0 == 13 }) {
                    fence = nil
                }
                replace(line, inCode: true, line: lineNumber, file: file, into: &output, errors: &errors)
            } else {
                let marker = trimmed.first
                let run = marker.map { byte in trimmed.prefix { $0 == byte }.count } ?? 0
                if let marker, marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~"), run >= 3 {
                    fence = (marker, run)
                    output += line
                } else {
                    replace(line, inCode: false, line: lineNumber, file: file, into: &output, errors: &errors)
                }
            }
            if lineEnd < bytes.count { output.append(UInt8(ascii: "\n")) }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return (output, errors)
    }

    /// One line: `{{name}}` outside code spans gets the escaped value, inside them the value.
    private func replace(
        _ line: ArraySlice<UInt8>, inCode: Bool, line number: Int, file: String, into output: inout [UInt8],
        errors: inout [Diagnostic]
    ) {
        var index = line.startIndex
        var codeSpan: Int?
        while index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: "\\") && !inCode && codeSpan == nil {
                output += line[index..<min(index + 2, line.endIndex)]
                index += 2
                continue
            }
            if byte == UInt8(ascii: "`") && !inCode {
                let run = line[index...].prefix { $0 == UInt8(ascii: "`") }.count
                if codeSpan == nil {
                    codeSpan = run
                } else if codeSpan == run {
                    codeSpan = nil
                }
                output += line[index..<(index + run)]
                index += run
                continue
            }
            if byte == UInt8(ascii: "{"), index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "{") {
                var end = index + 2
                while end < line.endIndex && Self.isNameByte(line[end]) { end += 1 }
                if end > index + 2, end + 1 < line.endIndex, line[end] == UInt8(ascii: "}"), line[end + 1] == UInt8(ascii: "}") {
                    let name = String(decoding: line[(index + 2)..<end], as: UTF8.self)
                    let code = inCode || codeSpan != nil
                    if let value = values[name] {
                        output += code ? Array(value.utf8) : Self.escaped(value)
                        index = end + 2
                        continue
                    }
                    if !code {
                        let column = String(decoding: line[line.startIndex..<index], as: UTF8.self).count + 1
                        errors.append(
                            Self.undefined(name, defined: values.keys.sorted(), file: file, line: number, column: column))
                    }
                }
            }
            output.append(byte)
            index += 1
        }
    }

    /// The value as Markdown text: every character Markdown or MDX could read as syntax is
    /// backslash-escaped, and line breaks become spaces, so the value stays one run of text.
    static func escaped(_ value: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "#"), UInt8(ascii: "!"), UInt8(ascii: "~"),
                UInt8(ascii: "$"):
                bytes += [UInt8(ascii: "\\"), byte]
            default: bytes.append(byte)
            }
        }
        return bytes
    }

    static func undefined(_ name: String, defined: [String], file: String, line: Int, column: Int) -> Diagnostic {
        let known = defined.isEmpty ? "docs.json defines no variables" : "docs.json defines \(defined.joined(separator: ", "))"
        return Diagnostic(
            .undefinedVariable,
            "{{\(name)}} is not a variable in docs.json (\(known)); expected every {{name}} in a page to be defined.",
            file: file, position: SourcePosition(line: line, column: column),
            hint: "Add \"\(name)\" to docs.json's variables, or write the text without the braces.")
    }
}

extension ByteSearch {
    /// Whether `bytes` hold `{{` anywhere: most pages do not, and are left as they are.
    fileprivate static func containsPair(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "{") && previous == byte { return true }
            previous = byte
        }
        return false
    }
}

extension DocsVariables {
    /// A page's head with its title, sidebar title and description substituted.
    func head(_ head: DocHead) -> DocHead {
        var head = head
        head.title = text(head.title)
        head.sidebarTitle = head.sidebarTitle.map(text)
        head.description = head.description.map(text)
        return head
    }
}

extension DocsConfig {
    /// The site's variables; nil when docs.json defines none, and pages are read as written.
    var variables: DocsVariables? {
        settings.variables.isEmpty ? nil : DocsVariables(values: settings.variables)
    }
}
