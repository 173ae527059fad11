import Foundation
import Testing

/// Template overrides that recurse or multiply their work, through the real binary: each
/// build fails fast with a coded error naming the template file, line and column, exits 1,
/// and leaves the previous `_site` as it was with no staging folder; never a crash, a hang,
/// or pages cut off without a word.
@Suite("Template limits, end to end")
struct TemplateLimitTests {
    /// A site with a catalog, a state and docs pages with headings (a table of contents),
    /// built with a copy of the shipped templates.
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", HostileInputTests.catalog)
        try site.write("content/states/quiet.json", HostileInputTests.state)
        let headings = (1...8).map { "## Part \($0)\n\nText.\n" }.joined(separator: "\n")
        try site.write("content/docs/index.md", "# Home\n\n\(headings)")
        try site.write("content/docs/guide.md", "# Guide\n\n\(headings)")
        try site.copyTemplates()
        return site
    }

    /// Builds the site, lets `breakIt` change its templates, builds again: the second build
    /// must exit 1 with `code` at `location` (`file:line:col`, or `file:line:` to leave the
    /// column open), well inside a deadline only a hang would reach, and leave the first site
    /// byte for byte with no staging folder. Returns the failed build's standard error.
    @discardableResult
    private func expectFailure(
        _ code: String, at location: String, arguments: [String] = ["build"], _ breakIt: (TemporarySite) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let site = try makeSite()
        let first = try PreflightProcess.run(["build"], in: site.root)
        try #require(first.status == 0, "\(first.stderr)", sourceLocation: sourceLocation)
        let before = try SiteTree(site.root.appendingPathComponent("_site"))
        try breakIt(site)
        let outcome = try PreflightProcess.run(arguments, in: site.root, deadline: .seconds(60))
        #expect(!outcome.timedOut, "the build ran past 60 s", sourceLocation: sourceLocation)
        #expect(outcome.status == 1, "\(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(
            outcome.stderr.contains("\(location)") && outcome.stderr.contains("error[\(code)]"), "\(outcome.stderr)",
            sourceLocation: sourceLocation)
        #expect(!outcome.stderr.contains("Backtrac") && !outcome.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
        let after = try SiteTree(site.root.appendingPathComponent("_site"))
        #expect(after.differences(from: before).isEmpty, sourceLocation: sourceLocation)
        #expect(stagingLeftovers(in: site.root).isEmpty, sourceLocation: sourceLocation)
        return outcome.stderr
    }

    /// The 1-based line of the shipped `templates/page.mustache` holding `text`.
    private func shippedPageLine(of text: String) throws -> Int {
        let page = try String(
            contentsOf: TemporarySite.packageRoot.appendingPathComponent("templates/page.mustache"), encoding: .utf8)
        return try #require(page.components(separatedBy: "\n").firstIndex { $0.contains(text) }) + 1
    }

    /// Replaces the first `{{#toc}}…{{/toc}}` of the page template with `depth` of them nested.
    private func nestToc(_ depth: Int, in site: TemporarySite) throws {
        var page = try site.read("templates/page.mustache")
        let open = try #require(page.range(of: "{{#toc}}"))
        page.replaceSubrange(open, with: String(repeating: "{{#toc}}", count: depth))
        let close = try #require(page.range(of: "{{/toc}}"))
        page.replaceSubrange(close, with: String(repeating: "{{/toc}}", count: depth))
        try site.write("templates/page.mustache", page)
    }

    @Test("A partial that includes itself twice is recursive_partial at the include, not pages cut short")
    func selfIncludingPartial() throws {
        let stderr = try expectFailure("recursive_partial", at: "templates/partials/loop.mustache:2:1:") { site in
            try site.write("templates/partials/site-header.mustache", "{{> partials/loop}}\n")
            try site.write("templates/partials/loop.mustache", "x\n{{> partials/loop}}{{> partials/loop}}")
        }
        #expect(stderr.contains("(page → partials/site-header → partials/loop → partials/loop)"), "\(stderr)")
        #expect(stderr.contains("hint: Reached through templates/page.mustache:"), "\(stderr)")
        // One error for the template, not one per page.
        #expect(stderr.components(separatedBy: "error[recursive_partial]").count == 2, "\(stderr)")
    }

    @Test("Partials that include each other (a → b → a) name the loop")
    func mutuallyRecursivePartials() throws {
        let stderr = try expectFailure("recursive_partial", at: "templates/partials/b.mustache:1:2:") { site in
            try site.write("templates/partials/site-header.mustache", "{{> partials/a}}\n")
            try site.write("templates/partials/a.mustache", "a{{> partials/b}}")
            try site.write("templates/partials/b.mustache", "b{{> partials/a}}")
        }
        #expect(stderr.contains("partials/a → partials/b → partials/a)"), "\(stderr)")
    }

    @Test("Parents that inherit from each other are recursive_partial")
    func parentCycle() throws {
        try expectFailure("recursive_partial", at: "templates/partials/b.mustache:1:1:") { site in
            try site.write("templates/partials/site-header.mustache", "{{< partials/a}}{{/ partials/a}}\n")
            try site.write("templates/partials/a.mustache", "{{< partials/b}}{{$x}}a{{/x}}{{/ partials/b}}")
            try site.write("templates/partials/b.mustache", "{{< partials/a}}{{$x}}b{{/x}}{{/ partials/a}}")
        }
    }

    @Test("An override holding its own block is recursive_block (it crashed with a stack overflow)")
    func blockCycle() throws {
        try expectFailure("recursive_block", at: "templates/partials/site-header.mustache:1:26:") { site in
            try site.write(
                "templates/partials/site-header.mustache", "{{< partials/base}}{{$b}}{{$b}}x{{/b}}{{/b}}{{/ partials/base}}\n")
            try site.write("templates/partials/base.mustache", "{{$b}}default{{/b}}")
        }
    }

    @Test("Sections nested 100,000 deep are nesting_too_deep when the templates load (it crashed)")
    func deeplyNestedSections() throws {
        try expectFailure("nesting_too_deep", at: "templates/partials/site-header.mustache:1:601:") { site in
            let depth = 100_000
            try site.write(
                "templates/partials/site-header.mustache",
                String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth))
        }
    }

    @Test("40 nested {{#toc}} sections stop at the step limit, at the page template's toc line")
    func nestedTableOfContents() throws {
        let tocLine = try shippedPageLine(of: "{{#toc}}")
        let stderr = try expectFailure("template_render_too_long", at: "templates/page.mustache:\(tocLine):") { site in
            try nestToc(40, in: site)
        }
        // The first page's error only: the pages after it are not rendered.
        #expect(stderr.components(separatedBy: "error[").count == 2, "\(stderr)")
    }

    @Test("A long list under nested sections (2,000 headings, toc nested 3 deep) stops at the step limit")
    func longListUnderNestedSections() throws {
        try expectFailure("template_render_too_long", at: "templates/page.mustache:") { site in
            try nestToc(3, in: site)
            try site.write(
                "content/docs/long.md", "# Long\n\n" + (1...2_000).map { "## Heading \($0)\n\nText.\n" }.joined(separator: "\n"))
        }
    }

    @Test("A long list under one section renders whole: the limits grow with the data")
    func longListRendersWhole() throws {
        let site = try makeSite()
        try site.write(
            "content/docs/long.md", "# Long\n\n" + (1...2_000).map { "## Heading \($0)\n\nText.\n" }.joined(separator: "\n"))
        let outcome = try PreflightProcess.run(["build"], in: site.root, deadline: .seconds(60))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("_site/long.html")
        #expect(page.contains(##"<a href="#heading-2000">Heading 2000</a>"##))
        #expect(page.hasSuffix("</html>\n"))
    }

    @Test("A partial naming no template is warning missing_partial; the page still renders; --strict fails")
    func missingPartial() throws {
        let site = try makeSite()
        try site.write("templates/partials/site-header.mustache", "<header>{{> partials/nowhere}}</header>\n")
        let built = try PreflightProcess.run(["build", "--verbose"], in: site.root, deadline: .seconds(60))
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.contains("templates/partials/site-header.mustache:1:9: warning[missing_partial]"), "\(built.stderr)")
        #expect(built.stderr.contains("`partials/nowhere`"), "\(built.stderr)")
        #expect(try site.read("_site/index.html").contains("<header></header>"))

        let before = try SiteTree(site.root.appendingPathComponent("_site"))
        let strict = try PreflightProcess.run(["build", "--strict"], in: site.root, deadline: .seconds(60))
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(strict.stderr.contains("templates/partials/site-header.mustache:1:9: error[missing_partial]"), "\(strict.stderr)")
        #expect(try SiteTree(site.root.appendingPathComponent("_site")).differences(from: before).isEmpty)
        #expect(stagingLeftovers(in: site.root).isEmpty)
    }
}
