import Foundation
import TestSupport
import Testing

/// A page or file added or removed renders only the pages whose links it changes.
@Suite("Incremental builds: pages and files added or removed")
struct IncrementalLinkTargetsTests {
    /// A guide folder with no page of its own, a page linking to it, and one to an image.
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try writeConfig(site, order: #""guide/one", "guide/two""#)
        try site.write(
            "content/docs/index.md", "---\ntitle: Home\n---\n\nRead [the guide](/guide) and [one](/guide/one#setup).\n")
        try site.write("content/docs/guide/one.md", "---\ntitle: One\n---\n\n## Setup\n\nFirst, then [two](two).\n")
        try site.write("content/docs/guide/two.md", "---\ntitle: Two\n---\n\nSecond.\n")
        try site.write(
            "content/docs/b.md",
            "---\ntitle: B\n---\n\n![A shot](/images/shot.png)\n\nBack [home](/), or [the old guide](/old-guide).\n")
        try site.write("content/docs/images/shot.png", bytes: [0x89, 0x50, 0x4E, 0x47])
        return site
    }

    /// docs.json with the guide's pages in `order`, and a redirect from the guide's old path,
    /// which a page of that name would answer first.
    private func writeConfig(_ site: TemporarySite, order: String) throws {
        try site.write(
            "content/docs.json",
            #"{ "name": "Links", "redirects": [ { "source": "/old-guide", "destination": "/guide/two" } ], "navigation": { "groups": [ { "group": "G", "pages": ["index", \#(order), "b"] } ] } }"#
        )
    }

