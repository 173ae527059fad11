import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Spliced bytes")
struct SplicedBytesTests {
    private static let source = Array(0..<200).map { UInt8($0) }

    /// A run of the writer's source (its first array) or of its new bytes (its second).
    private static func source(_ range: Range<Int>) -> SplicedBytes.Piece { .init(array: 0, range: range) }
    private static func fresh(_ range: Range<Int>) -> SplicedBytes.Piece { .init(array: 1, range: range) }

    @Test("runs of the source are kept as references, adjacent ones as one, and new bytes between them")
    func runsOfTheSourceAreReferences() {
        var writer = SplicingWriter(capacity: 0, source: Self.source)
        writer.writer.int(7)
        writer.append(Self.source[10..<20])
        writer.append(Self.source[20..<50])
        writer.append(Self.source[60..<61])
        writer.writer.string("new")
        let spliced = writer.finish()
        #expect(spliced.pieces == [Self.fresh(0..<8), Self.source(10..<50), Self.source(60..<61), Self.fresh(8..<19)])
        var expected = CacheWriter()
        expected.int(7)
        expected.append(Self.source[10..<50])
        expected.append(Self.source[60..<61])
        expected.string("new")
        #expect(spliced.joined == expected.bytes)
        #expect(spliced.count == expected.bytes.count)
    }

    @Test("bytes joined to others keep their runs, each in its own array")
    func joinedBytesKeepTheirRuns() {
        var first = SplicingWriter(capacity: 0, source: Self.source)
        first.writer.int(1)
        first.append(Self.source[0..<4])
        var second = SplicingWriter(capacity: 0, source: Self.source)
        second.append(Self.source[4..<8])
        second.writer.int(2)
        let (head, tail) = (first.finish(), second.finish())
        let joined = head + tail
        #expect(joined.arrays.count == 4)
        #expect(joined.pieces == head.pieces + [.init(array: 2, range: 4..<8), .init(array: 3, range: 0..<8)])
        #expect(joined.joined == head.joined + tail.joined)
    }

    @Test("a slice of another array with the same indices is copied, not taken for a run of the source")
    func anotherArraysSliceIsCopied() {
        let other = Array(repeating: UInt8(9), count: 200)
        var writer = SplicingWriter(capacity: 0, source: Self.source)
        writer.append(other[10..<20])
        writer.append(Self.source[10..<20])
        writer.append(Self.source[10..<20][12..<14])
        let spliced = writer.finish()
        #expect(spliced.pieces == [Self.fresh(0..<10), Self.source(10..<20), Self.source(12..<14)])
        #expect(spliced.joined == Array(repeating: 9, count: 10) + Array(10..<20) + [12, 13])
    }

    @Test("the bytes are written whole, however many runs (more than one writev takes)")
    func writtenWhole() throws {
        var writer = SplicingWriter(capacity: 0, source: Self.source)
        // Every other run of the source, new bytes between: thousands of pieces.
        for number in 0..<3000 {
            let start = (number * 7) % 190
            writer.append(Self.source[start..<start + 3])
            writer.writer.int(number)
        }
        let spliced = writer.finish()
        #expect(spliced.pieces.count == 6000)
        #expect(try Self.fileWritten(from: spliced) == spliced.joined)
    }

    @Test("empty runs, and an array with no bytes, are passed over")
    func emptyRunsArePassedOver() throws {
        let spliced = SplicedBytes(
            arrays: [[], Self.source],
            pieces: [.init(array: 0, range: 0..<0), .init(array: 1, range: 5..<5), .init(array: 1, range: 5..<9)])
        #expect(spliced.count == 4)
        #expect(try Self.fileWritten(from: spliced) == [5, 6, 7, 8])
    }

    /// The bytes of a new file that `spliced` was written to; nil when the write failed.
    private static func fileWritten(from spliced: SplicedBytes) throws -> [UInt8]? {
        let folder = try ScratchFolder("spliced-bytes")
        let path = "\(folder.root)/written"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        let isWritten = spliced.write(to: descriptor)
        close(descriptor)
        return isWritten ? FileManager.default.contents(atPath: path).map(Array.init) : nil
    }

    @Test("a file that takes no more bytes is a failed write, not an endless one")
    func fullFileFails() throws {
        let spliced = SplicedBytes(arrays: [Self.source], pieces: [Self.source(0..<200)])
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(!spliced.write(to: descriptor))
    }
}
