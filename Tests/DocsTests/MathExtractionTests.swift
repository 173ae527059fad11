import Diagnostics
import Foundation
import Locking
import Testing

@testable import Docs

/// Formulas are taken out of the Markdown before cmark reads it: their TeX reaches the
/// renderer byte for byte, dollars that are not math stay text, and errors land on the
/// formula's own line and column.
@Suite("Math in pages")
struct MathExtractionTests {
    /// Each formula as `[i:TeX]` or `[d:TeX]` (escaped), so the tests see what the renderer got.
    private static func renderer(seen: SeenFormulas? = nil) -> PageRenderer {
        var renderer = PageRenderer(snippetLoader: { $0 == "/snippets/f.mdx" ? "Snippet $s_1$\n" : nil })
        renderer.mathRenderer = { formula in
            seen?.add(formula)
            if formula.tex.hasPrefix("\\bad") { return .failed("Undefined control sequence: \\bad") }
            let text = formula.tex.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            return .rendered(html: "<span class=\"katex\">[\(formula.display ? "d" : "i"):\(text)]</span>")
        }
        return renderer
    }

    private func html(_ markdown: String, file: String = "page.mdx") throws -> String {
        try Self.renderer().render(source: markdown, file: file).html
    }

    @Test("inline and displayed formulas keep every backslash, underscore and asterisk")
    func texIsVerbatim() throws {
        let page = try html("Sum $a_1 * b_2 \\\\ \\{c\\}$ and $$\\int_0^1 x^*_* dx$$ done.\n")
        #expect(page.contains("<p>Sum <span class=\"katex\">[i:a_1 * b_2 \\\\ \\{c\\}]</span> and "))
        #expect(page.contains("<span class=\"katex\">[d:\\int_0^1 x^*_* dx]</span> done.</p>"))
    }

    @Test(
        "dollars that are not math stay text",
        arguments: [
            ("It costs $5 and $10 today.", "It costs $5 and $10 today."),
            ("From $5 to $6.", "From $5 to $6."),
            ("A $ sign and $ another.", "A $ sign and $ another."),
            ("Pay $5/$6 each.", "Pay $5/$6 each."),
            ("Escaped \\$x\\$ is text.", "Escaped $x$ is text."),
            ("Code `$x$` stays.", "Code <code>$x$</code> stays."),
            ("$5 or `$x` here.", "$5 or <code>$x</code> here."),
            ("Empty $$ $$ pair.", "Empty $$ $$ pair."),
        ])
    func currencyAndEscapes(source: String, expected: String) throws {
        let page = try html(source + "\n")
        #expect(page.contains("<p>\(expected)</p>"), "\(page)")
        #expect(!page.contains("katex"))
    }

    @Test("a closing dollar after a space or before a digit does not close; a later one may")
    func pandocClosingRule() throws {
        #expect(try html("See $a $b$ here.\n").contains("[i:a $b]"))
        #expect(try html("See $x$2 and $y$.\n").contains("[i:x$2 and $y]"))
    }

    @Test("fenced code, indented code, comments and HTML attributes keep their dollars")
    func codeCommentsAndAttributes() throws {
        let page = try html(
            "```sh\necho $HOME $x$\n```\n\n    let price = $x$\n\n<!-- $y$ -->\n\n<a title=\"$z$\" href=\"/a\">link</a> and <span data-x=\"$w$\">s</span>\n"
        )
        #expect(!page.contains("katex"), "\(page)")
        #expect(page.contains("title=\"$z$\""))
        #expect(page.contains("let price = $x$"))
        let markdown = try html("<a title=\"$z$\" href=\"/a\">link</a> $q$\n", file: "page.md")
        #expect(markdown.contains("title=\"$z$\""))
        #expect(markdown.contains("[i:q]"))
    }

