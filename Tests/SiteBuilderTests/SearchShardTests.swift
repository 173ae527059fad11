import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Search index shards")
struct SearchShardTests {
    @Test("a page's shard, hashed in pieces, is the shard of its address made whole")
    func pageShardIsItsAddressShard() {
        var generator = SplitMix(seed: 0x5EA2C4)
        let pieces = ["a", "b", "guide", ":", "/", ".", "-", "é", "ü/", "javascript:", "x:y/", "index", " ", "%"]
        var sources = [
            "index.md", "guide/index.md", "javascript:alert(1).md", "a/b:c.md", "a:b/c.mdx", "é/ü.md", ":.md", "a.b/c.md",
        ]
        for _ in 0..<2000 {
            let count = Int.random(in: 1...6, using: &generator)
            let name = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            sources.append(name + [".md", ".mdx", ""].randomElement(using: &generator)!)
        }
        for source in sources {
            let page = DocLocation(source: source)
            for shards in [1, 2, 8, 64, 1024] {
                let whole = SiteOutputs.searchShard(of: RelativePath.keptRelative(page.output), shards: shards)
                #expect(SiteOutputs.searchShard(ofPage: page, shards: shards) == whole, "\(source), \(shards) shards")
            }
        }
    }
}
