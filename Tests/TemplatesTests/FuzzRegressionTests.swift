import Diagnostics
import Testing

@testable import Templates

/// Inputs the libFuzzer harness `fuzz/harnesses/mustache.swift` found, kept so they stay fixed.
@Suite("Fuzz regressions: Mustache")
struct FuzzRegressionTests {
    static let fuzzContext: TemplateValue = [
        "title": "A <b>title</b>", "yes": true, "no": false,
        "list": [1, "two", ["name": "three"], [], nil],
        "page": ["items": [["a": 1], ["a": 2]], "nested": ["deeper": ["deepest": "x"]]],
    ]

    @Test(
        "Work that multiplies at every level ends in a coded error after bounded work, not after ages or cut short",
        arguments: [
            // The harness's first finding (a timeout): a template that includes itself twice,
            // once as a partial and once as a parent, so 100 levels mean 2^100 expansions.
            #"""
            {{#list}}{{.}}{{^last}}, {{/last}}{{/list}}{{! comment }}{{{title}}}{{&title}}{{=<% %>=}}<%title%><%={{ }}=%>{{>self}}{{$block}}default{{/block}}{{<fuzz}}{{$block}}x{{/block}}{{/fuzz}}{{page.nested.deeper.deepest}}
              {{#yes}}
              standalone
              {{/yes}}
            {{#page.items}}{{a}}{{/page.items}}{{^no}}not{{/no}}
            """#,
            "x{{>self}}{{>self}}",
            String(repeating: "{{#list}}", count: 60) + "." + String(repeating: "{{/list}}", count: 60),
        ])
    func runawayTemplates(source: String) throws {
        let template = try Template(source: source, name: "fuzz")
        let partials = TemplateLibrary(templates: ["fuzz": template, "self": template])
        let limits = TemplateLimits(rendering: template.program, with: partials, against: Self.fuzzContext)
        var renderer = TemplateRenderer(context: Self.fuzzContext, partials: partials, limits: limits)
        let error = try #require(throws: Diagnostic.self) { try renderer.render(template.program) }
        #expect([.recursivePartial, .templateRenderTooLong].contains(error.code), "\(error)")
        #expect(error.file == "fuzz")
        #expect(renderer.steps <= limits.steps + 1)
    }

    @Test("The default limits leave data-driven work alone: 200,000 list items all render")
    func largeListsAreComplete() throws {
        let items = TemplateValue.array((0..<200_000).map { .int($0) })
        let output = try Template(source: "{{#items}}<li>{{.}}</li>{{/items}}", name: "list").renderBytes(["items": items])
        let expected = (0..<200_000).reduce(into: 0) { total, item in total += 9 + String(item).utf8.count }
        #expect(output.count == expected)
    }
}
