/// The screen's stylesheet and script, from `Assets/`, embedded at build time so every page
/// that shows a screen (preview, review, docs) can inline them and stay self-contained.
package enum ScreenAssets {
    package static var stylesheet: String { EmbeddedFiles.files["screen.css"] ?? "" }
    package static var script: String { EmbeddedFiles.files["screen.js"] ?? "" }
}
