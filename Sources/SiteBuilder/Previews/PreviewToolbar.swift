import ScreenPreview
import Templates

/// The designer toolbar's choices (`partials/preview-toolbar`), shared by every page that
/// shows phones, so a preview and a review page have the same look controls.
package enum PreviewToolbar {
    /// The toolbar's template values for screens drawn with `options`.
    ///
    /// - Parameters:
    ///   - screenState: the state the screens start in.
    ///   - hasList: `false` for a failed response, which has no list to show loaded or empty.
    ///   - start: the text size and width the toolbar starts on; the page's script applies them.
    static func context(
        options: ScreenOptions, screenState: ScreenState, hasList: Bool, start: Start = Start()
    ) -> [String: TemplateValue] {
        let labels: [(ScreenState, String)] = [
            (.loaded, "Loaded"), (.loading, "Loading"), (.failed, "Failed first load"), (.empty, "Empty"),
        ]
        let screenStates: [TemplateValue] = labels.map { state, label in
            [
                "value": .string(state.rawValue), "label": .string(label), "selected": .bool(state == screenState),
                "disabled": .bool(!hasList && (state == .loaded || state == .empty)),
            ]
        }
        return [
            "theme": .string(options.theme.rawValue),
            "annotate": .bool(options.annotate),
            "screenStyles": .string(ScreenAssets.stylesheet),
            "screenScript": .string(ScreenAssets.script),
            "shareScript": .string(ScreenAssets.shareScript),
            "looks": choices(
                ScreenOptions.Look.allCases.map { ($0.rawValue, $0 == .ios18 ? "iOS 18" : "iOS 26") },
                selected: options.look.rawValue),
            "themes": choices([("light", "Light"), ("dark", "Dark")], selected: options.theme.rawValue),
            "textSizes": choices(textSizes, selected: start.textSize),
            "widths": choices(widths(including: start.width), selected: start.width),
            "followSystem": .bool(start.followsSystemAppearance),
            "rowChoices": choices([("default", "Standard"), ("custom", "Custom")], selected: options.rows.rawValue),
            "screenStates": .array(screenStates),
        ]
    }

    /// The toolbar's first text size and width: what `preview --text-size` and `--width` chose.
    package struct Start: Sendable, Hashable {
        /// A text size as the toolbar's values spell it: `xsmall` … `large` … `ax5`.
        package var textSize: String
        /// A width in points, or a device as `WIDTHxHEIGHT`.
        package var width: String
        /// Whether the page follows the system's light or dark mode until someone chooses:
        /// `false` when `--theme` chose one.
        package var followsSystemAppearance: Bool

        package init(textSize: String = "large", width: String = "393", followsSystemAppearance: Bool = true) {
            self.textSize = textSize
            self.width = width
            self.followsSystemAppearance = followsSystemAppearance
        }

        /// The text sizes the toolbar offers, by value.
        package static var textSizes: [String] { PreviewToolbar.textSizes.map(\.0) }
    }

    /// The widths offered, with `width` added when a page starts on one the list lacks.
    private static func widths(including width: String) -> [(String, String)] {
        var list = [("375", "375 pt"), ("393", "393 pt"), ("430", "430 pt")]
        if !list.contains(where: { $0.0 == width }) { list.append((width, "\(width) pt")) }
        return list
    }

    /// Dynamic Type sizes, as the Settings app names them.
    private static let textSizes: [(String, String)] = [
        ("xsmall", "Extra small"), ("small", "Small"), ("medium", "Medium"), ("large", "Default"), ("xlarge", "Large"),
        ("xxlarge", "Extra large"), ("xxxlarge", "Extra extra large"), ("ax1", "Accessibility 1"), ("ax2", "Accessibility 2"),
        ("ax3", "Accessibility 3"), ("ax4", "Accessibility 4"), ("ax5", "Accessibility 5"),
    ]

    private static func choices(_ pairs: [(String, String)], selected: String) -> TemplateValue {
        .array(
            pairs.map { value, label in ["value": .string(value), "label": .string(label), "selected": .bool(value == selected)] }
        )
    }
}
