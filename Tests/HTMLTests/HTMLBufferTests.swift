import HTML
import Testing

/// The buffer's entry points for literals, run-time strings and byte ranges must write the
/// same bytes, whatever the piece's length.
@Suite("HTML buffer")
struct HTMLBufferTests {
    @Test func literalsAndRuntimeStringsWriteTheSameBytes() {
        var literal = HTMLBuffer()
        literal.raw("<span class=\"line\">")
        literal.raw("\n")
        literal.raw("é")
        literal.raw("<b>")
        var runtime = HTMLBuffer()
        for piece in ["<span class=\"line\">", "\n", "é", "<b>"] { runtime.raw(String(piece)) }
        #expect(literal.string == "<span class=\"line\">\né<b>")
        #expect(runtime.string == literal.string)
    }

    /// Every length from 0 to 80 crosses the short-copy paths (bytes, 4- and 8-byte words,
    /// overlapping tails) and the memcpy path, at every offset into the buffer.
    @Test(arguments: 0...80)
    func piecesOfEveryLengthArriveWhole(length: Int) {
        let piece = String((0..<length).map { Character(UnicodeScalar(UInt8(0x41 + $0 % 26))) })
        var html = HTMLBuffer(capacity: 1)
        var expected = ""
        for prefix in 0..<9 {
            html.raw(String(repeating: "-", count: prefix))
            html.raw(piece)
            expected += String(repeating: "-", count: prefix) + piece
        }
        #expect(html.string == expected)
    }

    @Test(arguments: 0...40)
    func escapedRangesOfEveryLength(length: Int) {
        let source = Array(
            (0..<length).map { index -> UInt8 in
                [
                    UInt8(ascii: "a"), UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "z"), UInt8(ascii: "\""),
                    UInt8(ascii: "'"), UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "?"), UInt8(ascii: "="),
                ][index % 10]
            })
        var bytes = HTMLBuffer()
        source.withUnsafeBufferPointer { bytes.text(utf8: $0) }
        var string = HTMLBuffer()
        string.text(String(decoding: source, as: UTF8.self))
        #expect(bytes.string == string.string)
        #expect(bytes.string == HTMLEscaping.escape(String(decoding: source, as: UTF8.self)))
    }

    @Test func elementsAndAttributes() {
        var html = HTMLBuffer()
        html.element("span", class: "pf-code-title", text: "a<b> & \"c\"")
        html.raw("<a")
        html.attribute("href", "x?a=1&b='2'")
        let name = "data-" + "kind"
        html.attribute(name, "<v>")
        html.raw(">")
        #expect(
            html.string
                == "<span class=\"pf-code-title\">a&lt;b&gt; &amp; &quot;c&quot;</span><a href=\"x?a=1&amp;b=&#39;2&#39;\" data-kind=\"&lt;v&gt;\">"
        )
    }

    @Test func copiesDoNotShareWrites() {
        var first = HTMLBuffer()
        first.raw("<p>")
        var second = first
        second.raw("</p>")
        first.raw("<br>")
        #expect(first.string == "<p><br>")
        #expect(second.string == "<p></p>")
    }

    /// Each escaped byte and each near miss (neighbours in value, and the same low bits with
    /// the high bit set) at every position of texts up to 40 bytes: the eight-byte tests and
    /// the byte-by-byte tail must agree with ``HTMLEscaping/escape(_:)``.
    @Test(arguments: 0...40)
    func escapingAtEveryPosition(length: Int) {
        let bytes: [UInt8] = [0x26, 0x3C, 0x3E, 0x22, 0x27, 0x21, 0x23, 0x24, 0x25, 0x28, 0x3B, 0x3D, 0x3F, 0x20]
        for position in 0..<max(length, 1) where length > 0 {
            for byte in bytes {
                var source = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                source[position] = byte
                if position + 1 < length { source[length - 1] = 0x26 }
                let string = String(decoding: source, as: UTF8.self)
                var html = HTMLBuffer(capacity: 1)
                source.withUnsafeBufferPointer { html.text(utf8: $0) }
                #expect(html.string == HTMLEscaping.escape(string), "\(length) \(position) \(byte)")
            }
        }
    }

    /// Every byte value at every offset of a 17-byte run, invalid UTF-8 included: escaped
    /// exactly when it has an entity, copied as it is otherwise.
    @Test func everyByteValueAtEveryOffset() {
        for offset in 0..<17 {
            for value in 0...255 {
                var source = [UInt8](repeating: UInt8(ascii: "x"), count: 17)
                source[offset] = UInt8(value)
                var expected: [UInt8] = []
                for byte in source {
                    if let entity = HTMLEscaping.entity(for: byte) {
                        expected += entity.withUTF8Buffer { Array($0) }
                    } else {
                        expected.append(byte)
                    }
                }
                var html = HTMLBuffer(capacity: 1)
                source.withUnsafeBufferPointer { html.text(utf8: $0) }
                #expect(html.bytes == expected, "\(offset) \(value)")
            }
        }
    }

    @Test func escapedByteTestAgreesWithTheEntityTable() {
        for value in 0...255 {
            let byte = UInt8(value)
            #expect(HTMLEscaping.isEscaped(byte) == (HTMLEscaping.entity(for: byte) != nil), "\(value)")
            let word = UInt64(byte) << 24 | 0x6161_6161_0061_6161
            let found = HTMLEscaping.escapedBytes(in: word)
            #expect((found != 0 && found.trailingZeroBitCount >> 3 == 3) == HTMLEscaping.isEscaped(byte), "\(value)")
        }
    }

    /// A writer appends what the buffer's own methods would, grows the buffer as it goes,
    /// and leaves a copy taken before it untouched.
    @Test func writerMatchesTheBuffersMethods() {
        let long = Array(String(repeating: "let x = a < b && \"c\" > 'd'; ", count: 40).utf8)
        var direct = HTMLBuffer(capacity: 1)
        direct.raw("<p>")
        direct.raw("\n")
        direct.raw("é")
        long.withUnsafeBufferPointer { direct.text(utf8: $0) }
        direct.raw("</p>")

        var written = HTMLBuffer(capacity: 1)
        written.raw("<")
        let copy = written
        written.write { writer in
            writer.raw("p>")
            writer.raw("\n")
            writer.raw("é")
            long.withUnsafeBufferPointer { writer.text(utf8: $0) }
            writer.raw("</p>")
        }
        #expect(written.string == direct.string)
        #expect(copy.string == "<")
    }
}
