import Foundation

/// The RSS 2.0 feed of a changelog page: one item per `<Update>`, newest first as the page
/// lists them.
///
/// Everything in it comes from the page, never from the clock: `lastBuildDate` is the newest
/// update's date, so building the same content twice gives the same bytes, and a reader sees
/// the feed change only when an update does.
struct ChangelogFeed: Sendable {
    /// The channel's title: the site's name and the page's title.
    var title: String
    var description: String
    /// `<language>`: the page's, on a site with languages.
    var language: String?
    var address: FeedAddress
    var updates: [ChangelogUpdate]

    /// The channel's title for a page titled `pageTitle` on the site `siteName`, as the
    /// page's head names the feed too.
    static func title(siteName: String, pageTitle: String) -> String {
        siteName.isEmpty || siteName == pageTitle ? pageTitle : "\(siteName) · \(pageTitle)"
    }

    /// The newest day any update names, for `lastBuildDate`.
    var newest: FeedDate? { updates.compactMap(\.date).max() }

    /// The feed's XML.
    var xml: [UInt8] {
        var xml: [UInt8] = []
        xml.reserveCapacity(updates.reduce(1024) { $0 + $1.html.count + 512 })
        xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8
        xml += "<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\">\n<channel>\n".utf8
        element("title", title, into: &xml)
        element("link", address.pageURL, into: &xml)
        element("description", description, into: &xml)
        if let language { element("language", language, into: &xml) }
        if let newest { element("lastBuildDate", newest.rfc822, into: &xml) }
        xml += "  <atom:link href=\"\(XMLText.escaped(address.feedURL))\" rel=\"self\" type=\"application/rss+xml\"/>\n".utf8
        for update in updates { item(update, into: &xml) }
        xml += "</channel>\n</rss>\n".utf8
        return xml
    }

    private func item(_ update: ChangelogUpdate, into xml: inout [UInt8]) {
        let fragment = update.id.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? update.id
        let link = address.pageURL + "#" + fragment
        xml += "  <item>\n".utf8
        element("title", update.title, indent: 4, into: &xml)
        element("link", link, indent: 4, into: &xml)
        xml += "    <guid isPermaLink=\"true\">\(XMLText.escaped(link))</guid>\n".utf8
        if let date = update.date { element("pubDate", date.rfc822, indent: 4, into: &xml) }
        for tag in update.tags { element("category", tag, indent: 4, into: &xml) }
        xml += "    <description>".utf8
        if let text = update.rssDescription {
            // `rss.description` is text, shown instead of the body.
            xml += XMLText.cdata(Array("<p>\(XMLText.escaped(text))</p>".utf8))
        } else {
            xml += XMLText.cdata(FeedHTML.prepared(update.html, address: address))
        }
        xml += "</description>\n  </item>\n".utf8
    }

    private func element(_ name: String, _ text: String, indent: Int = 2, into xml: inout [UInt8]) {
        xml += String(repeating: " ", count: indent).utf8
        xml += "<\(name)>\(XMLText.escaped(text))</\(name)>\n".utf8
    }
}
