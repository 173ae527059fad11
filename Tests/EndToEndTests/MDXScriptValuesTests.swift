import Foundation
import Testing

/// The MDX JavaScript subset, built with the real binary: values in running text drawn as
/// React draws them, and spreads of exported objects on tags written in the page.
@Suite("MDX script values, end to end")
struct MDXScriptValuesTests {
    static let docsJSON = """
        {
          "name": "Acme",
          "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }
        }
        """

    private func build(_ page: String) throws -> (outcome: PreflightProcess.Outcome, html: String) {
        let site = try TemporarySite()
        try site.write("content/docs.json", Self.docsJSON)
        try site.write("content/index.mdx", page)
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        return (outcome, (try? site.read("_site/index.html")) ?? "")
    }

    @Test("arrays show their items one after another; an object is a warning at its brace and shows nothing")
    func textValues() throws {
        let (outcome, html) = try build(
            """
            ---
            title: Values
            ---

            export const tags = ["alpha", "beta"]
            export const card = { title: "x" }

            Tags [{tags}], nothing [{null}][{false}], object [{card}].
            """)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(html.contains("Tags [alphabeta], nothing [][], object []."), "\(html)")
        #expect(outcome.stderr.contains("index.mdx:8:51: warning[unsupported_mdx]"), "\(outcome.stderr)")
    }

    @Test("a spread of an exported object gives a card its attributes, in JSX order")
    func spread() throws {
        let (outcome, html) = try build(
            """
            ---
            title: Spread
            ---

            export const props = { title: "From the spread", href: "/spread" }

            <Card title="Lost" {...props} href="https://example.com/won">Body</Card>
            """)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(html.contains("From the spread"), "\(html)")
        #expect(html.contains("https://example.com/won"))
        #expect(!html.contains("Lost") && !html.contains("/spread\""))
        #expect(!outcome.stderr.contains("warning"), "\(outcome.stderr)")
    }
}
