import Diagnostics
import Foundation
import Testing

@testable import SiteBuilder

@Suite("Build cache records")
struct BuildCacheRecordTests {
    /// A cache of a few pages with every part a record holds, saved under a fresh output name.
    private func savedCache() -> BuildCache {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-records-\(UUID().uuidString)").path
        var pages: [String: BuildCache.CachedPage] = [:]
        for number in 0..<3 {
            let location = DocLocation(source: "guides/page-\(number).md")
            var summary = DocsPageWriter.Summary(
                location: location, anchors: ["intro", "setup-\(number)"],
                linkedAnchors: [
                    .init(
                        anchor: .init(page: "guides/page-0", id: "intro"), href: "page-0#intro", file: nil,
                        position: SourcePosition(line: 3, column: 7))
                ], headings: ["Intro", "Setup"], markdown: "# Page \(number)\n", utilityClasses: ["grid"])
            summary.searchEntry = Array("{\"title\":\"Page \(number)\"}".utf8)
            summary.hasMath = number == 1
            if number != 2 {
                summary.links = LinkOutcomes(hrefs: ["page-\(number)#intro", "/images/a.png"], hash: ContentHash(value: 9))
            }
            let head = DocHead(
                title: "Page \(number), a title longer than a small string", sidebarTitle: number == 2 ? "Side" : nil,
                description: number == 0 ? nil : "What page \(number) is about, at some length.",
                extra: number == 0
                    ? ["title": "Page 0, a title longer than a small string", "owner": "docs"]
                    : [
                        "title": "Page \(number), a title longer than a small string",
                        "description": "What page \(number) is about, at some length.", "owner": "docs",
                    ], keywords: number == 1 ? ["push", "email"] : [], openapiLine: number == 2 ? 4 : nil)
            pages[location.key] = BuildCache.CachedPage(
                sourceHash: ContentHash(value: UInt64(100 + number)),
                dependencies: number == 1 ? [(path: "snippets/a.swift", hash: ContentHash(value: 7))] : [],
                summary: summary, problems: [Diagnostic(.brokenLink, "A link to nowhere.", file: "guides/page-\(number).md")],
                warnings: [], anchorProblems: number == 2 ? [Diagnostic(.brokenAnchor, "No such heading.")] : [],
                stamp: FileStamp(size: 10, modified: 20, changed: 30, inode: UInt64(40 + number), device: 50), head: head,
                frame: number == 2 ? nil : PageFrameTests.frame(number: number))
        }
        var cache = BuildCache(
            output: output, siteKey: ContentHash(value: 1), bodiesKey: ContentHash(value: 3), previewKey: ContentHash(value: 2),
            previewFiles: ["index.html"], pages: pages)
        cache.linksKey = ContentHash(value: 4)
        cache.filesKey = ContentHash(value: 5)
        cache.navigationBodies = NavigationBodies(
            inputs: ContentHash(value: 6), value: ContentHash(value: 7), folders: ContentHash(value: 8))
        cache.save(cache.bytes)
        return cache
    }

    private func remove(_ cache: BuildCache) {
        BuildCache.remove(output: cache.output)
        try? FileManager.default.removeItem(atPath: BuildCache.bucketFolder(for: cache.output))
    }

