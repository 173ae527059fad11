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
    ///   - start: the text size the toolbar starts on; the page's script applies it.
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
            "widths": choices(
                Device.allCases.map { ($0.value, "\($0.width) × \($0.height) pt (\($0.name))") }, selected: options.device.value),
            "fullLength": .bool(options.fullLength),
            "followSystem": .bool(start.followsSystemAppearance),
            "rowChoices": choices([("default", "Standard"), ("custom", "Custom")], selected: options.rows.rawValue),
            "screenStates": .array(screenStates),
        ]
    }

    /// The toolbar's first text size: what `preview --text-size` chose. (The device is the
    /// screen's own, ``ScreenOptions/device``.)
    package struct Start: Sendable, Hashable {
        /// A text size as the toolbar's values spell it: `xsmall` … `large` … `ax5`.
        package var textSize: String
        /// Whether the page follows the system's light or dark mode until someone chooses:
        /// `false` when `--theme` chose one.
        package var followsSystemAppearance: Bool

        package init(textSize: String = "large", followsSystemAppearance: Bool = true) {
            self.textSize = textSize
            self.followsSystemAppearance = followsSystemAppearance
        }

        /// The text sizes the toolbar offers, by value.
        package static var textSizes: [String] { PreviewToolbar.textSizes.map(\.0) }
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
