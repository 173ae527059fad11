import Foundation
import Testing

@testable import DevServer

@Suite("FileWatcher")
struct FileWatcherTests {
    /// Collects what a watcher reports, for a test thread to wait on.
    final class Reports: Sendable {
        private let batches = Locked<[[String]]>([])

        func add(_ batch: [String]) {
            batches.withLock { $0.append(batch) }
        }

        var all: [[String]] { batches.withLock { $0 } }

        /// Waits until a batch holding a path that ends with `suffix` arrives; returns whether one did.
        func wait(for suffix: String, timeout: Duration = .seconds(5)) -> Bool {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                if all.joined().contains(where: { $0.hasSuffix(suffix) }) { return true }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return false
        }
    }

    static let mechanisms: [FileWatcher.Mechanism] = [.inotify, .polling]

    func watcher(_ roots: [String], _ mechanism: FileWatcher.Mechanism, reports: Reports) throws -> FileWatcher {
        try FileWatcher(roots: roots, pollInterval: .milliseconds(100), mechanism: mechanism) { reports.add($0) }
    }

    @Test("reports an edited file, a new file, and a file in a new folder", arguments: mechanisms)
    func reportsChanges(mechanism: FileWatcher.Mechanism) throws {
        let folder = try TemporaryFolder()
        try folder.write("content/catalogs/gym.json", "{}")
        let reports = Reports()
        let watcher = try watcher(["\(folder.path)/content"], mechanism, reports: reports)
        defer { watcher.stop() }
        watcher.start()
        try folder.write("content/catalogs/gym.json", #"{ "topics": [] }"#)
        #expect(reports.wait(for: "content/catalogs/gym.json"))
        try folder.write("content/states/quiet.json", "{}")
        #expect(reports.wait(for: "content/states/quiet.json") || reports.wait(for: "content/states"))
        // The new folder is watched as well: a later change inside it is seen on its own.
        Thread.sleep(forTimeInterval: 0.3)
        try folder.write("content/states/quiet.json", #"{ "choices": {} }"#)
        #expect(reports.wait(for: "content/states/quiet.json"))
    }

    @Test("a burst of changes is reported once, after the debounce", arguments: mechanisms)
    func debounces(mechanism: FileWatcher.Mechanism) throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("content")
        let reports = Reports()
        let watcher = try watcher(["\(folder.path)/content"], mechanism, reports: reports)
        defer { watcher.stop() }
        watcher.start()
        for index in 0..<5 { try folder.write("content/page-\(index).md", "# \(index)") }
        #expect(reports.wait(for: "page-4.md"))
        Thread.sleep(forTimeInterval: 0.3)
        #expect(reports.all.count == 1, "\(reports.all)")
        #expect(reports.all.first?.filter { $0.hasSuffix(".md") }.count == 5)
    }

    @Test("editors' scratch files alone report nothing", arguments: mechanisms)
    func ignoresScratchFiles(mechanism: FileWatcher.Mechanism) throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("content")
        let reports = Reports()
        let watcher = try watcher(["\(folder.path)/content"], mechanism, reports: reports)
        defer { watcher.stop() }
        watcher.start()
        try folder.write("content/.gym.json.swp", "x")
        try folder.write("content/4913", "")
        try folder.write("content/gym.json~", "x")
        try folder.write("content/.#gym.json", "x")
        Thread.sleep(forTimeInterval: 0.6)
        #expect(reports.all.isEmpty, "\(reports.all)")
    }

    @Test("a watched folder created after the start is noticed", arguments: mechanisms)
    func rootCreatedLater(mechanism: FileWatcher.Mechanism) throws {
        let folder = try TemporaryFolder()
        let reports = Reports()
        let watcher = try watcher(["\(folder.path)/templates"], mechanism, reports: reports)
        defer { watcher.stop() }
        watcher.start()
        try folder.write("unrelated.txt", "x")
        try folder.write("templates/layout.mustache", "{{content}}")
        #expect(reports.wait(for: "templates") || reports.wait(for: "layout.mustache"))
        #expect(!reports.all.joined().contains { $0.hasSuffix("unrelated.txt") })
        Thread.sleep(forTimeInterval: 0.3)
        try folder.write("templates/layout.mustache", "<main>{{content}}</main>")
        #expect(reports.wait(for: "templates/layout.mustache"))
    }

    @Test("inotify is used on Linux")
    func mechanism() throws {
        let folder = try TemporaryFolder()
        let watcher = try FileWatcher(roots: [folder.path]) { _ in }
        #if os(Linux)
            #expect(watcher.mechanism == .inotify)
        #else
            #expect(watcher.mechanism == .polling)
        #endif
    }
}
