import Diagnostics
import Testing

@testable import Templates

/// Renders that would not end, or not in reasonable time, stop with a coded error at the tag
/// they reached, after work bounded by the template and its data.
@Suite("Template limits")
struct TemplateLimitsTests {
    /// A library of `templates` (name to source), each template's file named `NAME.mustache`.
    static func library(_ templates: [String: String]) throws -> TemplateLibrary {
        var parsed: [String: Template] = [:]
        for (name, source) in templates {
            parsed[name] = try Template(source: source, name: name, file: "\(name).mustache")
        }
        return TemplateLibrary(templates: parsed)
    }

    /// The error rendering `name` from `templates` against `context` throws, and the steps it
    /// took to get there.
    static func failure(
        _ name: String, _ templates: [String: String], _ context: TemplateValue = [:]
    ) throws -> (error: Diagnostic, steps: Int) {
        let library = try library(templates)
        let program = try #require(library[name]).program
        var renderer = TemplateRenderer(
            context: context, partials: library, limits: TemplateLimits(rendering: program, with: library, against: context))
        let error = try #require(throws: Diagnostic.self) { try renderer.render(program) }
        return (error, renderer.steps)
    }

    @Test("A partial that includes itself twice is recursive_partial at the include, found depth first")
    func selfIncludingTwice() throws {
        let (error, steps) = try Self.failure(
            "page", ["page": "<html>\n  {{> loop}}\n</html>", "loop": "x\n{{> loop}}{{> loop}}"])
        #expect(error.code == .recursivePartial)
        #expect(error.file == "loop.mustache")
        #expect(error.position == SourcePosition(line: 2, column: 1))
        #expect(error.message.contains("(page → loop → loop)"), "\(error.message)")
        #expect(error.hint == "Reached through page.mustache:2:3.")
        // Depth first: one path down to the depth limit, not 2^200 expansions.
        #expect(steps < 10 * TemplateLimits.maximumDepth)
    }

    @Test("Partials that include each other (a → b → a) name the loop")
    func mutualRecursion() throws {
        let (error, _) = try Self.failure("page", ["page": "{{> a}}", "a": "a{{> b}}", "b": "b{{> a}}"])
        #expect(error.code == .recursivePartial)
        #expect(error.file == "b.mustache")
        #expect(error.position == SourcePosition(line: 1, column: 2))
        #expect(error.message.contains("(page → a → b → a)"), "\(error.message)")
    }

    @Test("Parents that inherit from each other are recursive_partial")
    func parentCycle() throws {
        let (error, _) = try Self.failure(
            "page", ["page": "{{< a}}{{/ a}}", "a": "{{< b}}{{$x}}a{{/x}}{{/ b}}", "b": "{{< a}}{{$x}}b{{/x}}{{/ a}}"])
        #expect(error.code == .recursivePartial)
        #expect(error.file == "b.mustache")
        #expect(error.message.contains("(page → a → b → a)"), "\(error.message)")
    }

    @Test("An override that holds its own block is recursive_block, not a stack overflow")
    func blockCycle() throws {
        let (error, _) = try Self.failure(
            "page", ["page": "{{< base}}{{$b}}\n{{$b}}x{{/b}}{{/b}}{{/ base}}", "base": "{{$b}}default{{/b}}"])
        #expect(error.code == .recursiveBlock)
        #expect(error.file == "page.mustache")
        #expect(error.position == SourcePosition(line: 2, column: 1))
    }

    @Test("Recursion that follows the data renders; past the depth limit it is recursive_partial")
    func dataDrivenRecursion() throws {
        func tree(depth: Int) -> TemplateValue {
            (0..<depth).reduce(["name": "leaf", "children": []]) { child, level in
                ["name": .string("n\(level)"), "children": [child]]
            }
        }
        let templates = ["page": "{{> node}}", "node": "{{name}}({{#children}}{{> node}}{{/children}})"]
        let output = try Self.library(templates).render("page", tree(depth: 50))
        #expect(output.hasPrefix("n49(n48(") && output.hasSuffix("leaf()" + String(repeating: ")", count: 50)))
        let (error, _) = try Self.failure("page", templates, tree(depth: 150))
        #expect(error.code == .recursivePartial)
        #expect(error.file == "node.mustache")
    }

    @Test("40 sections nested over one list stop at the step limit, which grows with template and data")
    func nestedSectionsOverOneList() throws {
        let source =
            "<ul>\n" + String(repeating: "{{#toc}}", count: 40) + "<li>{{text}}</li>" + String(repeating: "{{/toc}}", count: 40)
        let context: TemplateValue = ["toc": .array((0..<10).map { ["text": .string("Heading \($0)")] })]
        let (error, steps) = try Self.failure("page", ["page": source], context)
        #expect(error.code == .templateRenderTooLong)
        #expect(error.file == "page.mustache")
        #expect(error.position?.line == 2)
        let limits = TemplateLimits(
            rendering: try #require(Self.library(["page": source])["page"]).program, with: try Self.library(["page": source]),
            against: context)
        #expect(steps == limits.steps + 1)
        // 44 steps, counted for the page and for the library holding it, times 22 values.
        #expect(limits.steps == TemplateLimits.baseSteps + (2 * 44) * 22)
    }

    @Test("Big values repeated over nested lists stop at the output limit")
    func outputLimit() throws {
        let text = String(repeating: "a", count: 100_000)
        let source = "{{#list}}{{#list}}{{#list}}{{text}}{{/list}}{{/list}}{{/list}}"
        let context: TemplateValue = ["text": .string(text), "list": .array(Array(repeating: 1, count: 20))]
        let (error, _) = try Self.failure("page", ["page": source], context)
        #expect(error.code == .templateOutputTooLarge)
        #expect(error.position == SourcePosition(line: 1, column: 28))
    }

    @Test("Sections nested past the limit in one template are nesting_too_deep when parsed")
    func nestingInOneTemplate() throws {
        let limit = TemplateScanner.maximumNesting
        let fits = String(repeating: "{{#a}}", count: limit) + "x" + String(repeating: "{{/a}}", count: limit)
        #expect(try Template(source: fits, name: "fits").render(["a": true]) == "x")
        let source = String(repeating: "{{#a}}", count: 100_000) + String(repeating: "{{/a}}", count: 100_000)
        let error = try #require(throws: Diagnostic.self) { try Template(source: source, name: "deep", file: "deep.mustache") }
        #expect(error.code == .nestingTooDeep)
        #expect(error.description.hasPrefix("deep.mustache:1:\(6 * limit + 1): error[nesting_too_deep]"))
    }

    @Test("The limits grow in proportion to the data")
    func limitsAreProportional() throws {
        let library = try Self.library(["page": "{{#items}}<li>{{name}}</li>{{/items}}"])
        let program = try #require(library["page"]).program
        func limits(_ count: Int) -> TemplateLimits {
            TemplateLimits(
                rendering: program, with: library, against: ["items": .array(Array(repeating: ["name": "ab"], count: count))])
        }
        #expect(limits(2_000).steps - limits(1_000).steps == limits(1_000).steps - TemplateLimits.baseSteps - 2 * 4 * 2)
        #expect(limits(1_000).outputBytes > TemplateLimits.baseOutputBytes + 4 * 2 * 1_000)
    }
}
