import Docs
import Foundation

/// The GitHub Flavored Markdown spec examples (`spec.txt` and `extensions.txt`), each
/// rendered the way `preflight markdown` renders a page — front matter and components read —
/// with Preflight's heading anchors and code-block wrappers turned off, since the spec's HTML
/// is cmark's plain HTML.
///
/// An example whose expected output is `<IGNORE>` is a crash test: it passes when it renders.
///
/// Expected failures (15): eleven of the twelve that cmark-gfm's own count fails with these
/// options (the tagfilter, bare-URL autolinks in core examples, an old footnote format); the
/// example at spec.txt:2320 (`<Warning>` on its own line as a type-7 HTML block), because
/// `<Warning>` is a Mintlify callout and a docs page means the callout; and spec.txt:2233, 2242
/// and 2254, HTML blocks whose tag never closes (`<div id="foo"` then Markdown): a browser would
/// read the page's markup after it as that tag's attributes, so Preflight writes such a tag as
/// text (see README, "Links and raw HTML").
enum GFMSuite {
    static func run(_ folder: URL, verbose: Bool) throws -> SuiteResult {
        let renderer = PageRenderer(decorations: .none)
        var result = SuiteResult()
        for name in ["spec.txt", "extensions.txt"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for example in GFMExample.parse(text, file: name) where !example.isDisabled {
                let actual: String
                do {
                    actual = try renderer.render(source: example.markdown, file: "\(name):\(example.line)").html
                } catch {
                    actual = "error: \(error)"
                }
                let ignored =
                    example.html.trimmingCharacters(in: .whitespacesAndNewlines) == "<IGNORE>" && !actual.hasPrefix("error: ")
                if ignored || HTMLNormalizer.normalize(actual) == HTMLNormalizer.normalize(example.html) {
                    result.passed += 1
                } else {
                    result.failed += 1
                    if verbose {
                        print(
                            "FAIL \(name):\(example.line)\n--- markdown\n\(example.markdown)--- expected\n\(example.html)--- actual\n\(actual)"
                        )
                    }
                }
            }
        }
        return result
    }
}
