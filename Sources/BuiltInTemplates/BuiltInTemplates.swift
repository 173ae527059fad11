/// The package's `templates/` folder, compiled into the binary by the EmbedFiles plugin, so
/// `preflight` works in any folder; a `templates/` folder beside the content overrides it.
package enum BuiltInTemplates {
    /// File contents keyed by path relative to `templates/` (e.g. `partials/toolbar.mustache`).
    package static var files: [String: String] { EmbeddedFiles.files }
}
