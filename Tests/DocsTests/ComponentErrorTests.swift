import Diagnostics
import Docs
import HTMLQuery
import Testing

@Suite("Component errors")
struct ComponentErrorTests {
    @Test(arguments: [
        ("Intro\n\n<Warnign>\ntext\n</Warnign>\n", "unknown_component@3:1"),
        ("<Tabs>\n  <Tab title=\"a\">\n    <Nope />\n  </Tab>\n</Tabs>\n", "unknown_component@3:5"),
        ("Text <Bdage>x</Bdage>\n", "unknown_component@1:6"),
        ("Ünïcödé <Nope/>\n", "unknown_component@1:9"),
        ("<Card\n  title=\"A\"\n  href=\"/a\"\n>\nBody\n</Card>\n<Nope />\n", "unknown_component@7:1"),
        ("# T\n\n<Note>\ntext\n", "unclosed_component@3:1"),
        ("<Steps>\n<Step>\n```swift\nlet x = 1\n</Step>\n</Steps>\n", "unclosed_component@1:1"),
        ("Some <Badge>text\n\nMore\n", "unclosed_component@1:6"),
        ("<Tabs>\n<Tab title=\"a\">\nx\n</Tabs>\n", "mismatched_component@4:1"),
        ("text\n\n</Note>\n", "mismatched_component@3:1"),
        ("A <Badge>b</Tooltip> c\n", "mismatched_component@1:11"),
        ("<Tab title=\"a\">\nx\n</Tab>\n", "misplaced_component@1:1"),
        ("Use <Note>x</Note> here\n", "misplaced_component@1:5"),
        ("<Tabs>\n<Tab>\nx\n</Tab>\n</Tabs>\n", "missing_attribute@2:1"),
        ("<ParamField type=\"string\">\nx\n</ParamField>\n", "missing_attribute@1:1"),
        ("An <Icon /> here\n", "missing_attribute@1:4"),
        ("<Visibility for=\"robots\">\nx\n</Visibility>\n", "invalid_attribute@1:1"),
        ("<Card title=\"x\n", "invalid_component_tag@1:13"),
        ("<Card title=\"a\" {props} />\n", "invalid_component_tag@1:17"),
        ("<Card title=\"x\"\n\nBody\n", "invalid_component_tag@1:1"),
        ("export const x = y\n", "unsupported_mdx@1:1"),
        ("Intro\n\nimport * as All from '/snippets/a.mdx'\n", "unsupported_mdx@3:1"),
        ("export default function Layout() {}\n", "unsupported_mdx@1:1"),
        ("import X from '/snippets/x.mdx'\n\n<X />\n", "unresolved_snippet@3:1"),
    ])
    func problemsNameTheirCodeLineAndColumn(source: String, expected: String) {
        #expect(firstProblem(source) == expected)
    }

    @Test func aComponentThePageCannotEvaluateIsReportedOnceAtItsExportAndShowsItsChildren() throws {
        let source =
            "export const Hero = ({ title }) => {\n  const x = 1\n  return <div>{title}</div>\n};\n\n<Hero title=\"x\">\nBody\n</Hero>\n\nText <Hero>y</Hero>.\n"
        let found = diagnostics(source)
        #expect(found.map(\.code) == [.unsupportedMDX])
        #expect(found.first?.position == SourcePosition(line: 1, column: 1))
        let page = try render(source)
        #expect(page.html.contains("<p>Body</p>"))
        #expect(page.html.contains("Text y."))
    }

    @Test func aMisspelledNameSuggestsTheRightOne() throws {
        let problem = try #require(diagnostics("<Warnign>\nx\n</Warnign>\n").first)
        #expect(problem.hint == "Did you mean <Warning>?")
        #expect(problem.file == "page.mdx")
        #expect(
            problem.description
                == "page.mdx:1:1: warning[unknown_component]: <Warnign> is not a known component; its children are shown.")
    }

    @Test func everyProblemIsReportedInOneRun() {
        let found = diagnostics("<Nope>\nx\n</Nope>\n\n</Tabs>\n\n<Note>\n")
        #expect(found.map(\.code) == [.mismatchedComponent, .unclosedComponent])
        #expect(found.map { $0.position?.description } == ["5:1", "7:1"])
    }

    @Test func proseThatStartsWithImportOrExportIsMarkdown() throws {
        let page = try render("import the catalog from the dashboard.\n\nexport your data often.\n")
        #expect(page.html.contains("<p>import the catalog from the dashboard.</p>"))
        #expect(page.html.contains("<p>export your data often.</p>"))
    }

    @Test func aSnippetThatImportsItselfStops() {
        let loop = "import Loop from '/snippets/loop.mdx'\n\n<Loop />\n"
        let renderer = PageRenderer(snippetLoader: { _ in loop })
        let found = diagnostics(loop, renderer: renderer)
        #expect(found.map(\.code) == [.snippetCycle])
        #expect(found.first?.file == "/snippets/loop.mdx")
        #expect(found.first?.position == SourcePosition(line: 3, column: 1))
    }

    @Test func problemsInsideASnippetNameTheSnippetFile() {
        let renderer = PageRenderer(snippetLoader: { _ in "Text\n\n<Nope />\n" })
        let found = diagnostics("import S from '/snippets/s.mdx'\n\n<S />\n", renderer: renderer)
        #expect(
            found.map(\.description) == [
                "/snippets/s.mdx:3:1: warning[unknown_component]: <Nope> is not a known component; its children are shown."
            ])
    }
}

@Suite("Components from JavaScript modules")
struct ScriptImportTests {
    @Test("an imported JSX component shows its children, on its own line and inside text")
    func importedComponentsShowTheirChildren() throws {
        let source = """
            import { PreviewButton, Card as Tile } from "/snippets/buttons.jsx"

            <PreviewButton href="x">Install **now**</PreviewButton>

            Click <PreviewButton href="y">here</PreviewButton> to start.
            """
        let page = try PageRenderer().render(source: source, file: "page.mdx")
        let body = try requireFragment(page.html)
        #expect(body.queryAll("p").map(\.normalizedText) == ["Install now", "Click here to start."])
        #expect(body.query("p > strong")?.text == "now")
        #expect(body.descendants.allSatisfy { $0.name != "previewbutton" })
        #expect(!page.html.contains("PreviewButton"))
        #expect(page.markdownTwin.contains("Click here to start."))
    }

    @Test("a component a .mdx file exports, imported by name, shows its children too")
    func componentsImportedByNameFromMDXShowTheirChildren() throws {
        let source = """
            import { Rainbow } from '/snippets/components/rainbow.mdx';

            Check before you <Rainbow>deploy</Rainbow>.

            <Rainbow>
            A **block** of text.
            </Rainbow>
            """
        let page = try PageRenderer(snippetLoader: { _ in nil }).render(source: source, file: "page.mdx")
        let body = try requireFragment(page.html)
        #expect(body.queryAll("p").first?.normalizedText == "Check before you deploy.")
        #expect(body.descendants.allSatisfy { $0.name != "rainbow" })
        #expect(!page.html.contains("Rainbow"))
        #expect(page.html.contains("A <strong>block</strong> of text."))
    }

    @Test("a component not imported is an unknown_component warning that shows its children")
    func unimportedIsUnknown() throws {
        let page = try PageRenderer().render(source: "<PreviewButton>x</PreviewButton>\n", file: "p.mdx")
        #expect(page.warnings.map(\.code) == [.unknownComponent])
        #expect(page.html.contains("x"))
    }
}
