import ByteTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stamps a walk of the content folder took of its files, handed to the reading of the
/// pages and the copying of the static files so that neither stamps a file a second time.
///
/// Kept as the walk found them, a folder's names side by side in one array of bytes: the walk
/// is what a rebuild with nothing changed spends its time on, and makes no `String` per file.
///
/// The walk also keeps every folder's regular files and subfolders by name, so that the docs'
/// listing need not read the same folders again (``listing(under:at:)``), and gives each file
/// its stamp there. Only where the listing reads a folder again (one with a link) does a
/// build make a map of the stamps by path (``byPath(under:)``).
struct ContentStamps: Sendable {
    /// One folder's stamped files, by name with their stamps; and the names of all its regular
    /// files and subfolders.
    struct Folder: Sendable {
        /// The folder's path from the content folder; "" for the content folder itself.
        var path: String
        /// The regular files stamped (every one, links to one too), by name, with their stamps.
        var stamped = Names()
        var stamps: [FileStamp] = []
        /// Every regular file's name, in the order the folder listed them.
        var files = Names()
        var subfolders = Names()
        /// Whether the walk read the folder to its end, and whether it held a symbolic link
        /// (which the docs' listing judges for itself).
        var isRead = false
        var hasLinks = false

        mutating func add(_ name: UnsafePointer<CChar>, length: Int, _ stamp: FileStamp) {
            stamped.add(name, length: length)
            stamps.append(stamp)
        }

        /// Adds what `other` found of the same folder's entries listed after this one's.
        mutating func append(_ other: Folder) {
            stamped.append(other.stamped)
            stamps += other.stamps
            files.append(other.files)
            subfolders.append(other.subfolders)
            hasLinks = hasLinks || other.hasLinks
        }

        /// The stamp of each of `files`, nil for one not stamped: the walk adds a regular file
        /// to both lists, in the order the folder lists them, so each is the next one of
        /// `stamped`, compared by its bytes.
        var stampsOfFiles: [FileStamp?] {
            var found: [FileStamp?] = []
            found.reserveCapacity(files.ends.count)
            var page = 0
            var fileStart = 0
            var pageStart = 0
            for fileEnd in files.ends {
                defer { fileStart = fileEnd }
                guard page < stamped.ends.count,
                    files.bytes[fileStart..<fileEnd].elementsEqual(stamped.bytes[pageStart..<stamped.ends[page]])
                else {
                    found.append(nil)
                    continue
                }
                found.append(stamps[page])
                pageStart = stamped.ends[page]
                page += 1
            }
            return found
        }
    }

    /// Names one after another in one array of bytes, and where each ends.
    struct Names: Sendable {
        var bytes: [UInt8] = []
        var ends: [Int] = []

        mutating func add(_ name: UnsafePointer<CChar>, length: Int) {
            name.withMemoryRebound(to: UInt8.self, capacity: length) {
                bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
            ends.append(bytes.count)
        }

        /// Adds `other`'s names after these.
        mutating func append(_ other: Names) {
            let offset = bytes.count
            bytes += other.bytes
            ends += other.ends.map { $0 + offset }
        }

        /// Each name as a `String`; nil when one is not UTF-8 (left to the listing, which
        /// repairs such names its own way).
        var strings: [String]? {
            var start = 0
            var strings: [String] = []
            strings.reserveCapacity(ends.count)
            for end in ends {
                guard let name = String(validUTF8: bytes[start..<end]) else { return nil }
                strings.append(name)
                start = end
            }
            return strings
        }
    }

    /// A stamp and the path it was kept under, to tell it from another path that a `String`
    /// holds equal (one of canonically equivalent Unicode spellings, which are two files).
    struct Kept: Sendable {
        var path: String
        var stamp: FileStamp
    }

    /// When the walk began, before it took any stamp: the time by which a stamp's settling is
    /// judged (see ``FileStamp/isSettled(now:)``), as a later one could call settled a file
    /// edited after it was stamped.
    var takenAfter: Int64
    var folders: [Folder] = []

    /// The stamps of the files under `folder` (a path from the content folder, "" for
    /// itself), by their paths from it.
    func byPath(under folder: String) -> Map {
        var found = [String: Kept](minimumCapacity: folders.reduce(0) { $0 + $1.stamps.count })
        for kept in folders {
            guard let prefix = Self.relative(kept.path, to: folder) else { continue }
            var start = 0
            for (end, stamp) in zip(kept.stamped.ends, kept.stamps) {
                defer { start = end }
                // A name that is not UTF-8 is left to be stamped again: the listing's `String`
                // of it, its bytes repaired, could be another file's too.
                guard let name = String(validUTF8: kept.stamped.bytes[start..<end]) else { continue }
                let path = prefix + name
                // The first of two paths a `String` holds equal; a lookup of the other finds it
                // under the wrong bytes and stamps it again.
                if found[path] == nil { found[path] = Kept(path: path, stamp: stamp) }
            }
        }
        return Map(stamps: found)
    }

