import Foundation
import Testing

/// The search index in shards: an edit rewrites the edited page's shard only, pages keep
/// their shards when others are added, and an incremental build's index is a clean one's.
@Suite("Search index shards")
struct SearchIndexShardTests {
    /// 300 listed pages: more than two shards' worth (128 entries each), so four shards.
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        let keys = (0..<300).map { "page-\($0)" }
        try site.writeDocsConfig(name: "Shards", pages: keys)
        for key in keys { try site.write("content/docs/\(key).md", "# Title \(key)\n\nWords of \(key).\n") }
        return site
    }

    /// Each entry's address, with the shard that holds it.
    private func shards(of site: TemporarySite) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in try site.searchShardPaths() {
            for entry in try site.searchShardEntries(path) { result[entry["u"] as? String ?? ""] = path }
        }
        return result
    }

    private func inodes(_ site: TemporarySite, _ paths: [String]) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for path in paths {
            let url = site.root.appendingPathComponent("_site/\(path)")
            result[path] = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        }
        return result
    }

    @Test("a one-page edit rewrites that page's shard and no other search file")
    func editRewritesOneShard() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let paths = try site.searchShardPaths()
        #expect(paths == (0..<4).map { "search-index/\($0).js" })
        #expect(try site.read("_site/search-index.js") == "window.PF_SEARCH_SHARDS=4;\n")
        let placed = try shards(of: site)
        #expect(placed.keys.filter { $0.hasPrefix("page-") }.count == 300)
        #expect(Set(placed.values).count == 4)
        let files = ["search-index.js"] + paths
        let before = try inodes(site, files)
        try site.write("content/docs/page-7.md", "# Title page-7\n\nWords of page-7, edited.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let after = try inodes(site, files)
        let shard = try #require(placed["page-7.html"])
        let changed = files.filter { before[$0] != after[$0] }.sorted()
        #expect(changed == [shard])
        #expect(try site.read("_site/\(shard)").contains("Words of page-7, edited."))
    }

    @Test("the index is its scripts only: no JSON twins, and a build over an older output's removes them")
    func scriptsOnly() throws {
        let site = try makeSite()
        let trusting = ["PREFLIGHT_TEST_SETTLING_NS": "0"]
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trusting).status == 0)
        let index = try FileManager.default.contentsOfDirectory(
            atPath: site.root.appendingPathComponent("_site/search-index").path)
        #expect(index.sorted() == (0..<4).map { "\($0).js" })
        #expect(!site.exists("_site/search-index.json"))
        // The files an older Preflight wrote beside the scripts, as it wrote them.
        let old = ["search-index.json"] + (0..<4).map { "search-index/\($0).json" }
        try site.write(
            "_site/search-index.json",
            #"{"shards":["search-index/0.json","search-index/1.json","search-index/2.json","search-index/3.json"]}"# + "\n")
        for number in 0..<4 {
            let entries = try JSONSerialization.data(withJSONObject: site.searchShardEntries("search-index/\(number).js"))
            try site.write("_site/search-index/\(number).json", String(decoding: entries, as: UTF8.self))
        }
        // No input changed: the files added to the output keep this build from passing for one with nothing to do.
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trusting).status == 0)
        for path in old { #expect(!site.exists("_site/\(path)"), "\(path)") }
        try expectSameAsClean(site, "an older output's JSON files")
        // And again with a page edited, so that this build writes a shard rather than keeping them all.
        for path in old { try site.write("_site/\(path)", "[]") }
        try site.write("content/docs/page-7.md", "# Title page-7\n\nWords of page-7, edited.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trusting).status == 0)
        for path in old { #expect(!site.exists("_site/\(path)"), "\(path)") }
        try expectSameAsClean(site, "an older output's JSON files, with an edit")
    }

    @Test("added pages leave every other page in its shard, and the index equals a clean build's")
    func addedPagesKeepShards() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let before = try shards(of: site)
        for number in 0..<5 { try site.write("content/docs/extra-\(number).md", "# Extra \(number)\n\nMore words.\n") }
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let after = try shards(of: site)
        #expect(after.count == before.count + 5)
        for (address, shard) in before { #expect(after[address] == shard, "\(address)") }
        let clean = try PreflightProcess.run(["build", "--no-cache", "--output", "clean"], in: site.root)
        #expect(clean.status == 0, "\(clean.stderr)")
        let files = ["search-index.js"] + (0..<4).map { "search-index/\($0).js" }
        for path in files {
            #expect(try site.read("_site/\(path)") == site.read("clean/\(path)"), "\(path)")
        }
    }

    private func expectSameAsClean(_ site: TemporarySite, _ context: String) throws {
        let differences = try site.differencesFromCleanBuild()
        #expect(differences.isEmpty, "\(context): \(differences)")
    }

    @Test(
        "shards and llms-full.txt kept or spliced from the last build equal a clean build's through edits, retitles, hidden pages, new shards and previews"
    )
    func keptShardsEqualClean() throws {
        let site = try makeSite()
        let trusting = ["PREFLIGHT_TEST_SETTLING_NS": "0"]
        #expect(try PreflightProcess.run(["build"], in: site.root, environment: trusting).status == 0)
        let edits: [(String, () throws -> Void)] = [
            ("an edit", { try site.write("content/docs/page-7.md", "# Title page-7\n\nWords of page-7, edited.\n") }),
            ("a retitle", { try site.write("content/docs/page-8.md", "---\ntitle: Other\n---\n\nWords of page-8.\n") }),
            (
                "a description",
                {
                    try site.write(
                        "content/docs/page-9.md", "---\ndescription: Now described.\n---\n\n# Title page-9\n\nWords.\n")
                }
            ),
            ("a hidden page", { try site.write("content/docs/page-10.md", "---\nhidden: true\n---\n\n# Hidden\n\nWords.\n") }),
            ("an unlisted page", { try site.write("content/docs/loose.md", "# Loose\n\nNot in the navigation.\n") }),
            (
                "pages enough for eight shards",
                { for number in 0..<220 { try site.write("content/docs/more-\(number).md", "# More \(number)\n\nWords.\n") } }
            ),
            ("an edit among eight shards", { try site.write("content/docs/page-11.md", "# Title page-11\n\nNew words.\n") }),
            ("a catalog's previews", { try site.write("content/catalogs/gym.json", BuildCommandTests.catalog) }),
            ("a state's preview", { try site.write("content/states/quiet.json", BuildCommandTests.state) }),
            // The previews' entries are then taken from the last build's hashes, unread...
            ("an edit beside the previews", { try site.write("content/docs/page-13.md", "# Title page-13\n\nEdited.\n") }),
            // ...but not once a preview changed: its entry is read again, and its shard made.
            (
                "a state's label",
                {
                    try site.write(
                        "content/states/quiet.json", BuildCommandTests.state.replacingOccurrences(of: "Quiet", with: "Hushed"))
                }
            ),
            ("another edit beside the previews", { try site.write("content/docs/page-14.md", "# Title page-14\n\nAgain.\n") }),
            ("the state removed", { try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/states")) }),
            (
                "back to four shards",
                {
                    for number in 0..<220 {
                        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/docs/more-\(number).md"))
                    }
                }
            ),
            ("the hidden page shown", { try site.write("content/docs/page-10.md", "# Shown\n\nWords.\n") }),
            ("an empty page", { try site.write("content/docs/page-12.md", "") }),
        ]
        for (context, edit) in edits {
            try edit()
            let build = try PreflightProcess.run(["build"], in: site.root, environment: trusting)
            #expect(build.status == 0, "\(context): \(build.stderr)")
            try expectSameAsClean(site, context)
        }
    }

    @Test("llms-full.txt or a search shard changed by hand, or the cache's page texts lost, are made again rather than trusted")
    func changedFilesAreNotTrusted() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        // The same size, another byte: its stamp tells.
        try changeByHand(site, "llms-full.txt")
        try site.write("content/docs/page-7.md", "# Title page-7\n\nWords of page-7, edited.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try expectSameAsClean(site, "llms-full.txt changed by hand")
        // A search shard changed by hand the same way is not spliced from either.
        try changeByHand(site, try #require(try shards(of: site)["page-7.html"]))
        try site.write("content/docs/page-7.md", "# Title page-7\n\nWords of page-7, edited again.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try expectSameAsClean(site, "a search shard changed by hand")
        let cache = site.root.appendingPathComponent(".preflight-cache")
        for folder in try FileManager.default.contentsOfDirectory(atPath: cache.path) where folder.hasSuffix(".texts") {
            let texts = cache.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: texts.path) {
                try FileManager.default.removeItem(at: texts.appendingPathComponent(file))
            }
        }
        try site.write("content/docs/page-8.md", "# Title page-8\n\nWords of page-8, edited.\n")
        let rebuilt = try PreflightProcess.run(["build"], in: site.root)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        try expectSameAsClean(site, "the cache's page texts lost")
    }

    /// Changes one byte of the output's file at `path` in place, as an editor would: the same
    /// size, another byte, a new modification time.
    private func changeByHand(_ site: TemporarySite, _ path: String) throws {
        let file = site.root.appendingPathComponent("_site/\(path)")
        var bytes = try Data(contentsOf: file)
        let middle = bytes.count / 2
        bytes[middle] = bytes[middle] == UInt8(ascii: "#") ? UInt8(ascii: "%") : UInt8(ascii: "#")
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: bytes)
        try handle.close()
    }

    /// Every page-text file of the cache keeps its size (the cache checks that when it loads)
    /// but loses a byte.
    private func damageCacheTexts(_ site: TemporarySite) throws {
        let cache = site.root.appendingPathComponent(".preflight-cache")
        for folder in try FileManager.default.contentsOfDirectory(atPath: cache.path) where folder.hasSuffix(".texts") {
            let texts = cache.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: texts.path) {
                let url = texts.appendingPathComponent(file)
                var bytes = try Data(contentsOf: url)
                bytes[bytes.count / 2] ^= 0xFF
                try bytes.write(to: url)
            }
        }
    }

    /// The cache's index files (not its page texts or spares).
    private func cacheIndexes(_ site: TemporarySite) throws -> [String] {
        let cache = site.root.appendingPathComponent(".preflight-cache")
        return try FileManager.default.contentsOfDirectory(atPath: cache.path).filter {
            $0.hasPrefix("build-") && !$0.contains(".")
        }
    }

    @Test(
        "an edit over cache page texts not the ones they are named for puts none of them in the site, and keeps no cache made from them"
    )
    func damagedCacheTextsAreNotKept() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try damageCacheTexts(site)
        // The edit copies the other pages' entries and sections from the output's files: it
        // needs no page text of the cache, and reads one only to keep a cache.
        try site.write("content/docs/page-7.md", "# Title page-7\n\nWords of page-7, edited.\n")
        let edited = try PreflightProcess.run(["build"], in: site.root)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(!edited.stderr.contains("Fatal error"), "\(edited.stderr)")
        #expect(try cacheIndexes(site).isEmpty)
        try expectSameAsClean(site, "an edit over damaged cache texts")
    }

    @Test(
        "a cache page-text file whose bytes are not the ones it is named for stops the build with build_failed, not a crash, when the site needs it"
    )
    func corruptCacheTextStopsCleanly() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        // llms-full.txt changed by hand is made again whole, from every page's text.
        try changeByHand(site, "llms-full.txt")
        let kept = try SiteTree(site.root.appendingPathComponent("_site"))
        try damageCacheTexts(site)
        try site.write("content/docs/page-7.md", "# Title page-7\n\nWords of page-7, edited.\n")
        let stopped = try PreflightProcess.run(["build"], in: site.root)
        #expect(stopped.status == 2, "\(stopped.stderr)")
        #expect(
            stopped.stderr.contains("error[build_failed]") && stopped.stderr.contains(".preflight-cache/"), "\(stopped.stderr)")
        #expect(!stopped.stderr.contains("Fatal error"), "\(stopped.stderr)")
        let after = try SiteTree(site.root.appendingPathComponent("_site"))
        #expect(after.differences(from: kept).isEmpty, "the output changed: \(after.differences(from: kept))")
        // The cache went with it: the next build starts clean and succeeds.
        let rebuilt = try PreflightProcess.run(["build"], in: site.root)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        try expectSameAsClean(site, "after a corrupt cache")
    }
}
