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
}
