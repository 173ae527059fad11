import Foundation
import HTMLQuery
import Testing

@Suite("preflight build, end to end")
struct BuildCommandTests {
    static let catalog = """
        {
          "workspace": "Test Gym",
          "topics": [
            { "slug": "gym", "name": "Gym <reminders>", "category": "Training",
              "channels": { "push": { "default": true }, "email": { "default": false } } },
            { "slug": "news", "name": "News", "channels": { "email": { "default": true } } }
          ]
        }
        """
    static let state = #"{ "subscriber": "u-1", "label": "Quiet", "choices": { "gym": false } }"#

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.catalog)
        try site.write("content/states/quiet.json", Self.state)
        return site
    }

    @Test("builds an index and a preview per catalog and per catalog × state, with built-in templates")
    func buildsPreviews() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(site.exists("_site/index.html"))
        #expect(site.exists("_site/assets/site.css"))
        let index = try site.read("_site/index.html")
        #expect(index.contains("previews/gym/index.html"))
        #expect(index.contains("previews/gym/quiet.html"))
        let never = try site.read("_site/previews/gym/index.html")
        #expect(never.contains("data-screen=\"preferences\""))
        #expect(never.contains("Gym &lt;reminders&gt;"))
        #expect(!never.contains("Gym <reminders>"))
        let screen = try #require(HTMLPage(never).screen)
        #expect(screen.screenRows.map(\.rowTitle) == ["Gym <reminders>", "News"])
        #expect(screen.screenRow("gym")?.rowControl == .menu(summary: "Push"))
        #expect(screen.screenRow("news")?.rowControl == .switch(isOn: true))
        let quiet = try site.read("_site/previews/gym/quiet.html")
        #expect(quiet.contains("states/quiet.json"))
        #expect(quiet.contains("u-1"))
        #expect(quiet.contains(#"<span class="ios-menu-value" data-summary id="pf-v-gym">Off</span>"#))
        #expect(never.contains(#"<span class="ios-menu-value" data-summary id="pf-v-gym">Push</span>"#))
    }

    @Test("two builds give byte-identical output")
    func deterministic() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build", "--output", "one"], in: site.root).status == 0)
        #expect(try PreflightProcess.run(["build", "--output", "two"], in: site.root).status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.root.appendingPathComponent("one").path).sorted()
        #expect(files.count >= 4)
        for file in files where !file.hasSuffix("/") {
            let one = FileManager.default.contents(atPath: site.root.appendingPathComponent("one/\(file)").path)
            let two = FileManager.default.contents(atPath: site.root.appendingPathComponent("two/\(file)").path)
            #expect(one == two, "\(file) differs")
        }
    }

    @Test("a failed build names the error and leaves the previous site untouched, with no temporary folder")
    func atomicFailure() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let before = try site.read("_site/index.html")
        try site.write("content/catalogs/broken.json", #"{ "topics": [ { "slug": "Bad Slug", "name": "x", "channels": {} } ] }"#)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/catalogs/broken.json:1:25: topics[0].slug: error[invalid_slug]"))
        #expect(try site.read("_site/index.html") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter {
            $0.hasPrefix(".") && $0 != ".preflight-cache"
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test("--strict fails a build that only has warnings, as errors, and leaves the previous site as it was")
    func strictBuild() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let before = try site.read("_site/index.html")
        try site.write("content/catalogs/odd.json", #"{ "topics": [ { "slug": "odd", "name": "Odd", "channels": {} } ] }"#)
        let lenient = try PreflightProcess.run(["build", "--verbose", "--output", "lenient"], in: site.root)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains("warning[topic_has_no_channels]"))
        let strict = try PreflightProcess.run(["build", "--strict"], in: site.root)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error[topic_has_no_channels]"))
        #expect(try site.read("_site/index.html") == before)
    }

    @Test("a missing content folder is a coded error")
    func missingContent() throws {
        let site = try TemporarySite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content: error[content_not_found]"))
        #expect(!site.exists("_site"))
    }

    @Test("a templates folder beside the content overrides the built-in templates")
    func templateOverride() throws {
        let site = try makeSite()
        try site.copyTemplates()
        try site.write("templates/previews.mustache", "<p>Custom index with {{#catalogs}}{{title}}{{/catalogs}}</p>")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try site.read("_site/index.html").contains("<p>Custom index with Test Gym</p>"))
    }

    @Test("a template error names the template file, line and column")
    func templateError() throws {
        let site = try makeSite()
        try site.copyTemplates()
        try site.write("templates/previews.mustache", "<p>\n  {{#catalogs}}unclosed\n</p>")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("previews.mustache:2:3: error[unclosed_section]"), "\(outcome.stderr)")
    }
}
