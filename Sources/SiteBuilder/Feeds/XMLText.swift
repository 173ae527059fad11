import HTML

/// Text and markup written into a feed's XML.
///
/// XML 1.0 forbids most control characters outright, even escaped: one in a label or a page
/// would make the whole feed unreadable, so they are left out.
enum XMLText {
    /// `text` escaped for XML text and attribute values (the HTML writer's five entities,
    /// all of which XML knows), without the characters XML forbids.
    static func escaped(_ text: String) -> String {
        HTMLEscaping.escape(String(decoding: removingForbidden(Array(text.utf8)), as: UTF8.self))
    }

    /// `markup` in a CDATA section; a `]]>` inside it is split across two sections.
    static func cdata(_ markup: [UInt8]) -> [UInt8] {
        var output: [UInt8] = Array("<![CDATA[".utf8)
        output.reserveCapacity(markup.count + 32)
        var index = 0
        while index < markup.count {
            if index + 2 < markup.count, markup[index] == UInt8(ascii: "]"), markup[index + 1] == UInt8(ascii: "]"),
                markup[index + 2] == UInt8(ascii: ">")
            {
                output += "]]]]><![CDATA[>".utf8
                index += 3
                continue
            }
            output.append(markup[index])
            index += 1
        }
        output += "]]>".utf8
        return output
    }

    /// `bytes` without C0 controls other than tab, line feed and carriage return.
    static func removingForbidden(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: isForbidden) else { return bytes }
        return bytes.filter { !isForbidden($0) }
    }

    private static func isForbidden(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }

    /// `text` with HTML's character references for `& < > " '` and numeric references
    /// (`&#39;`, `&#x27;`) decoded: an attribute's value as a browser reads it.
    static func decodingReferences(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var output = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";"), let character = reference(after[..<semicolon])
            else {
                output.append("&")
                rest = after
                continue
            }
            output.append(character)
            rest = after[after.index(after: semicolon)...]
        }
        return output + rest
    }

    private static func reference(_ name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
