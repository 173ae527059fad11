import Diagnostics
import Docs
import Testing

/// Renders `source` as `page.mdx` with the default renderer (or `renderer`).
func render(_ source: String, renderer: PageRenderer = PageRenderer()) throws -> MarkdownPage {
    try renderer.render(source: source, file: "page.mdx")
}

/// The diagnostics rendering `source` throws, or the warnings it gives when it renders;
/// records an issue when it renders without any.
func diagnostics(
    _ source: String, renderer: PageRenderer = PageRenderer(), sourceLocation: SourceLocation = #_sourceLocation
) -> [Diagnostic] {
    do {
        let page = try renderer.render(source: source, file: "page.mdx")
        if page.warnings.isEmpty { Issue.record("expected the page to fail or warn", sourceLocation: sourceLocation) }
        return page.warnings
    } catch let diagnostic as Diagnostic {
        return [diagnostic]
    } catch let list as DiagnosticList {
        return list.diagnostics
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The one diagnostic rendering `source` throws, as `code@line:col`, for exact comparisons.
func firstProblem(_ source: String, renderer: PageRenderer = PageRenderer()) -> String {
    guard let first = diagnostics(source, renderer: renderer).first else { return "none" }
    return "\(first.code)@\(first.position?.description ?? "-")"
}

extension String {
    /// How many times `needle` occurs.
    func occurrences(of needle: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.range(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
