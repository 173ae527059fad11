import Foundation
import Testing

/// Mintlify sends a link to a folder that has no page of its own (`/sdk/web`, or `/` on a
/// site without an index page) to the first page of the navigation inside it; so does the
/// build, instead of failing on a broken link.
@Suite("Links to folders, end to end")
struct DocsFolderLinksTests {
    @Test("links to a folder and to the root lead to their first navigation page; hidden pages are skipped")
    func folderLinks() throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            #"""
            { "name": "Acme", "navigation": { "groups": [
              { "group": "Start", "pages": ["home"] },
              { "group": "Web", "pages": ["sdk/web/draft", "sdk/web/install", "sdk/web/setup"] } ] } }
            """#)
        try site.write(
            "docs/home.mdx",
            "---\ntitle: Home\n---\n\n<Card title=\"Web\" href=\"/sdk/web\">Web SDK.</Card>\n\n[Setup](/sdk/web#install)\n")
        try site.write("docs/sdk/web/draft.mdx", "---\ntitle: Draft\nhidden: true\n---\n\n[Back](/)\n")
        try site.write("docs/sdk/web/install.mdx", "---\ntitle: Install\n---\n\n## Install\n\nText.\n")
        try site.write("docs/sdk/web/setup.mdx", "---\ntitle: Setup\n---\n\n[Up](..) and [the SDKs](/sdk/)\n")
        // Mintlify leaves a README out at any depth, and its broken link with it.
        try site.write("docs/sdk/README.md", "# Notes\n\n![x](images/missing.png)\n")
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("broken_"), "\(outcome.stderr)")
        let home = try site.read("_site/home.html")
        #expect(home.contains("href=\"sdk/web/install.html\""), "\(home)")
        #expect(home.contains("href=\"sdk/web/install.html#install\""), "\(home)")
        #expect(try site.read("_site/sdk/web/draft.html").contains("href=\"../../home.html\""))
        let setup = try site.read("_site/sdk/web/setup.html")
        #expect(setup.contains("href=\"install.html\""), "\(setup)")
        #expect(!site.exists("_site/sdk/README.html"))

        try site.write("docs/sdk/web/setup.mdx", "---\ntitle: Setup\n---\n\n[Rust](/sdk/rust)\n")
        let broken = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("error[broken_link]"), "\(broken.stderr)")
    }
}
