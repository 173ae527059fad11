import Foundation
import TestSupport
import Testing

/// The same input gives byte-identical output (PRODUCT.md §6): across clean builds, and
/// whatever order the input files were created in (which is the order a folder lists them).
@Suite("Determinism, end to end")
struct DeterminismTests {
    /// Every file of the shipped `content/` and `templates/`, relative to the package root.
    static func shippedFiles() throws -> [String] {
        let root = TemporarySite.packageRoot
        var files: [String] = []
        for folder in ["content", "templates"] {
            let base = root.appendingPathComponent(folder)
            for path in FileManager.default.subpaths(atPath: base.path) ?? [] {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isFolder),
                    !isFolder.boolValue
                {
                    files.append("\(folder)/\(path)")
                }
            }
        }
        return files.sorted()
    }

    /// A copy of the shipped site whose files (and so folders) are created in `order`.
    static func copy(_ files: [String], into site: TemporarySite) throws {
        for file in files {
            let data = try Data(contentsOf: TemporarySite.packageRoot.appendingPathComponent(file))
            try site.write(file, bytes: Array(data))
        }
    }

    private func build(_ site: TemporarySite, output: String) throws -> SiteTree {
        let outcome = try PreflightProcess.run(
            ["build", "--quiet", "--output", output, "--base-url", "https://docs.example.com/"], in: site.root)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return try SiteTree(site.root.appendingPathComponent(output))
    }

    @Test("Two clean builds of the shipped site are byte-identical")
    func cleanBuilds() throws {
        let site = try TemporarySite()
        try Self.copy(try Self.shippedFiles(), into: site)
        let one = try build(site, output: "one")
        let two = try build(site, output: "two")
        #expect(one.files.count > 30)
        #expect(one.differences(from: two).isEmpty, "\(one.differences(from: two))")
        // Building over an existing output gives the same bytes again.
        let again = try build(site, output: "one")
        #expect(again.differences(from: two).isEmpty)
    }

    @Test("Files created in sorted, reversed and shuffled order give byte-identical sites")
    func creationOrder() throws {
        // ext4 lists a folder in hash order whatever the creation order; tmpfs lists the newest
        // entry first, so there the three copies really list differently.
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let onTmpfs = Mounts.available && (try? Mounts.run(["-t", "tmpfs", "-o", "size=64m", "tmpfs", parent.path])) != nil
        defer {
            if onTmpfs { try? Mounts.run(["-u", parent.path]) }
            try? FileManager.default.removeItem(at: parent)
        }
        let files = try Self.shippedFiles()
        var generator = SplitMix(seed: 0xD37E)
        var trees: [SiteTree] = []
        var listings: [[String]] = []
        for order in [files, files.reversed(), files.shuffled(using: &generator)] {
            let site = try TemporarySite(in: parent)
            try Self.copy(order, into: site)
            listings.append(
                try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("content/docs").path))
            trees.append(try build(site, output: "_site"))
        }
        if onTmpfs { #expect(listings[0] != listings[1], "the folders should list in different orders on tmpfs") }
        #expect(trees[0].files.count > 30)
        #expect(trees[0].differences(from: trees[1]).isEmpty, "\(trees[0].differences(from: trees[1]))")
        #expect(trees[0].differences(from: trees[2]).isEmpty, "\(trees[0].differences(from: trees[2]))")
    }
}
