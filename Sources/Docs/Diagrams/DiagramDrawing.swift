/// What became of one ```` ```mermaid ```` block's source: drawn (a light and a dark SVG),
/// refused by Mermaid (its message), or not drawn because no renderer could run.
///
/// The Docs module only writes what it is given; the site builder draws every diagram of a
/// build at once, in one browser, before the pages render.
package enum DiagramDrawing: Sendable, Equatable {
    /// The diagram as two SVG documents, one per appearance, and its accessible name
    /// (Mermaid's `accTitle` or `title`) when the source gives one.
    case drawn(light: String, dark: String, title: String?)
    /// Mermaid could not parse or draw the source: its message.
    case failed(String)
    /// No renderer is available; the build says why once, elsewhere.
    case unavailable
}
