import Testing

@testable import SiteBuilder

@Suite("Updates read from a rendered page")
struct ChangelogUpdateTests {
    /// A page as the `Update` component writes it: meta, then the body.
    static func section(id: String, label: String, description: String? = nil, tags: [String] = [], body: String) -> String {
        var html =
            "<section class=\"pf-update\" id=\"\(id)\">\n<div class=\"pf-update-meta\"><span class=\"pf-update-label\">\(label)</span>"
        if let description { html += "<span class=\"pf-update-description\">\(description)</span>" }
        if !tags.isEmpty {
            html += "<span class=\"pf-update-tags\">"
            for tag in tags { html += "<span class=\"pf-badge pf-badge-gray\">\(tag)</span>" }
            html += "</span>"
        }
        return html + "</div>\n<div class=\"pf-update-body\">\(body)</div>\n</section>\n"
    }

    @Test("each update's anchor, label, description, tags and body, in page order")
    func updates() {
        let html =
            "<p>Intro</p>\n"
            + Self.section(
                id: "2024-10-12", label: "2024-10-12", description: "v1 &amp; more", tags: ["SDK", "R&amp;D"],
                body: "\n<p>First <a href=\"a.html\">A</a></p>\n")
            + Self.section(id: "later", label: "Tom&#39;s &lt;fix&gt;", body: "\n<section><p>nested</p></section>\n")
        let updates = ChangelogUpdate.updates(in: Array(html.utf8))
        #expect(updates.count == 2)
        #expect(updates.first?.id == "2024-10-12")
        #expect(updates.first?.label == "2024-10-12")
        #expect(updates.first?.description == "v1 & more")
        #expect(updates.first?.tags == ["SDK", "R&D"])
        #expect(updates.first.map { String(decoding: $0.html, as: UTF8.self) } == "\n<p>First <a href=\"a.html\">A</a></p>\n")
        #expect(updates.first?.date == FeedDate(year: 2024, month: 10, day: 12))
        #expect(updates.last?.label == "Tom's <fix>")
        #expect(updates.last?.tags == [])
        #expect(updates.last?.description == nil)
        // A section inside the body is the body's, not the end of the update.
        #expect(updates.last.map { String(decoding: $0.html, as: UTF8.self) } == "\n<section><p>nested</p></section>\n")
        #expect(updates.last?.date == nil)
    }

    @Test("the date comes from the label, else the description; the title from the label, else the description")
    func dateAndTitle() {
        let fromDescription = ChangelogUpdate(id: "a", label: "Live previews", description: "November 2026", tags: [], html: [])
        #expect(fromDescription.date == FeedDate(year: 2026, month: 11, day: 1))
        #expect(fromDescription.title == "Live previews")
        let unlabelled = ChangelogUpdate(id: "section", label: "", description: "v2.0.0", tags: [], html: [])
        #expect(unlabelled.title == "v2.0.0")
        #expect(unlabelled.date == nil)
    }

    @Test("a page without updates has none, and a cut-off section still ends")
    func noUpdates() {
        #expect(ChangelogUpdate.updates(in: Array("<p>No updates</p>".utf8)).isEmpty)
        let cut =
            "<section class=\"pf-update\" id=\"x\">\n<div class=\"pf-update-meta\"><span class=\"pf-update-label\">X</span></div>\n<div class=\"pf-update-body\"><p>open"
        #expect(ChangelogUpdate.updates(in: Array(cut.utf8)).map(\.label) == ["X"])
    }
}
