import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("A link's address, its attribute escaping undone")
struct LinkUnescapingTests {
    @Test("one pass over the bytes gives what Foundation's five replacements gave, for 5,000 random addresses")
    func sameAsTheReplacements() {
        let pieces = [
            "&quot;", "&#39;", "&lt;", "&gt;", "&amp;", "&", "amp;", "quot;", "lt;", "#39;", "/guides/a", "?q=1", "=", "é",
            "日本", "👩‍💻", "\"", "'", "<", ">", ";", "#", "\u{301}",
        ]
        var random = SplitMix(seed: 50)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            // Foundation matched whole characters: an entity with a combining mark after it
            // was not one to it (see below).
            let scalars = Array(text.unicodeScalars)
            guard !zip(scalars, scalars.dropFirst()).contains(where: { $0 == ";" && $1 == "\u{301}" }) else { continue }
            let replaced = text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
            #expect(LinkRewriter.unescape(Array(text.utf8)[...]) == replaced, "\(text)")
        }
        #expect(LinkRewriter.unescape(Array("a?x=1&amp;y=&quot;2&quot;&amp;lt;".utf8)[...]) == "a?x=1&y=\"2\"&lt;")
        // The writer escaped the bytes, so the bytes are unescaped, whatever follows them.
        let marked = LinkRewriter.unescape(Array("&quot;\u{301}".utf8)[...])
        #expect(Array(marked.utf8) == [UInt8(ascii: "\"")] + Array("\u{301}".utf8))
    }
}
