/// The elements whose tags separate words in a page's search text (`<p>`, `<li>`, `<td>`, …),
/// as opposed to inline ones (`<a>`, `<code>`, `<span>`) that sit inside words.
///
/// Asked of every tag of every page that follows a word (a highlighted code block alone has
/// hundreds of spans), so names are told apart by length and then by bytes, without making a
/// `String`, hashing, or searching a table.
enum BlockTagNames {
    /// Every name recognized, lowercase: what ``contains(_:)`` answers `true` for, ignoring
    /// the case of ASCII letters.
    static let all: [String] = [
        "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "br", "tr", "td", "th", "table", "pre", "section",
        "aside", "blockquote", "details", "summary", "figure", "figcaption", "hr", "dt", "dd", "button",
    ]

    /// Whether the bytes of a tag name are one of ``all``, ignoring the case of ASCII letters.
    static func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        switch name.count {
        case 1:
            return lowered(name[0]) == UInt8(ascii: "p")
        case 2:
            let second = lowered(name[1])
            switch lowered(name[0]) {
            case UInt8(ascii: "h"):
                return (second >= UInt8(ascii: "1") && second <= UInt8(ascii: "6")) || second == UInt8(ascii: "r")
            case UInt8(ascii: "l"): return second == UInt8(ascii: "i")
            case UInt8(ascii: "u"), UInt8(ascii: "o"): return second == UInt8(ascii: "l")
            case UInt8(ascii: "b"): return second == UInt8(ascii: "r")
            case UInt8(ascii: "t"):
                return second == UInt8(ascii: "r") || second == UInt8(ascii: "d") || second == UInt8(ascii: "h")
            case UInt8(ascii: "d"): return second == UInt8(ascii: "t") || second == UInt8(ascii: "d")
            default: return false
            }
        case 3: return matches(name, "div") || matches(name, "pre")
        case 5: return matches(name, "table") || matches(name, "aside")
        case 6: return matches(name, "figure") || matches(name, "button")
        case 7: return matches(name, "section") || matches(name, "details") || matches(name, "summary")
        case 10: return matches(name, "blockquote") || matches(name, "figcaption")
        default: return false
        }
    }

    /// Whether `name`, ASCII letters lowercased, is `lowercase` (which has `name.count` bytes).
    private static func matches(_ name: UnsafeBufferPointer<UInt8>, _ lowercase: StaticString) -> Bool {
        let bytes = lowercase.utf8Start
        for index in 0..<name.count where lowered(name[index]) != bytes[index] { return false }
        return true
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
