import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

/// What an incremental commit removes: the files the new site lacks, and the topmost folder
/// of each subtree it has nothing in.
@Suite("Output deletions")
struct OutputDeletionsTests {
    private let listing = Self.listing(
        files: ["index.html", "a/one.html", "a/two.html", "a/b/three.html", "c/d/four.html", ".preflight-journal"],
        folders: ["a", "a/b", "c", "c/d", "empty", "e", "e/f"],
        regularFiles: ["index.html", "a/one.html", "a/two.html", "a/b/three.html", "c/d/four.html", ".preflight-journal"])

    /// A listing of `files`, the `regularFiles` among them by their places.
    private static func listing(files: [String], folders: [String], regularFiles: Set<String>) -> OutputTree.Listing {
        var places: [String: Int] = [:]
        for (place, file) in files.enumerated() where regularFiles.contains(file) { places[file] = place }
        return OutputTree.Listing(files: files, folders: folders, regularFiles: places)
    }

    /// The deletions, found both ways: looking every listed file up in `all`, and counting
    /// the files of `all` the listing holds, as a build counts them while it records its files.
    private func deletions(
        _ listing: OutputTree.Listing, keeping all: Set<String>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String] {
        let lookedUp = StagedOutput.deletions(from: listing, keeping: all).sorted()
        let listed = all.filter { listing.regularFiles[$0] != nil }.count
        let counted = StagedOutput.deletions(from: listing, keeping: all, listed: listed).sorted()
        #expect(counted == lookedUp, sourceLocation: sourceLocation)
        return counted
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

    @Test("a listing of a real folder tells whether every folder has an entry, and deletions agree either way")
    func listingKnowsEmptyFolders() throws {
        let folder = try ScratchFolder(
            "preflight-deletions", files: ["index.html", "a/one.html", "a/b/two.html", "c/d/e/three.html"])
        let kept: Set<String> = ["index.html", "a/one.html", "a/b/two.html", "c/d/e/three.html"]
        func check(_ expected: Bool, deletions: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            var listing = OutputTree.listing(of: folder.root)
            #expect(listing.everyFolderHasEntries == expected, sourceLocation: sourceLocation)
            let listed = kept.filter { listing.regularFiles[$0] != nil }.count
            #expect(
                StagedOutput.deletions(from: listing, keeping: kept, listed: listed).sorted() == deletions,
                sourceLocation: sourceLocation)
            // The same without what the listing found out.
            listing.everyFolderHasEntries = false
            #expect(
                StagedOutput.deletions(from: listing, keeping: kept, listed: listed).sorted() == deletions,
                sourceLocation: sourceLocation)
        }
        check(true, deletions: [])
        // An empty folder deep down, then one whose only entry is an empty folder.
        try FileManager.default.createDirectory(atPath: "\(folder.root)/a/b/empty", withIntermediateDirectories: true)
        check(false, deletions: ["a/b/empty"])
        try FileManager.default.removeItem(atPath: "\(folder.root)/a/b/empty")
        try FileManager.default.createDirectory(atPath: "\(folder.root)/f/g", withIntermediateDirectories: true)
        check(false, deletions: ["f"])
    }

    @Test("a link in the output is looked up, not counted: the count is of regular files")
    func linkIsLookedUp() {
        let withLink = Self.listing(
            files: ["index.html", "a/one.html", "link.html"], folders: ["a"], regularFiles: ["index.html", "a/one.html"])
        #expect(deletions(withLink, keeping: ["index.html", "a/one.html", "link.html"]).isEmpty)
        #expect(deletions(withLink, keeping: ["index.html", "a/one.html"]) == ["link.html"])
        // Two regular files of the new site counted as listed, and the link not: still a deletion.
        #expect(StagedOutput.deletions(from: withLink, keeping: ["index.html", "a/one.html"], listed: 2) == ["link.html"])
    }
}
