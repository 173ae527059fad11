import Foundation
import Testing

/// docs.json's `variables`, built with the real binary: `{{name}}` in pages, snippets, code
/// and titles becomes the value, escaped; an undefined one outside code fails the build.
@Suite("docs.json variables, end to end")
struct DocsVariablesTests {
    static let docsJSON = """
        {
          "name": "Acme",
          "variables": { "version": "2.0.0", "api-url": "https://api.acme.test", "product": "Acme <b>Pro</b> *x*" },
          "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }
        }
        """

    static let page = """
        ---
        title: "Acme {{version}}"
        description: "Docs for {{product}}"
        ---

        import Shared from '/snippets/shared.mdx'

        Version {{version}} of {{product}} talks to {{api-url}}.

        Inline `npm i acme@{{version}}` and `{{not-defined}}`.

        ```bash
        curl {{api-url}}/v{{version}} -H "{{ secrets.KEY }}" {{unknown}}
        ```

        <Card title="Card {{version}}">Inside {{version}}</Card>

        <Shared />

        Kept: \\{{version}}.

        """

    private func makeSite(page: String = page, snippet: String = "From a snippet: {{version}}.\n") throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/docs.json", Self.docsJSON)
        try site.write("content/index.mdx", page)
        try site.write("content/snippets/shared.mdx", snippet)
        return site
    }

    @Test("defined names become their values in text, code, attributes, snippets and the page's title")
    func substituted() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("undefined_variable"))
        let html = try site.read("_site/index.html")
        #expect(html.contains("<title>Acme 2.0.0 · Acme</title>"))
        #expect(html.contains(#"<h1 class="doc-title">Acme 2.0.0</h1>"#))
        #expect(html.contains(#"<p class="doc-description">Docs for Acme &lt;b&gt;Pro&lt;/b&gt; *x*</p>"#))
        // In prose the value is text: its tag and asterisks show as written.
        #expect(
            html.contains(
                #"<p>Version 2.0.0 of Acme &lt;b&gt;Pro&lt;/b&gt; *x* talks to <a href="https://api.acme.test">https://api.acme.test</a>.</p>"#
            ), "\(html)")
        #expect(html.contains("<code>npm i acme@2.0.0</code>"))
        // Undefined names in code are text: templates are documented there.
        #expect(html.contains("<code>{{not-defined}}</code>"))
        #expect(html.contains("https://api.acme.test/v2.0.0"))
        #expect(html.contains("{{ secrets.KEY }}") && html.contains("{{unknown}}"))
        #expect(html.contains(#"<div class="pf-card-title">Card 2.0.0</div>"#))
        #expect(html.contains("<p>Inside 2.0.0</p>"))
        #expect(html.contains("From a snippet: 2.0.0."))
        #expect(html.contains("Kept: {{version}}."))
        #expect(!html.contains("<b>Pro</b>"))
    }

    @Test("an undefined name outside code fails the build at its place, in the page or the snippet")
    func undefined() throws {
        let site = try makeSite(
            page:
                "---\ntitle: Home\n---\n\nImport:\n\nimport Shared from '/snippets/shared.mdx'\n\nTypo: {{verison}}.\n\n<Shared />\n",
            snippet: "Snippet {{nope}}.\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status != 0)
        let lines = outcome.stderr.split(separator: "\n").filter { $0.contains("undefined_variable") }.map(String.init)
        #expect(
            lines == [
                "content/index.mdx:9:7: error[undefined_variable]: {{verison}} is not a variable in docs.json (docs.json defines api-url, product, version); expected every {{name}} in a page to be defined.",
                "content/snippets/shared.mdx:1:9: error[undefined_variable]: {{nope}} is not a variable in docs.json (docs.json defines api-url, product, version); expected every {{name}} in a page to be defined.",
            ], "\(outcome.stderr)")
        // `lint` reads the variables too.
        let lint = try PreflightProcess.run(["lint"], in: site.root)
        #expect(lint.status != 0)
        #expect(lint.stderr.contains("content/index.mdx:9:7: error[undefined_variable]: {{verison}}"), "\(lint.stderr)")
    }

    @Test("a variable that is not a string, or a name that is not one, is an unsupported_setting at its place")
    func badVariables() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            """
            {
              "name": "Acme",
              "variables": { "count": 3, "two words": "x", "ok": "fine" },
              "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }
            }
            """)
        try site.write("content/index.md", "# Home\n\nIt is {{ok}}.\n")
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stderr.split(separator: "\n").filter { $0.contains("unsupported_setting") }.map(String.init)
        #expect(
            lines == [
                "content/docs.json:3:27: warning[unsupported_setting]: docs.json sets something Preflight does not honour: variables.count: a number (expected a string); the site is built without it.",
                "content/docs.json:3:30: warning[unsupported_setting]: docs.json sets something Preflight does not honour: variables.two words (a name of letters, digits and hyphens); the site is built without it.",
            ], "\(outcome.stderr)")
        #expect(try site.read("_site/index.html").contains("It is fine."))
    }

    @Test("without variables in docs.json, braces are left as they are")
    func noVariables() throws {
        let site = try TemporarySite()
        try site.write("content/docs.json", #"{"name": "Acme", "navigation": {"groups": [{"group": "S", "pages": ["index"]}]}}"#)
        try site.write("content/index.md", "# Home\n\nWrite `{{variableName}}` in a page.\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/index.html").contains("<code>{{variableName}}</code>"))
    }
}
