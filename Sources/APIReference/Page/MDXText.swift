/// Text from a spec written into the generated MDX so that it means only what it says.
///
/// Descriptions in OpenAPI are CommonMark, so their Markdown is kept; what MDX would read as
/// code or components is escaped with a backslash (`\{`, `\}`, `\<` before a capital or
/// `/`), which CommonMark and the `.md` twin both read as the plain character. Code spans
/// and fenced blocks are left as written, since escapes would show there. A line starting
/// with `import` or `export` (a module statement to MDX) gets its first letter as a
/// character reference.
enum MDXText {
    static func markdown(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        var fence: Substring?
        // `"\r\n"` is one Character: a CRLF description is split on it as well as on `"\n"`.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, line) in lines.enumerated() {
            if index > 0 { result += "\n" }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            if let open = fence {
                result += line
                // A closing fence is a run at least as long of the same character, alone.
                let run = rest.prefix { $0 == open.first }
                if run.count >= open.count, rest.dropFirst(run.count).allSatisfy({ $0 == " " || $0 == "\t" }) { fence = nil }
                continue
            }
            if rest.hasPrefix("```") || rest.hasPrefix("~~~") {
                fence = rest.prefix { $0 == rest.first }
                result += line
                continue
            }
            result += indent
            var body = rest
            if ["import ", "export ", "import{", "export{"].contains(where: { rest.hasPrefix($0) }) {
                result += rest.first == "i" ? "&#105;" : "&#101;"
                body = rest.dropFirst()
            }
            escapeLine(body, into: &result)
        }
        // A fence the description leaves open is closed here, or it would swallow the rest
        // of the generated page (the field's closing tag, the sections after it).
        if let open = fence { result += "\n" + open }
        return result
    }

    /// One line outside fences: code spans copied, MDX characters escaped elsewhere.
    private static func escapeLine(_ line: Substring, into result: inout String) {
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "`" {
                let run = line[index...].prefix { $0 == "`" }
                let after = line[run.endIndex...]
                if let close = after.range(of: String(run)) {
                    result += line[index..<close.upperBound]
                    index = close.upperBound
                    continue
                }
                result += run
                index = run.endIndex
                continue
            }
            func following(_ from: Substring.Index, _ offset: Int) -> Character {
                line.index(from, offsetBy: offset, limitedBy: line.endIndex).flatMap { $0 < line.endIndex ? line[$0] : nil }
                    ?? " "
            }
            let next = following(index, 1)
            switch character {
            case "{", "}": result += "\\\(character)"
            // `</b>` closes the `<b>` kept before it; `</Note>` and `</>` would close a component.
            case "<" where next.isUppercase || (next == "/" && !following(index, 2).isLowercase): result += "\\<"
            default: result.append(character)
            }
            index = line.index(after: index)
        }
    }

    /// An attribute value in double quotes (single quotes when it holds `"`); a value holding
    /// both has its double quotes replaced, since MDX strings have no escapes.
    static func attribute(_ name: String, _ value: String) -> String {
        let clean = value.replacingNewlines()
        if !clean.utf8.contains(UInt8(ascii: "\"")) { return " \(name)=\"\(clean)\"" }
        if !clean.utf8.contains(UInt8(ascii: "'")) { return " \(name)='\(clean)'" }
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
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
        return String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
