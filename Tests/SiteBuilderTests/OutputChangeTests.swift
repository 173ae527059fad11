import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Output fingerprint carried through a commit")
struct OutputChangeTests {
    /// A first build's output at `target`: `files`, each holding its own path.
    private static func commitSite(at target: String, _ files: [String]) throws {
        let first = try StagedOutput(target: target)
        for file in files { try first.write(file, Array(file.utf8)) }
        try first.commit()
    }

    private static let files = [
        "index.html", "index.md", "llms-full.txt", "guide/a.html", "guide/a.md", "guide/b.html", "guide/b.md",
        "guide/deep/c.html", "other/d.html",
    ]

    /// Returns once the clock stamps files with a later time than `path`'s: a link or rename
    /// made before that could leave the file's stamp as it was, and a test of stamps see nothing.
    private static func waitForNewStamps(after path: String) throws {
        var info = stat()
        #expect(lstat(path, &info) == 0)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
            if now.tv_sec > info.st_ctim.tv_sec || (now.tv_sec == info.st_ctim.tv_sec && now.tv_nsec > info.st_ctim.tv_nsec) {
                return
            }
            sched_yield()
        }
        Issue.record("the clock did not move past \(path)'s stamp")
    }

    @Test("an output's fingerprint is the sum of its folders' parts")
    func sumOfFolders() throws {
        let scratch = try ScratchFolder("preflight-output-change")
        let site = "\(scratch.root)/site"
        try Self.commitSite(at: site, Self.files)
        let whole = try #require(UnchangedBuild.output(site))
        var pending = [""]
        var sum = TreeStamps.Fingerprint.zero
        var folders: [String] = []
        while let folder = pending.popLast() {
            let found = try #require(TreeStamps.outputFolder(folder, under: site, rootName: UnchangedBuild.outputRootName))
            sum = sum + found.part
            folders.append(folder)
            pending += found.subfolders
        }
        #expect(folders.sorted() == ["", "guide", "guide/deep", "other"])
        #expect(sum == whole)
        // Named otherwise, the same tree is another.
        let other = try #require(TreeStamps.outputFolder("", under: site, rootName: "elsewhere"))
        let own = try #require(TreeStamps.outputFolder("", under: site, rootName: UnchangedBuild.outputRootName))
        #expect(other.part.sum != own.part.sum)
    }

    @Test(
        "an edit's commit (files replaced, added and removed, one spliced over its spare) changes the fingerprint by what it says"
    )
    func editCommit() throws {
        let scratch = try ScratchFolder("preflight-output-change")
        let site = "\(scratch.root)/site"
        try Self.commitSite(at: site, Self.files)
        let before = try #require(UnchangedBuild.output(site))
        // The spare is linked to the output's llms-full.txt: a link made before the commit
        // stamped its folder would change that file's stamp unseen.
        try Self.waitForNewStamps(after: "\(site)/llms-full.txt")

        let output = try StagedOutput(target: site, inPlace: true)
        for file in ["index.html", "index.md", "guide/a.md", "guide/deep/c.html", "other/d.html"] {
            #expect(output.keep(file))
        }
        try output.write("guide/a.html", Array("edited".utf8))
        try output.write("guide/e.html", Array("new page".utf8))
        // guide/b.html and guide/b.md are no longer the site's.
        try output.write(
            "llms-full.txt", splicing: [.existing(offset: 0, count: 5), .bytes(Array(" edited".utf8))],
            spare: SpareFile(path: "\(scratch.root)/spare"))
        #expect(try output.commit(findsChange: true))
        #expect(try String(contentsOfFile: "\(site)/llms-full.txt", encoding: .utf8) == "llms- edited")
        #expect(FileManager.default.fileExists(atPath: "\(scratch.root)/spare"))

        let change = try #require(output.committedChange)
        #expect(before + change == UnchangedBuild.output(site))
        #expect(change != .zero)
    }

    @Test("a commit that makes or removes a folder leaves the output to be stamped whole; one of nothing changes nothing")
    func foldersMadeOrRemoved() throws {
        let scratch = try ScratchFolder("preflight-output-change")
        let site = "\(scratch.root)/site"
        try Self.commitSite(at: site, Self.files)
        let kept = Self.files.filter { $0 != "other/d.html" }

        let removing = try StagedOutput(target: site, inPlace: true)
        for file in kept { #expect(removing.keep(file)) }
        #expect(try removing.commit(findsChange: true))
        #expect(!FileManager.default.fileExists(atPath: "\(site)/other"))
        #expect(removing.committedChange == nil)

        let making = try StagedOutput(target: site, inPlace: true)
        for file in kept { #expect(making.keep(file)) }
        try making.write("new/f.html", Array("f".utf8))
        #expect(try making.commit(findsChange: true))
        #expect(making.committedChange == nil)

        let nothing = try StagedOutput(target: site, inPlace: true)
        for file in kept + ["new/f.html"] { #expect(nothing.keep(file)) }
        #expect(try !nothing.commit(findsChange: true))
        #expect(nothing.committedChange == .zero)
    }

    /// Commits, in place, `written` edited and every other file of `files` kept; returns the
    /// change the commit found, checked against a walk of the output either side of it.
    private static func commitEdit(at site: String, files: [String], writing written: [String]) throws -> TreeStamps.Fingerprint?
    {
        let before = try #require(UnchangedBuild.output(site))
        let output = try StagedOutput(target: site, inPlace: true)
        for file in files where !written.contains(file) { #expect(output.keep(file)) }
        for file in written { try output.write(file, Array("edited \(file)".utf8)) }
        #expect(try output.commit(findsChange: true))
        if let change = output.committedChange { #expect(before + change == UnchangedBuild.output(site)) }
        return output.committedChange
    }

    @Test(
        "a commit that writes in as many folders as it may is carried; one more, or in folders of most of the output, is not"
    )
    func foldersWrittenIn() throws {
        let scratch = try ScratchFolder("preflight-output-change")
        // Many folders of four pages each: what any few of them hold is a small part of the output.
        let files = (0..<40).flatMap { section in (0..<4).map { "s\(section)/p\($0).html" } }
        let site = "\(scratch.root)/site"
        try Self.commitSite(at: site, files)
        let most = (0..<OutputChange.largestChange).map { "s\($0)/p0.html" }
        #expect(try Self.commitEdit(at: site, files: files, writing: most) != nil)
        let more = (0...OutputChange.largestChange).map { "s\($0)/p1.html" }
        #expect(try Self.commitEdit(at: site, files: files, writing: more) == nil)

        // One big folder: a page's folder holds most of the output.
        let flat = (0...OutputChange.smallChange).map { "p\($0).html" } + ["small/a.html"]
        let flatSite = "\(scratch.root)/flat"
        try Self.commitSite(at: flatSite, flat)
        #expect(try Self.commitEdit(at: flatSite, files: flat, writing: ["p3.html"]) == nil)
        #expect(try Self.commitEdit(at: flatSite, files: flat, writing: ["small/a.html"]) != nil)
    }

    @Test(
        "a link in a folder written in, and a folder emptied and filled again in one commit, are carried as a walk sees them"
    )
    func linksAndRefilledFolders() throws {
        let scratch = try ScratchFolder("preflight-output-change")
        let site = "\(scratch.root)/site"
        try Self.commitSite(at: site, Self.files + ["guide/deep/old.html"])
        // A link the site did not make: the commit removes it, as a file the site lacks.
        try FileManager.default.createSymbolicLink(atPath: "\(site)/guide/link.html", withDestinationPath: "a.html")
        let before = try #require(UnchangedBuild.output(site))
        let output = try StagedOutput(target: site, inPlace: true)
        for file in Self.files where file != "guide/deep/c.html" { #expect(output.keep(file)) }
        // guide/deep loses old.html and c.html is written again: emptied of its files, filled anew.
        try output.write("guide/deep/c.html", Array("edited".utf8))
        try output.write("guide/deep/new.html", Array("new".utf8))
        #expect(try output.commit(findsChange: true))
        #expect(!FileManager.default.fileExists(atPath: "\(site)/guide/link.html"))
        let change = try #require(output.committedChange)
        #expect(before + change == UnchangedBuild.output(site))
    }
}
