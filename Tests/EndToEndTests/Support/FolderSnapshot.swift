import Foundation

/// Every entry under a folder — files with their bytes, folders, symbolic links with their
/// targets, and each one's permissions — so a test can tell that not one byte changed.
struct FolderSnapshot: Equatable {
    enum Entry: Equatable {
        case file(Data, permissions: Int)
        case folder(permissions: Int)
        case link(String)
    }

    var entries: [String: Entry]

    init(_ folder: URL) throws {
        entries = [:]
        let manager = FileManager.default
        for path in manager.subpaths(atPath: folder.path) ?? [] {
            let full = folder.appendingPathComponent(path).path
            let attributes = try manager.attributesOfItem(atPath: full)
            let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?: entries[path] = .link(try manager.destinationOfSymbolicLink(atPath: full))
            case .typeDirectory?: entries[path] = .folder(permissions: permissions)
            default: entries[path] = .file(try Data(contentsOf: URL(fileURLWithPath: full)), permissions: permissions)
            }
        }
    }

    /// The paths added, removed or changed since `earlier`, sorted.
    func changes(since earlier: FolderSnapshot) -> [String] {
        Set(entries.keys).union(earlier.entries.keys).filter { entries[$0] != earlier.entries[$0] }.sorted()
    }
}
