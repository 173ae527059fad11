import Diagnostics
import Dispatch
import Foundation
import Testing

@testable import SiteBuilder

@Suite("Output lock")
struct OutputLockTests {
    private static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-lock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("The lock file is hidden beside the output, named after it")
    func lockPath() {
        #expect(OutputLock.path(for: "/srv/docs/_site") == "/srv/docs/._site.lock")
        #expect(OutputLock.path(for: "/srv/docs/_site/") == "/srv/docs/._site.lock")
    }

    @Test("A second lock on the same output waits until the first is released, and says so once")
    func secondLockWaits() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = try OutputLock(target: "\(root)/site", waiting: { Issue.record("the first lock waited") })
        let waited = DispatchSemaphore(value: 0)
        let acquired = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let second = try? OutputLock(target: "\(root)/site", waiting: { waited.signal() })
            // Released before the signal, so the test's check that the file is gone follows it.
            second?.release()
            acquired.signal()
        }
        // The second lock reports that it waits, and cannot be taken while the first is held.
        #expect(waited.wait(timeout: .now() + 60) == .success)
        #expect(acquired.wait(timeout: .now()) == .timedOut)
        first.release()
        #expect(acquired.wait(timeout: .now() + 60) == .success)
        #expect(!FileManager.default.fileExists(atPath: OutputLock.path(for: "\(root)/site")))
    }

    @Test("Locks on two outputs in one folder do not wait for each other")
    func separateOutputs() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = try OutputLock(target: "\(root)/site", waiting: {})
        defer { first.release() }
        let second = try OutputLock(target: "\(root)/preview", waiting: { Issue.record("a lock on another output waited") })
        second.release()
    }

    @Test("A parent folder that cannot take the lock file is output_not_writable")
    func unwritableParent() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A file where the output's parent folder should be: nothing can be created inside it.
        #expect(FileManager.default.createFile(atPath: "\(root)/file", contents: Data()))
        #expect {
            _ = try OutputLock(target: "\(root)/file/site", waiting: {})
        } throws: { error in
            (error as? Diagnostic)?.code == .outputNotWritable
        }
    }
}
