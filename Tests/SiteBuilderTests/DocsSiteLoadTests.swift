import Diagnostics
import Foundation
import Testing

@testable import SiteBuilder

@Suite("Loading a docs site: pages by key, duplicates, hidden pages, operations")
struct DocsSiteLoadTests {
    /// A content folder holding `files` (paths under it), removed by the caller.
    private func content(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-load-\(UUID().uuidString)").path
        for (path, text) in files {
            let file = "\(root)/\(path)"
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
        return root
    }

    private func page(_ title: String, _ extra: String = "") -> String { "---\ntitle: \(title)\n\(extra)---\n\nText.\n" }

    private func load(_ root: String) throws(DiagnosticList) -> DocsSite? {
        try DocsSite.load(content: root, readHead: DocsRendering.readHead)
    }

    @Test("Pages are in key order, whatever the order of their paths; the map by key has each")
    func keyOrder() throws {
        let root = try content([
            "docs.json": #"{"name": "T", "navigation": {"groups": [{"group": "G", "pages": ["a", "a-b", "a/index"]}]}}"#,
            "docs/a.md": page("A"), "docs/a-b.md": page("AB"), "docs/a/index.md": page("AI"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try #require(try load(root))
        // By path `a-b.md` comes first (`-` before `.`); by key `a` does.
        #expect(site.pages.map(\.key) == ["a", "a-b", "a/index"])
        #expect(site.locationsByKey.mapValues(\.source) == ["a": "a.md", "a-b": "a-b.md", "a/index": "a/index.md"])
        #expect(site.navigation.order == ["a", "a-b", "a/index"])
        #expect(site.navigation.previous("a-b") == "a" && site.navigation.next("a-b") == "a/index")
        #expect(site.sources.writtenHeads.mapValues(\.title) == site.heads.mapValues(\.title))
    }

    @Test("Pages are the .md and .mdx files; snippets, preview inputs and packages are no files of the site")
    func pagesAndExcludedFiles() throws {
        let root = try content([
            "docs.json": #"{"name": "T", "navigation": {"groups": [{"group": "G", "pages": ["index"]}]}}"#,
            "docs/index.md": page("Home"), "docs/guide/start.mdx": page("Start"), "docs/über.md": page("Über"),
            "docs/states.md": page("States"), "docs/snippetsX/page.md": page("Near"), "docs/guide/snippets.md": page("S"),
            "docs/picture.png": "png", "docs/notes.markdown": "text", "docs/guide/package.json": "{}",
            "docs/snippets/part.md": "Part.", "docs/states/state.md": "State.", "docs/node_modules/x/readme.md": "x",
            "docs/package.json": "{}", "docs/package-lock.json": "{}", "docs/catalogs": "a file named as a folder",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try #require(try load(root))
        // A name is excluded whole (`snippetsX/` and `states.md` are not `snippets/` and `states/`),
        // and only a path's first name is looked at: `guide/package.json` and `guide/snippets.md` stay.
        #expect(site.pages.map(\.key) == ["guide/snippets", "guide/start", "index", "snippetsX/page", "states", "über"])
        #expect(site.staticFiles.sorted() == ["guide/package.json", "notes.markdown", "picture.png"])
    }

    @Test("Two files of one key are one problem each after the first, naming the file before")
    func duplicates() throws {
        let root = try content([
            "docs.json": #"{"name": "T", "navigation": {"groups": [{"group": "G", "pages": ["a"]}]}}"#,
            "docs/a.md": page("A"), "docs/a.mdx": page("A2"), "docs/a-b.md": page("AB"), "docs/b.md": page("B"),
            "docs/b.mdx": page("B2"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try load(root)
            Issue.record("expected the duplicates to fail the load")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.duplicatePage, .duplicatePage])
            #expect(error.diagnostics.first?.description.contains("Both a.md and a.mdx become the page /a;") == true)
            #expect(error.diagnostics.last?.file == "\(root)/docs/b.mdx")
        }
    }

    @Test("A page listed hidden and then visible takes its visible place; a page hidden by its front matter has none")
    func hiddenPlaces() throws {
        let root = try content([
            "docs.json": #"""
            {"name": "T", "navigation": {"groups": [
              {"group": "Hidden", "hidden": true, "pages": ["b"]},
              {"group": "G", "pages": ["a", "b", "c", "d"]}]}}
            """#,
            "docs/a.md": page("A"), "docs/b.md": page("B"), "docs/c.md": page("C", "hidden: true\n"),
            "docs/d.md": page("D"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try #require(try load(root))
        #expect(site.navigation.order == ["a", "b", "d"])
        #expect(site.navigation.hidden == ["c"])
        #expect(site.navigation.place("b")?.trail == ["G"])
        #expect(site.navigation.next("b") == "d" && site.navigation.previous("d") == "b")
        #expect(site.navigation.previous("c") == nil && site.navigation.next("c") == nil)
    }

    @Test("An operation the navigation names without any spec is still a problem; a site naming none has no API")
    func operationsWithoutSpecs() throws {
        let plain = try content([
            "docs.json": #"{"name": "T", "navigation": {"groups": [{"group": "G", "pages": ["a"]}]}}"#,
            "docs/a.md": page("A"),
        ])
        defer { try? FileManager.default.removeItem(atPath: plain) }
        let site = try #require(try load(plain))
        #expect(site.api.defaultSpecs.isEmpty && site.warnings.isEmpty)

        let named = try content([
            "docs.json": #"{"name": "T", "navigation": {"groups": [{"group": "G", "pages": ["a", "GET /users"]}]}}"#,
            "docs/a.md": page("A"),
        ])
        defer { try? FileManager.default.removeItem(atPath: named) }
        do {
            _ = try load(named)
            Issue.record("expected the operation without a spec to fail the load")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.unknownOperation])
        }
    }
}
