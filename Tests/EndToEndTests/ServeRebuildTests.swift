import Foundation
import TestSupport
import Testing

/// `serve` rebuilds from the previous build it keeps in memory: each edit's reload must serve
/// the new page, and what it leaves must equal a clean build.
@Suite("preflight serve, rebuilds from memory")
struct ServeRebuildTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write("content/snippets/note.mdx", "<Note>Shared note.</Note>\n")
        try site.write(
            "content/docs.json",
            #"{ "name": "Served", "navigation": { "groups": [ { "group": "G", "pages": ["index", "a", "b", "c"] } ] } }"#)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#part).\n")
        try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A.\n")
        try site.write(
            "content/docs/b.mdx", "---\ntitle: B\n---\nimport Shared from '/snippets/note.mdx'\n\n<Shared />\n\nText of B.\n")
        try site.write("content/docs/c.md", "---\ntitle: C\n---\n\nText of C.\n")
        return site
    }

    /// An edit, the page to fetch once its reload arrives, and the text that page must then hold.
    private struct Edit {
        var path: String
        var text: String
        var page: String
        var expected: String
    }

    private let edits = [
        Edit(
            path: "content/docs/a.md", text: "---\ntitle: A\n---\n\n## Part\n\nA, edit 1.\n", page: "/a.html",
            expected: "A, edit 1."),
        Edit(
            path: "content/docs/b.mdx",
            text: "---\ntitle: B\n---\nimport Shared from '/snippets/note.mdx'\n\n<Shared />\n\nB, edit 2.\n", page: "/b.html",
            expected: "B, edit 2."),
        // A new title: every other page's sidebar shows it.
        Edit(path: "content/docs/c.md", text: "---\ntitle: Sea\n---\n\nC, edit 3.\n", page: "/a.html", expected: ">Sea<"),
        Edit(
            path: "content/snippets/note.mdx", text: "<Note>Shared note, edit 4.</Note>\n", page: "/b.html",
            expected: "Shared note, edit 4."),
        Edit(
            path: "content/docs/index.md", text: "---\ntitle: Home\n---\n\nSee [A](/a#part), edit 5.\n", page: "/index.html",
            expected: "edit 5."),
        Edit(
            path: "content/docs/a.md", text: "---\ntitle: A\n---\n\n## Part\n\nA, edit 6.\n", page: "/a.html",
            expected: "A, edit 6."),
        Edit(
            path: "content/docs/d.md", text: "---\ntitle: D\n---\n\nA new page, edit 7.\n", page: "/d.html", expected: "edit 7."),
        Edit(
            path: "content/docs.json",
            text:
                #"{ "name": "Served 8", "navigation": { "groups": [ { "group": "G", "pages": ["index", "c", "b", "a", "d"] } ] } }"#,
            page: "/d.html", expected: "Served 8"),
        // A catalog's edit: its previews and the previews index follow.
        Edit(
            path: "content/catalogs/gym.json",
            text: BuildCommandTests.catalog.replacingOccurrences(of: "Test Gym", with: "Gym 9"), page: "/previews/index.html",
            expected: "Gym 9"),
    ]

    @Test("after each edit's reload the served page is the new one, and the site left equals a clean build")
    func reloadServesNewPages() throws {
        let site = try makeSite()
        let serve = try ServeProcess(["--port", "0"], in: site.root)
        let port = try #require(serve.waitForPort(), "no URL printed; stderr: \(serve.standardError)")
        let stream = try RawClient(port: port)
        stream.send("GET /_preflight/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        #expect(stream.read(until: { $0.contains("retry: 1000\n\n") }), "no event stream: \(stream.text)")
        for (number, edit) in edits.enumerated() {
            let reloads = stream.text.components(separatedBy: "event: reload").count
            // Written beside the site, then renamed into place: one change, one build, one reload.
            let staged = try site.write("edit.tmp", edit.text)
            let target = site.root.appendingPathComponent(edit.path)
            #expect(rename(staged.path, target.path) == 0)
            #expect(
                stream.read(until: { $0.components(separatedBy: "event: reload").count > reloads }, timeout: .seconds(60)),
                "edit \(number + 1): \(stream.text)")
            let page = try RawClient.exchange("GET \(edit.page) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
            #expect(page.status == 200, "edit \(number + 1)")
            #expect(page.text.contains(edit.expected), "edit \(number + 1): \(edit.page) lacks \(edit.expected)")
        }
        #expect(serve.stop() == 0)
        try expectSameAsClean(site, "after serve")
        // The cache serve saved when it stopped describes the site: a build after it changes nothing.
        #expect(site.exists(".preflight-cache"))
        try site.write("content/docs/c.md", "---\ntitle: Sea\n---\n\nC, after serve.\n")
        let build = try PreflightProcess.run(["build"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
        try expectSameAsClean(site, "a build after serve")
    }

    /// A spec of one operation, its response described as `response` says.
    private static func spec(response: String) -> String {
        #"""
        { "openapi": "3.0.3", "info": { "title": "Items", "version": "1" },
          "paths": { "/items": { "get": { "summary": "List items",
            "responses": { "200": { "description": "\#(response)" } } } } } }
        """#
    }

    @Test(
        "an API page's text edit renders that page alone while its spec stands still, as a JavaScript snippet's edit renders its page; the spec's or a static module's edit rebuilds the site; all equal a clean build"
    )
    func pagesRenderAlone() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{ "name": "Served", "navigation": { "groups": [ { "group": "G", "pages": ["index", "items", "g", "h", "i"] } ] } }"#
        )
        try site.write("content/docs/g.mdx", "---\ntitle: G\n---\nimport { Pill } from '/snippets/pill.jsx'\n\n<Pill />\n")
        try site.write("content/snippets/pill.jsx", "export const Pill = () => <em>Pill 0</em>;\n")
        // A module in the docs folder is also a static file of the site.
        try site.write("content/docs/h.mdx", "---\ntitle: H\n---\nimport { Chip } from '/docs/parts/chip.jsx'\n\n<Chip />\n")
        try site.write("content/docs/parts/chip.jsx", "export const Chip = () => <em>Chip 0</em>;\n")
        // A snippet that a static file of the site links to is copied too.
        try site.write("content/docs/i.mdx", "---\ntitle: I\n---\nimport { Tag } from '/snippets/tag.jsx'\n\n<Tag />\n")
        try site.write("content/snippets/tag.jsx", "export const Tag = () => <em>Tag 0</em>;\n")
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("content/docs/parts/tag.jsx").path,
            withDestinationPath: site.root.appendingPathComponent("content/snippets/tag.jsx").path)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [the items](/items).\n")
        try site.write("content/docs/api.json", Self.spec(response: "The items."))
        let page = { (text: String) in "---\ntitle: List items\nopenapi: \"/api.json GET /items\"\n---\n\n\(text)\n" }
        try site.write("content/docs/items.mdx", page("Items, as written."))
        let serve = try ServeProcess(["--port", "0"], in: site.root)
        let port = try #require(serve.waitForPort(), "no URL printed; stderr: \(serve.standardError)")
        let stream = try RawClient(port: port)
        stream.send("GET /_preflight/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        #expect(stream.read(until: { $0.contains("retry: 1000\n\n") }), "no event stream: \(stream.text)")
        // Each edit: the reload, `page` showing `expected`, and how many files the rebuild wrote.
        func edit(_ path: String, _ text: String, expected: String, page: String = "/items.html") throws -> Int? {
            let reloads = stream.text.components(separatedBy: "event: reload").count
            let cause = "\((path as NSString).lastPathComponent) changed)"
            let rebuilds = serve.errorLines(containing: cause)
            let staged = try site.write("edit.tmp", text)
            #expect(rename(staged.path, site.root.appendingPathComponent(path).path) == 0)
            #expect(
                stream.read(until: { $0.components(separatedBy: "event: reload").count > reloads }, timeout: .seconds(60)),
                "\(path): \(stream.text)")
            let served = try RawClient.exchange("GET \(page) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
            #expect(served.text.contains(expected), "\(path): \(page) lacks \(expected)")
            // This edit's line, "Rebuilt 4 files in 3 ms (…/items.mdx changed).", not an earlier one's.
            let line = serve.waitForErrorLine(containing: cause, after: rebuilds)
            #expect(line != nil, "\(serve.standardError)")
            return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        // The page, its twin, the search shard and llms-full.txt: the page rendered alone.
        #expect(try edit("content/docs/items.mdx", page("Items, edit 1."), expected: "Items, edit 1.") == 4)
        try expectSameAsClean(site, "the API page's text edited")
        let whole = try edit("content/docs/api.json", Self.spec(response: "The items, edit 2."), expected: "The items, edit 2.")
        #expect(whole.map { $0 > 4 } == true, "the spec's edit wrote \(String(describing: whole)) files")
        try expectSameAsClean(site, "the spec edited")
        // The page again, now with the spec the whole build read.
        #expect(try edit("content/docs/items.mdx", page("Items, edit 3."), expected: "The items, edit 2.") == 4)
        let pill = "export const Pill = () => <em>Pill 4</em>;\n"
        #expect(try edit("content/snippets/pill.jsx", pill, expected: "<em>Pill 4</em>", page: "/g.html") == 4)
        let chip = "export const Chip = () => <em>Chip 5</em>;\n"
        let copied = try edit("content/docs/parts/chip.jsx", chip, expected: "<em>Chip 5</em>", page: "/h.html")
        #expect(copied.map { $0 > 4 } == true, "the static module's edit wrote \(String(describing: copied)) files")
        #expect(try site.read("_site/parts/chip.jsx") == chip)
        let tag = "export const Tag = () => <em>Tag 6</em>;\n"
        let linked = try edit("content/snippets/tag.jsx", tag, expected: "<em>Tag 6</em>", page: "/i.html")
        #expect(linked.map { $0 > 4 } == true, "the linked module's edit wrote \(String(describing: linked)) files")
        #expect(try site.read("_site/parts/tag.jsx") == tag)
        // Another snippet's edit looks the static files up; then the linked one saved again
        // (replaced, so under another identity) is still the linked module.
        let pillAgain = "export const Pill = () => <em>Pill 7</em>;\n"
        #expect(try edit("content/snippets/pill.jsx", pillAgain, expected: "<em>Pill 7</em>", page: "/g.html") == 4)
        let tagAgain = "export const Tag = () => <em>Tag 8</em>;\n"
        let relinked = try edit("content/snippets/tag.jsx", tagAgain, expected: "<em>Tag 8</em>", page: "/i.html")
        #expect(relinked.map { $0 > 4 } == true, "the linked module's second edit wrote \(String(describing: relinked)) files")
        #expect(try site.read("_site/parts/tag.jsx") == tagAgain)
        try expectSameAsClean(site, "the snippets edited")
        #expect(serve.stop() == 0)
        try expectSameAsClean(site, "after serve")
    }

    private func expectSameAsClean(_ site: TemporarySite, _ context: String) throws {
        let differences = try site.differencesFromCleanBuild()
        #expect(differences.isEmpty, "\(context): \(differences)")
    }
}
