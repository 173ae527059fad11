import Diagnostics
import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// Reads input files whole, turning every failure into a coded diagnostic.
package enum FileReader {
    /// The file's bytes, when it is within its ``FileSizeLimit``.
    ///
    /// - Throws: `file_not_found`, `is_a_directory`, `unreadable_file` or `file_too_large`,
    ///   naming `path`.
    package static func read(_ path: String) throws(Diagnostic) -> [UInt8] {
        try read(path, limit: FileSizeLimit.bytes(for: path))
    }

    /// The file's bytes, however many: for files Preflight wrote itself, such as the build
    /// cache, which holds every page's text and outgrows any page's limit on a large site.
    ///
    /// - Throws: `file_not_found`, `is_a_directory` or `unreadable_file`, naming `path`.
    static func readOwn(_ path: String) throws(Diagnostic) -> [UInt8] {
        try read(path, limit: Int.max - 1)
    }

    /// Standard input, up to the page limit.
    ///
    /// - Throws: `unreadable_file` or `file_too_large`, naming `name`.
    package static func readStandardInput(name: String) throws(Diagnostic) -> [UInt8] {
        try read(descriptor: STDIN_FILENO, size: 0, path: name, limit: FileSizeLimit.bytes(for: name))
    }

    /// A descriptor open for reading `path`; the caller closes it.
    ///
    /// - Throws: `file_not_found` or `unreadable_file`, naming `path`.
    static func openForReading(_ path: String) throws(Diagnostic) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Diagnostic.openFailure(path, errno: errno) }
        return descriptor
    }

    private static func read(_ path: String, limit: Int) throws(Diagnostic) -> [UInt8] {
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw Diagnostic(.isADirectory, "This is a folder; expected a file.", file: path)
        }
        let size = Int(max(status.st_size, 0))
        // Refused before reading: a sparse 1 GB file costs nothing to find out about.
        guard size <= limit else { throw FileSizeLimit.tooLarge(path, size: size, limit: limit) }
        return try read(descriptor: descriptor, size: size, path: path, limit: limit)
    }

    /// Reads `descriptor` to its end, straight into the array's storage: sized from `size`,
    /// grown while the file grows, but never past `limit` and one byte.
    private static func read(descriptor: Int32, size: Int, path: String, limit: Int) throws(Diagnostic) -> [UInt8] {
        var capacity = min(size, Int.max - 1) + 1
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
                throw Diagnostic(
                    .unreadableFile, "Reading failed (\(String(cString: strerror(failure)))); expected a readable file.",
                    file: path)
            }
            guard bytes.count <= limit else { throw FileSizeLimit.tooLarge(path, size: nil, limit: limit) }
            if reachedEnd { return bytes }
            capacity = capacity > limit / 2 ? min(limit, Int.max - 1) + 1 : capacity * 2
        }
    }

    /// Whether `path` names a folder.
    package static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The names of a folder's entries, hidden ones too, in the order the folder lists them;
    /// nil when it cannot be read. With `readdir`: Foundation's `contentsOfDirectory` takes
    /// a few hundred microseconds to set itself up on a build's first use of it.
    static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The name of an entry `readdir` returned (its bytes repaired where they are not UTF-8).
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Every file under `folder` whose name ends in one of `extensions` (any file when `nil`),
    /// as paths that start with `folder`, sorted by path so every run sees the same order.
    /// Hidden entries are skipped, and so are symbolic links that lead out of `folder` (see
    /// ``listing(under:extensions:inside:)`` to report them).
    package static func files(under folder: String, extensions: Set<String>?) -> [String] {
        listing(under: folder, extensions: extensions, inside: folder).files
    }

    /// The files under a folder, and the symbolic links refused because they lead out of the
    /// folder that bounds the build.
    package struct Listing: Sendable {
        package var files: [String]
        /// `symlink_outside_content`, one per refused link, in path order.
        package var refused: [Diagnostic]
    }

    /// Every file under `folder` whose name ends in one of `extensions` (any file when `nil`),
    /// sorted by path; hidden entries are skipped. A symbolic link is followed only when its
    /// target (resolved all the way) lies inside `root`: a link out of the content folder is
    /// refused with `symlink_outside_content`, so a build never publishes a file from
    /// elsewhere on the machine. Linked folders are not descended into.
    package static func listing(under folder: String, extensions: Set<String>?, inside root: String) -> Listing {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard isDirectory(base) else { return Listing(files: [], refused: []) }
        let realRoot = realPath(root)
        var listing = Listing(files: [], refused: [])
        // The folder itself may be a link out of the root, such as `content/docs -> /elsewhere`.
        if let realBase = realPath(base), let realRoot, !isInside(realBase, realRoot) {
            listing.refused.append(outsideLink(base, root: root, target: realBase))
            return listing
        }
        // In path order already: each folder's entries are walked in order (see `collect`).
        collect(base, extensions: extensions, realRoot: realRoot, root: root, into: &listing)
        removeForTesting(from: listing.files)
        listing.refused.sort { bytewiseLess($0.file ?? "", $1.file ?? "") }
        return listing
    }

    /// A listing of `files`, which the caller found as ``listing(under:extensions:inside:)``
    /// would (a walk of the same folders that met no link), handed over as that listing is.
    package static func listing(walked files: [String]) -> Listing {
        removeForTesting(from: files)
        return Listing(files: files, refused: [])
    }

    /// Byte order of two paths, compared with memcmp (the generic comparison of UTF-8 views
    /// was most of the listing's time for a thousand pages).
    static func bytewiseLess(_ first: String, _ second: String) -> Bool {
        var first = first
        var second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                let common = min(a.count, b.count)
                if common > 0, let left = a.baseAddress, let right = b.baseAddress {
                    let order = memcmp(left, right, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
    }

    /// Walks one folder with `readdir`, which names each entry's kind, so that a plain file
    /// or folder costs no `stat`: hidden entries skipped, links checked against the root and
    /// listed only when they lead to a regular file, unreadable folders skipped.
    ///
    /// The entries are walked in the order of the paths they start: by name, a folder's name
    /// followed by its `/`. Every file is then listed in the bytewise order of its whole path
    /// (two paths differ first in the names of one folder's entries), and sorting a folder's
    /// few names costs much less than sorting thousands of paths that share long beginnings.
    private static func collect(
        _ folder: String, extensions: Set<String>?, realRoot: String?, root: String, into listing: inout Listing
    ) {
        guard let directory = opendir(folder) else { return }
        var names: [String] = []
        var kinds: [Int32] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            if name.hasPrefix(".") { continue }
            var kind = Int32(entry.pointee.d_type)
            if kind == Int32(DT_UNKNOWN) {
                // A file system that does not say: ask.
                var link = stat()
                guard lstat(joined(folder, name), &link) == 0 else { continue }
                switch link.st_mode & S_IFMT {
                case S_IFDIR: kind = Int32(DT_DIR)
                case S_IFREG: kind = Int32(DT_REG)
                case S_IFLNK: kind = Int32(DT_LNK)
                default: continue
                }
            }
            names.append(name)
            kinds.append(kind)
        }
        closedir(directory)
        let keys = names.indices.map { kinds[$0] == Int32(DT_DIR) ? names[$0] + "/" : names[$0] }
        var order = Array(names.indices)
        // ASCII names (nearly all) compare as strings do, bytewise; short ones without being
        // copied out of the string. Any other name is compared by its bytes.
        if keys.allSatisfy(DocLocation.isASCII) {
            order.sort { keys[$0] < keys[$1] }
        } else {
            order.sort { bytewiseLess(keys[$0], keys[$1]) }
        }
        for index in order {
            let name = names[index]
            let kind = kinds[index]
            let path = joined(folder, name)
            switch kind {
            case Int32(DT_DIR):
                collect(path, extensions: extensions, realRoot: realRoot, root: root, into: &listing)
            case Int32(DT_REG):
                if hasExtension(name, in: extensions) { listing.files.append(path) }
            case Int32(DT_LNK):
                guard hasExtension(name, in: extensions) else { continue }
                let target = realPath(path)
                guard let target, let realRoot, isInside(target, realRoot) else {
                    listing.refused.append(outsideLink(path, root: root, target: target))
                    continue
                }
                // Regular files only: opening a named pipe or a device would block the build;
                // a linked folder is not entered.
                var status = stat()
                if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { listing.files.append(path) }
            default:
                continue
            }
        }
    }

    /// `folder/name`, made in one allocation: the listing makes one for every file.
    static func joined(_ folder: String, _ name: String) -> String {
        .concatenated(folder, name, separator: UInt8(ascii: "/"))
    }

    /// Whether the name's extension (after its last `.`, unless the name starts there;
    /// compared lowercased) is one of `extensions`; any name when `extensions` is `nil`.
    private static func hasExtension(_ name: String, in extensions: Set<String>?) -> Bool {
        guard let extensions else { return true }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else {
            return extensions.contains("")
        }
        return extensions.contains(String(name[name.utf8.index(after: dot)...]).lowercased())
    }

    private static func outsideLink(_ path: String, root: String, target: String?) -> Diagnostic {
        Diagnostic(
            .symlinkOutsideContent,
            "This symbolic link leads out of \(root) (to \(target ?? "a missing file")); expected a file inside it.",
            file: path, hint: "Copy the file into \(root) instead of linking to it.")
    }

    /// The file's bytes, refused with `path_outside_content` when `path`, with its `..` steps
    /// and symbolic links resolved, is not inside `root`: for paths that pages name, such as
    /// snippets and settings previews.
    ///
    /// - Throws: `path_outside_content`, or whatever ``read(_:)`` throws.
    package static func read(_ path: String, inside root: String) throws(Diagnostic) -> [UInt8] {
        if let target = realPath(path), let realRoot = realFolder(root), !isInside(target, realRoot) {
            throw Diagnostic(
                .pathOutsideContent, "This path leads out of \(root) (to \(target)); expected a file inside it.", file: path)
        }
        return try read(path)
    }

    /// For the end-to-end test of a file that vanishes mid-build: removes the listed file whose
    /// path ends with `PREFLIGHT_TEST_REMOVE_AFTER_LISTING`, between listing and reading.
    private static func removeForTesting(from files: [String]) {
        // `getenv`, not `ProcessInfo`'s environment, which copies every variable into a dictionary.
        guard let value = getenv("PREFLIGHT_TEST_REMOVE_AFTER_LISTING") else { return }
        let suffix = String(cString: value)
        guard !suffix.isEmpty else { return }
        for file in files where file.hasSuffix(suffix) { unlink(file) }
    }

    /// `path` with every symbolic link and `..` resolved; `nil` when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// ``realPath(_:)`` of a folder, kept while `folder` and the path found lead to the same
    /// folder: pages read thousands of snippets inside the one content folder, and resolving
    /// it again was a `readlink` for each part of its path every time; two `stat`s are not.
    private static func realFolder(_ folder: String) -> String? {
        var info = stat()
        guard stat(folder, &info) == 0 else { return nil }
        let identity = (device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        // The same folder still at the path found: a folder above it renamed, or the path
        // taken by another folder, resolves again.
        if let known = realFolders.withLock({ $0[folder] }), known.device == identity.device, known.inode == identity.inode,
            stat(known.path, &info) == 0, UInt64(info.st_dev) == known.device, UInt64(info.st_ino) == known.inode
        {
            return known.path
        }
        guard let resolved = realPath(folder) else { return nil }
        realFolders.withLock { $0[folder] = (identity.device, identity.inode, resolved) }
        return resolved
    }

    private static let realFolders = Locked<[String: (device: UInt64, inode: UInt64, path: String)]>([:])

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
