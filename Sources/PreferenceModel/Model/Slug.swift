/// The rule for topic slugs: `^[a-z0-9]+(-[a-z0-9]+)*$`.
package enum Slug {
    package static func isValid(_ slug: String) -> Bool {
        // Over the bytes in place: a string's UTF-8 view walked byte by byte cost tens of
        // instructions a byte, for every choice of every state of a site.
        var slug = slug
        return slug.withUTF8 { bytes in
            var previousWasHyphen = true  // so a leading hyphen fails
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    previousWasHyphen = false
                case UInt8(ascii: "-") where !previousWasHyphen:
                    previousWasHyphen = true
                default:
                    return false
                }
            }
            return !bytes.isEmpty && !previousWasHyphen
        }
    }

    /// A sentence quoting the bad slug and saying what is expected.
    static func problem(_ slug: String) -> String {
        "Slug \"\(slug)\" is not valid; expected lowercase letters and digits in words joined by single hyphens (like \"gym-reminders\")."
    }
}
