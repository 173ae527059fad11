import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Search text of a page")
struct HTMLScanTests {
    /// The search text worked out one byte at a time, the plainest way: what
    /// ``HTMLScan/text(of:limit:)``, which copies runs of text whole, must give.
    private static func referenceText(_ html: String, limit: Int) -> String {
        let html = Array(html.utf8)
        var output: [UInt8] = []
        var index = 0
        var lastWasSpace = true
        func tagEnd(from start: Int) -> Int { (html[start...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }) ?? html.count }
        func skippedBody(at start: Int) -> Int? {
            for (open, close) in [
                ("<script", "</script>"), ("<style", "</style>"), ("<button", "</button>"), ("<a class=\"pf-anchor\"", "</a>"),
            ]
            where html[start...].starts(with: open.utf8) {
                var cursor = start + open.utf8.count
                while cursor + close.utf8.count <= html.count {
                    if html[cursor...].starts(with: close.utf8) { return cursor + close.utf8.count }
                    cursor += 1
                }
                return html.count
            }
            return nil
        }
        func isBlock(from start: Int, to end: Int) -> Bool {
            var nameStart = start + 1
            if nameStart < end, html[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
            var nameEnd = nameStart
            while nameEnd < end, ![0x20, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(html[nameEnd]) { nameEnd += 1 }
            return BlockTagNames.all.contains(String(decoding: html[nameStart..<nameEnd], as: UTF8.self).lowercased())
        }
        while index < html.count, output.count < limit {
            let byte = html[index]
            if byte == UInt8(ascii: "<") {
                let skipped = skippedBody(at: index)
                let end = skipped ?? tagEnd(from: index)
                if !lastWasSpace, skipped != nil || isBlock(from: index, to: end) {
                    output.append(0x20)
                    lastWasSpace = true
                }
                index = end
                continue
            }
            if [0x20, 0x0A, 0x09, 0x0D].contains(byte) {
                if !lastWasSpace { output.append(0x20) }
                lastWasSpace = true
            } else {
                output.append(byte)
                lastWasSpace = false
            }
            index += 1
        }
        var text = String(decoding: output, as: UTF8.self)
        while text.last == " " { text.removeLast() }
        return HTMLScan.unescape(text)
    }

    private static let pages = [
        "<p>One two  three</p><p>four</p>", "<h2 id=\"a\">Title</h2>\n<ul>\n<li>x <strong>bold</strong>y</li>\n</ul>",
        "a b", " a  b ", "a\tb\nc\r\nd", "a <b>c</b> d", "word<DIV>next</Div>word", "<TD>cell</TD><td>two</td>", "x<br/>y<hr>z",
        "a<h7>b</h7>c<h6>d</h6>", "in<span class=\"tok\">line</span>text", "a<script>var x = '<p>';</script>b",
        "a<style>p{}</style>b",
        "a<script>never closed", "a<", "a<p", "<p>&lt;tag&gt; &amp; &quot;q&quot; &#39;s&#39; &nbsp;x</p>", "a &amp b",
        "<blockquote>q</blockquote>t<figcaption>c</figcaption>t<details>d</details><summary>s</summary><section>x</section>",
        "a<aside>b</aside>c<table>d</table>e<pre>f</pre>g<figure>h</figure>i<button>j</button>k<dt>l</dt><dd>m</dd>",
        "copy <button type=\"button\">Copy</button> this", "<h2 id=\"a\">Title<a class=\"pf-anchor\" href=\"#a\">#</a></h2>next",
        "a<tr>b<th>c<ol>d<ul>e<li>f<p>g", "a<pp>b<pre2>c<divx>d<ta>e", "caf\u{E9} na\u{EF}ve  \u{1F600} end",
        "a \u{0B} b \u{0C} c",
        "x  <p>  y  </p>  z", "<p> </p><p> </p>", "", "   ", "<em>no</em><code>space</code>", "a, b. c; d: e! f? (g) [h] {i} 1 2",
        // Runs longer than the eight bytes read at once, with breaks at every offset of a word.
        "abcdefgh ijklmnop  qrstuvwx\tyz0123456789=>?@ABCDEFG<i>HIJ</i>KLMNOPQRST UVWXYZ",
        "1234567 9 12345678  1234567\n12345678<p>1234567890123456 x</p>caf\u{E9}\u{E9}\u{E9}\u{E9} \u{1F600}\u{1F600}  end.",
        "a\u{7F}b\u{80}c~~~~~~~~ ;;;;;;;; ======== >>>>>>>> 00000000\r\n<<<<<<<<",
    ]

    @Test("Copying runs of text whole gives what reading byte by byte gave")
    func agreesWithByteByByte() {
        for page in Self.pages {
            for limit in [0, 1, 2, 3, 5, 8, 13, 3000] {
                #expect(
                    HTMLScan.text(of: Array(page.utf8), limit: limit) == Self.referenceText(page, limit: limit),
                    "\(page) limit \(limit)")
            }
        }
    }

    @Test("Agrees on generated pages of words, spaces, tags and entities")
    func agreesOnGeneratedPages() {
        let pieces = [
            "a", "bc", "def", " ", "  ", "\n", "\t", "\r", "<p>", "</p>", "<span>", "</span>", "<li>", "<A href=\"x\">", "</a>",
            "&amp;", "&lt;",
            "<br/>", "<script>s</script>", "\u{E9}", ".", "<", "<H3 id=\"x\">", "<span class=\"hl-k\">",
            "<spa", "</spa", "<SPAN x>",
            // Words across the eight bytes read at once, and spaces at every offset of them.
            "abcdefghijk", " x", "x ", "1234567", "\u{0B}", "\u{1F600}",
        ]
        var generator = SplitMix(seed: 7)
        for _ in 0..<3000 {
            let page = (0..<Int(generator.next() % 40)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let limit = Int(generator.next() % 60)
            #expect(
                HTMLScan.text(of: Array(page.utf8), limit: limit) == Self.referenceText(page, limit: limit),
                "\(page) limit \(limit)")
        }
    }

    @Test("Entities are decoded as the character-wise decoding does, next to any script, mark or joiner")
    func unescapeAgreesWithCharacterWise() {
        let pieces = [
            "&amp;", "&lt;", "&gt;", "&quot;", "&#39;", "&#x27;", "&nbsp;", "&", "&amp", "amp;", ";", "a", " ", "\u{E9}",
            "\u{65E5}\u{672C}", "\u{301}", "\u{200D}", "\u{600}", "\u{1F600}", "\u{1F1EB}", "\u{93F}", "\u{915}\u{94D}",
        ]
        var generator = SplitMix(seed: 0xE7)
        for _ in 0..<5000 {
            let text = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(HTMLScan.unescape(text) == HTMLScan.unescapeCharacters(text), "\(Array(text.unicodeScalars))")
        }
        // Japanese text around entities stays on the byte route and decodes them.
        #expect(HTMLScan.unescape("\u{65E5}&quot;\u{672C}&amp;\u{8A9E}") == "\u{65E5}\"\u{672C}&\u{8A9E}")
        // A combining mark after the `;` makes it part of a character: left as it was.
        #expect(HTMLScan.unescape("a&amp;\u{301}b") == "a&amp;\u{301}b")
    }

    @Test("Block tags are known by name in any case; others are not")
    func blockTagNames() {
        for name in BlockTagNames.all {
            for spelling in [name, name.uppercased()] {
                #expect(Array(spelling.utf8).withUnsafeBufferPointer(BlockTagNames.contains), "\(spelling)")
            }
        }
        for name in [
            "", "a", "b", "h0", "h7", "hx", "span", "code", "strong", "em", "pr", "di", "tables", "sectio", "blockquotes", "ll",
            "tt", "dl",
        ] {
            #expect(!Array(name.utf8).withUnsafeBufferPointer(BlockTagNames.contains), "\(name)")
        }
    }
}
