import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Folder spreading")
struct FolderSpreadingTests {
    /// The folder's inode flags (FS_IOC_GETFLAGS), or nil where the file system has none.
    private static func flags(of path: String) -> CLong? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var flags: CLong = 0
        return ioctl(descriptor, UInt(0x8008_6601), &flags) == 0 ? flags : nil
    }

    private static let topFolder: CLong = 0x0002_0000

    /// Whether the temporary folder's file system keeps the flag (ext4 does; tmpfs does not).
    private static let keepsTheFlag: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-spread-probe-\(UUID().uuidString)")
            .path
        guard mkdir(probe, 0o755) == 0 else { return false }
        defer { rmdir(probe) }
        FolderSpreading.spreadSubfolders(of: probe)
        return (flags(of: probe) ?? 0) & topFolder != 0
    }()

    @Test(
        "A whole build's output is marked as the top of a hierarchy, so its folders spread over the disk",
        .enabled(if: keepsTheFlag, "the temporary folder's file system has no top-folder flag"))
    func wholeBuildOutputSpreads() throws {
        let scratch = try ScratchFolder("preflight-spread")
        let root = scratch.root
        #expect((Self.flags(of: root) ?? 0) & Self.topFolder == 0, "the parent is left as it was")
        for round in 0..<2 {  // a first build, then one replacing it
            let output = try StagedOutput(target: "\(root)/site")
            try output.write("guides/page.html", Array("round \(round)".utf8))
            try output.commit()
            #expect((Self.flags(of: "\(root)/site") ?? 0) & Self.topFolder != 0, "round \(round)")
            #expect((Self.flags(of: "\(root)/site/guides") ?? 0) & Self.topFolder == 0, "only the output itself")
        }
        #expect((Self.flags(of: root) ?? 0) & Self.topFolder == 0)
    }

    /// A folder in RAM (tmpfs), whose file system refuses the flag.
    private static let memoryFolder: String? = {
        let folder = "/dev/shm/preflight-spread-\(UUID().uuidString)"
        guard mkdir(folder, 0o755) == 0 else { return nil }
        return folder
    }()

    @Test(
        "On a file system that refuses the flag, a whole build commits as usual, and a missing folder is not made",
        .enabled(if: memoryFolder != nil, "no writable /dev/shm"))
    func refusalIsNoError() throws {
        let root = try #require(Self.memoryFolder)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try StagedOutput(target: "\(root)/site")
        try output.write("guides/page.html", Array("page".utf8))
        try output.commit()
        #expect(try String(contentsOfFile: "\(root)/site/guides/page.html", encoding: .utf8) == "page")
        let missing = "\(root)/missing"
        FolderSpreading.spreadSubfolders(of: missing)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// The entries of a folder, sorted.
    private static func entries(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    @Test("A whole build's top-level folders are made under names of the build's own and take their names at the commit")
    func topFoldersNamedAtCommit() throws {
        let scratch = try ScratchFolder("preflight-spread")
        let root = scratch.root
        try scratch.write("logo.svg", "<svg/>")
        let asset = "\(root)/logo.svg"
        var stagedNames: [[String]] = []
        for round in 0..<2 {  // a first build, then one replacing it
            let output = try StagedOutput(target: "\(root)/site")
            try output.write("index.html", Array("home \(round)".utf8))
            try output.write("guides/page.html", Array("page \(round)".utf8))
            try output.write("guides/deeper/more.html", Array("more \(round)".utf8))
            try output.copy(asset, as: "assets/logo.svg")
            if round == 1 { #expect(output.link(existing: "\(root)/site/guides/page.html", as: "kept/page.html")) }
            let staged = try Self.entries(of: output.staging).filter { $0 != OutputGuard.markerName }
            #expect(!staged.contains("guides") && !staged.contains("assets"), "\(staged)")
            #expect(staged.contains("index.html"), "a top-level file keeps its name")
            stagedNames.append(staged)
            try output.commit()
            let expected = round == 0 ? ["assets", "guides", "index.html"] : ["assets", "guides", "index.html", "kept"]
            #expect(try Self.entries(of: "\(root)/site").filter { $0 != OutputGuard.markerName } == expected)
            #expect(try Self.entries(of: "\(root)/site/guides") == ["deeper", "page.html"])
            #expect(try String(contentsOfFile: "\(root)/site/guides/deeper/more.html", encoding: .utf8) == "more \(round)")
            #expect(try String(contentsOfFile: "\(root)/site/assets/logo.svg", encoding: .utf8) == "<svg/>")
            if round == 1 {
                #expect(try String(contentsOfFile: "\(root)/site/kept/page.html", encoding: .utf8) == "page 0")
            }
        }
        // A name the file system hashes differently each build: ext4 then looks for a block
        // group of its own for the folder, not the one the previous output's folder freed.
        #expect(stagedNames[0] != stagedNames[1])
        #expect(try Self.entries(of: root) == ["logo.svg", "site"], "no staging folder is left")
    }

    @Test("A folder that cannot take its name at the commit fails the build and leaves the previous output")
    func namingFailureKeepsThePreviousOutput() throws {
        let scratch = try ScratchFolder("preflight-spread")
        let root = scratch.root
        let previous = try StagedOutput(target: "\(root)/site")
        try previous.write("guides/page.html", Array("old".utf8))
        try previous.commit()

        let output = try StagedOutput(target: "\(root)/site")
        try output.write("guides/page.html", Array("new".utf8))
        // A file already where the folder is to be named: the rename is refused.
        #expect(FileManager.default.createFile(atPath: "\(output.staging)/guides", contents: Data("in the way".utf8)))
        do {
            try output.commit()
            Issue.record("the commit succeeded")
        } catch {
            #expect(error.code == .outputNotWritable)
            #expect(error.message.contains("guides"), "\(error.message)")
        }
        output.abandon()
        #expect(try String(contentsOfFile: "\(root)/site/guides/page.html", encoding: .utf8) == "old")
        #expect(try Self.entries(of: root) == ["site"])
    }
}
