/// Text from a spec written into the generated MDX so that it means only what it says.
///
/// Descriptions in OpenAPI are CommonMark, so their Markdown is kept; what MDX would read as
/// code or components is neutralised: `{` and `}` (expressions), `<` before a capital or `/`
/// (a component tag; lowercase HTML such as `<b>…</b>` is kept whole), and a line starting with
/// `import` or `export` (a module statement).
enum MDXText {
    /// A description: Markdown kept, MDX syntax written as character references.
    static func markdown(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { result += "\n" }
            var line = Substring(line)
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            if rest.hasPrefix("import ") || rest.hasPrefix("export ") || rest.hasPrefix("import{") || rest.hasPrefix("export{") {
                // A module statement at the start of a line: its first letter as a reference.
                result += indent
                result += rest.first == "i" ? "&#105;" : "&#101;"
                line = rest.dropFirst()
            }
            var scalars = Array(line.unicodeScalars)
            scalars += [" ", " "]
            for index in scalars.indices.dropLast(2) {
                let scalar = scalars[index]
                let next = scalars[index + 1]
                switch scalar {
                case "{": result += "&#123;"
                case "}": result += "&#125;"
                // `</b>` closes the `<b>` kept before it; `</Note>` and `</>` would close a component.
                case "<" where ("A"..."Z").contains(next) || (next == "/" && !("a"..."z").contains(scalars[index + 2])):
                    result += "&lt;"
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// An attribute value in double quotes (single quotes when it holds `"`); a value holding
    /// both has its double quotes replaced, since MDX strings have no escapes.
    static func attribute(_ name: String, _ value: String) -> String {
        let clean = value.replacingNewlines()
        if !clean.contains("\"") { return " \(name)=\"\(clean)\"" }
        if !clean.contains("'") { return " \(name)='\(clean)'" }
        return " \(name)=\"\(clean.replacing("\"", with: "\u{201D}"))\""
    }

    /// A code span that holds `text` whatever backticks it contains.
    static func codeSpan(_ text: String) -> String {
        let clean = text.replacingNewlines()
        let fence = String(repeating: "`", count: longestBacktickRun(clean) + 1)
        let pad = clean.hasPrefix("`") || clean.hasSuffix("`") || clean.isEmpty ? " " : ""
        return "\(fence)\(pad)\(clean)\(pad)\(fence)"
    }

    /// A fenced code block with an info string, fenced longer than any backtick run inside.
    static func codeBlock(_ code: String, info: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(code) + 1))
        let body = code.hasSuffix("\n") ? code : code + "\n"
        return "\(fence)\(info.replacingNewlines())\n\(body)\(fence)\n"
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0
        var run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}

extension String {
    /// The text on one line: line breaks become spaces.
    fileprivate func replacingNewlines() -> String {
        String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
