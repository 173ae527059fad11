import Testing

@testable import SiteBuilder

/// What an incremental commit removes: the files the new site lacks, and the topmost folder
/// of each subtree it has nothing in.
@Suite("Output deletions")
struct OutputDeletionsTests {
    private let listing = OutputTree.Listing(
        files: ["index.html", "a/one.html", "a/two.html", "a/b/three.html", "c/d/four.html", ".preflight-journal"],
        folders: ["a", "a/b", "c", "c/d", "empty", "e", "e/f"],
        regularFiles: ["index.html", "a/one.html", "a/two.html", "a/b/three.html", "c/d/four.html", ".preflight-journal"])

    private func deletions(_ listing: OutputTree.Listing, keeping all: Set<String>) -> [String] {
        StagedOutput.deletions(from: listing, keeping: all).sorted()
    }

    @Test("every file and folder kept: nothing goes")
    func nothingGoes() {
        var kept = listing
        kept.files.removeLast()
        kept.folders = ["a", "a/b", "c", "c/d"]
        #expect(
            deletions(kept, keeping: ["index.html", "a/one.html", "a/two.html", "a/b/three.html", "c/d/four.html", "new/x.html"])
                .isEmpty)
    }

    @Test("the files the site lacks go, and the topmost folder holding nothing of it, but never the journal")
    func filesAndFoldersGo() {
        #expect(
            deletions(listing, keeping: ["index.html", "a/one.html", "a/b/three.html"])
                == ["a/two.html", "c", "e", "empty"])
    }

    @Test("an empty folder goes even when every file is kept")
    func emptyFolderGoes() {
        var kept = listing
        kept.files.removeLast()
        #expect(
            deletions(kept, keeping: ["index.html", "a/one.html", "a/two.html", "a/b/three.html", "c/d/four.html"])
                == ["e", "empty"])
        // A folder of the new site's new files is kept, empty in the listing or not.
        #expect(
            deletions(
                kept, keeping: ["index.html", "a/one.html", "a/two.html", "a/b/three.html", "c/d/four.html", "e/f/new.html"])
                == ["empty"])
    }
}
