import Testing

@testable import Docs

@Suite("Source text")
struct SourceTextTests {
    /// What the renderer reads for `bytes`, the long way: through a `String`, which repairs
    /// invalid UTF-8.
    private func throughString(_ bytes: [UInt8]) -> [UInt8] {
        SourceText.utf8(String(decoding: bytes, as: UTF8.self))
    }

    @Test("Valid UTF-8 is taken as it is, and anything else is repaired as a String would")
    func agreesWithStringDecoding() {
        let samples: [[UInt8]] = [
            Array("plain ascii\r\nline".utf8), Array("é — “quotes” 東京 😀 \u{10FFFF}".utf8),
            [0xEF, 0xBB, 0xBF] + Array("bom".utf8),
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80],
            [0xFF], [0x80], [0xC3], [0xE2, 0x80], [0xF0, 0x9F, 0x98], Array("abcdefgh".utf8) + [0xC3] + Array("abcdefgh".utf8),
        ]
        for sample in samples {
            #expect(SourceText.utf8(bytes: sample) == throughString(sample), "\(sample)")
            #expect(SourceText.isValidUTF8(sample) == (String(validating: sample, as: UTF8.self) != nil), "\(sample)")
        }
        var generator = SeededGenerator(seed: 0x5EED)
        let pieces: [[UInt8]] = [
            [0x61], [0x0D], [0x0A], [0xC3, 0xA9], [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xC3],
            [0xED, 0xA0, 0x80], [0xF4, 0x90],
        ]
        for _ in 0..<2_000 {
            let sample = (0..<Int.random(in: 0...24, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
            #expect(SourceText.utf8(bytes: sample) == throughString(sample), "\(sample)")
            #expect(SourceText.isValidUTF8(sample) == (String(validating: sample, as: UTF8.self) != nil), "\(sample)")
        }
    }
}
