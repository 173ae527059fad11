import Foundation
import Testing

@testable import SiteBuilder

@Suite("Build cache")
struct BuildCacheTests {
    @Test("a cache larger than any page's limit still loads: a large site's cache holds every page's text")
    func largeCacheLoads() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-cache-\(UUID().uuidString)").path
        let markdown = String(repeating: "A line of a page's Markdown.\n", count: (FileSizeLimit.defaultPageBytes / 29) + 1000)
        let summary = DocsPageWriter.Summary(
            location: DocLocation(source: "big.md"), anchors: [], linkedAnchors: [], searchText: "", headings: [],
            markdown: markdown)
        let page = BuildCache.CachedPage(
            sourceHash: ContentHash(), dependencies: [], summary: summary, problems: [], warnings: [])
        let cache = BuildCache(
            output: output, siteKey: ContentHash(value: 1), previewKey: ContentHash(value: 2), previewFiles: [],
            pages: ["big": page])
        let bytes = try #require(cache.bytes)
        #expect(bytes.newBuckets.values.reduce(0) { $0 + $1.count } > FileSizeLimit.defaultPageBytes)
        cache.save(bytes)
        defer {
            BuildCache.remove(output: output)
            try? FileManager.default.removeItem(atPath: BuildCache.bucketFolder(for: output))
        }
        let loaded = try #require(BuildCache.load(output: output))
        #expect(loaded.pages["big"]?.summary.markdown == markdown)
        #expect(loaded.hasSameInputs(as: cache))
        // The loaded cache names the same page texts, unread and not written again.
        #expect(loaded.bytes?.index == bytes.index)
        #expect(loaded.bytes?.newBuckets.isEmpty == true)
    }
}
