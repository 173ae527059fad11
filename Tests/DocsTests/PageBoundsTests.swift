import Diagnostics
import Docs
import Testing

/// The bounds a page must keep: component nesting, snippet growth, and the Markdown that
/// cmark-gfm 0.29 takes superlinear time over. Each is a coded error at its line, and a page
/// just inside each bound still renders.
@Suite("Page bounds")
struct PageBoundsTests {
    private func nested(_ open: String, _ close: String, depth: Int) -> String {
        String(repeating: open, count: depth) + "middle\n" + String(repeating: close, count: depth)
    }

    @Test("3,000 nested <Note> is nesting_too_deep at the 513th, and nothing else is reported")
    func deepNotes() {
        let problems = diagnostics(nested("<Note>\n", "</Note>\n", depth: 3_000))
        #expect(problems.map(\.code) == [.nestingTooDeep])
        #expect(problems.first?.position == SourcePosition(line: 513, column: 1))
    }

    @Test("1,500 nested <Tabs><Tab> is nesting_too_deep")
    func deepTabs() {
        let source = nested("<Tabs>\n<Tab title=\"t\">\n", "</Tab>\n</Tabs>\n", depth: 1_500)
        #expect(firstProblem(source) == "nesting_too_deep@513:1")
    }

    @Test("Tags opened on one line are counted too", arguments: ["<Note>", "<Accordion title=\"a\">", "<div>"])
    func deepOnOneLine(tag: String) {
        let name = String(tag.dropFirst().prefix { $0.isLetter })
        let source = String(repeating: tag + "\n", count: 600) + "x\n" + String(repeating: "</\(name)>\n", count: 600)
        let codes = diagnostics(source).map(\.code)
        // `<div>` wrappers nest as components do in MDX.
        #expect(codes.contains(.nestingTooDeep))
    }

    @Test("512 nested components render")
    func deepestAllowed() throws {
        let page = try render(nested("<Note>\n", "</Note>\n", depth: 512))
        #expect(page.html.contains("middle"))
        #expect(page.html.occurrences(of: "pf-callout") >= 512)
    }

    @Test("A snippet used deep inside components counts the components around it")
    func snippetNesting() {
        let renderer = PageRenderer(snippetLoader: { _ in
            String(repeating: "<Note>\n", count: 20) + "in\n" + String(repeating: "</Note>\n", count: 20)
        })
        let source =
            "import Deep from '/snippets/deep.mdx'\n\n"
            + nested("<Note>\n", "</Note>\n", depth: 500)
            .replacingOccurrences(of: "middle", with: "<Deep />")
        #expect(diagnostics(source, renderer: renderer).map(\.code).contains(.nestingTooDeep))
    }

    @Test("A snippet that uses another ten times, eight levels down, is page_too_large, not a billion lines")
    func snippetBomb() {
        let renderer = PageRenderer(snippetLoader: { _ in
            "import S from '/snippets/s.mdx'\n\n" + String(repeating: "<S />\n\n", count: 10)
                + String(repeating: "x", count: 100_000) + "\n"
        })
        let codes = diagnostics("import S from '/snippets/s.mdx'\n\n<S />\n", renderer: renderer).map(\.code)
        #expect(codes.contains(.pageTooLarge))
    }

    @Test("A table of 2,500 columns is table_too_large at its header line")
    func wideTable() {
        let source =
            "# T\n\n|" + String(repeating: "a|", count: 2_500) + "\n|" + String(repeating: "-|", count: 2_500) + "\n"
            + String(repeating: "|\n", count: 2_500)
        #expect(firstProblem(source) == "table_too_large@3:1")
    }

    @Test("Rows that leave over 100,000 cells to fill in are table_too_large at the row that passes it")
    func shortRows() {
        let source =
            "|" + String(repeating: "a|", count: 900) + "\n|" + String(repeating: "-|", count: 900) + "\n"
            + String(repeating: "x\n", count: 200)
        #expect(firstProblem(source) == "table_too_large@114:1")
    }

    @Test("A line of backticks with a backtick after them is text, not a fence: a wide table after it is caught")
    func backtickLineIsNoFence() {
        let source =
            "```a`b```\n\n|" + String(repeating: "a|", count: 2_500) + "\n|" + String(repeating: "-|", count: 2_500)
            + "\n" + String(repeating: "|\n", count: 2_500)
        #expect(firstProblem(source) == "table_too_large@3:1")
    }

    @Test("Ordinary tables, and pipes in code fences, pass")
    func ordinaryTables() throws {
        let table = "| a | b |\n|---|---|\n" + String(repeating: "| x | y |\n", count: 20_000)
        #expect(try render(table).html.contains("<table>"))
        let fenced = "```\n|" + String(repeating: "a|", count: 2_000) + "\n|" + String(repeating: "-|", count: 2_000) + "\n```\n"
        #expect(try render(fenced).html.contains("<pre"))
    }

    @Test("![[]() 50,000 times in one paragraph is too_many_images on its line")
    func imageLinkOpeners() throws {
        #expect(firstProblem("# L\n\n" + String(repeating: "![[]()", count: 50_000) + "\n") == "too_many_images@3:1")
        // A backslash before the backslash escapes only that one: the `![` after it still opens.
        #expect(firstProblem(String(repeating: "\\\\![", count: 1_001) + "\n") == "too_many_images@1:1")
        #expect(try render(String(repeating: "\\\\\\![", count: 1_001) + "\n").html.contains("\\!["))
    }

