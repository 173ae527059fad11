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

    @Test("an array index that is no whole number in range gives null")
    func oddIndex() throws {
        let page = try render("export const a = [1, 2]\n\nA{a[100000000000000000000000]}B{a[0/0]}C{a[-1]}D{a[1.5]}E{a[1]}F\n")
        #expect(page.warnings.isEmpty)
        #expect(page.html.contains("ABCDE2F"))
    }

    @Test("an expression nested too deep is a warning, not a crash")
    func deepNesting() throws {
        let deep = String(repeating: "(", count: 30_000) + "1" + String(repeating: ")", count: 30_000)
        let bangs = String(repeating: "!", count: 30_000) + "true"
        let page = try render("export const a = \(deep)\nexport const b = \(bangs)\n\nText.\n")
        #expect(page.warnings.map(\.code) == [.unsupportedMDX, .unsupportedMDX])
        #expect(page.html.contains("Text."))
        let fine = String(repeating: "(", count: 100) + "7" + String(repeating: ")", count: 100)
        #expect(try render("export const a = \(fine)\n\nN{a}\n").html.contains("N7"))
    }

    @Test("strings and arrays a page builds stop growing at a limit")
    func sizeLimits() throws {
        var source = "export const s0 = \"0123456789abcdef\"\n"
        for step in 1...24 { source += "export const s\(step) = s\(step - 1) + s\(step - 1)\n" }
        source += "export const a0 = [1, 2]\n"
        for step in 1...24 { source += "export const a\(step) = [...a\(step - 1), ...a\(step - 1)]\n" }
        source += "export const j = [s16, s16, s16, s16, s16, s16, s16, s16, s16].join(s16)\n"
        source +=
            "export const t = `${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}${s16}`\n"
        source += "\nText.\n"
        let page = try render(source)
        #expect(!page.warnings.isEmpty)
        #expect(page.warnings.allSatisfy { $0.code == .unsupportedMDX })
        #expect(page.html.contains("Text."))
    }

    @Test("`&&`, `||`, `??` and `? :` leave the branch not taken unevaluated")
    func shortCircuit() throws {
        let source = """
            export const items = null
            export const list = ["x"]

            A{items && items.map((item) => <b>{item}</b>)}B{items ? items.length : "none"}C{(list || items.map((item) => item))[0]}D{(list ?? items.map((item) => item))[0]}E{items ? -items.name : "ok"}F{items && `${items.x.y}`}G

            """
        let page = try render(source)
        #expect(page.warnings.map(\.code) == [])
        #expect(page.html.contains("ABnoneCxDxEokFG"))
    }

    @Test("an exported string's `&` stays text; entities written on the page are still read")
    func ampersand() throws {
        let source = """
            export const s = "&lt;b&gt;bold&lt;/b&gt; & co"
            export const Show = () => <p>{s}</p>

            <Show />

            {s} and &lt;i&gt; &amp; so
            """
        let page = try render(source)
        #expect(page.warnings.isEmpty)
        #expect(!page.html.contains("<b>"))
        #expect(page.html.components(separatedBy: "&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt; &amp; co").count == 3)
        #expect(page.html.contains("and &lt;i&gt; &amp; so"))
    }

    @Test("a spread's keys that are not attribute names are left out")
    func spreadKeys() throws {
        let source = """
            export const props = { "x><img src=x onerror=alert(1)>": "1", title: "Kept", "data-x.y": "2", "a b": "3", style: { "color:red;x": "1", color: "red" } }

            export const Box = () => <Card {...props}>Body</Card>

            <Box />
            """
        let page = try render(source)
        #expect(!page.html.contains("<img"))
        #expect(!page.html.contains("onerror"))
        #expect(!page.html.contains("red;x"))
        #expect(page.html.contains("Kept"))
        #expect(page.html.contains("Body"))
    }
}
