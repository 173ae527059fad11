import Foundation
import Testing

/// llms-full.txt (and a search shard) is written over the file the previous commit replaced
/// (kept beside the build cache), never over a file the output still holds, and always gives a
/// clean build's bytes.
@Suite("llms-full.txt spare")
struct LlmsFullSpareTests {
    /// 40 listed pages, each with a few lines, so that llms-full.txt spans several blocks.
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        let keys = (0..<40).map { "page-\($0)" }
        try site.writeDocsConfig(name: "Spare", pages: keys)
        for key in keys { try write(site, key, words: 40) }
        return site
    }

    private func write(_ site: TemporarySite, _ key: String, words: Int) throws {
        let text = (0..<words).map { "Line \($0) of \(key), with some words to fill it.\n" }.joined()
        try site.write("content/docs/\(key).md", "# Title \(key)\n\n\(text)")
    }

    private func inode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    }

    private func output(_ site: TemporarySite) -> URL { site.root.appendingPathComponent("_site/llms-full.txt") }

    /// The spare: the one file of the build cache's folder named for llms-full.txt (or with
    /// another `suffix`, for another file).
    private func spareFile(_ site: TemporarySite, suffix: String = ".llms-full.txt") throws -> URL? {
        let cache = site.root.appendingPathComponent(".preflight-cache")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(suffix) }
        #expect(names.count <= 1, "\(names)")
        return names.first.map { cache.appendingPathComponent($0) }
    }

    private func expectSameAsClean(_ site: TemporarySite, _ context: String) throws {
        let differences = try site.differencesFromCleanBuild()
        #expect(differences.isEmpty, "\(context): \(differences)")
        #expect(stagingLeftovers(in: site.root).isEmpty, "\(context)")
    }

    @Test(
        "each edit writes llms-full.txt, and the edited page's search shard, over the file the previous one replaced, longer or shorter, as a clean build",
        arguments: [("llms-full.txt", ".llms-full.txt"), ("search-index/0.js", ".search-0.js")])
    func spareIsWrittenOver(path: String, spareSuffix: String) throws {
        let site = try makeSite()
        let file = site.root.appendingPathComponent("_site/\(path)")
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        var replaced = try inode(file)
        for (step, words) in [60, 10, 45, 2, 80].enumerated() {
            let spareInode = try spareFile(site, suffix: spareSuffix).map(inode)
            try write(site, "page-7", words: words)
            let build = try PreflightProcess.run(["build"], in: site.root)
            #expect(build.status == 0, "\(build.stderr)")
            // The first edit has no spare yet; each later one writes over the file the one before replaced.
            if step > 0 { #expect(try inode(file) == spareInode, "step \(step)") }
            // The file this build replaced is the next spare, no longer the output's.
            let kept = try #require(try spareFile(site, suffix: spareSuffix))
            #expect(try inode(kept) == replaced, "step \(step)")
            #expect(try FileManager.default.attributesOfItem(atPath: kept.path)[.referenceCount] as? Int == 1)
            replaced = try inode(file)
            try expectSameAsClean(site, "step \(step)")
        }
    }

    @Test("a spare that is the output's own file, or no file, is left unwritten and llms-full.txt is made anew")
    func sharedOrOddSpareIsNotWritten() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try write(site, "page-3", words: 50)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        let spare = try #require(try spareFile(site))
        // The spare made another name of the output's file, as a build stopped before its commit leaves it.
        try FileManager.default.removeItem(at: spare)
        try FileManager.default.linkItem(at: output(site), to: spare)
        let before = try Data(contentsOf: output(site))
        let held = try inode(output(site))
        try write(site, "page-3", words: 20)
        let build = try PreflightProcess.run(["build"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try Data(contentsOf: spare) == before)
        #expect(try inode(spare) == held)
        #expect(try inode(output(site)) != held)
        try expectSameAsClean(site, "shared spare")
        // A folder, then a link, where the spare goes.
        try FileManager.default.removeItem(at: spare)
        try FileManager.default.createDirectory(at: spare, withIntermediateDirectories: false)
        try write(site, "page-3", words: 30)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try expectSameAsClean(site, "a folder for a spare")
        try? FileManager.default.removeItem(at: spare)
        try FileManager.default.createSymbolicLink(at: spare, withDestinationURL: output(site))
        let linked = try Data(contentsOf: output(site))
        try write(site, "page-3", words: 25)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        #expect(try Data(contentsOf: output(site)) != linked)
        try expectSameAsClean(site, "a link for a spare")
    }

    @Test("a reader that opened llms-full.txt before later edits replaced it reads the bytes it opened to the end")
    func openFileIsNotWrittenOver() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        try write(site, "page-5", words: 50)
        #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
        // A reader (a server sending the file to a slow client) opens it and reads a little.
        let reader = try FileHandle(forReadingFrom: output(site))
        defer { try? reader.close() }
        let expected = try Data(contentsOf: output(site))
        let start = try #require(try reader.read(upToCount: 100))
        let opened = try inode(output(site))
        // The next edit's commit keeps that file as the spare; the one after would write over it.
        for (step, words) in [20, 70].enumerated() {
            try write(site, "page-5", words: words)
            let build = try PreflightProcess.run(["build"], in: site.root)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(try inode(output(site)) != opened, "step \(step)")
            try expectSameAsClean(site, "step \(step)")
        }
        let rest = try reader.readToEnd() ?? Data()
        #expect(start + rest == expected)
    }

    @Test("a commit cut short after writing over the spare is finished by the next build, and edits go on as clean builds")
    func interruptedCommitWithSpare() throws {
        for stop in [0, 2] {
            let site = try makeSite()
            #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
            try write(site, "page-9", words: 50)
            #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
            #expect(try spareFile(site) != nil)
            try write(site, "page-9", words: 30)
            try write(site, "page-1", words: 45)
            let cut = try PreflightProcess.run(
                ["build"], in: site.root, environment: ["PREFLIGHT_TEST_STOP_AFTER_RENAMES": "\(stop)"])
            #expect(cut.status == 75, "\(cut.stderr)")
            let next = try PreflightProcess.run(["build"], in: site.root)
            #expect(next.status == 0, "\(next.stderr)")
            try expectSameAsClean(site, "recovered, stop \(stop)")
            for words in [12, 70] {
                try write(site, "page-9", words: words)
                #expect(try PreflightProcess.run(["build"], in: site.root).status == 0)
                try expectSameAsClean(site, "after recovery, stop \(stop), \(words) lines")
            }
        }
    }
}