    private func build(_ site: TemporarySite, _ arguments: [String] = []) throws -> String {
        let result = try PreflightProcess.run(
            ["build", "--verbose"] + arguments, in: site.root, environment: ["PREFLIGHT_TEST_SETTLING_NS": "0"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stderr
    }

    private func pages(rendered: Int, dressed: Int = 0, kept: Int = 0) -> String {
        "Pages: \(rendered) rendered, \(dressed) dressed again around their bodies, \(kept) kept."
    }

    @Test("an image or a page outside the navigation that no link names keeps every other page; each build equals a clean one")
    func unlinkedAdditions() throws {
        let site = try makeSite()
        _ = try build(site)
        // No page's surroundings show an image: each page is kept as it is.
        try site.write("content/docs/images/new.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D])
        #expect(try build(site).contains(pages(rendered: 0, kept: 4)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        // A stylesheet of the docs: every page loads it, and is dressed again.
        try site.write("content/docs/extra.css", "main { color: teal; }\n")
        #expect(try build(site).contains(pages(rendered: 0, dressed: 4)))
        #expect(try site.read("_site/index.html").contains("extra.css"))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        // A page outside the navigation: no page's surroundings show it; only it renders.
        try site.write("content/docs/extra.md", "---\ntitle: Extra\n---\n\nAn extra page.\n")
        #expect(try build(site).contains(pages(rendered: 1, kept: 4)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        // Both removed again.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/images/new.png"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/extra.md"))
        #expect(try build(site).contains(pages(rendered: 0, kept: 4)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        // A page the navigation names: every sidebar shows it, and every page is dressed again.
        try writeConfig(site, order: #""guide/one", "guide/two", "extra""#)
        try site.write("content/docs/extra.md", "---\ntitle: Extra\n---\n\nAn extra page.\n")
        #expect(try build(site).contains(pages(rendered: 1, dressed: 4)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
    }

    @Test("a page or file a link names, added or removed: the pages with that link render, the others are kept")
    func linkedAdditions() throws {
        let site = try makeSite()
        _ = try build(site)
        // The guide gets a page of its own: the home page's link to the folder leads there now.
        try site.write("content/docs/guide/index.md", "---\ntitle: Guide\n---\n\nThe guide.\n")
        #expect(try build(site).contains(pages(rendered: 2, kept: 3)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        #expect(try site.read("_site/index.html").contains("href=\"guide/index.html\""))
        // And loses it: the link leads to the folder's first page again.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/guide/index.md"))
        #expect(try build(site).contains(pages(rendered: 1, kept: 3)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        #expect(try site.read("_site/index.html").contains("href=\"guide/one.html\""))
        // The image b shows, removed: b's link is broken now, b alone renders and says so;
        // the others are kept as they are.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/images/shot.png"))
        let broken = try build(site, ["--allow-broken-links"])
        #expect(broken.contains(pages(rendered: 1, kept: 3)))
        #expect(broken.contains("/images/shot.png"))
        // Put back: b renders again, its link found.
        try site.write("content/docs/images/shot.png", bytes: [0x89, 0x50, 0x4E, 0x47])
        let mended = try build(site)
        #expect(mended.contains(pages(rendered: 1, kept: 3)))
        #expect(!mended.contains("/images/shot.png"))
        #expect(try site.differencesFromCleanBuild().isEmpty)
    }

    @Test("a page added outside the navigation that a sidebar's link names: every sidebar leads to it")
    func sidebarLinkToANewPage() throws {
        let site = try makeSite()
        // A global anchor to a site path: the sidebar links to the page there is, or to the path.
        let config = site.root.appendingPathComponent("content/docs.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any])
        json["navigation"] = (json["navigation"] as? [String: Any] ?? [:]).merging([
            "global": ["anchors": [["anchor": "Changelog", "href": "/changelog"]]]
        ]) { _, new in new }
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: config)
        _ = try build(site)
        #expect(try site.read("_site/b.html").contains("href=\"./changelog\""))
        try site.write("content/docs/changelog.md", "---\ntitle: Changelog\n---\n\nWhat changed.\n")
        #expect(try build(site).contains(pages(rendered: 1, dressed: 4)))
        #expect(try site.read("_site/b.html").contains("href=\"changelog.html\""))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/changelog.md"))
        #expect(try build(site).contains(pages(rendered: 0, dressed: 4)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
    }

    @Test("a page added outside the navigation where a group's icon or a listed page's url points: every sidebar leads to it")
    func sidebarIconAtANewPage() throws {
        let site = try makeSite()
        // An icon written relative, which the sidebar takes from the docs folder's root.
        try site.write(
            "content/docs.json",
            #"{ "name": "Links", "redirects": [ { "source": "/old-guide", "destination": "/guide/two" } ], "navigation": { "groups": [ { "group": "G", "icon": "./notes", "pages": ["index", "guide/one", "guide/two", "b"] } ] } }"#
        )
        _ = try build(site)
        try site.write("content/docs/notes.md", "---\ntitle: Notes\n---\n\nNotes.\n")
        #expect(try build(site).contains(pages(rendered: 1, dressed: 4)))
        #expect(try site.read("_site/b.html").contains("src=\"notes.html\""))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        // A listed page's entry that links elsewhere, by its `url`: to a page added there later.
        try site.write("content/docs/guide/two.md", "---\ntitle: Two\nurl: /later\n---\n\nSecond.\n")
        #expect(try build(site).contains(pages(rendered: 1, dressed: 4)))
        try site.write("content/docs/later.md", "---\ntitle: Later\n---\n\nLater.\n")
        #expect(try build(site).contains(pages(rendered: 1, dressed: 5)))
        #expect(try site.read("_site/b.html").contains("href=\"later.html\""))
        #expect(try site.differencesFromCleanBuild().isEmpty)
    }

    @Test("the navigation changes a folder's first page: only the page linking to the folder renders")
    func folderLinkFollowsTheNavigation() throws {
        let site = try makeSite()
        _ = try build(site)
        try writeConfig(site, order: #""guide/two", "guide/one""#)
        #expect(try build(site).contains(pages(rendered: 1, dressed: 3)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        #expect(try site.read("_site/index.html").contains("href=\"guide/two.html\""))
    }

    @Test("a page added in any language renders alone, and so does a page moved into another language")
    func pagesOfLanguages() throws {
        let site = try TemporarySite()
        func navigation(french: String) throws {
            try site.write(
                "content/docs.json",
                #"{ "name": "Lang", "navigation": { "languages": [ { "language": "en", "groups": [ { "group": "Start", "pages": ["index"] } ] }, { "language": "fr", "groups": [ { "group": "Début", "pages": [\#(french)] } ] } ] } }"#
            )
        }
        try navigation(french: #""fr/index""#)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\n## Start\n\nWelcome.\n")
        try site.write("content/docs/fr/index.md", "---\ntitle: Accueil\n---\n\n## Début\n\nBienvenue.\n")
        _ = try build(site)
        // Outside the navigation, in the French folder: a page of French words.
        try site.write("content/docs/fr/extra.md", "---\ntitle: En plus\n---\n\n## Plus\n\nEncore.\n")
        #expect(try build(site).contains(pages(rendered: 1, kept: 2)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        // Outside it, in no language's folder: English.
        try site.write("content/docs/extra.md", "---\ntitle: Extra\n---\n\n## More\n\nAgain.\n")
        #expect(try build(site).contains(pages(rendered: 1, kept: 3)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        // Moved into the French section: its headings' links are labelled in French now.
        let english = try site.read("_site/extra.html")
        try navigation(french: #""fr/index", "extra""#)
        #expect(try build(site).contains(pages(rendered: 1, dressed: 3)))
        #expect(try site.differencesFromCleanBuild().isEmpty)
        #expect(try site.read("_site/extra.html") != english)
    }

    @Test("random additions and removals of linked pages and files: every build equals a clean one", arguments: [5, 6])
    func randomAdditions(seed: UInt64) throws {
        let site = try makeSite()
        // A link to a page that comes and goes, and one to a file in a folder of its own.
        try site.write(
            "content/docs/guide/two.md", "---\ntitle: Two\n---\n\nSecond; see [three](three) and [the data](/files/data.txt).\n")
        let broken = ["--allow-broken-links"]
        _ = try build(site, broken)
        var random = SplitMix(seed: seed)
        func toggle(_ path: String, _ text: String) throws {
            let url = site.root.appendingPathComponent(path)
            if site.exists(path) { try FileManager.default.removeItem(at: url) } else { try site.write(path, text) }
        }
        for step in 0..<14 {
            let choice = Int.random(in: 0...6, using: &random)
            switch choice {
            case 0: try toggle("content/docs/guide/index.md", "---\ntitle: Guide\n---\n\nThe guide, \(step).\n")
            case 6: try toggle("content/docs/old-guide.md", "---\ntitle: Old guide\n---\n\nStill here, \(step).\n")
            case 1: try toggle("content/docs/guide/three.md", "---\ntitle: Three\n---\n\n## Setup\n\nThird.\n")
            case 2: try toggle("content/docs/images/shot.png", "not really a picture \(step)")
            case 3: try toggle("content/docs/files/data.txt", "data \(step)\n")
            case 4: try writeConfig(site, order: step % 2 == 0 ? #""guide/two", "guide/one""# : #""guide/one", "guide/two""#)
            default:
                try site.write("content/docs/guide/one.md", "---\ntitle: One\n---\n\n## Setup\n\nEdit \(step): [two](two).\n")
            }
            let incremental = try build(site, broken)
            let clean = try site.cleanBuildComparison(arguments: broken)
            let context = "seed \(seed) step \(step) edit \(choice)"
            #expect(clean.differences.isEmpty, "\(context): \(clean.differences)")
            // The broken links the pages kept or dressed again report are a clean build's too.
            func warnings(_ stderr: String) -> [String] {
                stderr.split(separator: "\n").filter { $0.contains("warning[") }.map(String.init).sorted()
            }
            #expect(warnings(incremental) == warnings(clean.stderr), "\(context)")
        }
    }
}
