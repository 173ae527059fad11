import Docs
import Testing

/// Elements passed as props: `icon={<Icon icon="x" />}`, `title={<b>x</b>}`, `cta={<X />}`.
@Suite("Elements passed as props")
struct ElementPropTests {
    @Test("a declared component draws an element prop where it writes {name}")
    func declared() throws {
        let source = """
            export const Button = ({ label }) => <span className="btn">{label}</span>
            export const Hero = ({ icon, cta, children }) => (
              <div className="hero">
                {icon}
                <p>{children}</p>
                {cta}
              </div>
            )


            <Hero icon={<Icon icon="rocket" />} cta={<Button label="Go" />}>Start here.</Hero>
            """
        let page = try render(source)
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(page.html.contains("<svg"), "\(page.html)")
        #expect(page.html.contains("<span class=\"btn\">Go</span>"), "\(page.html)")
        #expect(page.html.contains("Start here."))
    }

    @Test("a built-in component shows an element's icon name or its text, without a script on the page")
    func builtIn() throws {
        let page = try render(
            "<Card title={<b>Fast &amp; <i>small</i></b>} icon={<Icon icon=\"rocket\" />} href=\"/a\">Body</Card>\n")
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(page.html.contains("Fast &amp; small"), "\(page.html)")
        #expect(!page.html.contains("&lt;b&gt;") && !page.html.contains("&lt;Icon"))
        #expect(page.html.contains("<svg"))
    }
}
