import Foundation
import HTMLQuery
import Testing

/// Mintlify's navigation model, end to end: languages and versions with their switchers,
/// `$ref` files, hidden tabs, groups and pages, group roots, tags, links out, global anchors,
/// `.mintignore`, and the layout front matter.
@Suite("The docs navigation model, end to end")
struct DocsNavigationTests {
    /// A Mintlify-style site kept beside its docs.json: English at the top, French under fr/.
    private func makeLanguageSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            {
              "name": "Acme",
              "navigation": {
                "global": { "anchors": [{ "anchor": "Blog", "href": "https://blog.acme.test/" }] },
                "languages": [
                  {
                    "language": "en",
                    "tabs": [
                      {
                        "tab": "Guides",
                        "groups": [
                          {
                            "group": "Start",
                            "pages": [
                              "index",
                              { "group": "CLI", "root": "cli/index", "tag": "NEW", "pages": ["cli/install"] },
                              { "group": "Open", "expanded": true, "pages": ["open/one"] },
                              { "group": "Secret", "hidden": true, "pages": ["secret/group-page"] },
                              { "title": "Status", "href": "https://status.acme.test/" },
                              "linked-out",
                              "quiet"
                            ]
                          }
                        ]
                      },
                      { "tab": "Help", "hidden": true, "groups": [{ "group": "Help", "pages": ["help/faq"] }] },
                      { "tab": "Forum", "href": "https://forum.acme.test/" }
                    ]
                  },
                  { "$ref": "./nav/fr.json" }
                ]
              }
            }
            """)
        try site.write(
            "docs/nav/fr.json",
            #"{ "language": "fr", "tabs": [{ "tab": "Guides", "groups": [{ "group": "Démarrer", "pages": ["fr/index", "fr/cli/install"] }] }] }"#
        )
        try site.write("docs/.mintignore", "# internal\ninternal/\n*.draft.mdx\n")
        try site.write("docs/internal/broken.mdx", "<Unclosed>\n")
        try site.write("docs/notes.draft.mdx", "<Unclosed>\n")
        try site.write("docs/index.mdx", "---\ntitle: Home\n---\n\n## Welcome\n\nHello.\n")
        try site.write("docs/cli/index.mdx", "---\ntitle: CLI overview\n---\n\nThe CLI.\n")
        try site.write("docs/cli/install.mdx", "---\ntitle: Install\ntag: BETA\n---\n\n## Steps\n\nRun it.\n")
        try site.write("docs/open/one.mdx", "---\ntitle: One\n---\n\nOne.\n")
        try site.write("docs/secret/group-page.mdx", "---\ntitle: Group secret\n---\n\nSecret.\n")
        try site.write("docs/help/faq.mdx", "---\ntitle: FAQ\n---\n\nHelp.\n")
        try site.write("docs/linked-out.mdx", "---\ntitle: Elsewhere\nurl: https://elsewhere.acme.test/\n---\n\nGone.\n")
        try site.write(
            "docs/quiet.mdx",
            "---\ntitle: Quiet\nhidden: true\nmode: wide\nhideFooterPagination: true\n---\n\n## Part\n\nQuiet page.\n")
        try site.write("docs/fr/index.mdx", "---\ntitle: Accueil\n---\n\n## Bienvenue\n\nBonjour.\n")
        try site.write("docs/fr/cli/install.mdx", "---\ntitle: Installer\n---\n\n## Étapes\n\nLancez-le.\n")
        return site
    }

    @Test("each language has its own sidebar, <html lang>, interface strings and a switcher to the same page")
    func languages() throws {
        let site = try makeLanguageSite()
        let outcome = try PreflightProcess.run(["build", "--content", "docs", "--base-url", "https://acme.test/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let french = try site.read("_site/fr/cli/install.html")
        #expect(french.contains(#"<html lang="fr">"#))
        #expect(french.contains("Démarrer"))
        #expect(!french.contains("CLI overview"), "the English sidebar is not on French pages")
        #expect(french.contains("Sur cette page") && french.contains("Copier la page") && french.contains("Précédent"))
        #expect(HTMLPage(french).query("#search-input")?["placeholder"] == "Rechercher…  /")
        #expect(french.contains(#"<a href="../../cli/install.html" lang="en" hreflang="en">English</a>"#))
        #expect(french.contains(#"lang="fr" hreflang="fr" aria-current="true">Français</a>"#))
        let english = try site.read("_site/cli/install.html")
        #expect(english.contains(#"<html lang="en">"#))
        #expect(english.contains(#"<a href="../fr/cli/install.html" lang="fr" hreflang="fr">Français</a>"#))
        #expect(english.contains("On this page") && !english.contains("Démarrer"))
        // An English page without a French twin switches to the French language's first page.
        let one = try site.read("_site/open/one.html")
        #expect(one.contains(#"<a href="../fr/index.html" lang="fr" hreflang="fr">Français</a>"#))
    }

    @Test("groups with root, tag and expanded; links out; hidden tabs, groups and pages; global anchors")
    func sidebar() throws {
        let site = try makeLanguageSite()
        let outcome = try PreflightProcess.run(["build", "--content", "docs", "--base-url", "https://acme.test/"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let install = try site.read("_site/cli/install.html")
        // The group's title links to its root page; the folded group is open on its own pages.
        #expect(
            install.contains(
                #"<summary class="nav-subgroup-title"><a href="index.html">CLI</a> <span class="nav-tag">NEW</span></summary>"#))
        #expect(install.contains(#"<details class="nav-group nav-subgroup" open>"#))
        #expect(install.contains(#"aria-current="page">Install <span class="nav-tag">BETA</span></a>"#))
        #expect(install.contains(#"<a class="nav-external" href="https://status.acme.test/">Status</a>"#))
        #expect(install.contains(#"<a class="nav-external" href="https://elsewhere.acme.test/">Elsewhere</a>"#))
        #expect(install.contains(#"<a href="https://forum.acme.test/">Forum</a>"#))
        #expect(install.contains(#"<ul class="nav-global">"#) && install.contains("https://blog.acme.test/"))
        #expect(!install.contains("Group secret") && !install.contains(">Help<") && !install.contains(">Quiet<"))
        let root = try site.read("_site/cli/index.html")
        #expect(root.contains(#"<a href="index.html" aria-current="page">CLI</a>"#))
        let one = try site.read("_site/index.html")
        #expect(one.contains(#"<details class="nav-group nav-subgroup" open>"#), "an expanded group is open everywhere")

        // Hidden pages are built, but left out of search, llms.txt and the sitemap.
        for page in ["quiet", "help/faq", "secret/group-page"] {
            #expect(site.exists("_site/\(page).html"), "\(page) is built")
        }
        let search = try site.searchIndexText()
        let llms = try site.read("_site/llms.txt")
        let sitemap = try site.read("_site/sitemap.xml")
        for hidden in ["Quiet", "FAQ", "Group secret"] {
            #expect(!search.contains(hidden) && !llms.contains(hidden), "\(hidden)")
        }
        for hidden in ["quiet", "help/faq", "secret/group-page"] { #expect(!sitemap.contains(hidden), "\(hidden)") }
        #expect(search.contains("Install") && llms.contains("Install") && sitemap.contains("cli/install"))

        // Layout front matter: `wide` drops the table of contents, the pager is hidden.
        let quiet = try site.read("_site/quiet.html")
        #expect(quiet.contains("mode-wide") && !quiet.contains(#"class="toc""#) && !quiet.contains(#"class="pager""#))

        // .mintignore: the ignored files are not pages, so their errors do not exist.
        #expect(!site.exists("_site/internal/broken.html") && !site.exists("_site/notes.draft.html"))
    }

    @Test("versions get their own sidebars and a switcher to the same page in the other version")
    func versions() throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            { "name": "Acme", "navigation": { "versions": [
              { "version": "v2", "default": true, "groups": [{ "group": "Two", "pages": ["v2/setup", "v2/new"] }] },
              { "version": "v1", "tag": "Legacy", "groups": [{ "group": "One", "pages": ["v1/setup"] }] }
            ] } }
            """)
        try site.write("docs/v2/setup.mdx", "---\ntitle: Setup two\n---\n\nTwo.\n")
        try site.write("docs/v2/new.mdx", "---\ntitle: New in two\n---\n\nNew.\n")
        try site.write("docs/v1/setup.mdx", "---\ntitle: Setup one\n---\n\nOne.\n")
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let two = try site.read("_site/v2/setup.html")
        #expect(two.contains(#"<a href="../v1/setup.html" data-version-link data-version="v1">v1 (Legacy)</a>"#))
        #expect(two.contains("New in two") && !two.contains("Setup one"))
        let one = try site.read("_site/v1/setup.html")
        #expect(one.contains(#"<a href="../v2/setup.html" data-version-link data-version="v2">v2</a>"#))
        #expect(!one.contains("New in two"))
        // The note that leads back to the version the reader chose, filled in by the script.
        #expect(
            one.contains(
                ##"<p class="version-notice" role="note" hidden>You chose version <a class="version-notice-link" href="#"></a></p>"##
            ))
        // A page the other version lacks switches to that version's first page.
        let new = try site.read("_site/v2/new.html")
        #expect(new.contains(#"<a href="../v1/setup.html" data-version-link data-version="v1">v1 (Legacy)</a>"#))
    }

    @Test("a $ref that is missing or leads back to itself is an error naming the file")
    func refProblems() throws {
        let site = try TemporarySite()
        try site.write("docs/docs.json", #"{ "name": "Acme", "navigation": { "$ref": "nav.json" } }"#)
        try site.write(
            "docs/nav.json", #"{ "tabs": [{ "tab": "A", "groups": [{ "$ref": "./docs.json" }, { "$ref": "gone.json" }] }] }"#)
        try site.write("docs/index.mdx", "# Home\n")
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains("docs/nav.json:1:47: tabs[0].groups[0][\"$ref\"]: error[wrong_type]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("leads back to"))
        #expect(outcome.stderr.contains("error[file_not_found]") && outcome.stderr.contains("gone.json"))
    }

    @Test("a Mintlify repository whose pages include a docs/ section keeps its pages beside docs.json")
    func docsSectionInAMintlifyRepository() throws {
        let site = try TemporarySite()
        try site.write(
            "repo/docs.json",
            #"{ "name": "Acme", "navigation": { "pages": ["home", "docs/pages/api", "guides/start"] } }"#)
        try site.write("repo/README.md", "# The repository\n")
        try site.write("repo/home.mdx", "---\ntitle: Home\n---\n\nWelcome.\n")
        try site.write("repo/docs/pages/api.mdx", "---\ntitle: API\n---\n\nThe API.\n")
        try site.write("repo/guides/start.mdx", "---\ntitle: Start\n---\n\nStart here.\n")
        let outcome = try PreflightProcess.run(["build", "--content", "repo"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("missing_page"), "\(outcome.stderr)")
        #expect(try site.read("_site/home.html").contains("Welcome."))
        #expect(try site.read("_site/docs/pages/api.html").contains("The API."))
        #expect(try site.read("_site/guides/start.html").contains("Start here."))
    }
}
