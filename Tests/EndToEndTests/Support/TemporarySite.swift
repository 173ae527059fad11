import Foundation

/// A throwaway folder holding a small site, removed when the test ends.
final class TemporarySite {
    let root: URL

    /// A new folder in `parent`, the system's temporary folder when `nil`.
    init(in parent: URL? = nil) throws {
        root = (parent ?? FileManager.default.temporaryDirectory).appendingPathComponent("preflight-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` to `path` inside the site, creating folders.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Writes `content/docs.json`: the site's name and one navigation group listing `pages`.
    func writeDocsConfig(name: String, group: String = "G", pages: [String]) throws {
        let list = pages.map { "\"\($0)\"" }.joined(separator: ", ")
        try write(
            "content/docs.json", #"{ "name": "\#(name)", "navigation": [ { "group": "\#(group)", "pages": [\#(list)] } ] }"#)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// The inode number of the file at `path`: the same after a build when the build left
    /// the file where it was, another when it put a new file in its place.
    func inode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.systemFileNumber] as? Int
    }

    /// The package's root folder, found from this source file.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Copies the shipped templates into the site, so a test site builds with the shipped look.
    func copyTemplates() throws {
        try FileManager.default.copyItem(
            at: Self.packageRoot.appendingPathComponent("templates"), to: root.appendingPathComponent("templates"))
    }
}
