import Testing

@testable import SiteBuilder

@Suite("A spliced file's layout in the cache")
struct SplicedLayoutTests {
    private func layout(lengths: [Int], size: Int) -> SplicedLayout {
        SplicedLayout(
            sections: lengths.enumerated().map { .init(key: "page-\($0.offset)", hash: ContentHash(), length: $0.element) },
            size: size, modified: 7, inode: 11)
    }

    private func decoded(_ layout: SplicedLayout) -> SplicedLayout? {
        var writer = CacheWriter()
        SplicedLayout.encode(layout, into: &writer)
        var reader = CacheReader(writer.bytes)
        return try? SplicedLayout.decode(&reader)
    }

    @Test("a layout reads back as written")
    func roundTrip() {
        let written = layout(lengths: [12, 0, 300], size: 312)
        #expect(decoded(written) == written)
    }

    @Test("lengths that do not add up to the file's size, or that a sum would overflow, are a damaged cache")
    func damagedLengths() {
        #expect(decoded(layout(lengths: [12, 300], size: 313)) == nil)
        #expect(decoded(layout(lengths: [-5, 317], size: 312)) == nil)
        #expect(decoded(layout(lengths: [Int.max, Int.max, 2], size: 0)) == nil)
        #expect(decoded(layout(lengths: [Int.max, 1], size: Int.max)) == nil)
    }
}
