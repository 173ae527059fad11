/// The screen's stylesheet and script, from `Assets/`, embedded at build time so every page
/// that shows a screen (preview, review, docs) can inline them and stay self-contained.
public enum ScreenAssets {
    public static var stylesheet: String { EmbeddedFiles.files["screen.css"] ?? "" }
    public static var script: String { EmbeddedFiles.files["screen.js"] ?? "" }
}
