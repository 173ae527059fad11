import Locking
import Testing

@testable import SiteBuilder

/// A resolver made for a rebuild that renders a few pages: without the byte table, and with
/// folders made only when a link needs them; it must resolve every link as the full one does.
@Suite("Link resolvers made for a few pages")
struct LinkResolverMakingTests {
    private static let sources = ["home.md", "sdk/web/setup.md", "sdk/web/install.md", "guides/index.md", "guides/a.md"]
    private static let pages = Dictionary(
        uniqueKeysWithValues: sources.map { DocLocation(source: $0) }.map { ($0.key, $0) })
    private static let order = ["home", "sdk/web/install", "sdk/web/setup", "guides/index", "guides/a"]

    @Test("Without the byte table, every href resolves as with it")
    func withoutByteTable() {
        let folders = LinkResolver.folders(order: Self.order, pages: Self.pages)
        let full = LinkResolver(pages: Self.pages, files: ["assets/x.png"], folders: folders)
        let few = LinkResolver(pages: Self.pages, files: ["assets/x.png"], folders: { folders }, findsPagesByBytes: false)
        #expect(few.table == nil)
        let hrefs = [
            "/sdk/web/setup", "/sdk/web/setup.md#step", "setup?x=1", "../a", "/guides/", "/guides", "/sdk/web", "/sdk",
            "/", "/assets/x.png", "../../assets/x.png#top", "/missing", "#here", "https://example.com", "/caf%C3%A9",
        ]
        for source in Self.sources {
            let origin = LinkResolver.Origin(DocLocation(source: source))
            for href in hrefs {
                #expect(few.resolveOnBytes(href, from: origin) == nil)
                #expect(few.resolve(href, from: origin) == full.resolve(href, from: origin), "\(href) from \(source)")
            }
        }
    }

    @Test("The folders are made once, by the first link that no page or file answers")
    func foldersMadeOnDemand() {
        let made = Locked(0)
        let resolver = LinkResolver(
            pages: Self.pages, files: ["assets/x.png"],
            folders: {
                made.withLock { $0 += 1 }
                return LinkResolver.folders(order: Self.order, pages: Self.pages)
            }, findsPagesByBytes: false)
        let origin = LinkResolver.Origin(DocLocation(source: "guides/a.md"))
        #expect(resolver.resolve("/sdk/web/setup#x", from: origin) != .brokenLink)
        #expect(resolver.resolve("../assets/x.png", from: origin) != .brokenLink)
        #expect(made.withLock { $0 } == 0)
        #expect(resolver.resolve("/sdk/web", from: origin) == .found(href: "../sdk/web/install.html", anchor: nil))
        #expect(resolver.resolve("/sdk", from: origin) == .found(href: "../sdk/web/install.html", anchor: nil))
        #expect(made.withLock { $0 } == 1)
    }
}
