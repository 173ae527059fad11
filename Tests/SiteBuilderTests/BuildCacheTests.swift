import ChildProcess
import Foundation
import Testing

@testable import SiteBuilder

@Suite("Build cache")
struct BuildCacheTests {
    @Test("a cache larger than any page's limit still loads: a large site's cache holds every page's text")
    func largeCacheLoads() throws {
        let output = Self.output()
        let markdown = String(repeating: "A line of a page's Markdown.\n", count: (FileSizeLimit.defaultPageBytes / 29) + 1000)
        let summary = DocsPageWriter.Summary(
            location: DocLocation(source: "big.md"), anchors: [], linkedAnchors: [], headings: [],
            markdown: markdown)
        let page = BuildCache.CachedPage(
            sourceHash: ContentHash(), dependencies: [], summary: summary, problems: [], warnings: [])
        let cache = BuildCache(
            output: output, siteKey: ContentHash(value: 1), previewKey: ContentHash(value: 2), previewFiles: [],
            pages: ["big": page])
        let bytes = try #require(cache.bytes)
        #expect(bytes.newBuckets.values.reduce(0) { $0 + $1.count } > FileSizeLimit.defaultPageBytes)
        cache.save(bytes)
        defer { Self.removeCache(of: output) }
        let loaded = try #require(BuildCache.load(output: output))
        #expect(loaded.pages["big"]?.summary.markdown == markdown)
        #expect(loaded.hasSameInputs(as: cache))
        // The loaded cache names the same page texts, unread and not written again.
        #expect(loaded.bytes?.index == bytes.index)
        #expect(loaded.bytes?.newBuckets.isEmpty == true)
    }

    @Test("a prepared save leaves no cache until it is put in place, and nothing when it is discarded")
    func preparedSave() throws {
        let output = Self.output()
        defer { Self.removeCache(of: output) }
        let cache = Self.onePageCache(output: output)
        let discarded = try #require(cache.prepareSave(cache.bytes))
        #expect(BuildCache.load(output: output) == nil)
        discarded.discard()
        #expect(BuildCache.load(output: output) == nil)
        #expect(discarded.renames.allSatisfy { access($0.from, F_OK) != 0 })
        let published = try #require(cache.prepareSave(cache.bytes))
        #expect(BuildCache.load(output: output) == nil)
        published.publish()
        #expect(try #require(BuildCache.load(output: output)).hasSameInputs(as: cache))
        #expect(published.renames.allSatisfy { access($0.from, F_OK) != 0 })
    }

    @Test("putting a save in place removes the temporary files of processes that ended before they put theirs in place")
    func endedProcessesTemporaries() throws {
        let output = Self.output()
        defer { Self.removeCache(of: output) }
        let cache = Self.onePageCache(output: output)
        let ended = try ChildProcess("/bin/true")
        _ = ended.wait()
        let index = BuildCache.file(for: output)
        // Left by the ended process: its index and its listing's snapshot, never renamed in.
        let left = ["\(index).\(ended.pid)", "\(index).listing.\(ended.pid)"]
        // A running process's (the first process's, which never ends), and files of the cache itself.
        let kept = ["\(index).1", "\(index).listing", "\(index).llms-full.txt"]
        mkdir(".preflight-cache", 0o755)
        for file in left + kept { #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8))) }
        defer { for file in left + kept { unlink(file) } }
        try #require(cache.prepareSave(cache.bytes)).publish()
        #expect(left.allSatisfy { access($0, F_OK) != 0 })
        #expect(kept.allSatisfy { access($0, F_OK) == 0 })
        #expect(BuildCache.load(output: output) != nil)
    }

    /// A cache of one page, `a`, for builds into `output`.
    private static func onePageCache(output: String) -> BuildCache {
        BuildCache(
            output: output, siteKey: ContentHash(value: 1), previewKey: ContentHash(value: 2), previewFiles: [],
            pages: ["a": page("a.md", "A page.")])
    }

    /// An output folder's path of the test's own (the folder is never made: only its cache is).
    private static func output() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("preflight-cache-\(UUID().uuidString)").path
    }

    /// Removes the cache of `output`, its index and its bucket files.
    private static func removeCache(of output: String) {
        BuildCache.remove(output: output)
        try? FileManager.default.removeItem(atPath: BuildCache.bucketFolder(for: output))
    }

    /// A page of `text` at `source`, as a build makes it (not stored yet).
    private static func page(_ source: String, _ text: String) -> BuildCache.CachedPage {
        let summary = DocsPageWriter.Summary(
            location: DocLocation(source: source), anchors: ["intro-\(text.count)"], linkedAnchors: [],
            headings: [], markdown: text)
        return BuildCache.CachedPage(
            sourceHash: ContentHash(Array(text.utf8)), dependencies: [], summary: summary, problems: [], warnings: [])
    }

    @Test("an edited cache's stored form, its other pages' entries copied as they were, is that of the same pages made afresh")
    func editedCacheStoresAsFresh() throws {
        let output = Self.output()
        defer { Self.removeCache(of: output) }
        // Enough pages for several bucket files.
        var pages: [String: BuildCache.CachedPage] = [:]
        for number in 0..<40 { pages["page-\(number)"] = Self.page("page-\(number).md", "Page \(number) says hello.") }
        let first = BuildCache(
            output: output, siteKey: ContentHash(value: 1), previewKey: ContentHash(value: 2), previewFiles: [], pages: pages)
        let stored = try #require(first.bytes)
        #expect(stored.buckets.count > 1)
        first.save(stored)

        var edited = try #require(BuildCache.load(output: output))
        // Compared as a whole (a failure names no bytes: an index is kilobytes long).
        let loadedBytes = try #require(edited.bytes)
        let loadedIsSame = loadedBytes.index == stored.index
        #expect(loadedIsSame, "a loaded cache stores as it was loaded")
        // Its records are the loaded index again, one run of it after the fields made anew.
        let loadedRuns = loadedBytes.index.pieces.filter { loadedBytes.index.arrays[$0.array] == edited.loadedIndex }
        #expect(loadedRuns.count == 1)
        #expect(loadedRuns.reduce(0) { $0 + $1.range.count } > loadedBytes.index.count * 3 / 4)
        // The first page by key: every later page of its bucket file moves.
        edited.pages["page-0"] = Self.page("page-0.md", "Page 0 says something else entirely.")
        var fresh = first
        fresh.pages["page-0"] = edited.pages["page-0"]
        let expected = try #require(fresh.bytes)
        let editedBytes = try #require(edited.bytes)
        let editedIsFresh = editedBytes.index == expected.index
        #expect(editedIsFresh)
        #expect(editedBytes.buckets == expected.buckets)
        #expect(editedBytes.newBuckets.count == 1, "only the edited page's bucket file is written again")
        let editedRuns = editedBytes.index.pieces.filter { editedBytes.index.arrays[$0.array] == edited.loadedIndex }
        #expect(
            editedRuns.reduce(0) { $0 + $1.range.count } > editedBytes.index.count / 2,
            "the other records are runs of the loaded index")

        // The order the build hands over is taken; one that does not name every page in order is not.
        let sortedKeys = pages.keys.sorted()
        for hint in [sortedKeys, Array(sortedKeys.reversed()), Array(sortedKeys.dropLast()), sortedKeys.dropLast() + ["zzz"]] {
            var hinted = edited
            hinted.orderedKeys = hint
            let hintedIsFresh = hinted.bytes?.index == expected.index
            #expect(hintedIsFresh, "\(hint.prefix(2))")
        }
    }
}
