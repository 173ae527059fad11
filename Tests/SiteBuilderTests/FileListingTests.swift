import Diagnostics
import Foundation
import Testing

@testable import SiteBuilder

@Suite("File listing")
struct FileListingTests {
    @Test("Lists regular files in byte order, skips hidden entries, follows links inside the root and refuses links out")
    func listing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-listing-\(UUID().uuidString)").path
        let outside = root + "-outside"
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let manager = FileManager.default
        for folder in ["\(root)/docs/b", "\(root)/docs/.hidden", "\(root)/docs/A", outside] {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for file in ["docs/b/z.md", "docs/b/a.MD", "docs/A/x.json", "docs/.hidden/h.md", "docs/.dot.md", "docs/top.md"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
        }
        try Data("secret".utf8).write(to: URL(fileURLWithPath: "\(outside)/secret.md"))
        try manager.createSymbolicLink(atPath: "\(root)/docs/inside.md", withDestinationPath: "\(root)/docs/top.md")
        try manager.createSymbolicLink(atPath: "\(root)/docs/out.md", withDestinationPath: "\(outside)/secret.md")
        try manager.createSymbolicLink(atPath: "\(root)/docs/linked-folder", withDestinationPath: "\(root)/docs/b")

        let all = FileReader.listing(under: "\(root)/docs", extensions: nil, inside: root)
        #expect(all.files == ["A/x.json", "b/a.MD", "b/z.md", "inside.md", "top.md"].map { "\(root)/docs/\($0)" })
        #expect(all.refused.map(\.code) == [.symlinkOutsideContent])
        #expect(all.refused.first?.file == "\(root)/docs/out.md")

        let markdown = FileReader.listing(under: "\(root)/docs", extensions: ["md"], inside: root)
        #expect(markdown.files == ["b/a.MD", "b/z.md", "inside.md", "top.md"].map { "\(root)/docs/\($0)" })
        #expect(FileReader.listing(under: "\(root)/missing", extensions: nil, inside: root).files.isEmpty)
    }

    @Test("A file read inside a folder reached through a link: refused outside it, and again once the link leads elsewhere")
    func readInsideFolderThroughLink() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-inside-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["one", "two"] {
            try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
            try Data("\(folder)\n".utf8).write(to: URL(fileURLWithPath: "\(root)/\(folder)/page.md"))
        }
        try manager.createSymbolicLink(atPath: "\(root)/content", withDestinationPath: "\(root)/one")
        #expect(try FileReader.read("\(root)/content/page.md", inside: "\(root)/content") == Array("one\n".utf8))
        #expect(throws: Diagnostic.self) { try FileReader.read("\(root)/two/page.md", inside: "\(root)/content") }
        // The link now leads to the other folder: its files are inside, the first folder's are not.
        try manager.removeItem(atPath: "\(root)/content")
        try manager.createSymbolicLink(atPath: "\(root)/content", withDestinationPath: "\(root)/two")
        #expect(try FileReader.read("\(root)/two/page.md", inside: "\(root)/content") == Array("two\n".utf8))
        do {
            _ = try FileReader.read("\(root)/one/page.md", inside: "\(root)/content")
            Issue.record("a file of the folder the link left was read")
        } catch {
            #expect(error.code == .pathOutsideContent)
        }
    }

    @Test("Lists files in the byte order of their whole paths, where a folder's files sort around its neighbours")
    func pathOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-order-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `-` and `.` sort before `/`, and `0` after it: `a-c.md` and `a.md` come before the
        // files of folder `a`, `a0.md` after them, whatever order the folder's names have.
        let files = [
            "a/b.md", "a/z/q.md", "a-c.md", "a.md", "a0.md", "ab.md", "Z.md", "\u{E9}.md", "a/b/c.md", "a/b.mdx", "a.b/x.md",
        ]
        for file in files {
            let path = "\(root)/\(file)"
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
        let listed = FileReader.listing(under: root, extensions: nil, inside: root).files
        let expected = files.map { "\(root)/\($0)" }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(listed == expected)
        let relative = listed.map { String($0.dropFirst(root.count + 1)) }
        #expect(relative.prefix(5) == ["Z.md", "a-c.md", "a.b/x.md", "a.md", "a/b.md"])
    }
}
