import Foundation
import Testing

@testable import SiteBuilder

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("A changelog's RSS feed")
struct ChangelogFeedTests {
    private static func feed(_ updates: [ChangelogUpdate], language: String? = nil) -> String {
        let feed = ChangelogFeed(
            title: ChangelogFeed.title(siteName: "Acme", pageTitle: "Changelog"), description: "What's new",
            language: language, address: FeedAddress(baseURL: "https://docs.example.com", page: "changelog.html"),
            updates: updates)
        return String(decoding: feed.xml, as: UTF8.self)
    }

    private static let updates = [
        ChangelogUpdate(
            id: "2024-10-12", label: "2024-10-12", description: "v2", tags: ["SDK", "A&B"],
            html: Array(
                "\n<h2 id=\"x\">New<a class=\"pf-anchor\" href=\"#x\" aria-label=\"Permalink\">#</a></h2>\n<p>See <a href=\"guides/setup.html#keys\">setup</a> <img src=\"images/new.png\" alt=\"New\"> and <a href=\"https://example.org/?a=1&amp;b=2\">x</a>.</p>\n<pre><code>a ]]&gt; b]]></code></pre><button type=\"button\" class=\"pf-copy\">Copy</button>"
                    .utf8)),
        ChangelogUpdate(id: "september", label: "September 2024", description: nil, tags: [], html: Array("<p>Old</p>".utf8)),
        ChangelogUpdate(id: "soon", label: "Coming <soon>", description: nil, tags: [], html: []),
    ]

    @Test("the channel: title, link, description, self link and the newest update's date")
    func channel() {
        let xml = Self.feed(Self.updates)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\""))
        #expect(xml.contains("  <title>Acme · Changelog</title>\n  <link>https://docs.example.com/changelog.html</link>\n"))
        #expect(xml.contains("  <description>What&#39;s new</description>\n"))
        #expect(xml.contains("<lastBuildDate>Sat, 12 Oct 2024 00:00:00 +0000</lastBuildDate>"))
        #expect(xml.contains("<atom:link href=\"https://docs.example.com/changelog/rss.xml\" rel=\"self\""))
        #expect(!xml.contains("<language>"))
        #expect(Self.feed(Self.updates, language: "fr").contains("  <language>fr</language>\n"))
    }

    @Test("one item per update: title, link and guid to its anchor, date, categories")
    func items() {
        let xml = Self.feed(Self.updates)
        #expect(xml.components(separatedBy: "<item>").count == 4)
        #expect(xml.contains("<link>https://docs.example.com/changelog.html#2024-10-12</link>"))
        #expect(xml.contains("<guid isPermaLink=\"true\">https://docs.example.com/changelog.html#2024-10-12</guid>"))
        #expect(xml.contains("<pubDate>Sat, 12 Oct 2024 00:00:00 +0000</pubDate>"))
        #expect(xml.contains("<pubDate>Sun, 01 Sep 2024 00:00:00 +0000</pubDate>"))
        #expect(xml.contains("<category>SDK</category>\n    <category>A&amp;B</category>"))
        #expect(xml.contains("<title>Coming &lt;soon&gt;</title>"))
        // The undated update has no date at all.
        let last = xml.components(separatedBy: "<item>").last ?? ""
        #expect(!last.contains("pubDate"))
    }

    @Test("an item's HTML: links and images absolute, the page's controls left out, CDATA kept whole")
    func itemHTML() {
        let xml = Self.feed(Self.updates)
        #expect(xml.contains("<a href=\"https://docs.example.com/guides/setup.html#keys\">setup</a>"))
        #expect(xml.contains("<img src=\"https://docs.example.com/images/new.png\" alt=\"New\">"))
        #expect(xml.contains("<a href=\"https://example.org/?a=1&amp;b=2\">x</a>"))
        #expect(!xml.contains("pf-anchor"))
        #expect(!xml.contains("<button"))
        // `]]>` in the HTML cannot end the CDATA section early.
        #expect(xml.contains("b]]]]><![CDATA[></code>"))
    }

    @Test("the XML is well formed, even with control characters in the input")
    func wellFormed() throws {
        var updates = Self.updates
        updates.append(
            ChangelogUpdate(
                id: "c", label: "Bell\u{7} label", description: nil, tags: ["t\u{1}"], html: Array("<p>\u{0}x</p>".utf8)))
        let xml = Self.feed(updates)
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("the same updates give the same bytes")
    func deterministic() {
        #expect(Self.feed(Self.updates) == Self.feed(Self.updates))
    }
}
