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
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let ext = (name as NSString).pathExtension.lowercased()
            guard extensions?.contains(ext) ?? true else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(base + "/" + relative)
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
