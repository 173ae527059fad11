import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Copying a range of the output's file into a spliced one")
struct RangeCopyTests {
    /// Seeded random bytes, so that a range copied from the wrong offset shows.
    private static func bytes(count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    /// Writes `prefix` to a new file, then copies `source[offset..<offset + count]` after it;
    /// returns the file's bytes.
    private static func copied(
        _ source: [UInt8], offset: Int, count: Int, after prefix: [UInt8], in folder: ScratchFolder
    ) throws -> [UInt8] {
        let sourcePath = "\(folder.root)/source"
        let destinationPath = "\(folder.root)/destination"
        try Data(source).write(to: URL(fileURLWithPath: sourcePath))
        let input = open(sourcePath, O_RDONLY | O_CLOEXEC)
        let output = open(destinationPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer {
            close(input)
            close(output)
        }
        try StagedOutput.writeAll(prefix, to: output, name: "destination", target: folder.root)
        try RangeCopy.copy(
            from: input, offset: offset, count: count, to: output, written: prefix.count, name: "destination",
            target: folder.root)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: destinationPath)))
    }

    @Test(
        "a range lands whole after what was written, at the same place within its pages or moved by any number of bytes",
        arguments: [
            // Same place within a page: the kernel's copy.
            (offset: 0, count: 300_000, prefix: 0),
            (offset: 2 * RangeCopy.pageSize, count: 100_001, prefix: RangeCopy.pageSize),
            // Moved: through the buffer, more than one buffer's worth, its last piece short.
            (offset: 44_657, count: 270_000, prefix: 44_672), (offset: 1, count: RangeCopy.bufferSize * 2 + 3, prefix: 0),
            (offset: 5_000, count: 10, prefix: 7), (offset: 123_456, count: 0, prefix: 3),
        ])
    func copiesRange(offset: Int, count: Int, prefix: Int) throws {
        let folder = try ScratchFolder("preflight-range-copy")
        let source = Self.bytes(count: 400_000, seed: UInt64(offset + count))
        let before = Self.bytes(count: prefix, seed: 7)
        let file = try Self.copied(source, offset: offset, count: count, after: before, in: folder)
        let expected = before + source[offset..<(offset + count)]
        #expect(file.count == expected.count)
        // The first byte that differs, not both files: a failure prints hundreds of kilobytes otherwise.
        #expect(file.indices.first { $0 >= expected.count || file[$0] != expected[$0] } == nil)
    }

    @Test("a range past the source's end is refused with the file's name, moved or not")
    func rangePastEnd() throws {
        let folder = try ScratchFolder("preflight-range-copy")
        let source = Self.bytes(count: 10_000, seed: 1)
        // 9,000 less the second prefix is whole pages: that one goes through the kernel's copy.
        for prefix in [5, 9_000 % RangeCopy.pageSize] {
            #expect {
                _ = try Self.copied(source, offset: 9_000, count: 2_000, after: Self.bytes(count: prefix, seed: 2), in: folder)
            } throws: { error in
                guard let diagnostic = error as? Diagnostic else { return false }
                return diagnostic.message.hasPrefix("Cannot copy destination")
            }
        }
    }
}
