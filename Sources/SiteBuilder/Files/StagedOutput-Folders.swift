import Diagnostics
import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// A folder made for a site's files in the staging folder.
final class StagedFolder: Sendable {
    /// Where its files are created, by their names alone (``StagedOutput/createStaged(_:in:)``):
    /// a walk of the whole path for each of a site's thousands of files was a share of a clean
    /// build's system time. -1 when the folder keeps none; its files are then created by path.
    let descriptor: Int32
    /// The writes queued for the thread writing here, nil when none is (see
    /// ``StagedOutput/write(_:_:)``).
    let waiting = Locked<[(path: String, bytes: [UInt8])]?>(nil)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }
}

extension StagedOutput {
    /// How many folders keep a descriptor open: a site of more folders creates the files of the
    /// rest by their paths, well within the usual limit of 1,024 open files.
    static let keptDescriptors = 256

    /// The folder `relativePath` is staged in: the file's own folder in the site, or in place
    /// that of its staged name: the staging folder itself (""), where an edit stages nearly
    /// all of its files (``OutputJournal/stagedName(_:)``).
    func folderKey(of relativePath: String) -> String {
        Self.folder(of: isInPlace ? inPlaceStagedName(relativePath) : relativePath)
    }

    /// Makes the folder `key` names (``folderKey(of:)``) unless it was made already.
    @discardableResult
    func makeFolder(_ key: String) throws(Diagnostic) -> StagedFolder {
        if let made = createdFolders.withLock({ $0[key] }) { return made }
        let path = "\(staging)/\(isInPlace ? key : stagingPath(of: key, isFolder: true))"
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Self.failure("Cannot create the folder \(key)", path: target)
        }
        let isKept = createdFolders.withLock { $0.count } < Self.keptDescriptors
        let opened = StagedFolder(descriptor: isKept ? Self.openFolder(path) : -1)
        return createdFolders.withLock { folders in
            // Another thread may have made the same folder meanwhile: its entry stays.
            if let made = folders[key] {
                if opened.descriptor >= 0 { close(opened.descriptor) }
                return made
            }
            folders[key] = opened
            return opened
        }
    }

    /// A descriptor of the folder at `path` to create files in, or -1 when it cannot be had.
    static func openFolder(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    /// Closes the folders' descriptors once no file is created in them any more: at the commit,
    /// and when a build that did not commit lets go of its staging folder. (Not at an abandon or
    /// a cancel, which other threads' writes may still be under way at: a number closed under
    /// them could name another folder by the time they create their files.) A folder asked
    /// for later is opened again.
    func closeFolders() {
        let folders = createdFolders.withLock { folders in
            defer { folders.removeAll() }
            return folders.values
        }
        for folder in folders where folder.descriptor >= 0 { close(folder.descriptor) }
    }

    /// The path in the staging folder of a whole site of the file or folder at `relativePath`:
    /// its top-level folder under the name it has until the commit (see ``FolderSpreading``), a
    /// file at the top as it is. Built from the bytes: appending to a substring went through
    /// `Character`s, thousands of instructions a file.
    func stagingPath(of relativePath: String, isFolder: Bool) -> String {
        var path = relativePath
        return path.withUTF8 { bytes in
            guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else {
                return isFolder && !bytes.isEmpty ? relativePath + topFolderSuffix : relativePath
            }
            var suffix = topFolderSuffix
            return suffix.withUTF8 { suffix in
                String(unsafeUninitializedCapacity: bytes.count + suffix.count) { buffer in
                    var count = buffer.initialize(fromContentsOf: bytes[..<slash])
                    count += UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(fromContentsOf: suffix)
                    count += UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(fromContentsOf: bytes[slash...])
                    return count
                }
            }
        }
    }

    /// The last part of a relative path: everything after its last `/`, or all of it.
    static func fileName(of relativePath: String) -> String {
        var path = relativePath
        return path.withUTF8 { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return relativePath }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
        }
    }
}
