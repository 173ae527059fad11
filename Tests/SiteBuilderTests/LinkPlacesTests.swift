import Diagnostics
import Testing

@testable import SiteBuilder

@Suite("Where a page's hrefs are first written")
struct LinkPlacesTests {
    /// `count` links, each href written twice (the page's, then a snippet's), the first of
    /// each on line `n` of the page.
    private static func links(_ count: Int) -> [(href: String, file: String?, position: SourcePosition)] {
        (0..<count).flatMap { index in
            [
                (href: "page-\(index).md", file: nil, position: SourcePosition(line: index + 1, column: 3)),
                (href: "page-\(index).md", file: "snippets/s.mdx", position: SourcePosition(line: 1, column: 1)),
            ]
        }
    }

    @Test("The first place of each href, by a look through a few links or a table of many", arguments: [3, 40])
    func firstPlace(count: Int) {
        var places = LinkPlaces(Self.links(count))
        for index in [0, count / 2, count - 1] {
            let place = places.first("page-\(index).md")
            #expect(place?.file == nil)
            #expect(place?.position == SourcePosition(line: index + 1, column: 3))
        }
        #expect(places.first("elsewhere.md") == nil)
    }
}
