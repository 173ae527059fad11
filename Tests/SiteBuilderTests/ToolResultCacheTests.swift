import Foundation
import Locking
import Testing

@testable import SiteBuilder

/// A tool that upper-cases words, noting each batch it is run on; "fail" fails the run.
private struct Shouter: CachedTool {
    struct Missing: MissingTool {
        var reason: String { "no shouter was found" }
    }
    struct Outcome: Codable, Sendable {
        var shout: String
        var key: String
    }

    static let keyPrefix = "sh"
    static let format = "1"
    static let runFailure = "the shouter said nothing"

    let release: String
    let batches: Locked<[[String]]>

    var releaseFile: String { release }

    static func combine(_ word: String, into hash: inout ContentHash) {
        hash.combine(word)
    }

    func run(_ words: [String], keys: [String]) -> [Outcome]? {
        batches.withLock { $0.append(words) }
        guard !words.contains("fail") else { return nil }
        return zip(words, keys).map { Outcome(shout: $0.uppercased(), key: $1) }
    }

    static func value(of outcome: Outcome) -> String { outcome.shout }
}

@Suite("Tool results")
struct ToolResultCacheTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tool-results-\(UUID().uuidString)")

    /// A release file whose bytes stand for the tool's version.
    private func release(_ text: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("release-\(text)")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test("the items are run once, in one batch, each with its key, and kept on disk for the next build")
    func batchAndDisk() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let batches = Locked<[[String]]>([])
        let tool = Shouter(release: try release("1"), batches: batches)
        let cache = ToolResultCache<Shouter>(folder: "\(folder.path)/kept", findTools: { .success(tool) })
        cache.prepare(["a", "b", "a"])
        #expect(cache.value(for: "a") == "A" && cache.value(for: "b") == "B")
        #expect(batches.withLock { $0 } == [["a", "b"]])
        #expect(cache.key("a").hasPrefix("sh") && cache.key("a") != cache.key("b"))
        // A word the scan missed is run alone; a known one never again.
        #expect(cache.value(for: "c") == "C")
        cache.prepare(["a", "c"])
        #expect(batches.withLock { $0 } == [["a", "b"], ["c"]])
        #expect(!cache.hasUnmade && cache.failure == nil)

        // The next build reads them from disk; a new release runs them again.
        let next = ToolResultCache<Shouter>(folder: "\(folder.path)/kept", findTools: { .success(tool) })
        next.prepare(["a", "b", "c"])
        #expect(next.value(for: "b") == "B")
        #expect(batches.withLock { $0.count } == 2)
        let newer = Shouter(release: try release("2"), batches: batches)
        let upgraded = ToolResultCache<Shouter>(folder: "\(folder.path)/kept", findTools: { .success(newer) })
        upgraded.prepare(["a"])
        #expect(batches.withLock { $0.last } == ["a"])
        #expect(upgraded.key("a") != cache.key("a"))
    }

    @Test("without the tool, or when its run gives nothing, items are counted with the first reason and not kept")
    func unmade() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = ToolResultCache<Shouter>(folder: folder.path, findTools: { .failure(Shouter.Missing()) })
        missing.prepare(["a", "b"])
        #expect(missing.value(for: "a") == nil && missing.value(for: "z") == nil)
        #expect(missing.failure?.count == 3 && missing.failure?.reason == "no shouter was found")

        let batches = Locked<[[String]]>([])
        let tool = Shouter(release: try release("1"), batches: batches)
        let failing = ToolResultCache<Shouter>(folder: "\(folder.path)/kept", findTools: { .success(tool) })
        failing.prepare(["fail", "b"])
        #expect(failing.value(for: "b") == nil)
        #expect(failing.failure?.count == 2 && failing.failure?.reason == "the shouter said nothing")
        // Not tried again within the build, and nothing written.
        failing.prepare(["b"])
        #expect(batches.withLock { $0.count } == 1)
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/kept"))
    }

    @Test("a site without items never looks for the tool")
    func noLookup() {
        let cache = ToolResultCache<Shouter>(
            folder: nil,
            findTools: {
                Issue.record("looked for the tool")
                return .failure(Shouter.Missing())
            })
        cache.prepare([])
        #expect(!cache.hasUnmade && cache.failure == nil)
    }
}
