import Testing

@testable import SiteBuilder

@Suite("docs.json variables")
struct DocsVariablesTests {
    let variables = DocsVariables(values: ["version": "2.0", "tag": "<b>&*"])

    private func substituted(_ text: String) -> (text: String, errors: [String]) {
        let result = variables.substitute(Array(text.utf8), file: "page.mdx")
        return (String(decoding: result.bytes, as: UTF8.self), result.errors.map(\.description))
    }

    @Test("names are letters, digits and hyphens")
    func names() {
        #expect(DocsVariables.isName("api-url2"))
        #expect(!DocsVariables.isName(""))
        #expect(!DocsVariables.isName("two words"))
        #expect(!DocsVariables.isName("a_b"))
        #expect(!DocsVariables.isName("secrets.KEY"))
    }

    @Test("in prose the value is escaped so that Markdown and MDX show it as written")
    func prose() {
        #expect(substituted("v{{version}} {{tag}}\n").text == "v2.0 \\<b\\>\\&\\*\n")
        #expect(substituted("a {{version}}\nb").text == "a 2.0\nb")
    }

    @Test("in code spans and fenced blocks the value goes in as it is; undefined names stay")
    func code() {
        #expect(substituted("`{{tag}}` `{{gone}}`").text == "`<b>&*` `{{gone}}`")
        #expect(substituted("```\n{{tag}} {{gone}}\n```\n").text == "```\n<b>&* {{gone}}\n```\n")
        #expect(substituted("```\n{{gone}}\n```\n").errors.isEmpty)
    }

    @Test("an undefined name outside code is an error at its line and column")
    func undefined() {
        let result = substituted("---\ntitle: {{gone}}\n---\n\nSee {{version}} and {{gone}}.\n")
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.hasPrefix("page.mdx:5:21: error[undefined_variable]: {{gone}} is not a variable") == true)
        // Front matter is left to the head, which replaces defined names only.
        #expect(result.text.hasPrefix("---\ntitle: {{gone}}\n---\n"))
    }

    @Test("a backslash keeps the braces; spaces or dots inside them are not a variable")
    func notVariables() {
        #expect(substituted("\\{{version}} {{ version }} {{a.b}}").text == "\\{{version}} {{ version }} {{a.b}}")
        #expect(substituted("{{ secrets.KEY }}").errors.isEmpty)
    }

    @Test("titles get the plain value")
    func titles() {
        #expect(variables.text("Acme {{version}} {{tag}} {{gone}}") == "Acme 2.0 <b>&* {{gone}}")
    }
}
