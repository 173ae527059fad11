import Foundation
import Locking
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

        /// Waits until a batch holding a path that ends with `suffix` arrives; returns whether one
        /// did before a deadline only a broken watcher reaches.
        func wait(for suffix: String) -> Bool {
            batches.wait(until: { $0.joined().contains(where: { $0.hasSuffix(suffix) }) })
        }
    }

    static let mechanisms: [FileWatcher.Mechanism] = [.inotify, .polling]

    func watcher(
        _ roots: [String], _ mechanism: FileWatcher.Mechanism, debounce: Duration = .milliseconds(100), reports: Reports
    ) throws -> FileWatcher {
        try FileWatcher(roots: roots, debounce: debounce, pollInterval: .milliseconds(100), mechanism: mechanism) {
            reports.add($0)
        }
    }

    @Test("reports an edited file, a new file, and a file in a new folder", arguments: mechanisms)
    func reportsChanges(mechanism: FileWatcher.Mechanism) throws {
        let folder = try TemporaryFolder()
        try folder.write("content/catalogs/gym.json", "{}")
        let reports = Reports()
        let watcher = try watcher(["\(folder.path)/content"], mechanism, reports: reports)
        defer { watcher.stop() }
        try watcher.start()
        try folder.write("content/catalogs/gym.json", #"{ "topics": [] }"#)
        #expect(reports.wait(for: "content/catalogs/gym.json"))
        try folder.write("content/states/quiet.json", "{}")
        #expect(reports.wait(for: "content/states/quiet.json") || reports.wait(for: "content/states"))
        // The new folder is watched as well (from before its report): a later change inside it
        // is seen on its own.
        try folder.write("content/states/quiet.json", #"{ "choices": {} }"#)
        #expect(reports.wait(for: "content/states/quiet.json"))
    }

    @Test("a burst of changes is reported once, after the debounce", arguments: mechanisms)
    func debounces(mechanism: FileWatcher.Mechanism) throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("content")
        let reports = Reports()
        // A debounce far longer than the burst takes, even on a busy machine.
        let watcher = try watcher(["\(folder.path)/content"], mechanism, debounce: .milliseconds(500), reports: reports)
        defer { watcher.stop() }
        try watcher.start()
        for index in 0..<5 { try folder.write("content/page-\(index).md", "# \(index)") }
        #expect(reports.wait(for: "page-4.md"))
        // A later change comes in a batch of its own; nothing of the burst came apart from it.
        try folder.write("content/after.md", "# After")
        #expect(reports.wait(for: "after.md"))
        #expect(reports.all.count == 2, "\(reports.all)")
        #expect(reports.all.first?.filter { $0.hasSuffix(".md") }.count == 5)
        #expect(reports.all.last?.map { ($0 as NSString).lastPathComponent } == ["after.md"], "\(reports.all)")
    }

    @Test("editors' scratch files alone report nothing", arguments: mechanisms)
    func ignoresScratchFiles(mechanism: FileWatcher.Mechanism) throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("content")
        let reports = Reports()
        let watcher = try watcher(["\(folder.path)/content"], mechanism, reports: reports)
        defer { watcher.stop() }
        try watcher.start()
        try folder.write("content/.gym.json.swp", "x")
        try folder.write("content/4913", "")
        try folder.write("content/gym.json~", "x")
        try folder.write("content/.#gym.json", "x")
        // Changes are reported in order, so once a real file written after them is reported,
        // the scratch files would have been too.
        try folder.write("content/gym.json", "{}")
        #expect(reports.wait(for: "content/gym.json"))
        #expect(reports.all.joined().map { ($0 as NSString).lastPathComponent } == ["gym.json"], "\(reports.all)")
    }

    @Test("a watched folder created after the start is noticed", arguments: mechanisms)
    func rootCreatedLater(mechanism: FileWatcher.Mechanism) throws {
        let folder = try TemporaryFolder()
        let reports = Reports()
        let watcher = try watcher(["\(folder.path)/templates"], mechanism, reports: reports)
        defer { watcher.stop() }
        try watcher.start()
        try folder.write("unrelated.txt", "x")
        try folder.write("templates/layout.mustache", "{{content}}")
        #expect(reports.wait(for: "templates") || reports.wait(for: "layout.mustache"))
        #expect(!reports.all.joined().contains { $0.hasSuffix("unrelated.txt") })
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

#if os(Linux)
    @Suite("Inotify source")
    struct InotifySourceTests {
        /// Reads the source's events until one names `path`; whether one did before a deadline
        /// only a broken source reaches.
        private func drain(_ source: InotifySource, until path: String, wake: WakePipe) -> Bool {
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                if source.changes(waitingAtMost: .seconds(1), wake: wake).contains(path) { return true }
            }
            return false
        }

        @Test("a file written in place counts as being written until it is closed")
        func fileOpenForWriting() throws {
            let folder = try TemporaryFolder()
            try folder.write("content/page.md", "# Old\n")
            let path = "\(folder.path)/content/page.md"
            let source = try #require(InotifySource(roots: ["\(folder.path)/content"]))
            let wake = try #require(WakePipe())
            // As an editor that saves in place: truncate, write part, and keep the file open.
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data("# New".utf8))
            #expect(drain(source, until: path, wake: wake))
            #expect(source.isWriting)
            try handle.close()
            #expect(drain(source, until: path, wake: wake))
            #expect(!source.isWriting)
        }
    }
#endif
