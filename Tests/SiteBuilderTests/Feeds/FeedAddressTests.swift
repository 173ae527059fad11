import Testing

@testable import SiteBuilder

@Suite("Addresses in a feed")
struct FeedAddressTests {
    @Test(
        "a feed sits at the page's URL followed by /rss.xml",
        arguments: [
            ("changelog.html", "changelog/rss.xml"), ("guides/index.html", "guides/rss.xml"), ("index.html", "rss.xml"),
            ("fr/changelog.html", "fr/changelog/rss.xml"),
        ])
    func feedPath(page: String, feed: String) {
        #expect(FeedAddress.feedPath(forPage: page) == feed)
    }

    @Test(
        "links of a page in a folder become absolute",
        arguments: [
            ("#v2", "https://docs.example.com/base/sdks/changelog.html#v2"),
            ("push.html", "https://docs.example.com/base/sdks/push.html"),
            ("../quickstart.html#keys", "https://docs.example.com/base/quickstart.html#keys"),
            ("../../../too-far.html", "https://docs.example.com/base/too-far.html"),
            ("./images/a%20b.png?v=1", "https://docs.example.com/base/sdks/images/a%20b.png?v=1"),
            ("/images/logo.png", "https://docs.example.com/base/images/logo.png"),
            ("https://other.example.org/x", "https://other.example.org/x"),
            ("mailto:team@example.com", "mailto:team@example.com"),
            ("//cdn.example.com/x.png", "//cdn.example.com/x.png"), ("../", "https://docs.example.com/base/"),
            ("./javascript:x.html", "https://docs.example.com/base/sdks/javascript:x.html"),
        ])
    func absolute(value: String, expected: String) {
        let address = FeedAddress(baseURL: "https://docs.example.com/base", page: "sdks/changelog.html")
        #expect(address.absolute(value) == expected)
    }

    @Test("the page's and the feed's own addresses are percent-encoded as the sitemap's are")
    func ownAddresses() {
        let address = FeedAddress(baseURL: "https://docs.example.com/", page: "what's new.html")
        #expect(address.pageURL == "https://docs.example.com/what's%20new.html")
        #expect(address.feedURL == "https://docs.example.com/what's%20new/rss.xml")
    }
}
