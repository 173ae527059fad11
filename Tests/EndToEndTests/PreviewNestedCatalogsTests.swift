import Foundation
import Testing

@Suite("preflight build: catalogs and states in subfolders get previews of their own")
struct PreviewNestedCatalogsTests {
    private static func catalog(_ workspace: String, topic: String) -> String {
        #"{ "workspace": "\#(workspace)", "topics": [ { "slug": "\#(topic)", "name": "\#(topic.capitalized) topic", "channels": { "push": { "default": true } } } ] }"#
    }

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/x.json", Self.catalog("Top", topic: "top"))
        try site.write("content/catalogs/a/x.json", Self.catalog("Alpha", topic: "alpha"))
        try site.write("content/catalogs/b/x.json", Self.catalog("Beta", topic: "beta"))
        try site.write("content/states/eu/ana.json", #"{ "subscriber": "u-eu", "label": "Ana in Lisbon", "choices": {} }"#)
        try site.write("content/states/us/ana.json", #"{ "subscriber": "u-us", "label": "Ana in Boston", "choices": {} }"#)
        // A docs screen outside catalogs/ whose file name is a nested catalog's id: it takes another.
        try site.write("content/examples/a-x.json", Self.catalog("Example", topic: "example"))
        try site.write(
            "content/docs.json", #"{ "name": "Nested", "navigation": { "groups": [ { "group": "G", "pages": ["index"] } ] } }"#)
        try site.write(
            "content/docs/index.md",
            """
            ---
            title: Home
            ---

            <SettingsPreview catalog="catalogs/a/x.json" state="states/us/ana.json" />

            <SettingsPreview catalog="catalogs/b/x.json" />

            <SettingsPreview catalog="examples/a-x.json" />

            """)
        return site
    }

    @Test(
        "a/x.json and b/x.json become previews/a-x and previews/b-x, each with its own screen; a top-level x.json keeps previews/x"
    )
    func ownPreviews() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for (id, workspace, topic, others) in [
            ("x", "Top", "top", ["alpha", "beta"]), ("a-x", "Alpha", "alpha", ["top", "beta"]),
            ("b-x", "Beta", "beta", ["top", "alpha"]),
        ] {
            for page in ["index", "eu-ana", "us-ana"] {
                let html = try site.read("_site/previews/\(id)/\(page).html")
                #expect(html.contains("data-topic=\"\(topic)\""), "\(id)/\(page)")
                #expect(html.contains("\(workspace) — "), "\(id)/\(page)")
                for other in others { #expect(!html.contains("data-topic=\"\(other)\""), "\(id)/\(page)") }
            }
            #expect(site.exists("_site/previews/\(id)/gallery.html"))
        }
        #expect(try site.read("_site/previews/a-x/eu-ana.html").contains("Ana in Lisbon"))
        #expect(try site.read("_site/previews/a-x/us-ana.html").contains("Ana in Boston"))
        #expect(!site.exists("_site/previews/a") && !site.exists("_site/previews/x/ana.html"))

        let index = try site.read("_site/previews/index.html")
        for id in ["x", "a-x", "b-x"] {
            #expect(index.contains("href=\"../previews/\(id)/index.html\""), "\(id)")
            #expect(index.contains("href=\"../previews/\(id)/us-ana.html\""), "\(id)")
        }
        let gallery = try site.read("_site/previews/b-x/gallery.html")
        #expect(gallery.contains(#"href="eu-ana.html""#) && gallery.contains(#"href="us-ana.html""#))
        let compare = try site.read("_site/previews/compare.html")
        #expect(compare.contains("a-x/eu-ana.html") && compare.contains("b-x/us-ana.html"))

        // The docs link to the same pages; the example named like a nested catalog gets a page beside them.
        let home = try site.read("_site/index.html")
        #expect(home.contains(#"href="previews/a-x/us-ana.html""#))
        #expect(home.contains(#"href="previews/b-x/index.html""#))
        #expect(home.contains(#"href="previews/a-x-2/index.html""#))
        #expect(try site.read("_site/previews/a-x-2/index.html").contains("data-topic=\"example\""))
    }

    @Test("catalogs or states that still meet on one name are an error naming both files, and nothing is built")
    func clashes() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/a-x.json", Self.catalog("Flat", topic: "flat"))
        try site.write("content/catalogs/a/x.json", Self.catalog("Alpha", topic: "alpha"))
        try site.write("content/states/eu-ana.json", #"{ "label": "One", "choices": {} }"#)
        try site.write("content/states/eu/ana.json", #"{ "label": "Two", "choices": {} }"#)
        try site.write("content/states/gallery-2.json", #"{ "label": "Three", "choices": {} }"#)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains(
                "content/catalogs/a/x.json: error[duplicate_preview_path]: Both catalogs/a-x.json and catalogs/a/x.json become the previews previews/a-x/; expected one catalog per name."
            ), "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "content/states/eu/ana.json: error[duplicate_preview_path]: Both states/eu-ana.json and states/eu/ana.json become the preview pages CATALOG/eu-ana.html; expected one state per name."
            ), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("content/states/gallery-2.json: error[duplicate_preview_path]"), "\(outcome.stderr)")
        #expect(!site.exists("_site/previews/a-x"))
    }
}
