/// The rule for topic slugs: `^[a-z0-9]+(-[a-z0-9]+)*$`.
package enum Slug {
    package static func isValid(_ slug: String) -> Bool {
        var previousWasHyphen = true  // so a leading hyphen fails
        for byte in slug.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasHyphen = false
            case UInt8(ascii: "-") where !previousWasHyphen:
                previousWasHyphen = true
            default:
                return false
            }
        }
        return !slug.isEmpty && !previousWasHyphen
    }

    /// A sentence quoting the bad slug and saying what is expected.
    static func problem(_ slug: String) -> String {
        "Slug \"\(slug)\" is not valid; expected lowercase letters and digits in words joined by single hyphens (like \"gym-reminders\")."
    }
}