    @Test("Images spread over list items, escaped or in code, and any number of plain brackets, pass")
    func manyImagesInList() throws {
        let list = (0..<3_000).map { "- ![image \($0)](/i\($0).png)" }.joined(separator: "\n") + "\n"
        #expect(try render(list).links.count == 3_000)
        let escaped = String(repeating: "\\![", count: 5_000) + "\n"
        #expect(try render(escaped).html.contains("![!["))
        let code = "```json\n" + String(repeating: "![", count: 5_000) + "\n```\n"
        #expect(try render(code).html.contains("![!["))
        #expect(try render(String(repeating: "[", count: 100_000) + "\n").html.contains("[[["))
    }

    @Test("32,000 <Badge> on one line render; positions on the line stay exact")
    func manyBadges() throws {
        let page = try render(String(repeating: "<Badge>x</Badge> ", count: 32_000) + "\n")
        #expect(page.html.occurrences(of: "pf-badge") == 32_000)
        let problems = diagnostics(String(repeating: "<Badge>x</Badge> ", count: 1_000) + "<Nope />\n")
        #expect(problems.first.map { "\($0.code)@\($0.position!)" } == "unknown_component@1:\(17 * 1_000 + 1)")
    }

    @Test("100,000 unclosed <Tooltip> are each unclosed_component, with their columns")
    func unclosedTooltips() {
        let problems = diagnostics(String(repeating: "<Tooltip tip=\"a\">x ", count: 100_000) + "\n")
        #expect(problems.count == 100_000)
        #expect(problems.allSatisfy { $0.code == .unclosedComponent })
        #expect(problems.last?.position == SourcePosition(line: 1, column: 19 * 99_999 + 1))
    }

    @Test("Front matter of 100,000 keys reads, and a repeated key is still found")
    func manyFrontMatterKeys() throws {
        let keys = (0..<100_000).map { "key\($0): value \($0)\n" }.joined()
        let page = try render("---\n" + keys + "---\n# T\n")
        #expect(page.frontMatter.entries.count == 100_000)
        let problems = diagnostics("---\n" + keys + "key5: again\n---\n")
        #expect(problems.map(\.code) == [.invalidFrontMatter])
        #expect(problems.first?.position?.line == 100_002)
    }

    @Test("A quoted value and a flow list over 100,000 lines are read whole, escapes and all")
    func longFrontMatterValues() throws {
        let lines = String(repeating: "  more \\\" words\n", count: 100_000)
        let quoted = try render("---\ndescription: \"start\n" + lines + "  end\"\n---\n")
        #expect(quoted.description?.hasSuffix("more \" words end") == true)
        let flow = try render("---\ntags: [a,\n" + String(repeating: "  'b''s',\n", count: 100_000) + "  c]\n---\n")
        #expect(flow.frontMatter["tags"] == .list(["a"] + Array(repeating: "b's", count: 100_000) + ["c"]))
    }

    @Test("Many headings with the same text get distinct ids")
    func sameHeadings() throws {
        let page = try render(String(repeating: "## Same\n\n", count: 20_000))
        #expect(Set(page.headings.map(\.id)).count == 20_000)
    }

    @Test("100,000 `x <Badge a={` on one line, or on 100,000 lines, stop at the first broken tag of each line")
    func unclosedBraces() {
        let oneLine = diagnostics(String(repeating: "x <Badge a={ ", count: 100_000) + "\n")
        #expect(oneLine.map { "\($0.code)@\($0.position!)" } == ["invalid_component_tag@1:12"])
        let lines = diagnostics(String(repeating: "x <Badge a={\n", count: 100_000))
        #expect(lines.count == 100_000)
        #expect(lines.allSatisfy { $0.code == .invalidComponentTag })
    }

    @Test("A tag may span 64 lines, not 65")
    func tagLineBreaks() throws {
        let spread = { (lines: Int) in "<Note\n" + String(repeating: "  a=\"b\"\n", count: lines - 1) + ">\ntext\n</Note>\n" }
        #expect(try render(spread(64)).html.contains("text"))
        #expect(firstProblem(spread(65)) == "invalid_component_tag@1:1")
    }

    @Test("Lowercase HTML with unclosed JSX braces stays text, in time that grows with the line")
    func unclosedHTMLBraces() throws {
        let page = try render(String(repeating: "x <a b={ ", count: 100_000) + "\n")
        #expect(page.html.contains("x &lt;a b={"))
    }

    @Test("20,000 unclosed <div> in MDX render as HTML; 500 nested and closed are wrappers")
    func unclosedDivs() throws {
        let page = try render(String(repeating: "<div>\n\nx\n\n", count: 20_000))
        #expect(page.html.occurrences(of: "<div>") == 20_000)
        let nested = try render(
            String(repeating: "<div>\n", count: 500) + "\n**x**\n\n" + String(repeating: "</div>\n", count: 500))
        #expect(nested.html.contains("<strong>x</strong>"))
    }

    @Test("Lines deep inside indented components get at most 32 spaces, and at most 32 bytes of `> ` in the twin")
    func boundedPrefixes() throws {
        let opens = (0..<500).map { String(repeating: " ", count: $0) + "<Note>\n" }.joined()
        let closes = (0..<500).reversed().map { String(repeating: " ", count: $0) + "</Note>\n" }.joined()
        let lines = String(repeating: "line\n", count: 10_000)
        let page = try render(opens + lines + closes)
        #expect(page.markdownTwin.occurrences(of: "line") == 10_000)
        #expect(page.markdownTwin.utf8.count < 40 * 10_000 + 200_000)
    }
}
