/// Heading ids the way GitHub makes them, unique within one page.
///
/// The rules are github-slugger's: lowercase; drop everything that is not a letter, a mark,
/// a number, `-`, `_` or a space; turn each space into `-`; and number repeats `-1`, `-2`, …
/// (checking that the numbered form is itself still free). A heading with nothing left, all
/// emoji say, gets `section` instead of an empty id, which HTML does not allow.
struct HeadingSlugger {
    private var occurrences: [String: Int] = [:]

    /// The next unique id for a heading whose text is `text`.
    mutating func slug(for text: String) -> String {
        var base = Self.slugify(text)
        if base.isEmpty { base = "section" }
        var slug = base
        while let count = occurrences[base], occurrences[slug] != nil {
            occurrences[base] = count + 1
            slug = "\(base)-\(count + 1)"
        }
        occurrences[slug] = 0
        return slug
    }

    /// The id before repeats are numbered.
    static func slugify(_ text: String) -> String {
        if let slug = slugifyASCII(text) { return slug }
        var slug = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                slug.append("-")
            } else if scalar == "-" || scalar == "_" || isKept(scalar) {
                slug.append(scalar)
            }
        }
        return String(slug)
    }

    /// ``slugify(_:)`` of ASCII text, on its bytes (lowercasing ASCII is only `A`–`Z`);
    /// `nil` for any other text. Every heading of every page comes through here.
    private static func slugifyASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var slug: [UInt8] = []
            slug.reserveCapacity(bytes.count)
            for byte in bytes {
                switch byte {
                case 0x80...: return nil
                case UInt8(ascii: " "): slug.append(UInt8(ascii: "-"))
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): slug.append(byte + 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    slug.append(byte)
                default: break
                }
            }
            return String(decoding: slug, as: UTF8.self)
        }
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
