import ByteTools

/// When a page needs libcmark-gfm's autolink extension at all.
///
/// The extension links three things and nothing else: a URL at `://` (after `http`, `https`
/// or `ftp`), a `www.` address, and an email address around an `@`. A page without any of the
/// three has no autolink to find, yet the extension costs every parse a call at each `w` and
/// `:` of its text and a walk of the whole tree afterwards. Such a page parses without it;
/// ``CMark/parse(_:)`` then joins the text nodes as the extension would have.
enum Autolinks {
    private static let scheme: StaticString = "://"
    private static let www: StaticString = "www."

    /// Whether `markdown` holds an `@`, a `://` or a `www.`: conservative, as one inside code
    /// or a link's target only costs the extension's work.
    static func mayOccur(in markdown: [UInt8]) -> Bool {
        ByteSearch.firstIndex(of: UInt8(ascii: "@"), in: markdown) != nil
            || ByteSearch.find(scheme, in: markdown, from: 0, to: markdown.count) != nil
            || ByteSearch.find(www, in: markdown, from: 0, to: markdown.count) != nil
    }
}
