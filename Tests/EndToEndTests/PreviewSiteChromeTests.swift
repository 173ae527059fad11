import Foundation
import Testing

@Suite("preflight build: preview and review pages wear the site's header and footer")
struct PreviewSiteChromeTests {
    static let catalog = """
        { "topics": [ { "slug": "gym", "name": "Gym", "channels": { "push": { "default": true } } } ] }
        """

    @Test("in the site's language, with docs.json's navbar and footer, without the content's own CSS and JS")
    func frenchSite() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.catalog)
        try site.write("content/states/quiet.json", #"{ "label": "Quiet", "choices": { "gym": false } }"#)
        try site.write(
            "content/reviews/catalogs/gym-next.json", Self.catalog.replacingOccurrences(of: "\"Gym\"", with: "\"Salle\""))
        try site.write(
            "content/reviews/gym-next.json", #"{ "old": "catalogs/gym.json", "new": "reviews/catalogs/gym-next.json" }"#)
        try site.write("content/docs/custom.css", "button { color: red }")
        try site.write("content/docs/custom.js", "console.log(1)")
        try site.write(
            "content/docs.json",
            """
            { "name": "Acme", "navbar": { "links": [{ "label": "Blog", "href": "https://example.test/blog" }] },
              "footer": { "socials": { "github": "https://github.com/acme" } },
              "navigation": { "languages": [
                { "language": "fr", "default": true, "groups": [{ "group": "Démarrer", "pages": ["fr/index"] }] },
                { "language": "en", "groups": [{ "group": "Start", "pages": ["index"] }] } ] } }
            """)
        try site.write("content/docs/index.md", "# Home\n")
        try site.write("content/docs/fr/index.md", "# Accueil\n")
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/fr/index.html").contains("custom.css"), "the docs link the content's stylesheet")
        let pages = [
            "previews/gym/quiet.html", "previews/gym/index.html", "previews/gym/gallery.html", "previews/compare.html",
            "reviews/gym-next.html",
        ]
        for path in pages {
            let html = try site.read("_site/\(path)")
            let root = String(repeating: "../", count: path.split(separator: "/").count - 1)
            #expect(html.contains(#"<html lang="fr""#) && html.contains(" data-site"), "\(path)")
            #expect(html.contains(#"<body class="pv-page"#) && html.contains(#"data-root="\#(root)""#), "\(path)")
            #expect(html.contains(#"<link rel="stylesheet" href="\#(root)assets/site.css">"#), "\(path)")
            #expect(html.contains(#"<script src="\#(root)assets/site.js"></script>"#), "\(path)")
            // The header's words are French; the page's own words (title, toolbar) say they are English.
            #expect(html.contains("Rechercher dans la documentation") && html.contains(">Aller au contenu</a>"), "\(path)")
            #expect(html.contains(#"<section class="pv-header" aria-labelledby="pv-heading" lang="en">"#), "\(path)")
            #expect(html.contains(#"<a href="https://example.test/blog" rel="noopener">Blog</a>"#), "\(path)")
            #expect(html.contains(#"<footer class="site-footer">"#) && html.contains("https://github.com/acme"), "\(path)")
            #expect(!html.contains("custom.css") && !html.contains("custom.js"), "\(path): the phone must not be restyled")
            #expect(html.components(separatedBy: "<header").count == 2, "\(path): one banner landmark")
        }
    }

    @Test("a site of catalogs only: a header with its name and previews, no docs link, no search")
    func catalogsOnly() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.catalog)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        for path in ["index.html", "previews/index.html", "previews/gym/index.html", "previews/gym/gallery.html", "404.html"] {
            let html = try site.read("_site/\(path)")
            #expect(html.contains(#"<header class="site-header">"#) && html.contains(">Previews</a>"), "\(path)")
            #expect(!html.contains(">Docs</a>") && !html.contains("search-input"), "\(path)")
            #expect(html.contains(#"<html lang="en""#), "\(path)")
        }
    }

    @Test("another --base-url writes the preview pages again, with the analytics tags of the address, as a clean build does")
    func baseURLChange() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.catalog)
        try site.write(
            "content/docs.json",
            #"{ "name": "Acme", "integrations": { "ga4": { "measurementId": "G-TEST123" } }, "navigation": { "pages": ["index"] } }"#
        )
        try site.write("content/docs/index.md", "# Home\n")
        let local = try PreflightProcess.run(["build"], in: site.root)
        try #require(local.status == 0, "\(local.stderr)")
        #expect(!(try site.read("_site/previews/gym/index.html")).contains("G-TEST123"))
        let web = try PreflightProcess.run(["build", "--base-url", "https://docs.example.test/"], in: site.root)
        try #require(web.status == 0, "\(web.stderr)")
        let clean = try PreflightProcess.run(
            ["build", "--base-url", "https://docs.example.test/", "--no-cache", "--output", "clean"], in: site.root)
        try #require(clean.status == 0, "\(clean.stderr)")
        for path in ["previews/gym/index.html", "previews/gym/gallery.html", "previews/index.html"] {
            #expect(try site.read("_site/\(path)") == site.read("clean/\(path)"), "\(path)")
        }
        #expect(try site.read("_site/previews/gym/index.html").contains("G-TEST123"))
    }
}
