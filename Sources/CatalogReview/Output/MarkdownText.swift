/// Catalog text made inert for a GitHub comment: it reads as the same characters and can
/// neither format, link, break a table row, open HTML nor mention anyone.
///
/// Two contexts need two escapes. In Markdown (table cells, list items) ASCII punctuation
/// that starts inline syntax is backslash-escaped (a pipe must be, even in code, or it splits
/// the row), `&`, `<` and `>` become entities, and line breaks become spaces. Inside an HTML
/// block (`<summary>`) Markdown is not parsed, so only HTML escaping applies. In both, an `@`
/// is followed by a zero-width space, since GitHub turns `@name` in any text into a mention.
enum MarkdownText {
    /// `text` for a Markdown paragraph or table cell; never at a line's start.
    static func inline(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "(", ")", "!", "|", "~", "$", "#", "{", "}", "^":
                escaped += "\\"
                escaped.unicodeScalars.append(scalar)
            default: append(scalar, to: &escaped)
            }
        }
        return escaped
    }

    /// `text` inside an HTML element of the comment, such as `<summary>`.
    static func html(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: append(scalar, to: &escaped)
            }
        }
        return escaped
    }

    /// A code span for identifiers (slugs, kinds, ids, file names); text with anything else
    /// in it is escaped as plain text, since a backtick or pipe inside code cannot be escaped.
    static func code(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
                    || "_-./ ".unicodeScalars.contains(scalar)
            }
        return plain ? "`\(text)`" : inline(text)
    }

    /// `text` cut to `limit` characters with an ellipsis, before escaping, so that a long
    /// title cannot crowd out the rest of the comment.
    static func clipped(_ text: String, to limit: Int = 160) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// Line breaks and other controls become one space (or nothing); `@` cannot mention.
    private static func append(_ scalar: Unicode.Scalar, to escaped: inout String) {
        switch scalar.value {
        case 0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: escaped += " "
        case 0x00..<0x20, 0x7F..<0xA0: break
        case 0x40:
            escaped += "@\u{200B}"
        default: escaped.unicodeScalars.append(scalar)
        }
    }
}
