import Diagnostics
import Templates
import Testing

@Suite("Parse errors")
struct DiagnosticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var code: DiagnosticCode
        var line: Int
        var column: Int
        /// Text the message must quote: the offending tag and what was expected.
        var quotes: [String]
        var testDescription: String { code.name + " " + source.debugDescription }
    }

    static let cases: [Case] = [
        Case(source: "line one\n  {{name\n", code: .unclosedTag, line: 2, column: 3, quotes: ["`{{name…`", "`}}`"]),
        Case(source: "a {{{raw}} b", code: .unclosedTag, line: 1, column: 3, quotes: ["`{{{raw}} b`", "`}}}`"]),
        Case(
            source: "x\n{{#items}}\n  {{.}}\n", code: .unclosedSection, line: 2, column: 1,
            quotes: ["`{{#items}}`", "`{{/items}}`"]),
        Case(
            source: "{{#a}}\n  {{#b}}x{{/a}}", code: .mismatchedSection, line: 2, column: 10,
            quotes: ["`{{/a}}`", "`{{#b}}`", "2:3", "`{{/b}}`"]),
        Case(source: "ok\n{{/a}}", code: .unopenedSection, line: 2, column: 1, quotes: ["`{{/a}}`", "`{{#a}}`"]),
        Case(source: "é {{=<%=}}", code: .invalidDelimiter, line: 1, column: 3, quotes: ["`{{=<%=}}`"]),
        Case(source: "\n\n {{=a b c=}}", code: .invalidDelimiter, line: 3, column: 2, quotes: ["`{{=a b c=}}`"]),
        Case(source: "ab{{# }}", code: .emptyTag, line: 1, column: 3, quotes: ["`{{# }}`"]),
        Case(
            source: "{{=<% %>=}}\n<%#a%>\n<%/b%>", code: .mismatchedSection, line: 3, column: 1, quotes: ["`<%/b%>`", "`<%/a%>`"]),
    ]

    @Test("Each syntax error has its code and the offending tag's position", arguments: cases)
    func reportsError(_ example: Case) {
        #expect {
            _ = try Template(source: example.source, name: "pages/post")
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.code == example.code && diagnostic.severity == .error && diagnostic.file == "pages/post"
                && diagnostic.position == SourcePosition(line: example.line, column: example.column)
                && example.quotes.allSatisfy(diagnostic.message.contains)
        }
    }

    @Test func sectionClosedInsideAnotherSectionIsMismatched() throws {
        let diagnostic = try #require(throws: Diagnostic.self) {
            try Template(source: "{{#a}}{{#b}}{{/a}}{{/b}}", name: "t")
        }
        #expect(diagnostic.code == .mismatchedSection)
        #expect(diagnostic.position == SourcePosition(line: 1, column: 13))
    }

    @Test func missingTopLevelTemplateIsAnError() throws {
        let library = TemplateLibrary(templates: ["page": try Template(source: "p", name: "page")])
        let diagnostic = try #require(throws: Diagnostic.self) {
            try library.render("pgae", [:])
        }
        #expect(diagnostic.code == .templateNotFound)
        #expect(diagnostic.message.contains("`pgae`"))
        #expect(diagnostic.hint?.contains("page") == true)
        #expect(try library.render("page", [:]) == "p")
    }
}
