import Testing

@testable import SiteBuilder

@Suite("Strings made in one allocation")
struct ConcatenatedStringTests {
    @Test("the same text as an interpolation, with or without a separator, short or long, in any script")
    func sameAsInterpolation() {
        let parts = ["", "a", "index", "sdks/ios/push", "über/東京", String(repeating: "x", count: 40)]
        for head in parts {
            for tail in parts {
                #expect(String.concatenated(head, tail) == "\(head)\(tail)")
                #expect(String.concatenated(head, tail, separator: UInt8(ascii: "/")) == "\(head)/\(tail)")
            }
        }
    }
}