    @Test("a $$ block over several lines is one displayed formula, in a list too")
    func displayBlocks() throws {
        let page = try html("Before.\n\n$$\na = b \\\\\n* c\n$$\n\nAfter.\n\n- item\n\n  $$\n  x_1\n  $$\n")
        #expect(page.contains("[d:a = b \\\\\n* c]"), "\(page)")
        #expect(page.contains("[d:x_1]"))
        #expect(page.contains("<p>After.</p>"))
        #expect(!page.contains("<ul>\n<li>c"))
    }

    @Test("a $$ block with a blank line inside is not a formula")
    func blankLineEndsBlock() throws {
        let page = try html("$$\na\n\nb\n$$\n")
        #expect(!page.contains("katex"))
    }

    @Test("formulas in a table cell (with a bar), a list item and a component")
    func containers() throws {
        let page = try html(
            "| a | b |\n|---|---|\n| $\\|x\\|$ | $y$ |\n\n1. first $p_1$\n2. second\n\n<Note>\n  Inside $n^2$ a note.\n</Note>\n")
        #expect(page.contains("<td><span class=\"katex\">[i:\\|x\\|]</span></td>"), "\(page)")
        #expect(page.contains("<td><span class=\"katex\">[i:y]</span></td>"))
        #expect(page.contains("first <span class=\"katex\">[i:p_1]</span>"))
        #expect(page.contains("Inside <span class=\"katex\">[i:n^2]</span> a note."))
    }

    @Test("<Latex> is inline in a sentence and displayed on a line of its own")
    func latexComponent() throws {
        let page = try html(
            "Inline <Latex>\\frac{a}{b}</Latex> here.\n\n<Latex>\\sum_i x_i</Latex>\n\n<Latex>\n  e^{i\\pi}\n</Latex>\n")
        #expect(page.contains("Inline <span class=\"katex\">[i:\\frac{a}{b}]</span> here."), "\(page)")
        #expect(page.contains("[d:\\sum_i x_i]"))
        #expect(page.contains("[d:e^{i\\pi}]"))
        #expect(!page.contains("pf-latex"))
    }

    @Test("without a renderer, a formula shows its escaped TeX in a styled code element")
    func unrendered() throws {
        let page = try PageRenderer().render(source: "Area $a<b$ and\n\n$$x & y$$\n", file: "page.md").html
        #expect(page.contains("<code class=\"pf-math-source\">$a&lt;b$</code>"), "\(page)")
        #expect(page.contains("<code class=\"pf-math-source pf-math-display\">$$x &amp; y$$</code>"))
    }

    @Test("the conformance mode leaves dollars to cmark")
    func offWithoutDecorations() throws {
        let page = try PageRenderer(decorations: .none).render(source: "A $x_1$ b\n", file: "page.md").html
        #expect(page == "<p>A $x_1$ b</p>\n")
    }