    @Test("a front-matter value canonically equal to the title but not its bytes reads back as its own bytes")
    func equivalentValuesKeepTheirBytes() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-records-\(UUID().uuidString)").path
        let location = DocLocation(source: "units.md")
        // Greek capital omega in the title, the ohm sign in `tag`: equal as Swift strings.
        let head = DocHead(title: "\u{03A9}", description: "\u{00C5}", extra: ["tag": "\u{2126}", "unit": "\u{212B}"])
        let summary = DocsPageWriter.Summary(
            location: location, anchors: [], linkedAnchors: [], headings: [], markdown: "", utilityClasses: [])
        let page = BuildCache.CachedPage(
            sourceHash: ContentHash(value: 1), dependencies: [], summary: summary, problems: [], warnings: [],
            stamp: FileStamp(size: 1, modified: 2, changed: 3, inode: 4, device: 5), head: head)
        let cache = BuildCache(
            output: output, siteKey: ContentHash(value: 1), previewKey: ContentHash(value: 2), previewFiles: [],
            pages: [location.key: page])
        cache.save(cache.bytes)
        defer { remove(cache) }
        let read = try #require(BuildCache.load(output: output)?.pages[location.key]?.head)
        #expect(Array(try #require(read.extra["tag"]).utf8) == Array("\u{2126}".utf8))
        #expect(Array(try #require(read.extra["unit"]).utf8) == Array("\u{212B}".utf8))
        #expect(Array(read.title.utf8) == Array("\u{03A9}".utf8))
    }

    @Test("every part of a page's record reads back as it was written")
    func recordsRoundTrip() throws {
        let cache = savedCache()
        defer { remove(cache) }
        let loaded = try #require(BuildCache.load(output: cache.output))
        #expect(loaded.pages.keys.sorted() == cache.pages.keys.sorted())
        #expect(loaded.bodiesKey == cache.bodiesKey)
        #expect(loaded.linksKey == cache.linksKey && loaded.filesKey == cache.filesKey)
        #expect(loaded.navigationBodies == cache.navigationBodies)
        for (key, page) in cache.pages {
            let read = try #require(loaded.pages[key])
            #expect(read.sourceHash == page.sourceHash)
            #expect(read.frame == page.frame)
            #expect(read.stamp == page.stamp)
            #expect(read.head == page.head)
            #expect(read.dependencies.map(\.path) == page.dependencies.map(\.path))
            #expect(read.dependencies.map(\.hash) == page.dependencies.map(\.hash))
            #expect(read.problems == page.problems)
            #expect(read.warnings == page.warnings)
            #expect(read.anchorProblems == page.anchorProblems)
            #expect(read.summary.location == page.summary.location)
            #expect(read.summary.utilityClasses == page.summary.utilityClasses)
            #expect(read.summary.hasMath == page.summary.hasMath)
            #expect(read.summary.anchors == page.summary.anchors)
            #expect(read.summary.headings == page.summary.headings)
            #expect(read.summary.markdown == page.summary.markdown)
            #expect(read.summary.searchEntry == page.summary.searchEntry)
            #expect(read.summary.linkedAnchors.map(\.href) == page.summary.linkedAnchors.map(\.href))
            #expect(read.summary.links == page.summary.links)
            // Told from the index, the bucket's links unread.
            #expect(read.summary.stored != nil)
            #expect(read.summary.linksToAnchors(of: ["guides/page-0"]))
            #expect(!read.summary.linksToAnchors(of: ["guides/page-1", "guides/page-9"]))
            #expect(
                loaded.known(page.summary.location, stamp: page.stamp!).map { $0.head == page.head && $0.hash == page.sourceHash }
                    == (page.dependencies.isEmpty ? true : nil))
        }
        // Stored again unchanged, the loaded cache is the same bytes and writes no page texts.
        #expect(loaded.bytes?.index == cache.bytes?.index)
        #expect(loaded.bytes?.newBuckets.isEmpty == true)
        // A record changed after the load is encoded anew, and reads back changed.
        var changed = loaded
        changed.pages["guides/page-1"]?.head?.title = "Retitled"
        changed.pages["guides/page-1"]?.encoded = nil
        changed.save(changed.bytes)
        let reloaded = try #require(BuildCache.load(output: cache.output))
        #expect(reloaded.pages["guides/page-1"]?.head?.title == "Retitled")
        #expect(reloaded.pages["guides/page-1"]?.frame == cache.pages["guides/page-1"]?.frame)
        #expect(reloaded.pages["guides/page-2"]?.head == cache.pages["guides/page-2"]?.head)
        // A frame placed anew (a page dressed again) is stored anew.
        var moved = reloaded
        var frame = try #require(moved.pages["guides/page-0"]?.frame)
        frame.bodyOffset += 9
        moved.pages["guides/page-0"]?.frame = frame
        moved.save(moved.bytes)
        #expect(BuildCache.load(output: cache.output)?.pages["guides/page-0"]?.frame == frame)
    }

    @Test("an index cut short anywhere is not used")
    func truncatedIndexIsIgnored() throws {
        let cache = savedCache()
        defer { remove(cache) }
        let file = BuildCache.file(for: cache.output)
        let index = try #require(FileManager.default.contents(atPath: file))
        for length in stride(from: 0, to: index.count, by: 1) {
            try index.prefix(length).write(to: URL(fileURLWithPath: file))
            #expect(BuildCache.load(output: cache.output) == nil, "cut at \(length) of \(index.count)")
        }
    }

    @Test("an index with any one byte damaged loads or not, but never stops the build")
    func damagedIndexNeverTraps() throws {
        let cache = savedCache()
        defer { remove(cache) }
        let file = BuildCache.file(for: cache.output)
        let index = try #require(FileManager.default.contents(atPath: file))
        for position in index.indices {
            var damaged = index
            damaged[position] ^= 0xFF
            try damaged.write(to: URL(fileURLWithPath: file))
            // Whatever loads is read through without trapping.
            guard let loaded = BuildCache.load(output: cache.output) else { continue }
            for page in loaded.pages.values {
                _ = (page.head, page.problems, page.warnings, page.anchorProblems, page.dependencies.count)
                _ = page.summary.anchors
            }
        }
    }
}
