import Foundation
import Testing

/// Every file under a folder with its bytes, keyed by path relative to it: what two builds
/// are compared by.
struct SiteTree: Equatable {
    var files: [String: Data]

    init(_ folder: URL) throws {
        files = [:]
        let manager = FileManager.default
        guard let paths = manager.subpaths(atPath: folder.path) else { return }
        for path in paths {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if manager.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
    }

    /// The paths whose bytes differ, or that only one tree has, sorted.
    func differences(from other: SiteTree) -> [String] {
        Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }.sorted()
    }
}

/// Entries of `folder` that a build leaves behind while it works: `.NAME.building-PID` and
/// its `.old` twin.
func stagingLeftovers(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".building-") }
}

extension TemporarySite {
    /// Writes raw bytes to `path` inside the site, creating folders.
    @discardableResult
    func write(_ path: String, bytes: [UInt8]) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    /// A docs site of `pages` pages in two folders, linking to each other, with code, a
    /// callout and a settings preview here and there, and a catalog and a state.
    func writeMediumSite(pages: Int) throws {
        try write("content/catalogs/gym.json", HostileInputTests.catalog)
        try write("content/states/quiet.json", HostileInputTests.state)
        try write("content/docs/index.md", "---\ntitle: Home\n---\n# Home\n\nStart at [page 1](/reference/page-1).\n")
        for index in 1...pages {
            let folder = index % 2 == 0 ? "guides" : "reference"
            let next = index % pages + 1
            let nextFolder = next % 2 == 0 ? "guides" : "reference"
            var text = """
                ---
                title: Page \(index)
                description: The page numbered \(index).
                ---
                # Page \(index)

                Some *text* and a [link to the next page](/\(nextFolder)/page-\(next)).

                ## Details

                ```swift
                let page = \(index)
                ```

                <Note>
                A note on page \(index).
                </Note>

                """
            if index % 50 == 0 { text += "\n<SettingsPreview catalog=\"catalogs/gym.json\" state=\"states/quiet.json\" />\n" }
            try write("content/docs/\(folder)/page-\(index).md", text)
        }
    }
}

/// Builds `site` once, breaks it with `breakIt`, builds again: the second build must exit 1
/// with `expected` in what it prints (a code, or `file:line:col: error[code]`), no backtrace,
/// and leave the first site byte for byte, with no staging folder.
func expectFailureKeepsSite(
    _ site: TemporarySite, printing expected: String, arguments: [String] = ["build"], environment: [String: String] = [:],
    _ breakIt: (TemporarySite) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let first = try PreflightProcess.run(["build"], in: site.root)
    try #require(first.status == 0, "\(first.stderr)", sourceLocation: sourceLocation)
    let before = try SiteTree(site.root.appendingPathComponent("_site"))
    try breakIt(site)
    let outcome = try PreflightProcess.run(arguments, in: site.root, environment: environment)
    #expect(outcome.status == 1, "\(outcome.stderr.prefix(2000))", sourceLocation: sourceLocation)
    #expect(outcome.stderr.contains(expected), "\(outcome.stderr.prefix(2000))", sourceLocation: sourceLocation)
    #expect(!outcome.stderr.contains("Backtracing"), sourceLocation: sourceLocation)
    let after = try SiteTree(site.root.appendingPathComponent("_site"))
    #expect(after.differences(from: before).isEmpty, sourceLocation: sourceLocation)
    #expect(stagingLeftovers(in: site.root).isEmpty, sourceLocation: sourceLocation)
}
