import Diagnostics
import Foundation
import OpenAPI
import TestSupport
import Testing

@testable import SiteBuilder

/// The navigation expanded from a spec's outline, as the previous build kept it, is the one
/// expanded from the spec read whole, while the spec's files are unchanged.
@Suite("OpenAPI specs' outlines")
struct SpecOutlineTests {
    /// Tags with a group label, an untagged operation, a hidden one, a deprecated one with
    /// `x-mint` metadata and link, a webhook, a parameter from another file, and a requirement
    /// naming no scheme (a warning placed by JSON path).
    static let spec = #"""
        {"openapi": "3.1.0", "info": {"title": "Relay", "version": "1"},
         "tags": [{"name": "Messages", "x-group": "Messaging"}, {"name": "Admin"}],
         "security": [{"Missing": []}],
         "paths": {
          "/messages": {
            "get": {"summary": "List messages", "tags": ["Messages"], "operationId": "listMessages",
              "parameters": [{"$ref": "shared.json#/Limit"}, {"name": "cursor", "in": "query"}],
              "responses": {"200": {"description": "OK"}}},
            "post": {"tags": ["Messages"], "deprecated": true, "description": "Sends one.",
              "x-mint": {"metadata": {"title": "Send a message", "sidebarTitle": "Send"}, "href": "/guides/send"},
              "responses": {"200": {"description": "OK"}}}},
          "/admin/reset": {"post": {"summary": "Reset", "tags": ["Admin"], "x-hidden": true,
              "responses": {"200": {"description": "OK"}}}},
          "/ping": {"get": {"summary": "Ping", "responses": {"200": {"description": "OK"}}}}},
         "webhooks": {"delivered": {"post": {"summary": "Delivered", "tags": ["Messages"],
              "responses": {"200": {"description": "OK"}}}}}}
        """#

    private func site() throws -> ScratchFolder {
        let folder = try ScratchFolder("preflight-outline")
        try folder.write(
            "docs.json",
            #"{"name": "Relay", "navigation": {"groups": [{"group": "Start", "pages": ["index", "relay.json GET /ping"]}, {"group": "API", "openapi": "relay.json"}]}}"#
        )
        try folder.write("docs/relay.json", Self.spec)
        try folder.write("docs/shared.json", #"{"Limit": {"name": "limit", "in": "query", "schema": {"type": "integer"}}}"#)
        return folder
    }

    /// What the navigation, its generated pages and its problems come to, as text to compare.
    private func expanded(
        _ folder: ScratchFolder, outlines: [String: SpecOutline]
    ) throws -> (
        text: [String], library: APISpecLibrary
    ) {
        let configFile = "\(folder.root)/docs.json"
        let config = try DocsConfig.parse(Array(try Data(contentsOf: URL(fileURLWithPath: configFile))), file: configFile)
        // Long after every stamp: the files count as settled.
        let library = APISpecLibrary(
            docsFolder: "\(folder.root)/docs", contentFolder: folder.root, outlines: outlines,
            settledBy: FileStamp.now() + 60_000_000_000)
        let (_, expansion) = APIPages.expand(
            config: config, configFile: configFile, heads: ["index": DocHead(title: "Home", extra: [:])], files: [:],
            library: library)
        func entries(_ group: DocsConfig.NavGroup) -> [String] {
            ["group \(group.name)"]
                + group.entries.flatMap { entry -> [String] in
                    switch entry {
                    case .page(let key, _): ["page \(key)"]
                    case .group(let nested): entries(nested)
                    case .link: ["link"]
                    }
                }
        }
        let navigation = expansion.config.tabs.flatMap { $0.groups.flatMap(entries) }
        let pages = expansion.pages.map { page in
            let head = page.head
            let extra = head.extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return [
                page.location.source, head.title, head.sidebarTitle ?? "-", head.description ?? "-", "\(extra)",
                "\(head.keywords)", String(decoding: page.source, as: UTF8.self),
            ].joined(separator: " | ")
        }
        return (navigation + pages + expansion.problems.map(\.description), library)
    }

    @Test("The navigation, pages and warnings expanded from the outline are those expanded from the spec")
    func outlineExpandsAsTheSpec() throws {
        let folder = try site()
        let whole = try expanded(folder, outlines: [:])
        let outlines = whole.library.outlines
        let outline = try #require(outlines["\(folder.root)/docs/relay.json"])
        #expect(outline.files == ["\(folder.root)/docs/relay.json", "\(folder.root)/docs/shared.json"])
        #expect(whole.text.contains { $0.contains("warning[") }, "\(whole.text)")
        #expect(whole.text.contains { $0.contains("limit") }, "\(whole.text)")
        let fromOutline = try expanded(folder, outlines: outlines)
        #expect(fromOutline.text == whole.text)
        // Taken again as it was: the next build's cache keeps the same outline.
        #expect(fromOutline.library.outlines == outlines)
    }

    @Test("An outline whose files are unchanged is taken unread; a write to any of its files sends the build to the spec")
    func outlineIsTakenWhileItsFilesHold() throws {
        let folder = try site()
        let outline = try #require(try expanded(folder, outlines: [:]).library.outlines.values.first)
        // An outline of another spec, with this spec's stamps: taken, which only an outline
        // taken without reading the spec can be.
        var other = try #require(outline.spec())
        other.operations[0].summary = "Listed from the outline"
        let vouched = SpecOutline(spec: other, files: outline.files, stamps: outline.stamps)
        let key = "\(folder.root)/docs/relay.json"
        #expect(try expanded(folder, outlines: [key: vouched]).text.contains { $0.contains("Listed from the outline") })
        // The parameter's file rewritten: the spec is read again, as it now is.
        try folder.write("docs/shared.json", #"{"Limit": {"name": "pageSize", "in": "query", "schema": {"type": "integer"}}}"#)
        #expect(!vouched.isCurrent)
        let again = try expanded(folder, outlines: [key: vouched])
        #expect(!again.text.contains { $0.contains("Listed from the outline") })
        #expect(again.text.contains { $0.contains("pageSize") })
        #expect(again.library.outlines[key] != vouched)
    }

    @Test("The cache keeps the outlines, and reads back what it stored")
    func storedInTheCache() throws {
        let folder = try site()
        let outlines = try expanded(folder, outlines: [:]).library.outlines
        let output = "\(folder.root)/site"
        var cache = BuildCache(output: output, siteKey: ContentHash(), previewKey: ContentHash(), previewFiles: [], pages: [:])
        cache.specOutlines = outlines
        cache.save(cache.bytes)
        defer {
            BuildCache.remove(output: output)
            try? FileManager.default.removeItem(atPath: BuildCache.bucketFolder(for: output))
        }
        #expect(BuildCache.load(output: output)?.specOutlines == outlines)
    }
}
