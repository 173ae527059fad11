import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Removing a replaced output")
struct TreeRemovalTests {
    /// A site's shape: files at the top, in folders, in folders of folders, and an empty folder.
    private static let files = [
        "index.html", "llms.txt", "a/one.html", "a/two.html", "b/c/three.html", "b/c/d/four.html", "b/five.html",
        "e/f/g/h/six.html",
    ]

    @Test("subtrees are folders none of which holds another, and together with what is above them make the tree")
    func subtrees() throws {
        let scratch = try ScratchFolder("preflight-removal", files: Self.files)
        try FileManager.default.createDirectory(atPath: "\(scratch.root)/empty", withIntermediateDirectories: true)
        for wanted in [1, 2, 3, 5, 8, 100] {
            let subtrees = TreeRemoval.subtrees(of: scratch.root, wanted: wanted)
            for subtree in subtrees {
                #expect(subtree.hasPrefix(scratch.root + "/"))
                #expect(!subtrees.contains { $0 != subtree && $0.hasPrefix(subtree + "/") }, "\(subtree) holds another")
            }
            // Each file is in one subtree, or above them all.
            for file in Self.files {
                let path = "\(scratch.root)/\(file)"
                #expect(subtrees.filter { path.hasPrefix($0 + "/") }.count <= 1)
            }
            if wanted > 1 { #expect(subtrees.count >= min(wanted, 4), "wanted \(wanted): \(subtrees)") }
        }
        // A folder without folders in it is no work to share.
        let flat = try ScratchFolder("preflight-removal-flat", files: ["a.html", "b.html"])
        #expect(TreeRemoval.subtrees(of: flat.root, wanted: 8).isEmpty)
    }

    @Test("the whole tree goes, and a symbolic link in it goes without what it leads to")
    func removesEverything() throws {
        let outside = try ScratchFolder("preflight-removal-outside", files: ["kept/precious.txt"])
        let scratch = try ScratchFolder("preflight-removal", files: Self.files)
        try FileManager.default.createSymbolicLink(
            atPath: "\(scratch.root)/b/c/link", withDestinationPath: "\(outside.root)/kept")
        try FileManager.default.createSymbolicLink(atPath: "\(scratch.root)/top-link", withDestinationPath: outside.root)
        TreeRemoval.remove(scratch.root)
        #expect(!FileManager.default.fileExists(atPath: scratch.root))
        #expect(FileManager.default.fileExists(atPath: "\(outside.root)/kept/precious.txt"))
    }

    @Test("a symbolic link to a folder goes alone, and the folder it leads to stays whole")
    func linkToAFolder() throws {
        let outside = try ScratchFolder("preflight-removal-target", files: Self.files)
        let scratch = try ScratchFolder("preflight-removal-link")
        let link = "\(scratch.root)/site.old"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside.root)
        TreeRemoval.remove(link)
        #expect(!FileManager.default.fileExists(atPath: link))
        for file in Self.files {
            #expect(FileManager.default.fileExists(atPath: "\(outside.root)/\(file)"), "\(file)")
        }
    }

    @Test("a folder of hundreds of files in dozens of folders is removed whole")
    func removesALargeTree() throws {
        let files = (0..<600).map { "section-\($0 % 30)/page-\($0).html" } + (0..<40).map { "assets/deep/\($0).css" }
        let scratch = try ScratchFolder("preflight-removal-large", files: files)
        #expect(TreeRemoval.subtrees(of: scratch.root, wanted: 8).count == 31)
        TreeRemoval.remove(scratch.root)
        #expect(!FileManager.default.fileExists(atPath: scratch.root))
    }
}
