/// The endpoint pages' stylesheet and script, from `Assets/`, embedded at build time.
package enum APIReferenceAssets {
    package static var stylesheet: String { EmbeddedFiles.files["api.css"] ?? "" }
    package static var script: String { EmbeddedFiles.files["api.js"] ?? "" }
}
