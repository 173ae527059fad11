import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Output listings kept for the next build")
struct OutputTreeSnapshotTests {
    /// An output folder, removed when the test ends.
    final class Output: ScratchFolder {
        init(_ files: [String]) throws {
            try super.init("preflight-tree", files: files) { $0 }
        }

        /// Writes a file holding its own path.
        func write(_ file: String) throws { try write(file, file) }

        /// The listing reusing `previous`, checked against a listing that reads every folder.
        func listing(reusing previous: OutputTree.Snapshot?, settledBy now: Int64 = .max) -> OutputTree.Snapshot {
            let (listing, snapshot) = OutputTree.listing(of: root, reusing: previous, settledBy: now)
            let fresh = OutputTree.listing(of: root)
            #expect(listing.files.sorted() == fresh.files.sorted())
            #expect(listing.folders.sorted() == fresh.folders.sorted())
            #expect(listing.regularFiles == fresh.regularFiles)
            return snapshot
        }
    }

    @Test("a folder whose stamp is unchanged is not read again, and every change shows as a fresh listing shows it")
    func changedFoldersAreRead() throws {
        let output = try Output(["index.html", ".marker", "a/one.html", "a/b/two.html", "c/three.html", "c/four.html"])
        let first = output.listing(reusing: nil)
        #expect(first.read.sorted() == ["", "a", "a/b", "c"])
        #expect(output.listing(reusing: first).read.isEmpty)

        try output.write("a/b/new.html")
        let added = output.listing(reusing: first)
        #expect(added.read == ["a/b"])

        #expect(unlink("\(output.root)/c/four.html") == 0)
        let removed = output.listing(reusing: added)
        #expect(removed.read == ["c"])

        // A file replaced by a link of the same name is no longer a regular file.
        #expect(unlink("\(output.root)/a/one.html") == 0)
        #expect(symlink("\(output.root)/index.html", "\(output.root)/a/one.html") == 0)
        let linked = output.listing(reusing: removed)
        #expect(linked.read == ["a"])

        try output.write("d/e/deep.html")
        let deeper = output.listing(reusing: linked)
        #expect(deeper.read.sorted() == ["", "d", "d/e"])

        try FileManager.default.removeItem(atPath: "\(output.root)/a")
        #expect(output.listing(reusing: deeper).read == [""])
    }

    @Test("a folder that had not stood still when it was listed is read again, its stamp unchanged")
    func unsettledFoldersAreRead() throws {
        let output = try Output(["index.html", "a/one.html"])
        // Listed a moment after it was written: nothing has stood still yet.
        let first = output.listing(reusing: nil, settledBy: FileStamp.now())
        #expect(first.folders.values.allSatisfy { !$0.isSettled })
        #expect(output.listing(reusing: first).read.sorted() == ["", "a"])
    }

    @Test("a snapshot saved is the snapshot loaded; one cut short is not loaded")
    func savedSnapshotLoads() throws {
        let output = try Output(["index.html", "a/one.html", "a/b/two.html"])
        #expect(symlink("\(output.root)/index.html", "\(output.root)/a/link.html") == 0)
        let snapshot = output.listing(reusing: nil)
        let file = OutputTree.Snapshot.file(for: output.root)
        defer { unlink(file) }
        snapshot.prepareSave(output: output.root)?.publish()
        #expect(OutputTree.Snapshot.load(output: output.root) == snapshot)

        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        try bytes.prefix(bytes.count - 3).write(to: URL(fileURLWithPath: file))
        #expect(OutputTree.Snapshot.load(output: output.root) == nil)
    }

    @Test("a folder that became a link since its parent was listed is not entered: nothing is listed through it")
    func folderTurnedLinkIsNotEntered() throws {
        let output = try Output(["index.html", "a/one.html"])
        let elsewhere = try ScratchFolder("preflight-elsewhere", files: ["precious.txt"])
        let listed = output.listing(reusing: nil)
        try FileManager.default.removeItem(atPath: "\(output.root)/a")
        #expect(symlink(elsewhere.root, "\(output.root)/a") == 0)
        // The parent as a kept snapshot still describes it, its stamp forged to the new one's:
        // the listing meets `a` as a folder, where a link now stands.
        var kept = listed
        kept.folders[""]?.stamp = try #require(Self.folderStamp(output.root))
        let (listing, _) = OutputTree.listing(of: output.root, reusing: kept, settledBy: .max)
        #expect(!listing.files.contains { $0.hasPrefix("a/") }, "\(listing.files)")
    }

    private static func folderStamp(_ path: String) -> FileStamp? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStamp(info) : nil
    }
}
