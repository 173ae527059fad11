/// Decides when a channel's on-screen name, Foundation's `capitalized`, will look odd.
package enum DisplayNameCheck {
    /// Channels people write in capitals, which `capitalized` turns into "Sms", "Rcs", ….
    private static let acronyms: Set<String> = ["sms", "mms", "rcs", "ios", "api", "url", "sse", "imessage"]

    /// Why the display name looks odd, or `nil` when it reads well.
    package static func oddness(of channel: Channel) -> String? {
        let raw = channel.rawValue
        if raw.contains("_") { return "underscores show as they are and each word is capitalized" }
        if acronyms.contains(raw.lowercased()) { return "an acronym shows in title case" }
        if raw.contains(where: \.isUppercase) { return "capitals inside the name are lowered" }
        if raw.contains(where: \.isNumber) { return "letters after a digit are capitalized" }
        if raw.first?.isLetter == false { return "it does not start with a letter" }
        if raw.contains(where: { !$0.isLetter && $0 != "-" && $0 != " " }) { return "punctuation starts a new capitalized word" }
        return nil
    }
}
