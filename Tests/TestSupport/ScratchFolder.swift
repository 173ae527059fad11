import Foundation

/// A folder of files for one test, removed when the test lets go of it.
open class ScratchFolder {
    public let root: String

    /// A new folder in the temporary folder, named `prefix` and a UUID, holding `files`
    /// (paths under it), each holding `text(file)`.
    public init(_ prefix: String, files: [String] = [], text: (String) -> String = { _ in "" }) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for file in files { try write(file, text(file)) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `text` to `file` (a path under the folder), making its folders.
    public func write(_ file: String, _ text: String) throws {
        let path = "\(root)/\(file)"
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
