import HTML
import Testing

/// The one escaping rule, `& < > " '` to entities, at its edges: empty text, text with nothing
/// to escape, text made only of specials, quotes inside attribute values, entity-looking text,
/// and non-ASCII text, which passes through unchanged.
@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test(arguments: [
        ("", ""),
        ("plain text", "plain text"),
        ("&", "&amp;"),
        ("<", "&lt;"),
        (">", "&gt;"),
        ("\"", "&quot;"),
        ("'", "&#39;"),
        ("&<>\"'", "&amp;&lt;&gt;&quot;&#39;"),
        ("<<>>", "&lt;&lt;&gt;&gt;"),
        ("a & b", "a &amp; b"),
        ("&amp;", "&amp;amp;"),
        ("&#39;", "&amp;#39;"),
        ("</script><script>alert(1)</script>", "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("Crème brûlée", "Crème brûlée"),
        ("日本語 <テキスト>", "日本語 &lt;テキスト&gt;"),
        ("👍🏽 & 🇫🇷", "👍🏽 &amp; 🇫🇷"),
        ("\u{202E}reversed\u{202C}", "\u{202E}reversed\u{202C}"),
        ("line\nbreak\ttab\r", "line\nbreak\ttab\r"),
        ("\u{0}", "\u{0}"),
    ])
    func escape(text: String, expected: String) {
        #expect(HTMLEscaping.escape(text) == expected)
        var buffer = HTMLBuffer()
        buffer.text(text)
        #expect(buffer.string == expected)
        var bytes: [UInt8] = []
        HTMLEscaping.appendEscaped(text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func textWithNothingToEscapeIsReturnedAsIs() {
        let text = String(repeating: "ordinary words, é and 日本 ", count: 20)
        #expect(HTMLEscaping.escape(text) == text)
    }

    /// Both quote kinds are escaped, so a value is safe in a double- or single-quoted attribute.
    @Test(arguments: [
        ("say \"hi\"", "<a title=\"say &quot;hi&quot;\">"),
        ("it's", "<a title=\"it&#39;s\">"),
        ("\" onmouseover=\"alert(1)", "<a title=\"&quot; onmouseover=&quot;alert(1)\">"),
        ("' onfocus='x", "<a title=\"&#39; onfocus=&#39;x\">"),
        ("a=1&b=2", "<a title=\"a=1&amp;b=2\">"),
        ("", "<a title=\"\">"),
        ("Zoë", "<a title=\"Zoë\">"),
    ])
    func attributeValues(value: String, expected: String) {
        var html = HTMLBuffer()
        html.raw("<a")
        html.attribute("title", value)
        html.raw(">")
        #expect(html.string == expected)
        var runtime = HTMLBuffer()
        runtime.raw("<a")
        runtime.attribute(String("title"), value)
        runtime.raw(">")
        #expect(runtime.string == expected)
    }

    @Test func anEmptyBufferWritesNothing() {
        var html = HTMLBuffer()
        html.text("")
        html.raw("")
        #expect(html.string.isEmpty)
        #expect(html.count == 0)
    }

    @Test func elementsEscapeTheirText() {
        var html = HTMLBuffer()
        html.element("p", class: "note", text: "")
        html.element("p", class: "note", text: "5 > 3 & 'ok'")
        #expect(html.string == "<p class=\"note\"></p><p class=\"note\">5 &gt; 3 &amp; &#39;ok&#39;</p>")
    }

    /// Escaping is byte-exact for multi-byte characters around a special: nothing split,
    /// nothing normalised (a decomposed é stays decomposed).
    @Test func nonASCIIAroundSpecialsSurvivesByteForByte() {
        let decomposed = "e\u{301}<e\u{301}"
        let escaped = HTMLEscaping.escape(decomposed)
        #expect(Array(escaped.utf8) == Array("e\u{301}&lt;e\u{301}".utf8))
        #expect(escaped.unicodeScalars.count == 8)
    }
}
