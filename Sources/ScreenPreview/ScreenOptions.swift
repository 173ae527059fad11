/// How a screen is drawn: the designer's controls, fixed at render time (the page's script
/// can change them later).
public struct ScreenOptions: Sendable, Hashable {
    public enum Look: String, Sendable, CaseIterable {
        /// The classic inset-grouped list of iOS 14–18.
        case ios18
        /// The iOS 26 list: title-case headers, larger corners and rows.
        case ios26
    }

    public enum Theme: String, Sendable, CaseIterable {
        case light
        case dark
    }

    public var look: Look = .ios18
    public var theme: Theme = .light
    /// Label every part with its dashboard source.
    public var annotate = false
    /// Prefixes every element id, so several screens can share one page.
    public var idPrefix = "pf"
    /// Notes pinned to rows and sections, for a review page; none by default.
    public var marks = ScreenMarks()

    public init(
        look: Look = .ios18, theme: Theme = .light, annotate: Bool = false, idPrefix: String = "pf",
        marks: ScreenMarks = ScreenMarks()
    ) {
        self.look = look
        self.theme = theme
        self.annotate = annotate
        self.idPrefix = idPrefix
        self.marks = marks
    }
}
