import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

/// A static file's copy in the output is kept by its stamps, unread, once a build found it
/// holding the source's bytes; any write to either file sends the next build back to
/// comparing them.
@Suite("Static files kept by their stamps")
struct StaticCopyTests {
    /// Copies `source` into the output at `site` in place, commits, and returns the stamps recorded.
    private func copy(_ source: String, into site: String, known: StaticCopy?, now: Int64) throws -> StaticCopy? {
        let output = try StagedOutput(target: site, inPlace: true)
        let stamps = try output.copy(source, as: "images/logo.svg", known: known, settledBy: now)
        try output.commit()
        return stamps
    }

    private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Long after every stamp here: each counts as settled.
    private var later: Int64 { FileStamp.now() + 60_000_000_000 }

    @Test("Stamps as recorded keep the copy unread; without them the files are compared and the copy replaced")
    func stampsVouchForTheCopy() throws {
        let folder = try ScratchFolder("preflight-static")
        let root = folder.root
        let source = "\(root)/logo.svg"
        let copied = "\(root)/site/images/logo.svg"
        try folder.write("logo.svg", "<svg>new</svg>")
        // A copy that differs from its source, with stamps said to be those of a good copy:
        // kept as it is, which only a copy left unread can be.
        try folder.write("site/images/logo.svg", "<svg>old</svg>")
        let vouched = try #require(StaticCopy(source: source, output: copied))
        #expect(try copy(source, into: "\(root)/site", known: vouched, now: later) == vouched)
        #expect(try text(copied) == "<svg>old</svg>")

        // Without them the bytes are compared: the copy is replaced, and no stamps recorded
        // (the new copy is the next build's to compare).
        #expect(try copy(source, into: "\(root)/site", known: nil, now: later) == nil)
        #expect(try text(copied) == "<svg>new</svg>")

        // Compared and found the same: its stamps are recorded, once both files stood still.
        let recorded = try copy(source, into: "\(root)/site", known: nil, now: later)
        #expect(recorded == StaticCopy(source: source, output: copied))
        #expect(try copy(source, into: "\(root)/site", known: nil, now: FileStamp.now()) == nil)

        // Stamps of another copy do not vouch for this one.
        var stale = try #require(recorded)
        stale.output.changed -= 1
        try "<svg>bad</svg>".write(toFile: copied, atomically: false, encoding: .utf8)
        #expect(try copy(source, into: "\(root)/site", known: stale, now: later) == nil)
        #expect(try text(copied) == "<svg>new</svg>")
    }

    @Test("A copy into a new folder records the stamps the output's file has once the folder is moved in")
    func copyIntoNewFolder() throws {
        let folder = try ScratchFolder("preflight-static")
        let root = folder.root
        try folder.write("logo.svg", "<svg>logo</svg>")
        try folder.write("site/old.txt", "the previous output")
        // Moved in with its folder, and with the top folder renamed to its name at the commit.
        let output = try StagedOutput(target: "\(root)/site")
        let recorded = try output.copy("\(root)/logo.svg", as: "images/logo.svg", known: nil, settledBy: later)
        try output.commit()
        let stamps = try #require(recorded)
        #expect(stamps == StaticCopy(source: "\(root)/logo.svg", output: "\(root)/site/images/logo.svg"))
        #expect(try text("\(root)/site/images/logo.svg") == "<svg>logo</svg>")
        // A source that has not stood still vouches for nothing: here, a build that began as
        // the source was written.
        let written = try #require(FileStamp.of("\(root)/logo.svg"))
        let fresh = try StagedOutput(target: "\(root)/other")
        #expect(try fresh.copy("\(root)/logo.svg", as: "logo.svg", known: nil, settledBy: written.changed) == nil)
        try fresh.commit()
        #expect(try text("\(root)/other/logo.svg") == "<svg>logo</svg>")
    }

    @Test("A copy replaced in the output, or a source edited, no longer matches its stamps")
    func writesChangeStamps() throws {
        let folder = try ScratchFolder("preflight-static", files: ["logo.svg", "copy.svg"]) { _ in "<svg>one</svg>" }
        let source = "\(folder.root)/logo.svg"
        let copied = "\(folder.root)/copy.svg"
        let before = try #require(StaticCopy(source: source, output: copied))
        try "<svg>two</svg>".write(toFile: source, atomically: false, encoding: .utf8)
        #expect(StaticCopy(source: source, output: copied) != before)
        let afterSource = try #require(StaticCopy(source: source, output: copied))
        try "<svg>two</svg>".write(toFile: copied, atomically: true, encoding: .utf8)
        #expect(StaticCopy(source: source, output: copied) != afterSource)
        // A link in the output is not a copy.
        try FileManager.default.removeItem(atPath: copied)
        try FileManager.default.createSymbolicLink(atPath: copied, withDestinationPath: source)
        #expect(StaticCopy(source: source, output: copied) == nil)
    }

    @Test("The cache keeps the stamps, and reads back what it stored")
    func storedInTheCache() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-static-\(UUID().uuidString)").path
        let stamp = FileStamp(size: 14, modified: 1, changed: 2, inode: 3, device: 4)
        var cache = BuildCache(output: output, siteKey: ContentHash(), previewKey: ContentHash(), previewFiles: [], pages: [:])
        cache.staticFiles = [
            "images/logo.svg": StaticCopy(
                source: stamp, output: FileStamp(size: 14, modified: 5, changed: 6, inode: 7, device: 4)),
            "a.css": StaticCopy(source: stamp, output: stamp),
        ]
        cache.save(cache.bytes)
        defer {
            BuildCache.remove(output: output)
            try? FileManager.default.removeItem(atPath: BuildCache.bucketFolder(for: output))
        }
        #expect(BuildCache.load(output: output)?.staticFiles == cache.staticFiles)
    }
}
