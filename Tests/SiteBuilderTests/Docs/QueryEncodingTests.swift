import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("The assistant links' query, percent-encoded")
struct QueryEncodingTests {
    @Test("every byte but the unreserved characters is %XX, as Foundation encodes it, for 2,000 random strings")
    func sameAsFoundation() {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        // ASCII of every kind, accents, CJK, an emoji with a joiner, a combining mark.
        let pieces = [
            "Read ", "https://docs.example.com/guides/setup", "?", "&", "=", "#", "%", "+", " ", "~", "_", "-", ".", "/",
            "é", "ü", "日本語", "👩‍💻", "e\u{301}", "\u{301}", "\"", "<", "'", "\t", "\n", "Z", "a", "9",
        ]
        var random = SplitMix(seed: 50)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(SiteChrome.queryEncoded(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
        }
        #expect(SiteChrome.queryEncoded("Read /a b.") == "Read%20%2Fa%20b.")
        #expect(SiteChrome.queryEncoded("é~") == "%C3%A9~")
    }
}
