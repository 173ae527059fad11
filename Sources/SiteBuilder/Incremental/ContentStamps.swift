/// The stamps a walk of the content folder took of its page files (`.md`, `.mdx`), handed to
/// the reading of the pages so that it does not stamp each file a second time.
///
/// Kept as the walk found them, a folder's names side by side in one array of bytes: the walk
/// is what a rebuild with nothing changed spends its time on, and makes no `String` per file.
/// Only a build that reads the pages makes a map of them (``byPath(under:)``).
struct ContentStamps: Sendable {
    /// One folder's page files: their names one after another, where each ends, and their stamps.
    struct Folder: Sendable {
        /// The folder's path from the content folder; "" for the content folder itself.
        var path: String
        var names: [UInt8] = []
        var ends: [Int] = []
        var stamps: [FileStamp] = []

        mutating func add(_ name: UnsafePointer<CChar>, length: Int, _ stamp: FileStamp) {
            name.withMemoryRebound(to: UInt8.self, capacity: length) {
                names.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
            ends.append(names.count)
            stamps.append(stamp)
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

    /// The stamps of the page files under `folder` (a path from the content folder, "" for
    /// itself), by their paths from it.
    func byPath(under folder: String) -> Map {
        var found = [String: Kept](minimumCapacity: folders.reduce(0) { $0 + $1.stamps.count })
        for kept in folders {
            guard let prefix = Self.relative(kept.path, to: folder) else { continue }
            var start = 0
            for (end, stamp) in zip(kept.ends, kept.stamps) {
                defer { start = end }
                // A name that is not UTF-8 is left to be stamped again: the listing's `String`
                // of it, its bytes repaired, could be another file's too.
                guard let name = String(validating: kept.names[start..<end], as: UTF8.self) else { continue }
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
