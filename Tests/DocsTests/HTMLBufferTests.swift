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
        let source = Array((0..<length).map { index -> UInt8 in
            [UInt8(ascii: "a"), UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "z"), UInt8(ascii: "\""),
             UInt8(ascii: "'"), UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "?"), UInt8(ascii: "=")][index % 10]
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
        #expect(html.string == "<span class=\"pf-code-title\">a&lt;b&gt; &amp; &quot;c&quot;</span><a href=\"x?a=1&amp;b=&#39;2&#39;\" data-kind=\"&lt;v&gt;\">")
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
}
