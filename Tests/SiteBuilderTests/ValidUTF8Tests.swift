import ByteTools
import TestSupport
import Testing

@Suite("UTF-8 validation")
struct ValidUTF8Tests {
    @Test("Gives what String(validating:as:) gives, for valid, invalid and truncated bytes")
    func sameAsStandardLibrary() {
        var random = SplitMix(seed: 11)
        // Pieces that make valid text, and bytes that break it: lone continuation bytes, a
        // truncated sequence, an overlong encoding, a surrogate, bytes no UTF-8 holds, and
        // the replacement character itself (valid, so never mistaken for a repair).
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("page-1.md".utf8), Array("é".utf8), Array("漢".utf8), Array("😀".utf8),
            Array("\u{FFFD}".utf8), [0x00], [0x80], [0xBF], [0xC3], [0xE6, 0xBC], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
            [0xFF], [0xFE], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBF],
        ]
        var cases: [[UInt8]] = [[]]
        for _ in 0..<3000 {
            let count = Int(random.next() % 6)
            cases.append((0..<count).flatMap { _ in pieces[Int(random.next() % UInt64(pieces.count))] })
        }
        for bytes in cases {
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(String(validUTF8: bytes[...]) == expected, "\(bytes)")
            #expect(bytes.withUnsafeBytes { String(validUTF8: $0) } == expected, "\(bytes)")
        }
    }

    @Test("A slice is read from its own start")
    func slice() {
        let bytes = Array("xx/é/yy".utf8)
        #expect(String(validUTF8: bytes[3..<5]) == "é")
        #expect(String(validUTF8: bytes[3..<4]) == nil)
    }
}
