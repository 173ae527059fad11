/// How a screen is drawn: the designer's controls, fixed at render time (the page's script
/// can change them later).
package struct ScreenOptions: Sendable, Hashable {
    package enum Look: String, Sendable, CaseIterable {
        /// The classic inset-grouped list of iOS 14–18.
        case ios18
        /// The iOS 26 list: title-case headers, larger corners and rows.
        case ios26
    }

    package enum Theme: String, Sendable, CaseIterable {
        case light
        case dark
    }

    /// Which rows the screen draws: the SDK's default rows, or those of a custom row builder.
    package enum Rows: String, Sendable, CaseIterable {
        /// The default rows: a switch for a topic on one channel, a channel menu for several.
        case standard = "default"
        /// `BuzzKitPreferencesView { topic, isOptedIn in … }`: one whole-topic `Binding<Bool>` per
        /// topic, drawn as a switch that is on when any channel is and sets every channel.
        case custom
    }

    package var look: Look = .ios18
    package var theme: Theme = .light
    /// Label every part with its dashboard source.
    package var annotate = false
    package var rows: Rows = .standard
    /// Prefixes every element id, so several screens can share one page.
    package var idPrefix = "pf"
    /// Notes pinned to rows and sections, for a review page; none by default.
    package var marks = ScreenMarks()
    /// The phone whose screen size the frame has.
    package var device = Device.standard
    /// The screen as tall as its content instead of the device's height: for long captures, and
    /// for pages that show a whole screen at once (a review, a docs page).
    package var fullLength = false

    package init(
        look: Look = .ios18, theme: Theme = .light, annotate: Bool = false, idPrefix: String = "pf",
        marks: ScreenMarks = ScreenMarks(), rows: Rows = .standard, device: Device = .standard, fullLength: Bool = false
    ) {
        self.look = look
        self.theme = theme
        self.annotate = annotate
        self.idPrefix = idPrefix
        self.marks = marks
        self.rows = rows
        self.device = device
        self.fullLength = fullLength
    }
}
