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
        let pages = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        try site.write("content/docs.json", #"{ "name": "Shards", "navigation": [ { "group": "G", "pages": [\#(pages)] } ] }"#)
        for key in keys { try site.write("content/docs/\(key).md", "# Title \(key)\n\nWords of \(key).\n") }
        return site
    }

    /// Each entry's address, with the shard that holds it.
    private func shards(of site: TemporarySite) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in try site.searchShardPaths() {
            let data = Data(try site.read("_site/\(path)").utf8)
            for entry in try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? [] {
                result[entry["u"] as? String ?? ""] = path
            }
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

    @Test("a one-page edit rewrites that page's shard, as JSON and script, and no other search file")
    func editRewritesOneShard() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let paths = try site.searchShardPaths()
        #expect(paths == (0..<4).map { "search-index/\($0).json" })
        #expect(try site.read("_site/search-index.js") == "window.PF_SEARCH_SHARDS=4;\n")
        let placed = try shards(of: site)
        #expect(placed.keys.filter { $0.hasPrefix("page-") }.count == 300)
        #expect(Set(placed.values).count == 4)
        let files = ["search-index.json", "search-index.js"] + paths.flatMap { [$0, String($0.dropLast(2))] }
        let before = try inodes(site, files)
        try site.write("content/docs/page-7.md", "# Title page-7\n\nWords of page-7, edited.\n")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let after = try inodes(site, files)
        let shard = try #require(placed["page-7.html"])
        let changed = files.filter { before[$0] != after[$0] }.sorted()
        #expect(changed == [String(shard.dropLast(2)), shard].sorted())
        #expect(try site.read("_site/\(shard)").contains("Words of page-7, edited."))
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
        let files =
            ["search-index.json", "search-index.js"] + (0..<4).flatMap { ["search-index/\($0).json", "search-index/\($0).js"] }
        for path in files {
            #expect(try site.read("_site/\(path)") == site.read("clean/\(path)"), "\(path)")
        }
    }
}
