import Testing

@testable import SiteBuilder

@Suite("Where a docs page comes from and goes")
struct DocLocationTests {
    @Test("the key is the source without its extension; a dot in a folder is no extension")
    func keys() {
        #expect(DocLocation(source: "sdks/ios/push.md").key == "sdks/ios/push")
        #expect(DocLocation(source: "index.mdx").key == "index")
        #expect(DocLocation(source: "v1.2/guide").key == "v1.2/guide")
        #expect(DocLocation(source: "v1.2/guide.v2.md").key == "v1.2/guide.v2")
        #expect(DocLocation(source: "café/thé.md").key == "café/thé")
        #expect(DocLocation(source: "v1.é/guide").key == "v1.é/guide")
    }

    @Test("the folder is the key up to its last `/`, read as characters when the key is not ASCII")
    func folders() {
        #expect(DocLocation(source: "sdks/ios/push.md").folder == "sdks/ios")
        #expect(DocLocation(source: "index.mdx").folder == "")
        #expect(DocLocation(source: "café/thé.md").folder == "café")
        // A combining mark after a `/` makes one character of both: no folder ends there.
        #expect(DocLocation(source: "a/b/\u{301}c.md").folder == "a")
    }
}
