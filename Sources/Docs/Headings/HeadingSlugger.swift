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
        let base = Self.slugify(text)
        return reserve(base.isEmpty ? "section" : base)
    }

    /// `id`, chosen by the page, made unique the same way (`-1`, `-2` for repeats).
    mutating func reserve(_ id: String) -> String {
        var slug = id
        while let count = occurrences[id], occurrences[slug] != nil {
            occurrences[id] = count + 1
            slug = "\(id)-\(count + 1)"
        }
        occurrences[slug] = 0
        return slug
    }

    /// The id before repeats are numbered.
    static func slugify(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return slugifyASCII(text) }
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

    /// The common case without Unicode tables: ASCII letters lowercased, digits, `-`, `_`.
    private static func slugifyASCII(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x20: slug.append(0x2D)
            case 0x41...0x5A: slug.append(byte | 0x20)
            case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F: slug.append(byte)
            default: continue
            }
        }
        return String(decoding: slug, as: UTF8.self)
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
