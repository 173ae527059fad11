import Templates
import Testing

@Suite("Inheritance")
struct InheritanceTests {
    let layout = "<title>{{$title}}Untitled{{/title}}</title>\n<main>\n  {{$body}}\n  <p>empty</p>\n  {{/body}}\n</main>\n"

    @Test func blocksRenderTheirDefaults() throws {
        #expect(
            try render("{{<layout}}{{/layout}}", partials: ["layout": layout])
                == "<title>Untitled</title>\n<main>\n  <p>empty</p>\n</main>\n")
    }

    @Test func overridesReplaceBlocksAndAreReindented() throws {
        let page = "{{<layout}}\n{{$title}}Home{{/title}}\n{{$body}}\n<h1>{{heading}}</h1>\n<p>Hi</p>\n{{/body}}\n{{/layout}}\n"
        let output = try render(page, ["heading": "Welcome"], partials: ["layout": layout])
        #expect(output == "<title>Home</title>\n<main>\n  <h1>Welcome</h1>\n  <p>Hi</p>\n</main>\n")
    }

    @Test func theOutermostOverrideWins() throws {
        let partials = ["base": "[{{$a}}base{{/a}}]", "middle": "{{<base}}{{$a}}middle{{/a}}{{/base}}"]
        #expect(try render("{{<middle}}{{$a}}top{{/a}}{{/middle}}", partials: partials) == "[top]")
        #expect(try render("{{<middle}}{{/middle}}", partials: partials) == "[middle]")
    }

    @Test func overridesRenderInTheParentsContext() throws {
        let partials = ["list": "{{#items}}{{$item}}{{.}}{{/item}},{{/items}}"]
        #expect(
            try render("{{<list}}{{$item}}<{{.}}>{{/item}}{{/list}}", ["items": ["a", "b"]], partials: partials) == "<a>,<b>,")
    }
}
