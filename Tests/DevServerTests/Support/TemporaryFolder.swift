import Foundation

/// A throwaway folder for a test, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        // The real path, so tests can compare it with what `realpath` gives the resolver.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("devserver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `relativePath`, creating folders; returns the absolute path.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let file = "\(path)/\(relativePath)"
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: "\(path)/\(relativePath)", withIntermediateDirectories: true)
    }

    /// Makes `relativePath` a symbolic link to `destination`.
    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: "\(path)/\(relativePath)", withDestinationPath: destination)
    }
}
