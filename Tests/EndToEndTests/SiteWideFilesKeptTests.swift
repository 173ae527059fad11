import Foundation
import Testing

/// A rebuild leaves the site-wide files whose bytes did not change where they are.
@Suite("Site-wide files kept")
struct SiteWideFilesKeptTests {
    @Test("an edit of a hidden page rewrites the page but not llms-full.txt, which leaves it out")
    func hiddenPageEditKeepsLlmsFull() throws {
        let site = try TemporarySite()
        try site.write("content/docs.json", #"{ "name": "Kept", "navigation": [ { "group": "G", "pages": ["index"] } ] }"#)
        try site.write("content/docs/index.md", "# Home\n\nWelcome.\n")
        try site.write("content/docs/quiet.md", "---\ntitle: Quiet\nhidden: true\n---\n\nQuiet words.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let before = (llms: try site.inode("_site/llms-full.txt"), page: try site.inode("_site/quiet.html"))
        try site.write("content/docs/quiet.md", "---\ntitle: Quiet\nhidden: true\n---\n\nQuiet words, edited.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try site.read("_site/quiet.html").contains("Quiet words, edited."))
        #expect(try site.inode("_site/quiet.html") != before.page)
        #expect(try site.inode("_site/llms-full.txt") == before.llms)
        #expect(!(try site.read("_site/llms-full.txt")).contains("Quiet words"))
    }
}
