import Foundation
import TestSupport
import Testing

/// An incremental build must equal a clean one, whatever was edited in between.
@Suite("Incremental builds")
struct IncrementalBuildTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write("content/states/quiet.json", BuildCommandTests.state)
        try site.write("content/snippets/note.mdx", "<Note>Shared note.</Note>\n")
        try site.write(
            "content/docs.json",
            #"{ "name": "Inc", "navigation": { "groups": [ { "group": "G", "pages": ["index", "a", "b"] } ] } }"#)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#part) and [B](/b).\n")
        try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A.\n")
        try site.write(
            "content/docs/b.mdx",
            "---\ntitle: B\n---\nimport Shared from '/snippets/note.mdx'\n\n<Shared />\n\n<SettingsPreview catalog=\"catalogs/gym.json\" state=\"states/quiet.json\" />\n"
        )
        try site.write("content/docs/c.md", "---\ntitle: C (unlisted)\n---\n\nBack [home](/).\n")
        return site
    }

    /// The edits a writer makes between two builds.
    private func edit(_ site: TemporarySite, _ choice: Int, step: Int) throws {
        switch choice {
        case 0: try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A, edit \(step).\n")
        case 1: try site.write("content/docs/a.md", "---\ntitle: A \(step)\n---\n\n## Part\n\nRetitled.\n")
        case 2: try site.write("content/docs/c.md", "---\ntitle: C\n---\n\nEdit \(step) [A](/a).\n")
        case 3: try site.write("content/snippets/note.mdx", "<Note>Shared note, edit \(step).</Note>\n")
        case 4:
            try site.write(
                "content/catalogs/gym.json", BuildCommandTests.catalog.replacingOccurrences(of: "Test Gym", with: "Gym \(step)"))
        case 5:
            try site.write(
                "content/states/quiet.json", #"{ "subscriber": "u-\#(step)", "choices": { "gym": \#(step % 2 == 0) } }"#)
        case 6: try site.write("content/docs/new-\(step).md", "# New \(step)\n\nHello.\n")
        case 7:
            let docs = site.root.appendingPathComponent("content/docs")
            if let extra = try FileManager.default.contentsOfDirectory(atPath: docs.path).first(where: { $0.hasPrefix("new-") }) {
                try FileManager.default.removeItem(at: docs.appendingPathComponent(extra))
            }
        case 8:
            try site.write(
                "content/docs.json",
                #"{ "name": "Inc \#(step)", "navigation": { "groups": [ { "group": "G", "pages": ["index", "b", "a"] } ] } }"#)
        case 9: try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#part), step \(step).\n")
        case 10:
            // A templates folder appears, then changes: every page wears it.
            if !site.exists("templates") { try site.copyTemplates() }
            let page = site.root.appendingPathComponent("templates/page.mustache")
            try (String(contentsOf: page, encoding: .utf8) + "<!-- step \(step) -->\n").write(
                to: page, atomically: false, encoding: .utf8)
        case 11:
            // A static file moves between folders, so folders come and go with it.
            let folder = "content/docs/files-\(step % 2)"
            try? FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/files-\(1 - step % 2)"))
            try site.write("\(folder)/data.txt", "data \(step)\n")
        case 12:
            // The navigation gains a nested page, or loses it.
            let nested = step % 2 == 0
            if nested { try site.write("content/docs/guide/deep.md", "---\ntitle: Deep \(step)\n---\n\nDeep [A](/a).\n") }
            try site.write(
                "content/docs.json",
                nested
                    ? #"{ "name": "Inc", "navigation": { "groups": [ { "group": "G", "pages": ["index", "a", "b", "guide/deep"] } ] } }"#
                    : #"{ "name": "Inc", "navigation": { "groups": [ { "group": "G", "pages": ["index", "a", "b"] } ] } }"#)
            if !nested { try? FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/guide")) }
        case 16:
            // docs.json's settings that only the pages' surroundings show, the navigation as it is.
            let file = site.root.appendingPathComponent("content/docs.json")
            var config = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            config["name"] = "Inc \(step)"
            config["colors"] = ["primary": String(format: "#%06x", 0x2050a0 + step * 0x10101)]
            config["navbar"] = ["links": [["label": "Edit \(step)", "href": "https://example.com/\(step)"]]]
            try JSONSerialization.data(withJSONObject: config, options: [.sortedKeys]).write(to: file)
        case 15:
            // What a's sidebar entry shows besides its title: a tag, or a link elsewhere.
            let field = step % 2 == 0 ? "tag: New \(step)" : "url: https://example.com/\(step)"
            try site.write("content/docs/a.md", "---\ntitle: A\n\(field)\n---\n\n## Part\n\nText of A.\n")
        case 17:
            // The navigation's group renamed and given an icon: only the sidebars show it.
            try site.write(
                "content/docs.json",
                #"{ "name": "Inc", "navigation": { "groups": [ { "group": "G \#(step)", "icon": "book", "pages": ["index", "a", "b"] } ] } }"#
            )
        case 18:
            // Page a moves into a French section, or back: its headings' links and its words
            // follow its language.
            try site.write(
                "content/docs.json",
                step % 2 == 0
                    ? #"{ "name": "Inc", "navigation": { "languages": [ { "language": "en", "groups": [ { "group": "G", "pages": ["index", "b"] } ] }, { "language": "fr", "groups": [ { "group": "F", "pages": ["a"] } ] } ] } }"#
                    : #"{ "name": "Inc", "navigation": { "groups": [ { "group": "G", "pages": ["index", "a", "b"] } ] } }"#)
        case 14:
            // Nothing in the content changes; the output loses a page, or nothing at all.
            if step % 2 == 0 { try? FileManager.default.removeItem(at: site.root.appendingPathComponent("_site/a.html")) }
        default:
            // A catalog comes or goes: previews, reviews and the index follow.
            let extra = "content/catalogs/extra.json"
            if site.exists(extra) {
                try FileManager.default.removeItem(at: site.root.appendingPathComponent(extra))
            } else {
                try site.write(extra, BuildCommandTests.catalog.replacingOccurrences(of: "Test Gym", with: "Extra \(step)"))
            }
        }
    }

    /// The folders under `folder`, so that one a clean build would not make is seen too.
    private func folders(_ folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

    /// Builds a clean site into `clean` and expects `_site` to equal it, file for file and folder for folder.
    private func expectSameAsClean(_ site: TemporarySite, _ context: String) throws {
        let clean = try PreflightProcess.run(["build", "--no-cache", "--output", "clean"], in: site.root)
        #expect(clean.status == 0, "\(clean.stderr)")
        let built = try tree(site.root.appendingPathComponent("_site"))
        let expected = try tree(site.root.appendingPathComponent("clean"))
        #expect(built.keys.sorted() == expected.keys.sorted(), "\(context)")
        for (path, data) in expected where built[path] != data {
            Issue.record("\(context): \(path) differs from a clean build")
        }
        #expect(
            try folders(site.root.appendingPathComponent("_site")) == folders(site.root.appendingPathComponent("clean")),
            "\(context)")
        #expect(stagingLeftovers(in: site.root).isEmpty, "\(context)")
    }

    private func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// Stamps trusted at once: builds then take pages and whole rebuilds from stamps alone,
    /// the shortcuts these tests must cover (edits here land within milliseconds of a build).
    private let trustingStamps = ["PREFLIGHT_TEST_SETTLING_NS": "0"]

    @Test("random edit sequences: every incremental build equals a clean build", arguments: [1, 2, 3, 4])
    func randomEdits(seed: UInt64) throws {
        let site = try makeSite()
        var random = SplitMix(seed: seed)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        for step in 0..<12 {
            let choice = Int.random(in: 0...18, using: &random)
            try edit(site, choice, step: step)
            // Seeds 1 and 2 trust stamps at once; 3 and 4 as a build does, a few seconds on.
            let incremental = try PreflightProcess.run(
                ["build"], in: site.root, environment: seed <= 2 ? trustingStamps : [:])
            #expect(incremental.status == 0, "\(incremental.stderr)")
            try expectSameAsClean(site, "seed \(seed) step \(step) edit \(choice)")
        }
    }

    @Test("every kind of edit, one after another: each incremental build equals a clean build")
    func everyKindOfEdit() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        for (step, choice) in (Array(0...18) + Array(0...18).reversed()).enumerated() {
            try edit(site, choice, step: step)
            let incremental = try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps)
            #expect(incremental.status == 0, "\(incremental.stderr)")
            try expectSameAsClean(site, "step \(step) edit \(choice)")
        }
    }

    @Test("a page retitled or tagged: the others are dressed again around their bodies; a body changed by hand renders")
    func retitledPageDressesTheOthers() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        func build() throws -> String {
            let result = try PreflightProcess.run(["build", "--verbose"], in: site.root, environment: trustingStamps)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stderr
        }
        // Every page shows a's title in its sidebar; only a's own body changed.
        try edit(site, 1, step: 1)
        #expect(try build().contains("Pages: 1 rendered, 3 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "a retitled")
        try edit(site, 15, step: 2)
        #expect(try build().contains("Pages: 1 rendered, 3 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "a tagged")
        try edit(site, 16, step: 3)
        #expect(try build().contains("Pages: 0 rendered, 4 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "docs.json's name, colour and navbar")
        // A templates folder appears, then its page template changes: no body reads a template.
        try edit(site, 10, step: 6)
        #expect(try build().contains("Pages: 0 rendered, 4 dressed again around their bodies, 0 kept."))
        try edit(site, 10, step: 7)
        #expect(try build().contains("Pages: 0 rendered, 4 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "a template changed")
        // b's body in the output changed by hand, to the same length: b renders, from its source.
        let page = site.root.appendingPathComponent("_site/b.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("Shared note."))
        try html.replacingOccurrences(of: "Shared note.", with: "Shared nota.").write(
            to: page, atomically: false, encoding: .utf8)
        try edit(site, 1, step: 4)
        #expect(try build().contains("Pages: 2 rendered, 2 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "a retitled after b's body changed by hand")
        // The output without its mark (the build cache still names it) is built into a new
        // folder: the pages are dressed there, their bodies read from the old one.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("_site/.preflight-site"))
        let folder = try site.inode("_site")
        try edit(site, 1, step: 5)
        #expect(try build().contains("Pages: 1 rendered, 3 dressed again around their bodies, 0 kept."))
        #expect(try site.inode("_site") != folder)
        try expectSameAsClean(site, "a retitled, into a new folder")
        // A page's text (the home page's, its title as it was): the others are kept as they are.
        try edit(site, 9, step: 6)
        #expect(try build().contains("Pages: 1 rendered, 0 dressed again around their bodies, 3 kept."))
    }

    @Test("a navigation edit: pages are dressed again unless what their bodies read of it changed")
    func navigationEditsDressPages() throws {
        let site = try TemporarySite()
        func navigation(_ groups: String) throws {
            try site.write("content/docs.json", #"{ "name": "Nav", "navigation": { "groups": [ \#(groups) ] } }"#)
        }
        try navigation(
            #"{ "group": "Start", "pages": ["index", "guide/one", "guide/two"] }, { "group": "More", "pages": ["b"] }"#)
        // A link to the folder leads to its first page in the navigation's order.
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nRead [the guide](/guide).\n")
        try site.write("content/docs/guide/one.md", "---\ntitle: One\n---\n\n## Setup\n\nFirst.\n")
        try site.write("content/docs/guide/two.md", "---\ntitle: Two\n---\n\nSecond.\n")
        try site.write("content/docs/b.md", "---\ntitle: B\n---\n\n```swift\nlet b = 1\n```\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        func build() throws -> String {
            let result = try PreflightProcess.run(["build", "--verbose"], in: site.root, environment: trustingStamps)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stderr
        }
        // A group renamed, another moved first: the sidebars and pagers change, no body.
        try navigation(
            #"{ "group": "More", "pages": ["b"] }, { "group": "Getting started", "pages": ["index", "guide/one", "guide/two"] }"#)
        #expect(try build().contains("Pages: 0 rendered, 4 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "groups renamed and reordered")
        // The guide's pages swapped: the link to the folder now leads to the other one, and
        // the page holding it renders.
        try navigation(
            #"{ "group": "More", "pages": ["b"] }, { "group": "Getting started", "pages": ["index", "guide/two", "guide/one"] }"#)
        #expect(try build().contains("Pages: 1 rendered, 3 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "the folder's first page changed")
        #expect(try site.read("_site/index.html").contains("href=\"guide/two.html\""))
        // b moves into a French section: its words are French, and it alone renders.
        try site.write(
            "content/docs.json",
            #"{ "name": "Nav", "navigation": { "languages": [ { "language": "en", "groups": [ { "group": "Start", "pages": ["index", "guide/two", "guide/one"] } ] }, { "language": "fr", "groups": [ { "group": "Plus", "pages": ["b"] } ] } ] } }"#
        )
        #expect(try build().contains("Pages: 1 rendered, 3 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "a page moved into another language")
        // The navigation moved into a file of its own, then a group renamed there.
        func navigationFile(_ group: String) throws {
            try site.write(
                "content/navigation.json",
                #"{ "groups": [ { "group": "\#(group)", "pages": ["index", "guide/two", "guide/one", "b"] } ] }"#)
        }
        try navigationFile("Start")
        try site.write("content/docs.json", #"{ "name": "Nav", "navigation": { "$ref": "navigation.json" } }"#)
        // b, in English again, renders; the others are dressed.
        #expect(try build().contains("Pages: 1 rendered, 3 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "the navigation in a file of its own")
        try navigationFile("Begin")
        #expect(try build().contains("Pages: 0 rendered, 4 dressed again around their bodies, 0 kept."))
        try expectSameAsClean(site, "a group renamed in the navigation's file")
        // A page's text: the others are kept, as ever.
        try site.write("content/docs/guide/two.md", "---\ntitle: Two\n---\n\nSecond, edited.\n")
        #expect(try build().contains("Pages: 1 rendered, 0 dressed again around their bodies, 3 kept."))
        try expectSameAsClean(site, "a page's text")
    }

    @Test("an endpoint page that names no spec reads the one its group names: the group's spec changed, it renders")
    func endpointPageFollowsItsGroupsSpec() throws {
        let site = try TemporarySite()
        // The same operation in both, with a parameter of its own in each.
        func spec(_ parameter: String) -> String {
            #"{ "openapi": "3.1.0", "info": { "title": "Shop", "version": "1" }, "paths": { "/orders": { "get": { "summary": "List orders", "parameters": [{ "name": "\#(parameter)", "in": "query", "schema": { "type": "string" } }], "responses": { "200": { "description": "OK" } } } } } }"#
        }
        try site.write("content/docs/a.json", spec("limitFromA"))
        try site.write("content/docs/b.json", spec("limitFromB"))
        try site.write("content/docs/c.json", spec("limitFromC"))
        // Two specs named: the site has no sole spec for a page that names none.
        func navigation(_ file: String) throws {
            try site.write(
                "content/docs.json",
                #"{ "name": "Shop", "navigation": { "groups": [ { "group": "Start", "openapi": "c.json", "pages": ["index"] }, { "group": "API", "openapi": "\#(file)", "pages": ["orders"] } ] } }"#
            )
        }
        try navigation("a.json")
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nHello.\n")
        try site.write("content/docs/orders.mdx", "---\ntitle: Orders\nopenapi: GET /orders\n---\n\nAll orders.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try site.read("_site/orders.html").contains("limitFromA"))
        try navigation("b.json")
        let rebuilt = try PreflightProcess.run(["build", "--verbose"], in: site.root, environment: trustingStamps)
        #expect(rebuilt.stderr.contains("Pages: 2 rendered, 0 dressed again around their bodies, 0 kept."), "\(rebuilt.stderr)")
        #expect(try site.read("_site/orders.html").contains("limitFromB"))
        try expectSameAsClean(site, "the group's spec changed")
    }

    @Test("a heading removed is a broken anchor of the page linking to it, through rebuilds that reuse that page")
    func brokenAnchorsFollowEdits() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        // index.md links to /a#part.
        try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Other\n\nText of A.\n")
        let broken = try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps)
        #expect(broken.status != 0 && broken.stderr.contains("broken_anchor") && broken.stderr.contains("#part"))
        let allowed = try PreflightProcess.run(["build", "--allow-broken-links"], in: site.root, environment: trustingStamps)
        #expect(allowed.status == 0 && allowed.stderr.contains("#part"), "\(allowed.stderr)")
        // index.md is reused from here on: its problem comes from the cache.
        try site.write("content/docs/c.md", "---\ntitle: C\n---\n\nAn edit.\n")
        let reused = try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps)
        #expect(reused.status != 0 && reused.stderr.contains("#part"), "\(reused.stderr)")
        try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A again.\n")
        let fixed = try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps)
        #expect(fixed.status == 0 && !fixed.stderr.contains("#part"), "\(fixed.stderr)")
        try expectSameAsClean(site, "anchor restored")
    }

    /// A build stopped after `stop` of its commit's renames, as a crash would stop it, then the
    /// next build, which finishes that commit: the site is then the clean build's.
    private func expectCutCommitFinished(_ site: TemporarySite, stop: Int) throws {
        let cut = try PreflightProcess.run(
            ["build"], in: site.root, environment: ["PREFLIGHT_TEST_STOP_AFTER_RENAMES": "\(stop)"])
        #expect(cut.status == 75, "\(cut.stderr)")
        #expect(site.exists("_site/.preflight-journal"), "stop \(stop)")
        let next = try PreflightProcess.run(["build"], in: site.root)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(!site.exists("_site/.preflight-journal"))
        try expectSameAsClean(site, "stop \(stop)")
    }

    @Test("a commit cut short after some of its renames is finished by the next build")
    func interruptedCommit() throws {
        for stop in [0, 1, 3] {
            let site = try makeSite()
            #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
            try edit(site, 1, step: stop)  // A new title: the page, every sidebar, the search index.
            try edit(site, 6, step: stop)  // A new page.
            try expectCutCommitFinished(site, stop: stop)
        }
    }

    @Test(
        "a commit of a change every page shows, cut short among the files it frees on another thread, is finished by the next build; whole, it makes the clean build's site"
    )
    func interruptedLargeCommit() throws {
        let site = try makeSite()
        // Enough pages that a new site name stages past the flat files and the commit holds the
        // files it replaces: more than the commit's 64 renames freed in the rename itself.
        for number in 0..<80 {
            try site.write("content/docs/extra-\(number).md", "---\ntitle: Extra \(number)\n---\n\nText \(number).\n")
        }
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        for stop in [30, 70] {
            try edit(site, 8, step: stop)  // A new site name: every page.
            try expectCutCommitFinished(site, stop: stop)
        }
        // And the same commit not cut short, its files renamed from where they were staged.
        try edit(site, 8, step: 1)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try expectSameAsClean(site, "not cut short")
    }

    @Test("a build into an output whose commit was cut short finishes that commit first, even with --no-cache")
    func interruptedCommitThenCleanBuild() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try edit(site, 0, step: 1)
        let cut = try PreflightProcess.run(["build"], in: site.root, environment: ["PREFLIGHT_TEST_STOP_AFTER_RENAMES": "0"])
        #expect(cut.status == 75, "\(cut.stderr)")
        let next = try PreflightProcess.run(["build", "--no-cache"], in: site.root)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(!site.exists("_site/.preflight-journal"))
        try expectSameAsClean(site, "after --no-cache")
    }

    @Test("a failed incremental build leaves the previous site byte for byte, with no temporary files")
    func failedIncrementalBuild() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try edit(site, 0, step: 1)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let before = try SiteTree(site.root.appendingPathComponent("_site"))
        // A changed page and a new one, then a broken link found only once every page is written.
        try edit(site, 1, step: 2)
        try edit(site, 6, step: 2)
        try site.write("content/docs/c.md", "---\ntitle: C\n---\n\nA [broken](/nowhere) link.\n")
        let failed = try PreflightProcess.run(["build"], in: site.root)
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(failed.stderr.contains("error[broken_link]"), "\(failed.stderr)")
        let after = try SiteTree(site.root.appendingPathComponent("_site"))
        #expect(after.differences(from: before).isEmpty, "\(after.differences(from: before))")
        #expect(stagingLeftovers(in: site.root).isEmpty)
        // Fixed, the next build catches up with every edit.
        try site.write("content/docs/c.md", "---\ntitle: C\n---\n\nA [fixed](/a) link.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try expectSameAsClean(site, "after the fix")
    }

    @Test("a rebuild told nothing changed by stamps keeps the site; a retitled page, or a lost output file, is caught")
    func unchangedByStamps() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps).status == 0)
        #expect(site.exists(".preflight-cache"))
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps).status == 0)
        try expectSameAsClean(site, "nothing changed")
        // The same size as before: only the stamp tells.
        try site.write("content/docs/a.md", "---\ntitle: Z\n---\n\n## Part\n\nText of A.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps).status == 0)
        #expect(try site.read("_site/b.html").contains(">Z<"))
        try expectSameAsClean(site, "a page retitled")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("_site/search-index.js"))
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps).status == 0)
        try expectSameAsClean(site, "an output file removed")
    }

    @Test(
        "a static file is kept by its stamps through edits, and copied again once it or its copy in the output changes, also after a build into a new folder"
    )
    func staticFilesByStamps() throws {
        let site = try makeSite()
        let copy = "_site/images/logo.svg"
        try site.write("content/docs/images/logo.svg", "<svg>one</svg>\n")
        func build(_ step: Int) throws {
            try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A, edit \(step).\n")
            let run = try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps)
            #expect(run.status == 0, "\(run.stderr)")
        }
        func inode() throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: site.root.appendingPathComponent(copy).path)[.systemFileNumber]
                as? Int
        }
        // The first rebuild compares the copy with its source and records their stamps; the
        // next ones go by them.
        try build(0)
        try build(1)
        let first = try inode()
        try build(2)
        #expect(try inode() == first)
        try expectSameAsClean(site, "a static file kept")
        // Rewritten at the same size: only the stamps tell.
        try site.write("content/docs/images/logo.svg", "<svg>two</svg>\n")
        try build(3)
        #expect(try site.read(copy) == "<svg>two</svg>\n")
        try expectSameAsClean(site, "a static file edited")
        try site.write(copy, "<svg>bad</svg>\n")
        try build(4)
        #expect(try site.read(copy) == "<svg>two</svg>\n")
        try expectSameAsClean(site, "a static file's copy rewritten by hand")
        // A build into a new folder records the stamps of the copy it wrote: a copy rewritten
        // by hand after it is copied again too.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("_site"))
        try build(5)
        try site.write(copy, "<svg>bad</svg>\n")
        try build(6)
        #expect(try site.read(copy) == "<svg>two</svg>\n")
        try expectSameAsClean(site, "a copy written into a new folder, then rewritten by hand")
    }

    @Test(
        "snippets through a link to a folder of the content: a rebuild with nothing changed is told so by stamps, an edit there shows"
    )
    func linkedFolderOfSnippets() throws {
        let site = try makeSite()
        let root = site.root.path
        try FileManager.default.moveItem(atPath: "\(root)/content/snippets", toPath: "\(root)/content/shared")
        try FileManager.default.createSymbolicLink(atPath: "\(root)/content/snippets", withDestinationPath: "shared")
        func build() throws {
            let run = try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps)
            #expect(run.status == 0, "\(run.stderr)")
        }
        /// The record a build leaves when the stamps of its inputs can be trusted.
        func hasUnchangedRecord() throws -> Bool {
            try FileManager.default.contentsOfDirectory(atPath: "\(root)/.preflight-cache").contains { $0.hasSuffix(".stamps") }
        }
        try build()
        #expect(try site.read("_site/b.html").contains("Shared note."))
        #expect(try hasUnchangedRecord())
        try build()
        try expectSameAsClean(site, "nothing changed")
        try site.write("content/shared/note.mdx", "<Note>Shared note, edited.</Note>\n")
        try build()
        #expect(try site.read("_site/b.html").contains("Shared note, edited."))
        try expectSameAsClean(site, "a snippet edited where the link leads")
    }

    @Test(
        "a screen in a snippet that unread pages import: its preview page is planned through edits elsewhere and in the snippet")
    func screensThroughUnreadPages() throws {
        let site = try makeSite()
        // A state outside content/states: only the scan of the pages and their imports plans its preview page.
        try site.write("content/data/loud.json", #"{ "subscriber": "u-loud", "choices": { "gym": true } }"#)
        try site.write(
            "content/snippets/screen.mdx", "<SettingsPreview catalog=\"catalogs/gym.json\" state=\"data/loud.json\" />\n")
        try site.write("content/docs/d.mdx", "---\ntitle: D\n---\nimport Screen from '/snippets/screen.mdx'\n\n<Screen />\n")
        func build() throws {
            let run = try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps)
            #expect(run.status == 0, "\(run.stderr)")
        }
        try build()
        try expectSameAsClean(site, "first build")
        // D and B are left unread: what their sources gave the scan comes from the cache.
        try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A, edited.\n")
        try build()
        try expectSameAsClean(site, "a page edited elsewhere")
        try site.write("content/data/quiet-too.json", #"{ "subscriber": "u-2", "choices": { "gym": false } }"#)
        try site.write(
            "content/snippets/screen.mdx",
            "<SettingsPreview catalog=\"catalogs/gym.json\" state=\"data/loud.json\" />\n\n<SettingsPreview catalog=\"catalogs/gym.json\" state=\"data/quiet-too.json\" />\n"
        )
        try build()
        try expectSameAsClean(site, "the snippet gains a screen")
        #expect(try site.read("_site/d.html").contains("quiet-too"))
    }

    @Test(
        "after an edit, a rebuild with nothing changed is told so by the record the edit's build left; an output changed by hand meanwhile costs one build more"
    )
    func unchangedAfterEdits() throws {
        let site = try makeSite()
        let cache = site.root.appendingPathComponent(".preflight-cache").path
        /// The record a build leaves when its inputs' stamps can be trusted, by its file's
        /// inode and times: kept by a build told nothing changed, made again by any other.
        func record() throws -> [String] {
            let names = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".stamps") }
            #expect(names.count == 1)
            let name = try #require(names.first)
            let attributes = try FileManager.default.attributesOfItem(atPath: "\(cache)/\(name)")
            let modified = try #require(attributes[.modificationDate] as? Date)
            return [name, "\(attributes[.systemFileNumber] ?? "")", "\(modified.timeIntervalSince1970)"]
        }
        func build() throws {
            let run = try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps)
            #expect(run.status == 0, "\(run.stderr)")
        }
        try build()
        for (step, choice) in [0, 1, 6, 7, 0].enumerated() {
            // An edit of a page (its text, then its title: every page's sidebar), which also
            // splices llms-full.txt over its spare; a page added, then removed.
            try edit(site, choice, step: step)
            try build()
            let left = try record()
            try build()
            #expect(try record() == left, "step \(step): the build after the edit was told nothing changed")
        }
        try expectSameAsClean(site, "edits, each followed by a build with nothing changed")

        // A file of the output changed by hand, then an edit: the record that build leaves
        // holds the output as it would be without the hand's change, which the next build
        // finds out; it records the output as it is, and the one after is told nothing changed.
        try site.write("_site/c.md", "changed by hand\n")
        try edit(site, 0, step: 9)
        try build()
        let stale = try record()
        try build()
        let fresh = try record()
        #expect(fresh != stale)
        try build()
        #expect(try record() == fresh)
    }

    @Test("a page whose file or twin was removed from the output by hand is written again, the other pages kept")
    func lostPageFiles() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps).status == 0)
        func inode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: site.root.appendingPathComponent(path).path)[.systemFileNumber]
                as? Int
        }
        let index = try inode("_site/index.html")
        // Unread pages (their stamps trusted), each missing one of its two files.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("_site/c.html"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("_site/a.md"))
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trustingStamps).status == 0)
        #expect(site.exists("_site/c.html") && site.exists("_site/a.md"))
        #expect(try inode("_site/index.html") == index)
        try expectSameAsClean(site, "page files removed by hand")
    }

    @Test("a build with nothing changed writes nothing: every file keeps its inode and time")
    func noChangeWritesNothing() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build", "--base-url", "https://example.com"], in: site.root).status == 0)
        let folder = site.root.appendingPathComponent("_site")
        func stamps() throws -> [String: [FileAttributeKey: Any]] {
            var result: [String: [FileAttributeKey: Any]] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
                result[path] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            }
            return result
        }
        let before = try stamps()
        #expect(try PreflightProcess.run(["build", "--base-url", "https://example.com"], in: site.root).status == 0)
        let after = try stamps()
        #expect(before.keys.sorted() == after.keys.sorted())
        for (path, attributes) in before {
            #expect(after[path]?[.systemFileNumber] as? Int == attributes[.systemFileNumber] as? Int, "\(path)")
            #expect(after[path]?[.modificationDate] as? Date == attributes[.modificationDate] as? Date, "\(path)")
        }
    }

    @Test("an unchanged page is linked from the previous build, not written again")
    func unchangedPagesAreReused() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        func inode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: site.root.appendingPathComponent(path).path)[.systemFileNumber]
                as? Int
        }
        let before = (
            b: try inode("_site/b.html"), a: try inode("_site/a.html"), preview: try inode("_site/previews/gym/index.html")
        )
        try edit(site, 0, step: 1)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try inode("_site/b.html") == before.b)
        #expect(try inode("_site/previews/gym/index.html") == before.preview)
        #expect(try inode("_site/a.html") != before.a)
        #expect(try site.read("_site/a.html").contains("edit 1"))
        #expect(site.exists(".preflight-cache"))
    }

    @Test("edited pages in folders, one of a path too long for a flat staged name, commit and recover as a clean build")
    func stagedNamesOfNestedPages() throws {
        let site = try makeSite()
        let deep = (0..<8).map { "folder-with-a-long-name-\($0)" }.joined(separator: "/") + "/a%20page"
        try site.write("content/docs/\(deep).md", "# Deep\n\nFirst.\n")
        try site.write("content/docs/guide/near.md", "# Near\n\nFirst.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try site.write("content/docs/\(deep).md", "# Deep\n\nSecond.\n")
        try site.write("content/docs/guide/near.md", "# Near\n\nSecond.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try expectSameAsClean(site, "both edited")
        try site.write("content/docs/\(deep).md", "# Deep\n\nThird.\n")
        try site.write("content/docs/guide/near.md", "# Near\n\nThird.\n")
        let cut = try PreflightProcess.run(["build"], in: site.root, environment: ["PREFLIGHT_TEST_STOP_AFTER_RENAMES": "1"])
        #expect(cut.status == 75, "\(cut.stderr)")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try site.read("_site/\(deep).html").contains("Third."))
        try expectSameAsClean(site, "after a commit cut short")
    }

    @Test("a change every page shows stages most files in spread folders, and commits and recovers as a clean build")
    func siteWideChange() throws {
        let site = try TemporarySite()
        // 80 pages in two folders: a new site name changes every page's title, past the files
        // an edit stages flat.
        var pages: [String] = []
        for index in 0..<80 {
            let page = "\(index % 2 == 0 ? "guides" : "reference")/page-\(index)"
            pages.append(page)
            try site.write("content/docs/\(page).md", "# Page \(index)\n\nText of page \(index).\n")
        }
        func writeConfig(name: String) throws {
            let list = pages.map { "\"\($0)\"" }.joined(separator: ", ")
            try site.write(
                "content/docs.json",
                #"{ "name": "\#(name)", "navigation": { "groups": [ { "group": "G", "pages": [\#(list)] } ] } }"#)
        }
        try writeConfig(name: "First")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try writeConfig(name: "Second")
        let built = try PreflightProcess.run(["build"], in: site.root)
        #expect(built.status == 0, "\(built.stderr)")
        try expectSameAsClean(site, "renamed site")
        // Cut short after a few renames: the rest wait in the spread folders for the next build.
        try writeConfig(name: "Third")
        let cut = try PreflightProcess.run(["build"], in: site.root, environment: ["PREFLIGHT_TEST_STOP_AFTER_RENAMES": "3"])
        #expect(cut.status == 75, "\(cut.stderr)")
        let staging = stagingLeftovers(in: site.root)
        #expect(staging.count == 1)
        let spread =
            try staging.first.map {
                try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent($0).path)
            }?.filter { $0.hasPrefix(".spread-") } ?? []
        #expect(spread.count > 1, "\(staging)")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try site.read("_site/guides/page-0.html").contains("Third"))
        try expectSameAsClean(site, "after a site-wide commit cut short")
    }
}