    @Test("a formula KaTeX refuses is an error at its opening delimiter")
    func errorPositions() throws {
        let source = """
            # Title

            Text <Badge>new</Badge> then $\\bad{1}$.

            - item

              $$
              \\bad
              $$

            <Note>
              In a note <Latex>\\bad x</Latex>
            </Note>

            """
        do {
            _ = try Self.renderer().render(source: source, file: "page.mdx")
            Issue.record("expected invalid_math")
        } catch let list as DiagnosticList {
            let found = list.diagnostics.map { "\($0.position?.description ?? "") \($0.code.name)" }
            #expect(found == ["3:30 invalid_math", "7:3 invalid_math", "12:13 invalid_math"])
            #expect(
                list.diagnostics[0].description.contains("KaTeX cannot typeset this formula: Undefined control sequence: \\bad;"))
            #expect(list.diagnostics.allSatisfy { $0.file == "page.mdx" && $0.severity == .error })
        }
    }

    @Test("what follows a formula keeps its place, on the formula's last line too")
    func positionsAfterFormulas() throws {
        let source =
            "# T\n\nA $x_1$ then [bad](javascript:a) ok.\n\n$$\na\n$$ and [b](javascript:b)\n\n- $$x\n  y$$ [c](javascript:c)\n"
        let page = try Self.renderer().render(source: source, file: "page.md")
        #expect(page.warnings.map { $0.position?.description } == ["3:14", "7:8", "10:7"])
    }

    @Test("the Markdown twin keeps formulas as TeX between dollars")
    func twin() throws {
        let page = try Self.renderer().render(source: "A $x_1$ and <Latex>y</Latex>.\n", file: "page.mdx")
        #expect(page.markdownTwin.contains("A $x_1$ and $y$."))
    }

    @Test("the scan before rendering finds what rendering asks for")
    func scanMatchesRendering() throws {
        let source = """
            ---
            title: "$not$"
            ---
            A $x$ and $$y$$, `$code$`, $5 and $10.

            <Tip>
              <Latex>z</Latex>
            </Tip>

            | $c$ |
            |---|

            """
        let seen = SeenFormulas()
        _ = try Self.renderer(seen: seen).render(source: source, file: "page.mdx")
        let scanned = PageFormulas.scan(Array(source.utf8))
        #expect(scanned == seen.formulas)
        #expect(scanned.map(\.tex) == ["x", "y", "z", "c"])
        #expect(PageFormulas.scan(Array("No math, only $5.\n".utf8)).isEmpty)
    }

    @Test("a snippet's formulas are read too")
    func snippet() throws {
        let page = try html("import F from '/snippets/f.mdx'\n\n<F />\n")
        #expect(page.contains("Snippet <span class=\"katex\">[i:s_1]</span>"), "\(page)")
    }

    @Test("a formula in a heading reads as its TeX in the anchor and the contents")
    func heading() throws {
        let page = try Self.renderer().render(source: "## Energy $E=mc^2$ now\n", file: "page.md")
        #expect(page.headings.map(\.text) == ["Energy E=mc^2 now"])
        #expect(page.html.contains("<h2 id=\"energy-emc2-now\">Energy <span class=\"katex\">[i:E=mc^2]</span> now"))
    }

    @Test("many openers without closers are read in one pass")
    func hostileOpeners() throws {
        let line = String(repeating: "$a ", count: 30_000) + "\n\n$$" + String(repeating: " b", count: 30_000)
        #expect(!(try html(line + "\n")).contains("katex"))
        let paragraph = "$$ x\n" + String(repeating: "$y $ z\n", count: 10_000)
        #expect(!(try html(paragraph)).contains("katex"))
        // An unclosed `<Latex>` is an unclosed component, as it was before formulas were read.
        let latex = String(repeating: "<Latex>c ", count: 10_000)
        #expect(throws: (any Error).self) { try html(latex + "\n") }
        #expect(throws: (any Error).self) { try html(String(repeating: "<Latex> c\n", count: 10_000)) }
    }

    @Test("a formula left to the browser is its escaped TeX in a marked code element, and no error")
    func leftToBrowser() throws {
        var renderer = PageRenderer()
        renderer.mathRenderer = { _ in .inBrowser }
        let page = try renderer.render(source: "Ratio $a<b \\& \\bad$ here.\n\n$$\nx^2\n$$\n", file: "page.md").html
        #expect(
            page.contains("<p>Ratio <code data-katex class=\"pf-math-source\">$a&lt;b \\&amp; \\bad$</code> here.</p>"), "\(page)"
        )
        #expect(page.contains("<code data-katex class=\"pf-math-source pf-math-display\">$$x^2$$</code>"), "\(page)")
    }
}

/// The formulas a renderer was asked for, in order, from any thread.
final class SeenFormulas: Sendable {
    private let list = Locked<[MathFormula]>([])
    func add(_ formula: MathFormula) { list.withLock { $0.append(formula) } }
    var formulas: [MathFormula] { list.withLock { $0 } }
}
