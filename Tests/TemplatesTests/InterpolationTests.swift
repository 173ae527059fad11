import Templates
import Testing

@Suite("Interpolation")
struct InterpolationTests {
    @Test(
        "{{name}} escapes each HTML-special character",
        arguments: [
            ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"),
        ])
    func escapesSpecialCharacter(character: String, entity: String) throws {
        #expect(try render("[{{value}}]", ["value": .string("a\(character)b")]) == "[a\(entity)b]")
    }

    @Test("Raw tags leave HTML alone", arguments: ["{{{html}}}", "{{&html}}", "{{{ html }}}", "{{& html }}"])
    func rawTags(source: String) throws {
        #expect(try render(source, ["html": "<b class=\"x\">Tom & Jerry's</b>"]) == "<b class=\"x\">Tom & Jerry's</b>")
    }

    @Test("UTF-8 text renders exactly as the same String would: escaped, raw, and as a section's condition")
    func utf8TextActsAsAString() throws {
        let text = "<b>Tom & Jerry's</b> — 東京"
        for source in ["[{{value}}]", "[{{{value}}}]", "{{#value}}shown{{/value}}{{^value}}hidden{{/value}}"] {
            #expect(try render(source, ["value": .utf8(Array(text.utf8))]) == render(source, ["value": .string(text)]))
        }
        #expect(try render("{{^value}}empty{{/value}}", ["value": .utf8([])]) == "empty")
    }

    @Test("Dotted names split at each dot, ASCII or not; a dot that carries a combining mark is part of the name")
    func dottedNamesOfAnyScript() throws {
        let context: TemplateValue = [
            "a": ["b": ["c": "ascii"], "": ["d": "empty part"]], "ä": ["ö": "accented"], "x.\u{301}y": "one name",
        ]
        #expect(try render("{{a.b.c}}", context) == "ascii")
        #expect(try render("{{a..d}}", context) == "empty part")
        #expect(try render("{{ä.ö}}", context) == "accented")
        #expect(try render("{{x.\u{301}y}}", context) == "one name")
        #expect(try render("{{#a}}{{b.c}}{{/a}}", context) == "ascii")
    }

    @Test func escapingLeavesOtherTextAlone() throws {
        #expect(try render("{{text}}", ["text": "Grüße, 東京 — ok"]) == "Grüße, 東京 — ok")
    }

    @Test(
        "Scalars print as JSON would",
        arguments: [
            (TemplateValue.int(85), "85"), (.int(-3), "-3"), (.double(1.21), "1.21"), (.double(2.0), "2"),
            (.bool(true), "true"), (.bool(false), "false"), (.null, ""),
        ])
    func scalars(value: TemplateValue, text: String) throws {
        #expect(try render("({{value}})", ["value": value]) == "(\(text))")
    }

    @Test func dottedNames() throws {
        let context: TemplateValue = ["site": ["author": ["name": "Ada"]], "name": "wrong"]
        #expect(try render("{{site.author.name}}", context) == "Ada")
        #expect(try render("[{{site.missing.name}}]", context) == "[]")
    }

    @Test func dottedNamesResolveTheirFirstPartUpTheStack() throws {
        let context: TemplateValue = ["page": ["title": "Inner"], "site": ["title": "Site"]]
        #expect(try render("{{#page}}{{title}} / {{site.title}}{{/page}}", context) == "Inner / Site")
    }

    @Test func dottedNamesNeverMatchAKeyWithADot() throws {
        #expect(try render("[{{a.b}}]", ["a.b": "flat"]) == "[]")
    }

    @Test func implicitIterator() throws {
        #expect(try render("{{#tags}}<{{.}}>{{/tags}}", ["tags": ["a", "b&c"]]) == "<a><b&amp;c>")
        #expect(try render("{{.}}", "top") == "top")
    }

    @Test func missingNamesRenderEmpty() throws {
        #expect(try render("a{{nothing}}b{{{nothing}}}c", [:]) == "abc")
    }

    @Test func outputIsNotReinterpreted() throws {
        #expect(try render("{{a}}", ["a": "{{b}}", "b": "no"]) == "{{b}}")
    }

    @Test func commentsRenderNothing() throws {
        #expect(try render("a{{! a comment }}b\n{{!\nmultiline\n}}\nc", [:]) == "ab\nc")
    }
}
