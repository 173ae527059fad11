import Diagnostics
import Docs

/// `preflight markdown`: one page's body as an HTML fragment, rendered exactly as the site
/// renders it (components expanded, headings anchored, code highlighted, previews drawn
/// from `content/` when it is there).
package enum MarkdownFragment {
    /// The fragment for `source`, and the warnings about what it left out as unsafe.
    ///
    /// - Parameter content: the content folder that snippets and previews are read from.
    /// - Throws: the page's diagnostics.
    package static func render(
        source: String, file: String, content: String
    ) throws(DiagnosticList) -> (html: String, warnings: [Diagnostic]) {
        let rendering = DocsRendering(contentFolder: content)
        do {
            let rendered = try rendering.render(Array(source.utf8), file)
            return (String(decoding: rendered.html, as: UTF8.self), rendered.warnings)
        } catch {
            throw DiagnosticList(Diagnostic.list(from: error, else: .renderFailed, file: file))
        }
    }
}
