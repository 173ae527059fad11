import Dispatch
import Foundation
import Locking
import Testing

/// Two builds into one output take turns: the second waits for the first's commit instead
/// of staging against files that are about to change.
@Suite("Concurrent builds into one output, end to end")
struct ConcurrentBuildTests {
    private static func site() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write("content/states/quiet.json", BuildCommandTests.state)
        for index in 0..<40 {
            try site.write("content/docs/page-\(index).md", "---\ntitle: Page \(index)\n---\n# Page \(index)\n\nText \(index).\n")
        }
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n# Home\n\n[First](page-0.md)\n")
        return site
    }

    @Test("A build waits, and says so, while another holds the output; then it builds")
    func buildWaitsForTheLock() throws {
        let site = try Self.site()
        // What a running build holds: an exclusive lock on the hidden file beside the output.
        let lockPath = site.root.appendingPathComponent("._site.lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX) == 0)
        let build = try ServeProcess([], in: site.root, command: "build")
        let waited = build.waitForError(containing: "Waiting for another build into _site to finish")
        // Nothing was read or written while the lock was held: no output, no staging folder.
        let entries = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
        close(descriptor)
        #expect(waited, "\(build.standardError)")
        #expect(!entries.contains("_site"))
        #expect(!entries.contains { $0.hasPrefix("._site.building-") })
        #expect(build.waitForExit(timeout: .seconds(600)) == 0, "\(build.standardError)")
        #expect(site.exists("_site/page-7.html"))
    }

    @Test("Builds started together into one output all succeed and leave the same site as one build")
    func buildsTogether() throws {
        let site = try Self.site()
        try site.write("content/docs/page-3.md", "---\ntitle: Page 3\n---\n# Page 3\n\nChanged.\n")
        let outcomes = Locked<[PreflightProcess.Outcome]>([])
        let root = site.root
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            if let outcome = try? PreflightProcess.run(["build"], in: root) { outcomes.withLock { $0.append(outcome) } }
        }
        let all = outcomes.withLock { $0 }
        #expect(all.count == 3)
        for outcome in all { #expect(outcome.status == 0, "\(outcome.stderr)") }
        let together = try FolderSnapshot(site.root.appendingPathComponent("_site"))
        let clean = try PreflightProcess.run(["build", "--no-cache", "--output", "clean"], in: site.root)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try FolderSnapshot(site.root.appendingPathComponent("clean")).changes(since: together) == [])
        // Neither staging folders nor the lock file stay beside the output.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix("._site") }
        #expect(leftovers == [])
    }
}
