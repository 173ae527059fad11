import Foundation
import Testing

@testable import SiteBuilder

@Suite("Tree stamps")
struct TreeStampsTests {
    /// A folder of a few files in subfolders, removed when the test ends.
    final class Tree {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-stamps-\(UUID().uuidString)").path

        init() throws {
            for folder in ["a", "a/deep", "b"] {
                try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
            }
            for file in ["top.md", "a/one.md", "a/deep/two.md", "b/three.md", "b/four.md"] {
                try write(file, "text of \(file)")
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ file: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(root)/\(file)"))
        }

        func move(_ from: String, _ to: String) throws {
            try FileManager.default.moveItem(atPath: "\(root)/\(from)", toPath: "\(root)/\(to)")
        }

        /// Stamps taken as a build takes its inputs, every file trusted however recent.
        var inputs: UInt64? { fingerprint(.inputs(settledBy: .max)) }
        var output: UInt64? { fingerprint(.output) }

        func fingerprint(_ side: TreeStamps.Side) -> UInt64? {
            TreeStamps.fingerprint([(root, "root")], side: side).map { $0.sum ^ $0.count }
        }
    }

    @Test("the same tree stamps the same, on either side")
    func unchanged() throws {
        let tree = try Tree()
        #expect(tree.inputs != nil && tree.inputs == tree.inputs)
        #expect(tree.output != nil && tree.output == tree.output)
    }

    @Test("a file rewritten with as many bytes, added, removed, moved, or two swapped, changes the stamps")
    func everyChangeShows() throws {
        let tree = try Tree()
        var seen: (inputs: Set<UInt64?>, output: Set<UInt64?>) = ([nil], [nil])
        func expectNew(_ what: String) {
            #expect(seen.inputs.insert(tree.inputs).inserted, "inputs: \(what)")
            #expect(seen.output.insert(tree.output).inserted, "output: \(what)")
        }
        expectNew("first")
        try tree.write("a/deep/two.md", "TEXT of a/deep/two.md")
        expectNew("rewritten, same size")
        try tree.write("b/five.md", "new")
        expectNew("added")
        try FileManager.default.removeItem(atPath: "\(tree.root)/top.md")
        expectNew("removed")
        try tree.move("a/one.md", "b/one.md")
        expectNew("moved to another folder")
        try tree.move("b/three.md", "b/swap")
        try tree.move("b/four.md", "b/three.md")
        try tree.move("b/swap", "b/four.md")
        expectNew("two swapped")
        try FileManager.default.createDirectory(atPath: "\(tree.root)/a/empty", withIntermediateDirectories: false)
        expectNew("an empty folder added")
    }

    @Test(
        "inputs: a file changed a moment ago, or a folder reached through a link from outside the tree, cannot be trusted; .git is skipped"
    )
    func untrustedInputs() throws {
        let tree = try Tree()
        let outside = try Tree()
        let before = tree.inputs
        try FileManager.default.createDirectory(atPath: "\(tree.root)/.git", withIntermediateDirectories: false)
        try tree.write(".git/HEAD", "ref")
        #expect(tree.inputs == before)
        #expect(tree.output != nil && tree.fingerprint(.inputs(settledBy: FileStamp.now())) == nil)
        try FileManager.default.createSymbolicLink(atPath: "\(tree.root)/a/linked", withDestinationPath: "\(outside.root)/b")
        #expect(tree.inputs == nil)
        // The output side takes the link as it is.
        #expect(tree.output != nil)
        // Into .git, which the walk skips: not read anywhere either.
        try FileManager.default.removeItem(atPath: "\(tree.root)/a/linked")
        try FileManager.default.createSymbolicLink(atPath: "\(tree.root)/a/linked", withDestinationPath: "../.git")
        #expect(tree.inputs == nil)
    }

    @Test(
        "inputs: a link to a folder of the tree is read where that folder lies; an edit there or the link pointed elsewhere shows"
    )
    func linkedFolderInside() throws {
        let tree = try Tree()
        try FileManager.default.createSymbolicLink(atPath: "\(tree.root)/a/linked", withDestinationPath: "../b")
        var seen: Set<UInt64?> = [nil]
        #expect(seen.insert(tree.inputs).inserted)
        try tree.write("b/three.md", "TEXT of b/three.md")
        #expect(seen.insert(tree.inputs).inserted, "an edit in the folder linked to")
        try FileManager.default.removeItem(atPath: "\(tree.root)/a/linked")
        try FileManager.default.createSymbolicLink(atPath: "\(tree.root)/a/linked", withDestinationPath: "deep")
        #expect(seen.insert(tree.inputs).inserted, "the link pointed at another folder")
        // Through a second root, as the templates folder is read beside the content.
        let other = try Tree()
        try FileManager.default.createSymbolicLink(atPath: "\(other.root)/a/shared", withDestinationPath: "\(tree.root)/b")
        #expect(
            TreeStamps.fingerprint([(other.root, "content"), (tree.root, "templates")], side: .inputs(settledBy: .max)) != nil)
        #expect(TreeStamps.fingerprint([(other.root, "content")], side: .inputs(settledBy: .max)) == nil)
    }

    @Test("inputs: a link to a file stands for its target; a dangling one still counts")
    func linkedFiles() throws {
        let tree = try Tree()
        try FileManager.default.createSymbolicLink(atPath: "\(tree.root)/a/link.md", withDestinationPath: "\(tree.root)/top.md")
        let linked = tree.inputs
        #expect(linked != nil)
        try tree.write("top.md", "TEXT of top.md")
        let edited = tree.inputs
        #expect(edited != nil && edited != linked)
        try FileManager.default.removeItem(atPath: "\(tree.root)/top.md")
        let dangling = tree.inputs
        #expect(dangling != nil && dangling != edited)
    }

    @Test("a missing folder has no stamps")
    func missing() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-missing-\(UUID().uuidString)").path
        #expect(TreeStamps.fingerprint([(missing, "root")], side: .output) == nil)
    }
}
