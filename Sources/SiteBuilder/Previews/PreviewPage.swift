import Diagnostics
import HTML
import PreferenceModel
import ScreenPreview
import Templates

/// A self-contained preview page: the phone, the designer toolbar, the files it came from.
public struct PreviewPage: Sendable {
    /// What the page is about, shown in its header.
    public struct Source: Sendable {
        public var title: String
        public var catalogFile: String
        public var stateFile: String?
        public var subscriber: String

        public init(title: String, catalogFile: String, stateFile: String?, subscriber: String) {
            self.title = title
            self.catalogFile = catalogFile
            self.stateFile = stateFile
            self.subscriber = subscriber
        }
    }

    public var screen: PreferenceScreen
    public var source: Source
    public var options: ScreenOptions
    /// Where "All previews" points; `nil` for a standalone page.
    public var backLink: String?

    public init(screen: PreferenceScreen, source: Source, options: ScreenOptions, backLink: String? = nil) {
        self.screen = screen
        self.source = source
        self.options = options
        self.backLink = backLink
    }

    /// The page's HTML through the `preview` template.
    public func render(with templates: TemplateLibrary) throws(Diagnostic) -> [UInt8] {
        var phone = HTMLBuffer(capacity: 16 * 1024)
        ScreenRenderer(options: options).renderPhone(screen, into: &phone)
        let context: TemplateValue = [
            "title": .string("\(source.title) — settings preview"),
            "heading": .string(source.title),
            "catalogFile": .string(source.catalogFile),
            "stateFile": source.stateFile.map(TemplateValue.string) ?? .null,
            "subscriber": .string(source.subscriber),
            "theme": .string(options.theme.rawValue),
            "annotate": .bool(options.annotate),
            "backLink": backLink.map(TemplateValue.string) ?? .null,
            "screen": .string(phone.string),
            "screenStyles": .string(ScreenAssets.stylesheet),
            "screenScript": .string(ScreenAssets.script),
            "looks": choices(ScreenOptions.Look.allCases.map { ($0.rawValue, $0 == .ios18 ? "iOS 18" : "iOS 26") }, selected: options.look.rawValue),
            "themes": choices([("light", "Light"), ("dark", "Dark")], selected: options.theme.rawValue),
            "textSizes": choices(Self.textSizes, selected: "large"),
            "widths": choices([("375", "375 pt"), ("393", "393 pt"), ("430", "430 pt")], selected: "393"),
            "screenStates": screenStates,
        ]
        return try templates.renderBytes("preview", context)
    }

    /// Dynamic Type sizes, as the Settings app names them.
    static let textSizes: [(String, String)] = [
        ("xsmall", "Extra small"), ("small", "Small"), ("medium", "Medium"), ("large", "Default"), ("xlarge", "Large"),
        ("xxlarge", "Extra large"), ("xxxlarge", "Extra extra large"), ("ax1", "Accessibility 1"), ("ax2", "Accessibility 2"),
        ("ax3", "Accessibility 3"), ("ax4", "Accessibility 4"), ("ax5", "Accessibility 5"),
    ]

    /// The screen-state control; a failed response has no list to show loaded or empty.
    private var screenStates: TemplateValue {
        let labels: [(ScreenState, String)] = [(.loaded, "Loaded"), (.loading, "Loading"), (.failed, "Failed first load"), (.empty, "Empty")]
        let hasList = screen.failureCode == nil
        return .array(
            labels.map { state, label in
                [
                    "value": .string(state.rawValue), "label": .string(label), "selected": .bool(state == screen.state),
                    "disabled": .bool(!hasList && (state == .loaded || state == .empty)),
                ]
            })
    }

    private func choices(_ pairs: [(String, String)], selected: String) -> TemplateValue {
        .array(pairs.map { value, label in ["value": .string(value), "label": .string(label), "selected": .bool(value == selected)] })
    }
}
