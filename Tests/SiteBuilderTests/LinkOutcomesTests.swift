import Testing

@testable import SiteBuilder

@Suite("Link outcomes")
struct LinkOutcomesTests {
    private let home = DocLocation(source: "index.md")
    private let guide = DocLocation(source: "guide/one.md")

    private func outcomes(_ hrefs: [String], with resolver: LinkResolver) -> LinkOutcomes {
        let origin = LinkResolver.Origin(home)
        return LinkOutcomes(hrefs.map { LinkRewriter.Finding(href: $0, resolution: resolver.resolve($0, from: origin)) })
    }

    @Test("a page's links hold while each resolves as it did, whatever else the site gains or loses")
    func holdWhileResolvedAlike() {
        let before = LinkResolver(pages: [home.key: home, guide.key: guide], files: ["images/a.png"])
        let links = outcomes(["/guide/one#setup", "images/a.png", "https://example.com", "/guide/one#setup"], with: before)
        // Each link once, in the page's order.
        #expect(links.hrefs == ["/guide/one#setup", "images/a.png", "https://example.com"])
        let origin = LinkResolver.Origin(home)
        #expect(links.hold(for: origin, with: before))
        // Another page and another file: nothing these links name.
        let more = LinkResolver(
            pages: [home.key: home, guide.key: guide, "b": DocLocation(source: "b.md")], files: ["images/a.png", "images/b.png"])
        #expect(links.hold(for: origin, with: more))
        // The image gone, or the page: the link is broken now.
        #expect(!links.hold(for: origin, with: LinkResolver(pages: [home.key: home, guide.key: guide], files: [])))
        #expect(!links.hold(for: origin, with: LinkResolver(pages: [home.key: home], files: ["images/a.png"])))
        // The page now an `.mdx` file in another folder's place: found, at another path.
        let moved = DocLocation(source: "guide/one/index.mdx")
        #expect(!links.hold(for: origin, with: LinkResolver(pages: [home.key: home, moved.key: moved], files: ["images/a.png"])))
    }

    @Test("resolutions that differ only by their anchor, or broken against found, hash apart")
    func resolutionsHashApart() {
        let resolver = LinkResolver(pages: [home.key: home, guide.key: guide], files: [])
        let plain = outcomes(["/guide/one"], with: resolver)
        let anchored = LinkOutcomes([
            .init(href: "/guide/one", resolution: .found(href: "guide/one.html", anchor: .init(page: "guide/one", id: "a")))
        ])
        let broken = LinkOutcomes([.init(href: "/guide/one", resolution: .brokenLink)])
        #expect(plain.hash != anchored.hash)
        #expect(plain.hash != broken.hash)
        #expect(anchored.hash != broken.hash)
        #expect(plain.hrefs == anchored.hrefs)
    }
}
