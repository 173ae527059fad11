import HTML

/// Writes a Mermaid diagram as the page shows it: two inline SVGs (the site's stylesheet shows
/// the one of the page's appearance, as for a light/dark image pair), each an image with an
/// accessible name, and the source as the text alternative in a `<details>`.
///
/// The page needs no script and works offline and from `file://`, because the diagram was
/// drawn at build time. Where it was not, the source stays visible in a styled block.
enum DiagramBlock {
    /// Writes the diagram for `source` as `drawing` says.
    static func render(source: String, drawing: DiagramDrawing, into html: inout HTMLBuffer) {
        switch drawing {
        case .drawn(let light, let dark, let title):
            let name = title.map { $0.isEmpty ? "Diagram" : $0 } ?? "Diagram"
            html.raw("<figure class=\"pf-diagram\">\n<div class=\"pf-diagram-light\" role=\"img\"")
            html.attribute("aria-label", name)
            html.raw(">")
            html.raw(light)
            html.raw("</div>\n<div class=\"pf-diagram-dark\" role=\"img\"")
            html.attribute("aria-label", name)
            html.raw(">")
            html.raw(dark)
            html.raw("</div>\n<details class=\"pf-diagram-source\"><summary>Diagram source</summary><pre><code>")
            html.text(source)
            html.raw("</code></pre></details>\n</figure>")
        case .failed, .unavailable:
            // The source, readable, in place of the drawing; the warning says why.
            html.raw("<div class=\"pf-diagram pf-diagram-undrawn\"><pre class=\"pf-code\"><code class=\"language-mermaid\">")
            html.text(source)
            html.raw("</code></pre></div>")
        }
    }
}
