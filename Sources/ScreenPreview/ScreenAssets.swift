/// The screen's stylesheet and script, from `Assets/`, embedded at build time so every page
/// that shows a screen (preview, review, docs) can inline them and stay self-contained.
package enum ScreenAssets {
    package static var stylesheet: String { EmbeddedFiles.files["screen.css"] ?? "" }
    package static var script: String { EmbeddedFiles.files["screen.js"] ?? "" }
    /// The toolbar's choices in the URL fragment and the "Copy link" button: for pages with
    /// the designer toolbar (preview, review), after ``script``.
    package static var shareScript: String { EmbeddedFiles.files["share.js"] ?? "" }
    /// Two screens side by side: the compare page's pickers, and a preview page's side of it
    /// when opened in the compare page's frame (`embed=1`); after ``shareScript``.
    package static var compareScript: String { EmbeddedFiles.files["compare.js"] ?? "" }
}
