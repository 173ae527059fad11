import Diagnostics
import Foundation
import Templates
import Testing

@Suite("Template library")
struct TemplateLibraryTests {
    /// A fresh folder holding `files` (relative path to contents), removed after `body`.
    func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, contents) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
        try body(folder)
    }

    @Test func loadsNestedTemplatesByRelativeName() throws {
        try withFolder([
            "page.mustache": "<body>\n  {{> partials/nav}}\n</body>\n",
            "partials/nav.mustache": "<nav>{{#links}}{{> partials/links/item}}{{/links}}</nav>\n",
            "partials/links/item.mustache": "<a href=\"{{url}}\">{{title}}</a>",
            "partials/README.md": "not a template",
        ]) { folder in
            let library = try TemplateLibrary.load(folder: folder)
            #expect(Set(library.templates.keys) == ["page", "partials/nav", "partials/links/item"])
            #expect(library["partials/links/item"]?.name == "partials/links/item")
            let output = try library.render("page", ["links": [["url": "/a?x=1&y=2", "title": "A"]]])
            #expect(output == "<body>\n  <nav><a href=\"/a?x=1&amp;y=2\">A</a></nav>\n</body>\n")
        }
    }

    @Test func reportsEveryBrokenTemplateWithItsFile() throws {
        try withFolder([
            "good.mustache": "fine",
            "bad/one.mustache": "{{#a}}",
            "two.mustache": "x\n {{/b}}",
        ]) { folder in
            let list = try #require(throws: DiagnosticList.self) { try TemplateLibrary.load(folder: folder) }
            let found = list.diagnostics.map {
                [$0.code.name, $0.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "", $0.position?.description ?? ""]
            }
            #expect(found == [["unclosed_section", "one.mustache", "1:1"], ["unopened_section", "two.mustache", "2:2"]])
        }
    }

    @Test func partialsNamingNoTemplateAreWarningsAtTheirTags() throws {
        try withFolder([
            "page.mustache": "<body>\n  {{> partials/nav}}{{> partials/navv}}\n{{< layout}}{{/ layout}}</body>\n",
            "partials/nav.mustache": "<nav>{{#links}}{{> item}}{{/links}}</nav>\n",
        ]) { folder in
            let library = try TemplateLibrary.load(folder: folder)
            let found = library.missingPartials.map {
                [
                    $0.severity.rawValue, $0.code.name, URL(fileURLWithPath: $0.file ?? "").lastPathComponent,
                    $0.position?.description ?? "",
                ]
            }
            #expect(
                found == [
                    ["warning", "missing_partial", "page.mustache", "2:21"],
                    ["warning", "missing_partial", "page.mustache", "3:1"],
                    ["warning", "missing_partial", "nav.mustache", "1:16"],
                ])
            #expect(library.missingPartials.first?.message.contains("`partials/navv`") == true)
            // They still render as nothing, as the spec asks.
            #expect(try library.render("page", [:]) == "<body>\n  <nav></nav>\n\n</body>\n")
        }
    }

    @Test func aMissingFolderIsReported() throws {
        let folder = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        let list = try #require(throws: DiagnosticList.self) { try TemplateLibrary.load(folder: folder) }
        #expect(list.diagnostics.map(\.code) == [.templateFolderNotFound])
    }
}
