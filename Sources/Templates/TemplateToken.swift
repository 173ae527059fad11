/// A piece of the source as the scanner cut it: a run of text, or one tag with its delimiters.
struct TemplateToken {
    enum Kind: Equatable {
        case text
        /// `{{name}}` when `escaped`; `{{{name}}}` and `{{&name}}` otherwise.
        case variable(escaped: Bool)
        case comment
        /// `{{=<% %>=}}`; the scanner has already switched to the new delimiters.
        case setDelimiters
        /// `{{#name}}`, or `{{^name}}` when `inverted`.
        case section(inverted: Bool)
        case partial
        /// `{{<name}}`.
        case parent
        /// `{{$name}}`; `inParent` when it sits directly inside a parent, where it overrides the
        /// parent's block instead of marking a place to fill.
        case block(inParent: Bool)
        /// `{{/name}}`.
        case close

        /// Whether a `{{/name}}` must end this tag's content.
        var opensSection: Bool {
            switch self {
            case .section, .parent, .block: true
            default: false
            }
        }
    }

    var kind: Kind
    /// The bytes of the text, or of the whole tag from its opening delimiter to its closing one.
    var range: Range<Int>
    /// The tag's content without its sigil and surrounding whitespace; empty for text.
    var name: String
    /// For a tag that opens a section, the index of its `{{/name}}`; for that closing tag, the
    /// index of the tag it closes.
    var partner: Int?
}
