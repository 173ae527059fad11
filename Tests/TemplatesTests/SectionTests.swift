import Templates
import Testing

@Suite("Sections")
struct SectionTests {
    @Test func listsRenderOncePerItem() throws {
        let context: TemplateValue = ["pages": [["title": "One"], ["title": "Two"], ["title": "Three"]]]
        #expect(try render("{{#pages}}[{{title}}]{{/pages}}", context) == "[One][Two][Three]")
    }

    @Test func objectsPushAContext() throws {
        let context: TemplateValue = ["title": "outer", "author": ["name": "Ada"]]
        #expect(try render("{{#author}}{{name}} in {{title}}{{/author}}", context) == "Ada in outer")
    }

    @Test(
        "Falsy values hide a section and show its inverse",
        arguments: [
            TemplateValue.null, .bool(false), .int(0), .string(""), .array([]),
        ])
    func falsy(value: TemplateValue) throws {
        #expect(try render("{{#v}}shown{{/v}}", ["v": value]) == "")
        #expect(try render("{{^v}}inverse{{/v}}", ["v": value]) == "inverse")
    }

    @Test(
        "Truthy values show a section and hide its inverse",
        arguments: [
            TemplateValue.bool(true), .int(1), .double(0.5), .string("x"), .array([.null]), .object([:]),
        ])
    func truthy(value: TemplateValue) throws {
        #expect(try render("{{#v}}shown{{/v}}", ["v": value]) == "shown")
        #expect(try render("{{^v}}inverse{{/v}}", ["v": value]) == "")
    }

    @Test func missingNamesAreFalsy() throws {
        #expect(try render("{{#nope}}a{{/nope}}{{^nope}}b{{/nope}}", [:]) == "b")
    }

    @Test func nestedListsSeeOuterContexts() throws {
        let context: TemplateValue = ["groups": [["name": "G", "items": ["x", "y"]]]]
        #expect(try render("{{#groups}}{{#items}}{{name}}{{.}} {{/items}}{{/groups}}", context) == "Gx Gy ")
    }

    @Test func standaloneSectionLinesAreRemoved() throws {
        let source = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n"
        #expect(try render(source, ["items": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    @Test func inlineSectionsKeepTheirWhitespace() throws {
        #expect(try render(" {{#a}}yes{{/a}} \n", ["a": true]) == " yes \n")
    }

    @Test func crlfLinesCountAsStandalone() throws {
        #expect(try render("a\r\n{{#b}}\r\nc\r\n{{/b}}\r\nd", ["b": true]) == "a\r\nc\r\nd")
    }

    @Test func innerObjectsShadowOuterNamesOnlyInsideTheirSection() throws {
        let context: TemplateValue = ["title": "outer", "page": ["title": "inner"]]
        #expect(try render("{{title}} {{#page}}{{title}}{{/page}} {{title}}", context) == "outer inner outer")
    }

    @Test func dottedNamesStayInTheContextTheirFirstPartIsFoundIn() throws {
        let context: TemplateValue = ["b": ["c": "outer"], "a": ["b": [:]]]
        #expect(try render("[{{#a}}{{b.c}}{{/a}}]", context) == "[]")
    }
}
