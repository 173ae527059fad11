import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Files copied and hashed a block at a time")
struct FileStreamsTests {
    /// A file of `count` seeded pseudo-random bytes, more than one block long.
    private static func makeFile(_ count: Int, seed: UInt64) throws -> (path: String, bytes: [UInt8]) {
        var generator = SplitMix(seed: seed)
        let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-streams-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    @Test("a copy into the staged output has every byte of a file of several blocks")
    func copiesEveryByte() throws {
        let (source, bytes) = try Self.makeFile(FileStreams.blockSize * 2 + 12_345, seed: 7)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-streams-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try StagedOutput(target: "\(root)/site")
        try output.copy(source, as: "assets/deep/file.bin")
        try output.commit()
        #expect(FileManager.default.contents(atPath: "\(root)/site/assets/deep/file.bin") == Data(bytes))
    }

    @Test("empty and one-byte files, and a file copied into another file system (/dev/shm), keep their bytes")
    func copiesSmallFilesAndAcrossFileSystems() throws {
        let roots = [FileManager.default.temporaryDirectory.path, "/dev/shm"].filter {
            FileManager.default.fileExists(atPath: $0)
        }
        for (count, seed) in [(0, 1), (1, 2), (FileStreams.blockSize + 1, 3)] as [(Int, UInt64)] {
            let (source, bytes) = try Self.makeFile(count, seed: seed)
            defer { try? FileManager.default.removeItem(atPath: source) }
            for folder in roots {
                let root = "\(folder)/preflight-streams-\(UUID().uuidString)"
                defer { try? FileManager.default.removeItem(atPath: root) }
                let output = try StagedOutput(target: "\(root)/site")
                try output.copy(source, as: "file.bin")
                try output.commit()
                #expect(
                    FileManager.default.contents(atPath: "\(root)/site/file.bin") == Data(bytes), "\(count) bytes into \(folder)")
            }
        }
    }

    @Test("a missing source is file_not_found, naming it")
    func missingSource() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-streams-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try StagedOutput(target: "\(root)/site")
        defer { output.abandon() }
        do {
            try output.copy("\(root)/nothing.png", as: "nothing.png")
            Issue.record("a missing source was copied")
        } catch {
            #expect(error.code == .fileNotFound)
            #expect(error.file == "\(root)/nothing.png")
        }
    }

    @Test("equal files hash equal, and one changed byte changes the hash")
    func hashes() throws {
        let (first, bytes) = try Self.makeFile(FileStreams.blockSize + 99, seed: 11)
        defer { try? FileManager.default.removeItem(atPath: first) }
        var changed = bytes
        changed[FileStreams.blockSize + 50] ^= 1
        let second = first + ".same"
        let third = first + ".changed"
        try Data(bytes).write(to: URL(fileURLWithPath: second))
        try Data(changed).write(to: URL(fileURLWithPath: third))
        defer {
            try? FileManager.default.removeItem(atPath: second)
            try? FileManager.default.removeItem(atPath: third)
        }
        #expect(try FileStreams.hash(first) == FileStreams.hash(second))
        #expect(try FileStreams.hash(first) != FileStreams.hash(third))
    }
}
