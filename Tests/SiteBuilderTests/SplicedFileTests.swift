import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Site-wide files made of sections")
struct SplicedFileTests {
    /// Sections of seeded sizes, from a few bytes to more than a piece, each of one repeated letter
    /// and ending in its number, so that a section out of place or cut short shows.
    private static func sections(count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = SplitMix(seed: seed)
        return (0..<count).map { number in
            let size =
                number % 7 == 3
                ? SplicedFile.pieceSize + Int(generator.next() % 5_000)
                : Int(generator.next() % 40_000)
            let letter = UInt8(ascii: "a") + UInt8(number % 26)
            return [UInt8](repeating: letter, count: size) + Array("#\(number)\n".utf8)
        }
    }

    private static func write(
        _ sections: [[UInt8]], previous: SplicedLayout?, into site: String, inPlace: Bool
    ) throws -> SplicedLayout? {
        let output = try StagedOutput(target: site, inPlace: inPlace)
        let spare = SpareFile(path: "\(site).spare")
        let layout = try SplicedFile.write(
            "all.txt", sections: sections.enumerated().map { .init(key: "s\($0.offset)", hash: ContentHash($0.element)) },
            previous: previous, spare: spare, sizeHint: 1024, to: output
        ) { position, bytes in bytes += sections[position] }
        try output.commit()
        return layout
    }

    @Test("a new file, written a piece at a time, holds every section in order, and its layout each one's length")
    func newFileInPieces() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-spliced-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = "\(root)/site"
        var sections = Self.sections(count: 60, seed: 3)
        let whole = sections.flatMap { $0 }
        #expect(whole.count > SplicedFile.pieceSize * 4)

        let layout = try #require(try Self.write(sections, previous: nil, into: site, inPlace: false))
        #expect(FileManager.default.contents(atPath: "\(site)/all.txt") == Data(whole))
        #expect(layout.sections.map(\.length) == sections.map(\.count))
        #expect(layout.size == whole.count)
        #expect(layout.describes("\(site)/all.txt"))

        // The next build splices the unchanged sections from that file by the lengths it was
        // given: any length off by a byte moves every later section.
        sections[41] = Array("changed\n".utf8)
        sections[5] += Array("longer\n".utf8)
        let spliced = try #require(try Self.write(sections, previous: layout, into: site, inPlace: true))
        #expect(FileManager.default.contents(atPath: "\(site)/all.txt") == Data(sections.flatMap { $0 }))
        #expect(spliced.sections.map(\.length) == sections.map(\.count))
    }

    @Test("an empty file is made, with a layout of empty sections")
    func emptySections() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-spliced-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let layout = try #require(try Self.write([[], []], previous: nil, into: "\(root)/site", inPlace: false))
        #expect(FileManager.default.contents(atPath: "\(root)/site/all.txt") == Data())
        #expect(layout.sections.map(\.length) == [0, 0])
    }
}