    /// The stamps of a folder's page files by their paths from it.
    struct Map: Sendable {
        fileprivate var stamps: [String: Kept] = [:]

        /// The stamp the walk took of the file at `path`; nil when it took none: the file is
        /// then stamped again (it was not there, not a regular file, or in a folder the walk
        /// did not read).
        subscript(path: String) -> FileStamp? {
            guard let kept = stamps[path], kept.path.utf8.elementsEqual(path.utf8) else { return nil }
            return kept.stamp
        }

        var count: Int { stamps.count }
    }

    /// The files of a listing (``listing(under:at:)``), each with the stamp the walk took of
    /// it: the reading of the pages takes a page's by its place in the listing, with no map of
    /// paths made and hashed for it, and a static file's copy its own.
    struct Listed: Equatable {
        var files: [String] = []
        var stamps: [FileStamp?] = []
    }

    /// Every regular file under `folder` (a path from the content folder, "" for itself),
    /// hidden entries skipped: the paths `FileReader.listing(under:extensions:inside:)` gives
    /// for the same folder at `path` (as the build names it), in the same order, with their
    /// stamps. Nil when the walk did not read every folder of it, or found a symbolic link or
    /// a name that is not UTF-8 there: the folder is then listed again.
    func listing(under folder: String, at path: String) -> Listed? {
        var byPath: [String: Folder] = [:]
        for kept in folders where kept.path.utf8.starts(with: folder.utf8) { byPath[kept.path] = kept }
        var listed = Listed()
        func visit(_ relative: String, at path: String) -> Bool {
            guard let kept = byPath[relative], kept.isRead, !kept.hasLinks, let fileNames = kept.files.strings,
                let folderNames = kept.subfolders.strings
            else { return false }
            let fileStamps = kept.stampsOfFiles
            let entries = Self.entriesInPathOrder(files: kept.files, subfolders: kept.subfolders)
            for entry in entries {
                let name = entry.isFolder ? folderNames[entry.index] : fileNames[entry.index]
                let child = FileReader.joined(path, name)
                if !entry.isFolder {
                    listed.files.append(child)
                    listed.stamps.append(fileStamps[entry.index])
                } else if !visit(relative.isEmpty ? name : "\(relative)/\(name)", at: child) {
                    return false
                }
            }
            return true
        }
        // As the listing takes its folder: without a trailing `/`.
        return visit(folder, at: path.hasSuffix("/") ? String(path.dropLast()) : path) ? listed : nil
    }

    /// A folder's entry: its place among the folder's names of its kind, and where its name
    /// lies in their bytes.
    private struct Entry {
        var index: Int
        var isFolder: Bool
        var name: Range<Int>
    }

    /// A folder's files and subfolders, hidden ones left out, in the order of the paths they
    /// start: by their names' bytes, a folder's followed by its `/`. Sorted by place, each
    /// name compared where the walk keeps it: a sort of tuples of strings copied each one,
    /// its every field retained, at every step (a millisecond at a thousand pages).
    private static func entriesInPathOrder(files: Names, subfolders: Names) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(files.ends.count + subfolders.ends.count)
        for (names, isFolder) in [(files, false), (subfolders, true)] {
            var start = 0
            for (index, end) in names.ends.enumerated() {
                if start == end || names.bytes[start] != UInt8(ascii: ".") {
                    entries.append(Entry(index: index, isFolder: isFolder, name: start..<end))
                }
                start = end
            }
        }
        files.bytes.withUnsafeBufferPointer { fileBytes in
            subfolders.bytes.withUnsafeBufferPointer { folderBytes in
                entries.sort { first, second in
                    let a = UnsafeBufferPointer(rebasing: (first.isFolder ? folderBytes : fileBytes)[first.name])
                    let b = UnsafeBufferPointer(rebasing: (second.isFolder ? folderBytes : fileBytes)[second.name])
                    let common = min(a.count, b.count)
                    if common > 0 {
                        let order = memcmp(a.baseAddress!, b.baseAddress!, common)
                        if order != 0 { return order < 0 }
                    }
                    // One name starts the other: the shorter's next byte is its `/`, or none.
                    if a.count < b.count { return !first.isFolder || UInt8(ascii: "/") < b[common] }
                    if b.count < a.count { return second.isFolder && a[common] < UInt8(ascii: "/") }
                    // The same name (a file's and a folder's cannot be): the file's path is shorter.
                    return !first.isFolder && second.isFolder
                }
            }
        }
        return entries
    }

    /// `path` as a prefix of paths from `folder` ("" or ending in `/`); nil when `path` is
    /// not `folder` or inside it. Compared by bytes, as the file system names folders.
    private static func relative(_ path: String, to folder: String) -> String? {
        if folder.isEmpty { return path.isEmpty ? "" : path + "/" }
        let bytes = path.utf8
        guard bytes.starts(with: folder.utf8) else { return nil }
        let rest = bytes.dropFirst(folder.utf8.count)
        if rest.isEmpty { return "" }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        return String(Substring(rest.dropFirst())) + "/"
    }
}
