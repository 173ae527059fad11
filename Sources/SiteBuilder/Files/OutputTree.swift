#if canImport(Glibc)
    import Glibc
#endif

/// What an output folder holds, listed with `readdir` (hidden entries too, links not
/// followed): an incremental commit removes whatever the new site no longer has.
enum OutputTree {
    /// Every entry that is not a folder, and every folder, as paths relative to the root; and
    /// which of the files are regular files (not links).
    struct Listing: Sendable {
        var files: [String] = []
        var folders: [String] = []
        var regularFiles: Set<String> = []
    }

    static func listing(of root: String) -> Listing {
        var files: [String] = []
        var folders: [String] = []
        var regularFiles: Set<String> = []
        var pending = [""]
        while let relative = pending.popLast() {
            guard let directory = opendir(relative.isEmpty ? root : "\(root)/\(relative)") else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                    String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                var isRegular = entry.pointee.d_type == UInt8(DT_REG)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    let found = lstat("\(root)/\(path)", &info) == 0
                    isFolder = found && (info.st_mode & S_IFMT) == S_IFDIR
                    isRegular = found && (info.st_mode & S_IFMT) == S_IFREG
                }
                if isFolder {
                    folders.append(path)
                    pending.append(path)
                } else {
                    files.append(path)
                    if isRegular { regularFiles.insert(path) }
                }
            }
        }
        return Listing(files: files, folders: folders, regularFiles: regularFiles)
    }
}
