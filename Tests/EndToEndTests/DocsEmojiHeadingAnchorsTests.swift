import Foundation
import Testing

/// A heading that starts with an emoji such as ⚙️ keeps its U+FE0F in the id, as Mintlify's
/// does; the page's own table of contents and links from other pages reach it.
@Suite("Anchors of emoji headings, end to end")
struct DocsEmojiHeadingAnchorsTests {
    @Test("the table of contents and links to a ⚙️ heading are not broken")
    func emojiHeadings() throws {
        let site = try TemporarySite()
        try site.write("docs/docs.json", #"{ "name": "Acme", "navigation": { "pages": ["index", "sessions"] } }"#)
        try site.write(
            "docs/sessions.mdx",
            "---\ntitle: Sessions\n---\n\n### ⚙️ How It Works\n\nOne.\n\n### ⚙️ How It Works\n\nTwo.\n")
        try site.write(
            "docs/index.mdx",
            "---\ntitle: Home\n---\n\nSee [how](/sessions#\u{FE0F}-how-it-works) and [again](/sessions#\u{FE0F}-how-it-works-1).\n"
        )
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("broken_"), "\(outcome.stderr)")
        let html = try site.read("_site/index.html")
        // cmark writes the link percent-encoded.
        #expect(html.contains("href=\"sessions.html#%EF%B8%8F-how-it-works-1\""), "\(html)")

        try site.write("docs/index.mdx", "---\ntitle: Home\n---\n\nSee [how](/sessions#\u{FE0F}-how-it-breaks).\n")
        let broken = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("error[broken_anchor]"), "\(broken.stderr)")
    }
}
