import Foundation
import Testing

/// `{"$ref": "file.json"}` stands for any value of docs.json, as in Mintlify: a list of
/// tabs, groups or pages, a setting such as `navbar`, nested in the file it names, each
/// read relative to the file that holds the `$ref`.
@Suite("$ref anywhere in docs.json, end to end")
struct DocsConfigReferencesTests {
    private func writeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            #"""
            { "name": "Acme", "navbar": { "$ref": "config/navbar.json" },
              "navigation": { "tabs": { "$ref": "nav/tabs.json" } } }
            """#)
        try site.write("docs/config/navbar.json", #"{ "links": { "$ref": "links.json" } }"#)
        try site.write("docs/config/links.json", #"[{ "label": "Community", "href": "https://example.com/forum" }]"#)
        try site.write(
            "docs/nav/tabs.json",
            #"""
            [{ "tab": "Guides", "groups": [{ "$ref": "start.json" }] },
             { "tab": "Reference", "pages": { "$ref": "../lists/reference.json" } }]
            """#)
        try site.write("docs/nav/start.json", #"{ "group": "Start", "pages": ["index", { "$ref": "more.json" }] }"#)
        try site.write("docs/nav/more.json", #"{ "$ref": "../lists/more-group.json" }"#)
        try site.write("docs/lists/more-group.json", #"{ "group": "More", "pages": ["setup"] }"#)
        try site.write("docs/lists/reference.json", #"["api"]"#)
        for page in ["index", "setup", "api"] {
            try site.write("docs/\(page).mdx", "---\ntitle: \(page.capitalized)\n---\n\nText.\n")
        }
        return site
    }

    @Test("lists and settings written in other files, nested and chained, are read")
    func referencesAreFollowed() throws {
        let site = try writeSite()
        let outcome = try PreflightProcess.run(["build", "--content", "docs", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("unsupported_setting"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("missing_page"), "\(outcome.stderr)")
        let index = try site.read("_site/index.html")
        #expect(index.contains("https://example.com/forum"), "the navbar link from config/links.json")
        #expect(index.contains(">More<"), "the group from lists/more-group.json")
        #expect(index.contains("href=\"setup.html\""))
        #expect(index.contains(">Reference<"))
        #expect(try site.read("_site/api.html").contains("aria-current=\"page\""))
    }

    @Test("a missing file or a cycle in a list or a setting is an error at the $ref, in its own file")
    func referenceProblems() throws {
        let site = try writeSite()
        try site.write("docs/lists/reference.json", #"{ "$ref": "../nav/tabs.json" }"#)
        try site.write("docs/config/navbar.json", #"{ "links": { "$ref": "gone.json" } }"#)
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains(
                #"docs/config/navbar.json:1:22: links["$ref"]: error[file_not_found]: "$ref": "gone.json" names"#),
            "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                #"docs/lists/reference.json:1:11: ["$ref"]: error[wrong_type]: "$ref": "../nav/tabs.json" leads back to"#),
            "\(outcome.stderr)")
        #expect(!site.exists("_site/index.html"))
    }

    @Test("a problem in a $ref file that another $ref file names is reported in that file, at its place")
    func nestedFileProblems() throws {
        let site = try writeSite()
        // docs.json → config/navbar.json → config/links.json → a file that is not there.
        try site.write(
            "docs/config/links.json",
            """
            [
              { "label": "Community", "href": "https://example.com/forum" },
              { "label": "Broken" },
              { "$ref": "gone.json" }
            ]
            """)
        let missing = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains(
                #"docs/config/links.json:4:13: [2]["$ref"]: error[file_not_found]: "$ref": "gone.json" names docs/config/gone.json"#
            ),
            "\(missing.stderr)")
        #expect(!missing.stderr.contains("docs/docs.json"), "\(missing.stderr)")

        try site.write("docs/config/gone.json", #"{ "label": "Also broken" }"#)
        let outcome = try PreflightProcess.run(["build", "--content", "docs", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "docs/config/links.json:3:3: warning[unsupported_setting]: docs.json sets something Preflight does not honour: navbar.links[1] (a link without href)"
            ), "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "docs/config/gone.json:1:1: warning[unsupported_setting]: docs.json sets something Preflight does not honour: navbar.links[2] (a link without href)"
            ), "\(outcome.stderr)")
    }

    @Test("the files $refs name are configuration, not copied into the site; the spec to download is")
    func referencedFilesAreNotPublished() throws {
        let site = try writeSite()
        try site.write(
            "docs/docs.json",
            #"""
            { "name": "Acme", "navbar": { "$ref": "config/navbar.json" }, "api": { "$ref": "config/api.json" },
              "contextual": { "options": ["download-spec"] },
              "navigation": { "tabs": { "$ref": "nav/tabs.json" } } }
            """#)
        try site.write("docs/config/api.json", #"{ "openapi": "specs/openapi.json" }"#)
        try site.write(
            "docs/specs/openapi.json", #"{ "openapi": "3.0.0", "info": { "title": "Acme", "version": "1" }, "paths": {} }"#)
        try site.write("docs/data/sample.json", #"{ "kept": true }"#)
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for file in [
            "config/navbar.json", "config/links.json", "config/api.json", "nav/tabs.json", "nav/start.json", "nav/more.json",
            "lists/more-group.json", "lists/reference.json",
        ] {
            #expect(!site.exists("_site/\(file)"), "\(file)")
        }
        #expect(site.exists("_site/specs/openapi.json"))
        #expect(site.exists("_site/data/sample.json"))
        #expect(try site.read("_site/index.html").contains("href=\"./specs/openapi.json\" download"))
    }

    @Test("a $ref whose file holds no list where a list belongs is an error there")
    func notAList() throws {
        let site = try writeSite()
        try site.write("docs/lists/reference.json", #"{ "page": "api" }"#)
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains(
                #"docs/lists/reference.json:1:1: error[wrong_type]: Found an object; expected an array for "pages"."#),
            "\(outcome.stderr)")
    }
}
