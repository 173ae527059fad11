import Docs
import Testing

@Suite("Links")
struct LinkTests {
    @Test func everyTargetIsCollectedWithItsLine() throws {
        let page = try render(
            """
            ---
            title: Links
            ---
            Intro [a](/a) and ![img](/i.png "t")

            <Card title="Card" href="/card" img="/cover.png">
              Go [inner](../inner#top).
            </Card>

            Autolink https://example.com and <mailto:me@example.com>.

            Use [ref] and [missing].

            [ref]: /reference
            ## Heading with [link](#anchor)
            """)
        // Lines only: columns are checked below, where no component moves them.
        #expect(
            page.links.map { PageLink(target: $0.target, line: $0.line, isImage: $0.isImage) } == [
                PageLink(target: "/a", line: 4, isImage: false),
                PageLink(target: "/i.png", line: 4, isImage: true),
                PageLink(target: "/card", line: 6, isImage: false),
                PageLink(target: "/cover.png", line: 6, isImage: true),
                PageLink(target: "../inner#top", line: 7, isImage: false),
                PageLink(target: "https://example.com", line: 10, isImage: false),
                PageLink(target: "mailto:me@example.com", line: 10, isImage: false),
                PageLink(target: "/reference", line: 12, isImage: false),
                PageLink(target: "#anchor", line: 15, isImage: false),
            ])
    }

    @Test func linksCarryTheirColumn() throws {
        let page = try render(
            "Intro [a](/a) and ![img](/i.png)\n\n<p>\n  <a class=\"x\" href=\"/raw\">r</a></p>\n\nUse [ref].\n\n[ref]: /reference\n"
        )
        #expect(
            page.links == [
                PageLink(target: "/a", line: 1, column: 7, isImage: false),
                PageLink(target: "/i.png", line: 1, column: 19, isImage: true),
                PageLink(target: "/raw", line: 4, column: 16, isImage: false),
                PageLink(target: "/reference", line: 6, column: 5, isImage: false),
            ])
    }

    @Test func linesInsideDedentedComponentsMapBack() throws {
        let page = try render("<Steps>\n  <Step title=\"A\">\n    First line\n\n    [deep](/deep)\n  </Step>\n</Steps>\n")
        #expect(page.links.map(\.line) == [5])
    }

    @Test func linksAreNotResolvedOrChecked() throws {
        let page = try render("[broken](/does/not/exist) [rel](../up) [ext](https://nowhere.invalid)\n")
        #expect(page.links.map(\.target) == ["/does/not/exist", "../up", "https://nowhere.invalid"])
    }
}
