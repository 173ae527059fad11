/// Spec text written as a string literal of each snippet language.
///
/// Everything from the spec (URLs, header names, example values) goes through here, so a quote,
/// backslash, newline, `$`, backtick or `${` in a spec can never end a literal early or run as
/// code.
enum StringLiterals {
    /// A single-quoted shell word: nothing is special inside but `'`, written `'\''`.
    static func shell(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// A double-quoted JavaScript string; U+2028 and U+2029 escaped for older engines.
    static func javaScript(_ text: String) -> String {
        quoted(text) { scalar in
            switch scalar {
            case "\u{08}": #"\b"#
            case "\u{0C}": #"\f"#
            case "\u{2028}", "\u{2029}": #"\u"# + hex(scalar.value, digits: 4)
            default: scalar.value < 0x20 || scalar.value == 0x7F ? #"\u"# + hex(scalar.value, digits: 4) : nil
            }
        }
    }

    /// A double-quoted Python 3 string.
    static func python(_ text: String) -> String {
        quoted(text) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? #"\x"# + hex(scalar.value, digits: 2) : nil
        }
    }

    /// A Swift string literal: `\(` cannot interpolate because the backslash is escaped.
    static func swift(_ text: String) -> String {
        quoted(text) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? #"\u{"# + hex(scalar.value, digits: 2) + "}" : nil
        }
    }

    /// An interpreted Go string.
    static func go(_ text: String) -> String {
        quoted(text) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? #"\x"# + hex(scalar.value, digits: 2) : nil
        }
    }

    /// A Go raw string for multi-line text; a backtick, which a raw string cannot hold, is
    /// spliced in as an interpreted string. Raw strings drop carriage returns and Go source
    /// cannot hold NUL or a byte order mark, so text with one is written interpreted.
    static func goRaw(_ text: String) -> String {
        if text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\0" || $0 == "\u{FEFF}" }) { return go(text) }
        return "`" + text.replacingOccurrences(of: "`", with: "` + \"`\" + `") + "`"
    }

    /// A Swift raw multi-line string starting and ending at column 0, with one more `#` than
    /// the longest run of `#` in the text so neither `"""#` nor `\#(` inside it means anything.
    /// Swift source cannot hold control characters other than tab and newline (a carriage
    /// return would also become a newline), so text with one is written as an ordinary literal.
    static func swiftRawMultiline(_ text: String) -> String {
        let control = text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }
        if control { return swift(text) }
        var longest = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }

    /// `"` + text + `"` with `"`, `\`, `\n`, `\r`, `\t` escaped by name and other scalars as
    /// `special` says.
    private static func quoted(_ text: String, special: (Unicode.Scalar) -> String?) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += #"\""#
            case "\\": output += #"\\"#
            case "\n": output += #"\n"#
            case "\r": output += #"\r"#
            case "\t": output += #"\t"#
            default:
                if let escaped = special(scalar) { output += escaped } else { output.unicodeScalars.append(scalar) }
            }
        }
        return output + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
