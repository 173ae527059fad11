import Foundation
import Testing

/// The redirect pages and `_redirects` are made from docs.json's redirects and the site around
/// them: an edit of a page's text keeps them, and a change to anything they show or to which
/// sources get a page makes them again, as a clean build would.
///
/// What this can see is the files left in place and every build equal to a clean one. That an
/// edit keeps them *unmade* (not made again and found equal) shows only in a profile: the
/// test's weight is on the other side, every input that must make them again.
@Suite("Redirects kept")
struct RedirectsKeepingTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try writeConfig(site, name: "Moved", logo: "logo/a.svg")
        try writeRedirects(site, destination: "/guides/setup", permanent: true)
        try site.write("content/logo/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        try site.write("content/logo/b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        try site.write("content/index.md", "---\ntitle: Welcome\n---\n\nThe [old setup](/old/setup) moved.\n")
        try site.write("content/guides/setup.md", "---\ntitle: Setup\n---\n\nSteps.\n")
        try site.write("content/guides/start.md", "---\ntitle: Start\n---\n\nFirst steps.\n")
        return site
    }

    /// docs.json, with its logo in a file of its own (a `$ref`), as its redirects are.
    private func writeConfig(_ site: TemporarySite, name: String, logo: String) throws {
        try site.write(
            "content/docs.json",
            #"""
            { "name": "\#(name)", "logo": { "$ref": "logo.json" }, "redirects": { "$ref": "redirects.json" },
              "navigation": { "groups": [{ "group": "Start", "pages": ["index", "guides/setup", "guides/start"] }] } }
            """#)
        try site.write("content/logo.json", #"{ "light": "/\#(logo)", "dark": "/\#(logo)" }"#)
    }

    private func writeRedirects(_ site: TemporarySite, destination: String, permanent: Bool) throws {
        try site.write(
            "content/redirects.json",
            #"""
            [{ "source": "/old/setup", "destination": "\#(destination)", "permanent": \#(permanent) },
             { "source": "/old/start", "destination": "/guides/start" },
             { "source": "/files/sheet.pdf", "destination": "/guides/setup" },
             { "source": "/legacy/:slug*", "destination": "/guides/:slug*" }]
            """#)
    }

    private func build(_ site: TemporarySite) throws {
        let run = try PreflightProcess.run(["build"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test("a page's text edit keeps them; each thing they are made from makes them again, as a clean build")
    func keptUntilTheirInputsChange() throws {
        let site = try makeSite()
        try build(site)
        #expect(site.exists("_site/old/setup.html"))
        #expect(site.exists("_site/files/sheet.pdf.html"))
        let page = try site.inode("_site/old/setup.html")
        let hostFile = try site.inode("_site/_redirects")

        try site.write("content/guides/setup.md", "---\ntitle: Setup\n---\n\nSteps, edited.\n")
        try build(site)
        #expect(try site.inode("_site/old/setup.html") == page, "a page's text edit")
        #expect(try site.inode("_site/_redirects") == hostFile, "a page's text edit")
        #expect(try site.differencesFromCleanBuild().isEmpty, "a page's text edit")

        let edits: [(String, () throws -> Void)] = [
            ("a destination", { try writeRedirects(site, destination: "/guides/start", permanent: true) }),
            ("a redirect's permanence", { try writeRedirects(site, destination: "/guides/start", permanent: false) }),
            ("the site's name", { try writeConfig(site, name: "Renamed", logo: "logo/a.svg") }),
            ("the logo, in a file of its own", { try writeConfig(site, name: "Renamed", logo: "logo/b.svg") }),
            ("a page where a source was", { try site.write("content/old/start.md", "---\ntitle: Here again\n---\n\nBack.\n") }),
            ("a static file where a source was", { try site.write("content/files/sheet.pdf", "%PDF-1.4\n") }),
        ]
        for (what, edit) in edits {
            try edit()
            try build(site)
            let differences = try site.differencesFromCleanBuild()
            #expect(differences.isEmpty, "\(what): \(differences)")
        }
        #expect(try site.read("_site/old/setup.html").contains("guides/start.html"))
        #expect(try site.read("_site/index.html").contains("href=\"guides/start.html\""), "a link follows the redirect")
        #expect(try site.read("_site/_redirects").contains("/old/setup /guides/start 302"))
        #expect(try site.read("_site/old/setup.html").contains("logo/b.svg"))
        #expect(try site.read("_site/old/start.html").contains("Back."))
        #expect(!site.exists("_site/files/sheet.pdf.html"))
    }
}
