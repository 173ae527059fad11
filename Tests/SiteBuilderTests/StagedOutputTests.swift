import Dispatch
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Staged output")
struct StagedOutputTests {
    /// A first build's output at `target`: `files`, each holding `text(file)`.
    private static func commitSite(at target: String, _ files: [String], text: (String) -> String) throws {
        let first = try StagedOutput(target: target)
        for file in files { try first.write(file, Array(text(file).utf8)) }
        try first.commit()
    }

    @Test("Writes from many threads into one folder and into several all land, each with its own bytes")
    func concurrentWrites() throws {
        let scratch = try ScratchFolder("preflight-staged")
        let root = scratch.root
        let output = try StagedOutput(target: "\(root)/site")
        let paths = (0..<400).map { index in index % 2 == 0 ? "flat/page-\(index).html" : "folder-\(index % 7)/page-\(index).html"
        }
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            try? output.write(paths[index], Array("page \(index)\n".utf8))
        }
        try output.commit()
        for (index, path) in paths.enumerated() {
            #expect(try String(contentsOfFile: "\(root)/site/\(path)", encoding: .utf8) == "page \(index)\n", "\(path)")
        }
    }

    @Test("A write that fails makes the commit fail and leaves the previous output")
    func failedWriteStopsTheCommit() throws {
        let scratch = try ScratchFolder("preflight-staged")
        let root = scratch.root
        try Self.commitSite(at: "\(root)/site", ["index.html"]) { _ in "old" }

        let output = try StagedOutput(target: "\(root)/site")
        try output.write("pages/a.html", Array("a".utf8))
        // A folder where the file should go: creating the file fails.
        try FileManager.default.createDirectory(atPath: output.stagedPath(of: "pages/b.html"), withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try output.write("pages/b.html", Array("b".utf8)) }
        #expect(throws: (any Error).self) { try output.commit() }
        output.abandon()
        #expect(try String(contentsOfFile: "\(root)/site/index.html", encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: output.staging))
    }

    @Test("A cancel says whether the commit had already made the new site the output's")
    func cancelReportsACommit() throws {
        let scratch = try ScratchFolder("preflight-staged")
        let root = scratch.root
        let first = try StagedOutput(target: "\(root)/site")
        try first.write("index.html", Array("old".utf8))
        #expect(first.cancel() == false)
        #expect(!FileManager.default.fileExists(atPath: "\(root)/site"))

        let second = try StagedOutput(target: "\(root)/site")
        try second.write("index.html", Array("new".utf8))
        try second.commit()
        #expect(second.cancel() == true)
        #expect(try String(contentsOfFile: "\(root)/site/index.html", encoding: .utf8) == "new")
    }

    @Test("In place, the files kept by pairs, once or twice, and written stay; the others go, and their emptied folders")
    func keptPairsAndWrittenFilesStay() throws {
        let scratch = try ScratchFolder("preflight-staged")
        let root = scratch.root
        try Self.commitSite(at: "\(root)/site", ["a.html", "a.md", "b.html", "b.md", "old/c.html", "old/c.md", "d.html"]) { $0 }

        let output = try StagedOutput(target: "\(root)/site", inPlace: true)
        // A pair kept twice counts once; a pair with a file missing is not kept.
        #expect(output.keep(pairs: [("a.html", "a.md"), ("a.html", "a.md"), ("e.html", "e.md")]) == [true, true, false])
        #expect(output.keep("b.html") && output.keep("b.md"))
        try output.write("d.html", Array("d.html".utf8))
        try output.write("new/e.html", Array("e".utf8))
        #expect(try output.commit())
        let left = try FileManager.default.subpathsOfDirectory(atPath: "\(root)/site").filter { !$0.hasPrefix(".") }.sorted()
        #expect(left == ["a.html", "a.md", "b.html", "b.md", "d.html", "new", "new/e.html"])

        // Everything kept again, by pairs and by path alike: nothing changes.
        let again = try StagedOutput(target: "\(root)/site", inPlace: true)
        #expect(again.keep(pairs: [("a.html", "a.md"), ("b.html", "b.md")]) == [true, true])
        #expect(again.keep("d.html") && again.keep("new/e.html") && again.keep("a.html"))
        #expect(try !again.commit())
    }

    @Test("The folder of a path is everything before its last slash")
    func folderOfPath() {
        #expect(StagedOutput.folder(of: "a/b/c.html") == "a/b")
        #expect(StagedOutput.folder(of: "c.html") == "")
        #expect(StagedOutput.folder(of: "é/ü/c.html") == "é/ü")
        #expect(StagedOutput.folder(of: "a//b.html") == ("a//b.html" as NSString).deletingLastPathComponent)
        #expect(StagedOutput.folder(of: "/a/b.html") == "/a")
        #expect(StagedOutput.folder(of: "a/b/") == ("a/b/" as NSString).deletingLastPathComponent)
        let path = "x/é/ü/c.html"
        #expect(StagedOutput.folderName(of: path.dropFirst(2)) == "é/ü")
        #expect(StagedOutput.fileName(of: "é/ü/c.html") == "c.html")
        #expect(StagedOutput.fileName(of: "c.html") == "c.html")
    }

    @Test("A whole site's files are staged under their top folder's name of the build, files at the top as they are")
    func stagingNames() throws {
        let scratch = try ScratchFolder("preflight-staged")
        let root = scratch.root
        let output = try StagedOutput(target: "\(root)/site")
        defer { output.abandon() }
        let suffix = output.topFolderSuffix
        #expect(output.stagedName(of: "index.html") == "index.html")
        #expect(output.stagedName(of: "é/b/c.html") == "é\(suffix)/b/c.html")
        #expect(output.stagingPath(of: "docs", isFolder: true) == "docs\(suffix)")
        #expect(output.stagingPath(of: "", isFolder: true) == "")
    }

    @Test("More folders than descriptors kept: every file lands, and a commit leaves none of them open")
    func manyFolders() throws {
        let scratch = try ScratchFolder("preflight-staged")
        let root = scratch.root
        let output = try StagedOutput(target: "\(root)/site")
        let paths = (0..<(StagedOutput.keptDescriptors + 40)).flatMap { folder in
            ["f\(folder)/a.html", "f\(folder)/deeper/b.html"]
        }
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            try? output.write(paths[index], Array(paths[index].utf8))
        }
        try output.commit()
        for path in paths {
            #expect(try String(contentsOfFile: "\(root)/site/\(path)", encoding: .utf8) == path, "\(path)")
        }
        // This process's descriptors, tests running beside this one's among them: none is of
        // a folder of this site. The kernel names them by the folder's real path, which the
        // temporary folder's may reach through a link.
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap { descriptor in
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")
        }
        #expect(!open.isEmpty)
        #expect(open.filter { $0.hasPrefix(realRoot + "/") }.isEmpty)
    }

    @Test("In place, a file whose flat staged name would be too long is staged in folders and lands")
    func longPathInPlace() throws {
        let scratch = try ScratchFolder("preflight-staged")
        let root = scratch.root
        try Self.commitSite(at: "\(root)/site", ["index.html"]) { _ in "old" }
        let deep = (0..<12).map { "folder-\($0)-of-a-long-path" }.joined(separator: "/") + "/page.html"
        #expect(OutputJournal.stagedName(deep).contains("/"))
        let output = try StagedOutput(target: "\(root)/site", inPlace: true)
        try output.write(deep, Array("deep".utf8))
        try output.write("top/page.html", Array("top".utf8))
        try output.commit()
        #expect(try String(contentsOfFile: "\(root)/site/\(deep)", encoding: .utf8) == "deep")
        #expect(try String(contentsOfFile: "\(root)/site/top/page.html", encoding: .utf8) == "top")
    }
}

@Suite("Page order")
struct PageOrderTests {
    @Test("Pages are taken folder by folder in turn, each page once")
    func alternatingFolders() {
        let pages = ["a/1.md", "a/2.md", "a/3.md", "b/1.md", "b/2.md", "top.md"].map(DocLocation.init(source:))
        let order = DocsPageWriter.alternatingFolders(pages)
        #expect(order.sorted() == Array(pages.indices))
        #expect(order.map { pages[$0].source } == ["a/1.md", "b/1.md", "top.md", "a/2.md", "b/2.md", "a/3.md"])
    }

    @Test("With more folders than lanes, a folder's pages are taken one after another and the next folder waits for a lane")
    func foldersWaitForALane() {
        let pages = ["a/1.md", "a/2.md", "a/3.md", "b/1.md", "b/2.md", "c/1.md", "d/1.md", "d/2.md"]
            .map(DocLocation.init(source:))
        let order = DocsPageWriter.alternatingFolders(pages, lanes: 2)
        #expect(order.sorted() == Array(pages.indices))
        #expect(
            order.map { pages[$0].source } == ["a/1.md", "b/1.md", "a/2.md", "b/2.md", "a/3.md", "c/1.md", "d/1.md", "d/2.md"])
    }
}
