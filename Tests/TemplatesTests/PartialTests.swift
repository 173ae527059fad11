import Diagnostics
import Templates
import Testing

@Suite("Partials and delimiters")
struct PartialTests {
    @Test func partialsRenderInTheCurrentContext() throws {
        let output = try render("{{#user}}{{>card}}{{/user}}", ["user": ["name": "Ada"]], partials: ["card": "<{{name}}>"])
        #expect(output == "<Ada>")
    }

    @Test func missingPartialsRenderEmpty() throws {
        #expect(try render("[{{>nowhere}}]") == "[]")
    }

    @Test func standalonePartialsIndentEveryLine() throws {
        let output = try render("<nav>\n    {{>links}}\n</nav>\n", partials: ["links": "<a>1</a>\n<a>2</a>\n"])
        #expect(output == "<nav>\n    <a>1</a>\n    <a>2</a>\n</nav>\n")
    }

    @Test func indentationNests() throws {
        let output = try render("  {{>outer}}\n", partials: ["outer": "o\n  {{>inner}}\n", "inner": "i1\ni2\n"])
        #expect(output == "  o\n    i1\n    i2\n")
    }

    @Test func interpolatedNewlinesAreNotIndented() throws {
        let output = try render("  {{>p}}\n", ["text": "x\ny"], partials: ["p": "[{{text}}]\n"])
        #expect(output == "  [x\ny]\n")
    }

    @Test func inlinePartialsAreNotIndented() throws {
        #expect(try render("  a {{>p}}\n", partials: ["p": "1\n2"]) == "  a 1\n2\n")
    }

    @Test func recursivePartialsFollowTheData() throws {
        let tree: TemplateValue = ["name": "root", "children": [["name": "leaf", "children": []]]]
        let output = try render("{{>node}}", tree, partials: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
        #expect(output == "root(leaf())")
    }

    @Test func unconditionalRecursionIsAnError() throws {
        let error = try #require(throws: Diagnostic.self) { try render("{{>loop}}", partials: ["loop": "x{{>loop}}"]) }
        #expect(error.code == .recursivePartial)
        #expect(error.description == "loop:1:2: error[recursive_partial]: " + error.message)
    }

    @Test func setDelimitersChangeTheTags() throws {
        #expect(try render("{{=<% %>=}}<% a %> {{a}} <%={{ }}=%>{{a}}", ["a": "1"]) == "1 {{a}} 1")
    }

    @Test func setDelimitersDoNotReachIntoPartials() throws {
        #expect(try render("{{=[ ]=}}[>p] [v]", ["v": "x"], partials: ["p": "{{v}}"]) == "x x")
    }

    @Test func standaloneDelimiterLinesAreRemoved() throws {
        #expect(try render("a\n  {{=| |=}}\n|b|\n", ["b": "B"]) == "a\nB\n")
    }

    @Test func textJoinedAcrossSilentLinesIsStillIndentedLineByLine() throws {
        // Comment and section lines vanish, leaving one run of text that spans several lines.
        let partial = "a\n{{! note }}\nb\n  {{#x}}\nc\n  {{/x}}\nd"
        let output = try render("<\n  {{>p}}\n>", ["x": true], partials: ["p": partial])
        #expect(output == "<\n  a\n  b\n  c\n  d>")
    }
}
