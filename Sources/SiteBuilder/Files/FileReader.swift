import Diagnostics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads input files whole, turning every failure into a coded diagnostic.
public enum FileReader {
    /// The file's bytes.
    ///
    /// - Throws: `file_not_found`, `is_a_directory` or `unreadable_file`, naming `path`.
    public static func read(_ path: String) throws(Diagnostic) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw Diagnostic.error(
                code == ENOENT ? "file_not_found" : "unreadable_file",
                code == ENOENT
                    ? "No such file; expected an existing file."
                    : "Cannot open the file (\(String(cString: strerror(code)))); expected a readable file.",
                file: path)
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw Diagnostic.error("is_a_directory", "This is a folder; expected a file.", file: path)
        }
        // Read straight into the array's storage: sized from `fstat`, grown if the file grew.
        var capacity = Int(max(status.st_size, 0)) + 1
        var bytes: [UInt8] = []
        while true {
            var failure: Int32 = 0
            var reachedEnd = false
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = previous.count
                if count > 0 { _ = UnsafeMutableBufferPointer(rebasing: buffer[0..<count]).initialize(from: previous) }
                while count < buffer.count {
                    let read = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if read == 0 {
                        reachedEnd = true
                        return
                    }
                    if read < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    count += read
                }
            }
            if failure != 0 {
                throw Diagnostic.error(
                    "unreadable_file", "Reading failed (\(String(cString: strerror(failure)))); expected a readable file.", file: path)
            }
            if reachedEnd { return bytes }
            capacity *= 2
        }
    }

    /// Whether `path` names a folder.
    public static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Every file under `folder` whose name ends in one of `extensions` (any file when `nil`),
    /// as paths that start with `folder`, sorted by path so every run sees the same order.
    /// Hidden entries are skipped.
    public static func files(under folder: String, extensions: Set<String>?) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        // Like FileManager's enumerator, list nothing under a path that is not itself a folder
        // (a symbolic link to one included).
        var status = stat()
        guard lstat(base, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return [] }
        var found: [String] = []
        collect(base, extensions: extensions, into: &found)
        // Byte order of the UTF-8 paths, compared in place.
        return found.sorted { first, second in
            var first = first
            var second = second
            return first.withUTF8 { a in
                second.withUTF8 { b in
                    let common = min(a.count, b.count)
                    let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                    return order != 0 ? order < 0 : a.count < b.count
                }
            }
        }
    }

    /// Walks one folder with `readdir` (which names each entry's type, so most entries need
    /// no `stat`), as `FileManager`'s enumerator did: hidden entries skipped, symbolic links
    /// to files listed, symbolic links to folders not followed, unreadable folders skipped.
    private static func collect(_ folder: String, extensions: Set<String>?, into found: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = folder + "/" + name
            var isFolder: Bool
            var isFile: Bool
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR):
                isFolder = true
                isFile = false
            case Int32(DT_REG):
                isFolder = false
                isFile = true
            default:
                // A link (followed for its kind, but a folder behind one is not entered) or a
                // file system that does not say.
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                let kind = status.st_mode & S_IFMT
                isFolder = kind == S_IFDIR && Int32(entry.pointee.d_type) != Int32(DT_LNK)
                isFile = kind != S_IFDIR
            }
            if isFolder {
                collect(path, extensions: extensions, into: &found)
            } else if isFile, extensions.map({ $0.contains(pathExtension(name)) }) ?? true {
                found.append(path)
            }
        }
    }

    /// `NSString.pathExtension`, lowercased: what follows the last `.`, unless the name starts there.
    private static func pathExtension(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return String(name[name.utf8.index(after: dot)...]).lowercased()
    }
}
