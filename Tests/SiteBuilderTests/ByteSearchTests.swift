import ByteTools
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Byte search")
struct ByteSearchTests {
    /// The first place at or after `start` where `pattern` starts, found byte by byte.
    private func naive(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count - pattern.count else { return nil }
        return (start...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
    }

    @Test("Finds what a byte-by-byte search finds, for every start, anchor and place in the word")
    func agreesWithNaiveSearch() {
        var generator = SplitMix(seed: 0xB17E5)
        let alphabet = Array(" id=\"xq".utf8)
        let patterns = [Array(" id=\"".utf8), Array("=".utf8), Array("q=q".utf8), Array("data-screen=\"x\"".utf8)]
        for round in 0..<60 {
            let bytes = (0..<Int.random(in: 0...70, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for pattern in patterns {
                for anchor in pattern.indices {
                    for start in stride(from: 0, through: bytes.count, by: 3) {
                        let found = bytes.withUnsafeBufferPointer {
                            ByteSearch.find(pattern, anchor: anchor, in: $0, from: start)
                        }
                        #expect(
                            found == naive(pattern, in: bytes, from: start),
                            "round \(round): \(bytes) \(pattern) anchor \(anchor) from \(start)")
                    }
                }
            }
        }
    }

    @Test("A search without an anchor finds what a byte-by-byte search finds, for every start and end")
    func searchWithoutAnchorAgreesWithNaiveSearch() {
        var generator = SplitMix(seed: 0x3E33E)
        let alphabet = Array("<a>b ".utf8)
        let patterns = [Array("<".utf8), Array("<a>".utf8), Array("a>b".utf8), Array("<a><a>".utf8)]
        for round in 0..<100 {
            let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for pattern in patterns {
                for start in 0...bytes.count + 1 {
                    let found = bytes.withUnsafeBufferPointer { buffer in
                        pattern.withUnsafeBufferPointer { ByteSearch.find($0, in: buffer, from: start) }
                    }
                    #expect(found == naive(pattern, in: bytes, from: start), "round \(round): \(bytes) \(pattern) from \(start)")
                }
            }
            // Bounded by an end: a pattern that runs past it is not found.
            for start in 0...bytes.count {
                for end in start...bytes.count {
                    let expected = naive(Array("<a>".utf8), in: Array(bytes[..<end]), from: start)
                    #expect(
                        ByteSearch.find("<a>", in: bytes, from: start, to: end) == expected,
                        "round \(round): \(bytes) \(start)..<\(end)")
                }
            }
        }
        let empty: [UInt8] = []
        #expect(
            empty.withUnsafeBufferPointer { pattern in
                [1, 2].withUnsafeBufferPointer { ByteSearch.find(pattern, in: $0, from: 0) }
            } == nil)
    }

    @Test("An anchor byte with its high bit set, and one that never occurs")
    func unusualAnchors() {
        let text = Array("café = naïve; end".utf8)
        #expect(ByteSearch.contains(Array("é".utf8), anchor: 1, in: text))
        #expect(!ByteSearch.contains(Array("#".utf8), anchor: 0, in: text))
        #expect(ByteSearch.contains(Array("end".utf8), anchor: 2, in: text))
    }
    @Test("Replaces what the standard library replaces, and gives nothing back where there is nothing to replace")
    func replacesLikeTheStandardLibrary() {
        var generator = SplitMix(seed: 0x5E9A7)
        let alphabet = Array("<a>ab".utf8)
        let patterns = [Array("<a>".utf8), Array("a".utf8), Array("aa".utf8), Array("<a>ab<".utf8)]
        let replacements = [[], Array("x".utf8), Array("<b>longer</b>".utf8)]
        for round in 0..<200 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for pattern in patterns {
                for replacement in replacements {
                    let replaced = ByteSearch.replacing(pattern, with: replacement, in: bytes)
                    let expected = bytes.replacing(pattern, with: replacement)
                    #expect((replaced ?? bytes) == expected, "round \(round): \(bytes) \(pattern) → \(replacement)")
                    #expect((replaced == nil) == (naive(pattern, in: bytes, from: 0) == nil))
                }
            }
        }
    }
}
