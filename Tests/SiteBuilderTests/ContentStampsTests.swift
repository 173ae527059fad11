import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Page stamps kept by the walk of the content folder")
struct ContentStampsTests {
    /// A content folder, removed when the test ends.
    final class Content: ScratchFolder {
        init(_ files: [String]) throws {
            try super.init("preflight-kept", files: files) { "text of \($0)" }
        }

        func link(_ file: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: "\(root)/\(file)", withDestinationPath: target)
        }

        func stamp(_ file: String) -> FileStamp? { FileStamp.of("\(root)/\(file)") }

        func walk(settledBy now: Int64) -> (fingerprint: UInt64?, pages: ContentStamps?) {
            let walked = TreeStamps.inputs([(root, "content")], settledBy: now)
            return (walked.fingerprint.map { $0.sum ^ $0.count }, walked.pages)
        }

        /// The fingerprint as the walk that keeps no stamps takes it.
        func fingerprint(settledBy now: Int64) -> UInt64? {
            TreeStamps.fingerprint([(root, "content")], side: .inputs(settledBy: now)).map { $0.sum ^ $0.count }
        }
    }

    @Test(
        "every regular file's stamp is the one FileStamp.of takes: a link's is its target's; a pipe or a dangling link has none")
    func stampsAsStatTakesThem() throws {
        let content = try Content(["docs/top.md", "docs/guide/target.md", "docs/guide/deep/nested.mdx", "docs/picture.png"])
        try content.link("docs/linked.md", to: "\(content.root)/docs/guide/target.md")
        try content.link("docs/relative.md", to: "guide/target.md")
        try content.link("docs/dangling.md", to: "\(content.root)/docs/missing.md")
        #expect(mkfifo("\(content.root)/docs/pipe.md", 0o600) == 0)
        let walked = content.walk(settledBy: .max)
        let pages = try #require(walked.pages)
        let map = pages.byPath(under: "docs")
        let files = ["top.md", "guide/target.md", "guide/deep/nested.mdx", "picture.png", "linked.md", "relative.md"]
        for file in files {
            let stamp = content.stamp("docs/\(file)")
            #expect(stamp != nil && map[file] == stamp, "\(file)")
        }
        // Not the link's own stamp.
        #expect(map["linked.md"]?.inode == content.stamp("docs/guide/target.md")?.inode)
        for file in ["dangling.md", "pipe.md", "missing.md"] {
            #expect(map[file] == nil, "\(file)")
        }
        #expect(map.count == files.count)
        // By path from the content folder; a folder whose name only starts like another's is not it.
        let whole = pages.byPath(under: "")
        #expect(whole.count == files.count && files.allSatisfy { whole["docs/\($0)"] == map[$0] })
        #expect(pages.byPath(under: "doc").count == 0)
        #expect(pages.byPath(under: "docs/guide")["deep/nested.mdx"] == content.stamp("docs/guide/deep/nested.mdx"))
        // Keeping them changes nothing of the fingerprint.
        #expect(walked.fingerprint != nil && walked.fingerprint == content.fingerprint(settledBy: .max))
    }

    @Test("a file changed a moment ago, or a link to a folder, leaves the fingerprint nil; every other page's stamp is kept")
    func untrustedTreeStillKeepsStamps() throws {
        let files =
            (1...6).map { "docs/page-\($0).md" } + ["docs/deeper/b.md", "docs/deeper/even/c.mdx", "top.md"]
        let content = try Content(files)
        try content.link("docs/folder-link", to: "\(content.root)/docs/deeper")
        // Every file settled but the one edited now: it is written again until the file
        // system's clock, which may tick coarsely, gives it a later time than every other file's.
        let latest =
            try files.filter { $0 != "docs/page-3.md" }.map { file -> Int64 in
                let stamp = try #require(content.stamp(file))
                return max(stamp.modified, stamp.changed)
            }.max() ?? 0
        let deadline = Date().addingTimeInterval(60)
        var edited: FileStamp
        repeat {
            try content.write("docs/page-3.md", "edited")
            edited = try #require(content.stamp("docs/page-3.md"))
        } while max(edited.modified, edited.changed) <= latest && Date() < deadline
        let now = max(edited.modified, edited.changed) + 2_000_000_000
        try #require(!edited.isSettled(now: now))
        for file in files where file != "docs/page-3.md" {
            try #require(try #require(content.stamp(file)).isSettled(now: now), "\(file)")
        }

        let walked = content.walk(settledBy: now)
        #expect(walked.fingerprint == nil && content.fingerprint(settledBy: now) == nil)
        let map = try #require(walked.pages).byPath(under: "")
        for file in files {
            #expect(map[file] != nil && map[file] == content.stamp(file), "\(file)")
        }
        // Not through the link: those pages are stamped by whoever reads them.
        #expect(map["docs/folder-link/b.md"] == nil)
        #expect(map.count == files.count)
        #expect(try #require(walked.pages).takenAfter == now)
    }

    @Test("a missing content folder keeps no stamps")
    func missing() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-missing-\(UUID().uuidString)").path
        let walked = TreeStamps.inputs([(missing, "content")], settledBy: .max)
        #expect(walked.fingerprint == nil && walked.pages == nil)
    }

    /// A stamp no file has, to tell one handed over from one taken by the load.
    private let handed = FileStamp(size: 1, modified: 2, changed: 3, inode: 4, device: 5)

    private func kept(_ name: String, in folder: String, takenAfter: Int64) -> ContentStamps {
        var kept = ContentStamps.Folder(path: folder)
        name.withCString { kept.add($0, length: strlen($0), handed) }
        return ContentStamps(takenAfter: takenAfter, folders: [kept])
    }

    /// A docs site of three pages, `a`, `b` and `sub/c`, each with front matter.
    private func threePages() throws -> Content {
        let content = try Content([])
        for file in ["docs/a.md", "docs/b.md", "docs/sub/c.md"] { try content.write(file, "---\ntitle: T\n---\n\nText.\n") }
        try content.write(
            "docs.json", #"{"name": "T", "navigation": {"groups": [{"group": "G", "pages": ["a", "b", "sub/c"]}]}}"#)
        return content
    }

    @Test("loading the docs takes a stamp handed over, stamps the other pages itself, and judges settling by the walk's time")
    func loadTakesHandedStamps() throws {
        let content = try threePages()
        // Every stamp settled by a walk said to have begun at the end of time.
        let site = try #require(
            try DocsSite.load(
                content: content.root, readHead: DocsRendering.readHead,
                stamped: kept("a.md", in: "docs", takenAfter: .max)))
        #expect(site.sources.stamps["a"] == handed)
        #expect(site.sources.stamps["b"] != nil && site.sources.stamps["b"] == content.stamp("docs/b.md"))
        #expect(site.sources.stamps["sub/c"] != nil && site.sources.stamps["sub/c"] == content.stamp("docs/sub/c.md"))
        // None settled by one said to have begun before any file was written.
        let early = try #require(
            try DocsSite.load(
                content: content.root, readHead: DocsRendering.readHead,
                stamped: kept("a.md", in: "docs", takenAfter: 0)))
        #expect(early.sources.stamps.isEmpty)
    }

    @Test("a listing the walk made hands each page its stamp by its place in it")
    func loadTakesListedStamps() throws {
        let content = try threePages()
        // The folders as a walk keeps them, read to their ends, with a stamp for `a.md` alone.
        func names(_ list: [String]) -> ContentStamps.Names {
            var names = ContentStamps.Names()
            for name in list { name.withCString { names.add($0, length: strlen($0)) } }
            return names
        }
        var docs = ContentStamps.Folder(path: "docs")
        "a.md".withCString { docs.add($0, length: 4, handed) }
        docs.files = names(["b.md", "a.md"])
        docs.subfolders = names(["sub"])
        docs.isRead = true
        var sub = ContentStamps.Folder(path: "docs/sub")
        sub.files = names(["c.md"])
        sub.isRead = true
        let walked = ContentStamps(takenAfter: .max, folders: [docs, sub])
        #expect(walked.listing(under: "docs", at: "\(content.root)/docs")?.stamps == [handed, nil, nil])
        let site = try #require(
            try DocsSite.load(content: content.root, readHead: DocsRendering.readHead, stamped: walked))
        #expect(site.sources.stamps["a"] == handed)
        #expect(site.sources.stamps["b"] != nil && site.sources.stamps["b"] == content.stamp("docs/b.md"))
        #expect(site.sources.stamps["sub/c"] != nil && site.sources.stamps["sub/c"] == content.stamp("docs/sub/c.md"))
    }

    @Test("pages beside docs.json, as in a Mintlify repository, are found by their paths from the content folder")
    func loadTakesHandedStampsAtTop() throws {
        let content = try Content([])
        try content.write("intro.mdx", "---\ntitle: Intro\n---\n\nText.\n")
        try content.write("docs.json", #"{"name": "T", "navigation": {"groups": [{"group": "G", "pages": ["intro"]}]}}"#)
        let site = try #require(
            try DocsSite.load(
                content: content.root, readHead: DocsRendering.readHead,
                stamped: kept("intro.mdx", in: "", takenAfter: .max)))
        #expect(site.sources.stamps["intro"] == handed)
    }

    @Test("the walk lists a docs folder as the listing of it does: every file by path, hidden ones left out")
    func listingAsTheListingTakesIt() throws {
        let content = try Content([
            "docs/index.md", "docs/a-b.md", "docs/a/b.md", "docs/a.b/c.png", "docs/a/deep/z.mdx", "docs/Zed.md",
            "docs/a.md", "docs/a0.md", "docs/a0/x.md", "docs/ab/y.md", "docs/é.md", "docs/e/f.md", "docs/e.md", "docs/e-/g.md",
            "docs/.hidden.md", "docs/.drafts/secret.md", "docs/snippets/part.mdx", "docs/images/logo.svg", "docs.json",
            "other/elsewhere.md",
        ])
        #expect(mkfifo("\(content.root)/docs/pipe.md", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: "\(content.root)/docs/empty", withIntermediateDirectories: true)
        let pages = try #require(content.walk(settledBy: .max).pages)
        for (folder, path) in [("docs", "\(content.root)/docs"), ("", content.root), ("", content.root + "/")] {
            let listed = FileReader.listing(under: path, extensions: nil, inside: content.root).files
            #expect(listed.count > 5)
            let walked = pages.listing(under: folder, at: path)
            #expect(walked?.files == listed, "\(folder)")
            // Each regular file with the stamp `stat` takes of it (pages and static files alike),
            // the pipe with none.
            for (file, stamp) in zip(listed, walked?.stamps ?? []) {
                let isRegular = !file.hasSuffix("pipe.md")
                #expect(stamp == (isRegular ? FileStamp.of(file) : nil) && (stamp != nil) == isRegular, "\(file)")
            }
            #expect(walked?.stamps.count == listed.count)
        }
    }

    @Test("a folder of more entries than a slice is stamped in slices: the same listing, stamps and fingerprint")
    func largeFolderInSlices() throws {
        // Three slices and a part, subfolders among the files.
        let pages = (0..<1_600).map { "docs/page-\($0).md" }
        let content = try Content(pages + ["docs/sub-a/one.md", "docs/sub-b/deep/two.md", "docs.json"])
        let walked = content.walk(settledBy: .max)
        let kept = try #require(walked.pages)
        let path = "\(content.root)/docs"
        let listed = FileReader.listing(under: path, extensions: nil, inside: content.root).files
        #expect(listed.count == 1_602)
        let inDocs = kept.listing(under: "docs", at: path)
        #expect(inDocs?.files == listed)
        #expect(inDocs?.stamps.count == listed.count)
        for (file, stamp) in zip(listed, inDocs?.stamps ?? []) where stamp == nil || stamp != FileStamp.of(file) {
            Issue.record("\(file): \(String(describing: stamp))")
        }
        // Keeping stamps or not, the same fingerprint; each file of the folder changed, another, on
        // either side (whichever slice the folder lists it in).
        #expect(walked.fingerprint != nil && walked.fingerprint == content.fingerprint(settledBy: .max))
        var seen: (inputs: Set<UInt64?>, output: Set<UInt64?>) = ([nil], [nil])
        func output() -> UInt64? {
            TreeStamps.fingerprint([(content.root, "content")], side: .output).map { $0.sum ^ $0.count }
        }
        for file in ["docs/page-0.md", "docs/page-800.md", "docs/page-1599.md", "docs/sub-b/deep/two.md"] {
            #expect(seen.inputs.insert(content.fingerprint(settledBy: .max)).inserted, "\(file)")
            #expect(seen.output.insert(output()).inserted, "\(file)")
            try content.write(file, "TEXT of \(file)")
            #expect(content.walk(settledBy: .max).fingerprint == content.fingerprint(settledBy: .max), "\(file)")
        }
    }

    @Test("a folder with a link in it is left to the listing, which judges links for itself")
    func linksAreLeftToTheListing() throws {
        let content = try Content(["docs/index.md", "docs/guide/page.md"])
        try content.link("docs/guide/linked.md", to: "\(content.root)/docs/index.md")
        let pages = try #require(content.walk(settledBy: .max).pages)
        #expect(pages.listing(under: "docs", at: "\(content.root)/docs") == nil)
        // A folder beside it without links still lists.
        try FileManager.default.removeItem(atPath: "\(content.root)/docs/guide/linked.md")
        try content.link("outside.md", to: "\(content.root)/docs/index.md")
        let walked = try #require(content.walk(settledBy: .max).pages)
        #expect(
            walked.listing(under: "docs", at: "\(content.root)/docs")?.files == [
                "\(content.root)/docs/guide/page.md", "\(content.root)/docs/index.md",
            ])
        #expect(walked.listing(under: "", at: content.root) == nil)
    }
}
