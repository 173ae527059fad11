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

/// Files the docs folder holds at paths the build writes itself.
@Suite("Site-wide files the author wrote")
struct AuthoredSiteWideFilesTests {
    @Test("the author's llms.txt and llms-full.txt are published as written, through clean and incremental builds")
    func authoredLlmsFiles() throws {
        let site = try TemporarySite()
        try site.write("content/docs.json", #"{ "name": "Own", "navigation": [ { "group": "G", "pages": ["index", "a"] } ] }"#)
        try site.write("content/docs/index.md", "# Home\n\nWelcome.\n")
        try site.write("content/docs/a.md", "# A\n\nText of A.\n")
        try site.write("content/docs/llms.txt", "# Own\n\n> Written by hand.\n")
        try site.write("content/docs/llms-full.txt", "# Own, in full\n\nWritten by hand too.\n")
        func build(_ arguments: [String] = [], into output: String = "_site") throws {
            let result = try PreflightProcess.run(
                ["build", "--output", output] + arguments, in: site.root,
                environment: ["PREFLIGHT_TEST_SETTLING_NS": "0"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        func expectAuthored(_ output: String) throws {
            #expect(try site.read("\(output)/llms.txt") == "# Own\n\n> Written by hand.\n")
            #expect(try site.read("\(output)/llms-full.txt") == "# Own, in full\n\nWritten by hand too.\n")
        }
        try build()
        try expectAuthored("_site")
        // A page edited, then its navigation changed: the made files would change; the author's stay.
        try site.write("content/docs/a.md", "# A\n\nText of A, edited.\n")
        try build()
        try expectAuthored("_site")
        try site.write("content/docs.json", #"{ "name": "Own", "navigation": [ { "group": "G", "pages": ["a", "index"] } ] }"#)
        try build()
        try expectAuthored("_site")
        try build(["--no-cache"], into: "clean")
        try expectAuthored("clean")
        // The author's llms-full.txt edited, then removed: the site makes its own again.
        try site.write("content/docs/llms-full.txt", "# Own, in full\n\nEdited.\n")
        try build()
        #expect(try site.read("_site/llms-full.txt") == "# Own, in full\n\nEdited.\n")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/llms-full.txt"))
        try build()
        #expect(try site.read("_site/llms-full.txt").contains("Text of A, edited."))
        try build(["--no-cache"], into: "clean-again")
        #expect(try site.read("_site/llms-full.txt") == site.read("clean-again/llms-full.txt"))
    }

    @Test("a file of the docs folder at a path the build writes (the sitemap, the 404 page, a page, an asset) leaves the build's")
    func madeFilesWin() throws {
        let site = try TemporarySite()
        try site.write("content/docs.json", #"{ "name": "Made", "navigation": [ { "group": "G", "pages": ["index"] } ] }"#)
        try site.write("content/docs/index.md", "# Home\n\nWelcome.\n")
        try site.write("content/docs/sitemap.xml", "not a sitemap\n")
        try site.write("content/docs/404.html", "not the 404 page\n")
        try site.write("content/docs/index.html", "not the home page\n")
        try site.write("content/docs/guide.md", "# Guide\n\nThe guide.\n")
        try site.write("content/docs/guide.html", "not the guide\n")
        try site.write("content/docs/assets/site.css", "not the stylesheet\n")
        for _ in 0..<3 {
            let result = try PreflightProcess.run(
                ["build", "--no-cache", "--base-url", "https://docs.example.com/"], in: site.root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try site.read("_site/sitemap.xml").contains("<urlset"))
            #expect(try site.read("_site/404.html").contains("<html"))
            #expect(try site.read("_site/index.html").contains("Welcome."))
            #expect(try site.read("_site/guide.html").contains("The guide."))
            #expect(try site.read("_site/assets/site.css") != "not the stylesheet\n")
        }
        // Without a base URL the build makes no sitemap: the folder's is published.
        #expect(try PreflightProcess.run(["build", "--no-cache"], in: site.root).status == 0)
        #expect(try site.read("_site/sitemap.xml") == "not a sitemap\n")
    }
}
