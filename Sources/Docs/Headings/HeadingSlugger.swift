/// Heading ids the way GitHub makes them, unique within one page.
///
/// The rules are github-slugger's: lowercase; drop everything that is not a letter, a mark,
/// a number, `-`, `_` or a space; turn each space into `-`; and number repeats `-1`, `-2`, …
/// (checking that the numbered form is itself still free). A heading with nothing left, all
/// emoji say, gets `section` instead of an empty id, which HTML does not allow.
package struct HeadingSlugger {
    private var occurrences: [String: Int] = [:]

    /// The next unique id for a heading whose text is `text`.
    mutating func slug(for text: String) -> String {
        let base = Self.slugify(text)
        return reserve(base.isEmpty ? "section" : base)
    }

    /// `id`, chosen by the page, made unique the same way (`-1`, `-2` for repeats).
    mutating func reserve(_ id: String) -> String {
        // Most ids are new: claim one with a single lookup, which inserts it as it finds it
        // missing (the loop below looks it up, then inserts it, hashing it twice).
        var isNew = false
        Self.claim(&occurrences[id, default: -1], isNew: &isNew)
        if isNew { return id }
        var slug = id
        while let count = occurrences[id], occurrences[slug] != nil {
            occurrences[id] = count + 1
            slug = "\(id)-\(count + 1)"
        }
        occurrences[slug] = 0
        return slug
    }

    /// Marks a slot the lookup has just made (-1) as taken once (0).
    private static func claim(_ count: inout Int, isNew: inout Bool) {
        guard count == -1 else { return }
        count = 0
        isNew = true
    }

    /// The id Mintlify gives a heading where it differs from GitHub's: `.` becomes `-`, a run
    /// of dots, spaces and dashes makes one `-`, `&` becomes `and`, and `$` and `:` are kept
    /// (`llms-full.txt` → `llms-full-txt`, `Split with $ref` → `split-with-$ref`, `1. Signup &
    /// Setup` → `1-signup-and-setup`, `1 - Deploy` → `1-deploy`); nil when the text has none
    /// of those, so the two agree.
    static func mintlifySlug(_ text: String) -> String? {
        guard text.unicodeScalars.contains(where: { $0 == "." || $0 == "$" || $0 == ":" || $0 == "&" || $0 == "-" }) else {
            return nil
        }
        var slug = String.UnicodeScalarView()
        var afterSeparator = false
        for scalar in text.lowercased().unicodeScalars {
            // `1. Setup` and `1 - Setup` are `1-setup`: a run of dots, spaces and dashes makes one `-`.
            let isSeparator = scalar == " " || scalar == "." || scalar == "-"
            // What is dropped (`(`, `!`) leaves the run going: `7. (Optional)` is `7-optional`.
            let isWritten = scalar == "&" || scalar == "_" || scalar == "$" || scalar == ":" || isKept(scalar)
            defer { if isSeparator || isWritten { afterSeparator = isSeparator } }
            if scalar == "&" {
                slug.append(contentsOf: "and".unicodeScalars)
            } else if isSeparator {
                if !afterSeparator { slug.append("-") }
            } else if isWritten {
                slug.append(scalar)
            }
        }
        return slug.isEmpty ? nil : String(slug)
    }

    /// The id before repeats are numbered.
    package static func slugify(_ text: String) -> String {
        slugifyASCII(text) ?? slugifyScalars(text)
    }

    /// The rules applied scalar by scalar, with Unicode's lowercasing and categories.
    static func slugifyScalars(_ text: String) -> String {
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

    /// The common case without Unicode tables: ASCII letters lowercased, digits, `-`, `_`;
    /// nil when the text is not all ASCII. The id is written straight into the string's own
    /// storage (no array first), and an id of up to 15 bytes needs no allocation at all.
    static func slugifyASCII(_ text: String) -> String? {
        var text = text
        text.makeContiguousUTF8()
        var isASCII = true
        let slug = text.utf8.withContiguousStorageIfAvailable { utf8 in
            String(unsafeUninitializedCapacity: utf8.count) { slug in
                var count = 0
                for byte in utf8 {
                    switch byte {
                    case UInt8(ascii: " "): slug[count] = UInt8(ascii: "-")
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): slug[count] = byte | 0x20
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
                        UInt8(ascii: "_"):
                        slug[count] = byte
                    case 0x80...:
                        isASCII = false
                        return 0
                    default: continue
                    }
                    count += 1
                }
                return count
            }
        }
        return isASCII ? slug : nil
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= UInt8(ascii: "a") && value <= UInt8(ascii: "z"))
                || (value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9"))
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
