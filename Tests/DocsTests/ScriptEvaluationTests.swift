import Docs
import HTMLQuery
import Testing

@Suite("MDX JavaScript evaluated without an engine")
struct ScriptEvaluationTests {
    @Test("exported values show in text and in attributes")
    func exportedValues() throws {
        let source = """
            export const product = "Acme"
            export const limit = 5

            Welcome to {product}: up to {limit} seats.

            <Card title={product} href="/a">Body</Card>
            """
        let page = try render(source)
        #expect(page.warnings.isEmpty)
        #expect(page.html.contains("Welcome to Acme: up to 5 seats."))
        #expect(page.html.contains("Acme</"))
    }

    @Test("a page's arrow-function component is drawn with its props, defaults and children")
    func arrowComponent() throws {
        let source = """
            export const Hero = ({ title, kind = "plain", children }) => (
              <div className={`hero ${kind}`}>
                <h3>{title}</h3>
                {children}
              </div>
            );

            <Hero title="Start">
            Some **bold** text.
            </Hero>
            """
        let page = try render(source)
        #expect(page.warnings.isEmpty)
        #expect(page.html.contains("Start</h3>"))
        #expect(page.html.contains("hero plain"))
        #expect(page.html.contains("<strong>bold</strong>"))
        #expect(!page.html.contains("export"))
    }

    @Test("function components, conditionals, map over arrays of objects, fragments and spreads")
    func functionComponent() throws {
        let source = """
            export const items = [{ name: "One" }, { name: "Two" }]

            export function List(props) {
              return (
                <>
                  {props.show && <p>shown</p>}
                  {props.show ? <p>yes</p> : <p>no</p>}
                  <ul>{items.map((item) => <li>{item.name}</li>)}</ul>
                </>
              );
            }

            export const Wrap = ({ children, ...rest }) => <Note {...rest}>{children}</Note>;

            <List show />

            <Wrap>
            Inside.
            </Wrap>
            """
        let page = try render(source)
        #expect(page.warnings.map(\.code) == [])
        #expect(page.html.contains("shown"))
        #expect(page.html.contains("yes") && !page.html.contains(">no<"))
        #expect(page.html.contains("<li>One</li><li>Two</li>"))
        #expect(page.html.contains("Inside."))
    }

    @Test("snippet props fill the snippet's {names}")
    func snippetProps() throws {
        let renderer = PageRenderer(snippetLoader: { _ in "Hello {word}.\n" })
        let page = try renderer.render(source: "import Hi from '/snippets/hi.mdx'\n\n<Hi word=\"there\" />\n", file: "page.mdx")
        #expect(page.html.contains("Hello there."))
    }

    @Test("what needs an engine is a warning at the export, and the rest of the page renders")
    func unsupportedIsAWarning() throws {
        let page = try render("export const x = fetchIt()\n\n# Title\n\nText.\n")
        #expect(page.warnings.map { "\($0.code)@\($0.position!)" } == ["unsupported_mdx@1:1"])
        #expect(page.html.contains("Text."))
    }
}
