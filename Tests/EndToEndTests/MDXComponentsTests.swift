import Foundation
import Testing

/// Components a page declares, used inside a line of text, and tree folders, built with the
/// real binary.
@Suite("MDX components in text and trees, end to end")
struct MDXComponentsTests {
    private func build(_ page: String) throws -> (outcome: PreflightProcess.Outcome, html: String) {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json", #"{ "name": "Acme", "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] } }"#)
        try site.write("content/index.mdx", page)
        try site.write("content/snippets/pill.jsx", "export const Pill = ({ label }) => <em>{label}</em>;\n")
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        return (outcome, (try? site.read("_site/index.html")) ?? "")
    }

    @Test("components declared in the page or imported from a snippet are drawn where they stand in a paragraph")
    func inline() throws {
        let (outcome, html) = try build(
            """
            ---
            title: Inline
            ---

            import { Pill } from '/snippets/pill.jsx'

            export const Kbd = ({ children }) => <kbd>{children}</kbd>

            Press <Kbd>Ctrl K</Kbd>, see <Pill label="new" /> and <Badge>beta</Badge>.
            """)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("warning"), "\(outcome.stderr)")
        #expect(
            html.contains(#"<p>Press <kbd>Ctrl K</kbd>, see <em>new</em> and <span class="pf-badge">beta</span>.</p>"#),
            "\(html)")
    }

    @Test("a folder with openable={false} is drawn open without a toggle")
    func fixedFolder() throws {
        let (outcome, html) = try build(
            """
            ---
            title: Tree
            ---

            <Tree>
              <Tree.Folder name="src" openable={false}>
                <Tree.File name="main.swift" />
              </Tree.Folder>
              <Tree.Folder name="docs" defaultOpen>
                <Tree.File name="guide.md" />
              </Tree.Folder>
            </Tree>
            """)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(html.contains(#"<li class="pf-tree-folder pf-tree-fixed"><span class="pf-tree-name">"#), "\(html)")
        #expect(html.contains("src</span>") && html.contains("main.swift"))
        #expect(html.contains(#"<li class="pf-tree-folder"><details open><summary>"#))
        #expect(html.components(separatedBy: "<details").count == 2)
    }

    @Test("elements passed as props are drawn by declared components and shown by built-in ones")
    func elementProps() throws {
        let (outcome, html) = try build(
            """
            ---
            title: Props
            ---

            import { Pill } from '/snippets/pill.jsx'

            export const Hero = ({ cta, children }) => <div className="hero">{children} {cta}</div>

            <Hero cta={<Pill label="Try it" />}>Welcome.</Hero>

            <Card title={<b>Quick start</b>} icon={<Icon icon="rocket" />} href="/index">Body</Card>
            """)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(html.contains("<em>Try it</em>"), "\(html)")
        #expect(html.contains("Quick start") && !html.contains("&lt;b&gt;") && !html.contains("&lt;Icon"))
    }
}
