import Dispatch
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// Every entry under a few folders, each with its path and stamp, folded into one fingerprint
/// as cheaply as the kernel allows: what a rebuild with nothing changed spends its time on.
///
/// Each folder is opened once and its entries are stamped relative to it (`fstatat`), so the
/// kernel never walks a whole path per file; the file type comes from the listing, so a
/// folder costs no `stat`; a level's folders are read on every core; no file's name becomes a
/// `String` (only each folder's path does); and nothing is sorted. The entries are folded in
/// whatever order the folders list them, by a sum: each entry's hash (its path, through the
/// hashes of its folders, and its stamp) goes through a bijective mix and the mixes are added,
/// with their count. A different stamp or path of one entry is a different hash, so a
/// different sum; an entry added or removed changes the count; changes that cancel out would
/// need a 64-bit collision.
///
/// A walk of a build's inputs also keeps the stamps of the content folder's files, for the
/// reading of the pages and the copying of static files to take (see ``inputs(_:settledBy:)``):
/// as bytes, still no `String`.
enum TreeStamps {
    /// How a tree is read.
    enum Side: Sendable {
        /// A build's inputs: links to files are followed, `.git` is skipped, a file changed too
        /// recently makes the tree untrusted, and so does a link to a folder, unless that folder
        /// lies in one of the trees read (outside `.git`), where its entries are read anyway.
        case inputs(settledBy: Int64)
        /// A build's output: every entry as it is, hidden ones too, links not followed.
        case output
    }

    /// The entries' hashes added up, and their count: a tree's fingerprint, or a part of one
    /// (one folder's entries), or the difference two parts make (a commit's change, which the
    /// fingerprint before it plus that difference is the one after).
    struct Fingerprint: Equatable, Sendable {
        var sum: UInt64
        var count: UInt64

        static let zero = Fingerprint(sum: 0, count: 0)

        static func + (left: Fingerprint, right: Fingerprint) -> Fingerprint {
            Fingerprint(sum: left.sum &+ right.sum, count: left.count &+ right.count)
        }

        static func - (left: Fingerprint, right: Fingerprint) -> Fingerprint {
            Fingerprint(sum: left.sum &- right.sum, count: left.count &- right.count)
        }
    }

    /// The fingerprint of the trees; nil when they cannot be trusted (or one is missing).
    ///
    /// - Parameter roots: the folders, each with a name that tells its entries from those of
    ///   the others (a file moved from one root to another changes the fingerprint).
    static func fingerprint(_ roots: [(path: String, name: String)], side: Side) -> Fingerprint? {
        walk(roots, side: side, keepsPages: false).fingerprint
    }

    /// The fingerprint of a build's inputs, as ``fingerprint(_:side:)`` takes it, and the stamps
    /// of the files under the first root (the content folder), for the pages' reading and the
    /// static files' copying to take rather than stamp each file again.
    ///
    /// Those are kept even when the fingerprint cannot be trusted, as after an edit: the walk
    /// then reads on past what made it so (a file changed a moment ago, one gone since it was
    /// listed, a link to a folder), where it would otherwise stop, and still reports nil.
    static func inputs(
        _ roots: [(path: String, name: String)], settledBy now: Int64
    ) -> (fingerprint: Fingerprint?, pages: ContentStamps?) {
        walk(roots, side: .inputs(settledBy: now), keepsPages: true)
    }

    /// One folder of the output tree under `root`, as ``fingerprint(_:side:)`` of
    /// `[(root, rootName)]` on the ``Side/output`` side folds it: each entry that is not a
    /// folder with its stamp, each subfolder by its path alone (not what it holds); and the
    /// subfolders' paths. Nil when the folder cannot be read or an entry goes as it is stamped.
    ///
    /// The whole tree's fingerprint is the sum of its folders' (``OutputChange``).
    static func outputFolder(
        _ relativePath: String, under root: String, rootName: String
    ) -> (part: Fingerprint, subfolders: [String])? {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // The folder's seed as the walk reaches it: the root's name, then each folder on the way.
        var seed = EntryHash.seed(ofRoot: rootName)
        for component in relativePath.split(separator: "/") {
            var hash = EntryHash(seed: seed)
            _ = String(component).withCString { hash.addName($0) }
            hash.add(Kind.folder)
            seed = hash.value
        }
        var tally = Tally()
        var subfolders: [Folder] = []
        var kept: ContentStamps.Folder?
        read(
            Folder(root: 0, path: relativePath, seed: seed), in: descriptor, of: [root], side: .output,
            into: &tally, next: &subfolders, keeping: &kept)
        guard tally.isTrusted else { return nil }
        return (tally.fingerprint, subfolders.map(\.path))
    }

    private static func walk(
        _ roots: [(path: String, name: String)], side: Side, keepsPages: Bool
    ) -> (fingerprint: Fingerprint?, pages: ContentStamps?) {
        // Where a link to a folder may lead for the walk to read that folder anyway.
        let rootPaths = roots.map(\.path)
        var descriptors: [Int32] = []
        defer { for descriptor in descriptors { close(descriptor) } }
        var level: [Folder] = []
        var pages: ContentStamps?
        if keepsPages, case .inputs(let now) = side { pages = ContentStamps(takenAfter: now) }
        for (index, root) in roots.enumerated() {
            let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return (nil, nil) }
            descriptors.append(descriptor)
            level.append(Folder(root: index, path: "", seed: EntryHash.seed(ofRoot: root.name)))
        }
        var total = Tally()
        while !level.isEmpty {
            let folders = level
            let found = Locked((tally: Tally(), next: [Folder](), pages: [ContentStamps.Folder]()))
            let roots = descriptors
            // One folder a turn: a large site's folders keep both cores busy.
            DispatchQueue.concurrentPerform(iterations: folders.count) { turn in
                var tally = Tally()
                var next: [Folder] = []
                let folder = folders[turn]
                var kept = keepsPages && folder.root == 0 ? ContentStamps.Folder(path: folder.path) : nil
                read(
                    folder, in: roots[folder.root], of: rootPaths, side: side, into: &tally, next: &next, keeping: &kept)
                found.withLock {
                    $0.tally.merge(tally)
                    $0.next += next
                    if let kept { $0.pages.append(kept) }
                }
            }
            let (tally, next, kept) = found.withLock { $0 }
            total.merge(tally)
            pages?.folders += kept
            guard total.isTrusted || keepsPages else { return (nil, nil) }
            level = next
        }
        return (total.isTrusted ? total.fingerprint : nil, pages)
    }

    /// A folder left to read: its path from its root ("" for the root) and its path's hash.
    private struct Folder: Sendable {
        var root: Int
        var path: String
        var seed: UInt64
    }

    /// The entries folded so far.
    private struct Tally: Sendable {
        var fingerprint = Fingerprint.zero
        var isTrusted = true

        mutating func add(_ entry: EntryHash) {
            fingerprint = fingerprint + Fingerprint(sum: entry.finalized, count: 1)
        }

        mutating func merge(_ other: Tally) {
            fingerprint = fingerprint + other.fingerprint
            isTrusted = isTrusted && other.isTrusted
        }
    }

    /// Adds every entry of `folder` to `tally`, and its subfolders to `next`; with `kept`, the
    /// stamp of every regular file to it too, as ``FileStamp/of(_:)`` takes it.
    ///
    /// Without `kept` it stops stamping at the first entry that makes the tree untrusted (in a
    /// large folder, each slice at its own): nothing after it can make the fingerprint anything
    /// but nil. With `kept` it reads on.
    ///
    /// A folder of many entries (a site of thousands of pages in one folder, and its output)
    /// is stamped a slice at a time on every core, the slices' results joined in the folder's
    /// order: stamping is most of a walk, and a level of one folder would keep one core busy.
    private static func read(
        _ folder: Folder, in root: Int32, of rootPaths: [String], side: Side, into tally: inout Tally, next: inout [Folder],
        keeping kept: inout ContentStamps.Folder?
    ) {
        // Not through a link: a folder listed as one that is a link by now is untrusted.
        let descriptor = openat(root, folder.path.isEmpty ? "." : folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            tally.isTrusted = false
            return
        }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            tally.isTrusted = false
            return
        }
        defer { closedir(directory) }
        // Listed to its end, and stamped so unless ``stamp`` stops early: only with nothing kept.
        defer { kept?.isRead = true }
        let entries = Entries(directory, skipsGit: { if case .inputs = side { true } else { false } }())
        let slices = entries.count <= sliceSize ? 1 : (entries.count + sliceSize - 1) / sliceSize
        guard slices > 1 else {
            stamp(entries, 0..<entries.count, of: folder, in: descriptor, rootPaths, side, &tally, &next, &kept)
            return
        }
        let parts = Locked([(tally: Tally, next: [Folder], kept: ContentStamps.Folder?)?](repeating: nil, count: slices))
        let keeps = kept != nil
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            var part = (tally: Tally(), next: [Folder](), kept: keeps ? ContentStamps.Folder(path: folder.path) : nil)
            let range = (slice * sliceSize)..<min(entries.count, (slice + 1) * sliceSize)
            stamp(entries, range, of: folder, in: descriptor, rootPaths, side, &part.tally, &part.next, &part.kept)
            parts.withLock { $0[slice] = part }
        }
        for case let part? in parts.withLock({ $0 }) {
            tally.merge(part.tally)
            next += part.next
            if let partKept = part.kept { kept?.append(partKept) }
        }
    }

    /// How many entries a slice of a large folder holds (see ``read(_:in:of:side:into:next:keeping:)``).
    private static let sliceSize = 512

    /// A folder's entries as it listed them, `.` and `..` (and `.git`, when asked) left out:
    /// each name, NUL-ended, and its type.
    private struct Entries: Sendable {
        private(set) var names: [CChar] = []
        private(set) var starts: [Int] = []
        private(set) var types: [UInt8] = []

        init(_ directory: OpaquePointer, skipsGit: Bool) {
            let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            while let entry = readdir(directory) {
                let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
                if isDots(name) { continue }
                if skipsGit, strcmp(name, ".git") == 0 { continue }
                starts.append(names.count)
                names.append(contentsOf: UnsafeBufferPointer(start: name, count: strlen(name) + 1))
                types.append(entry.pointee.d_type)
            }
        }

        var count: Int { starts.count }
    }

    /// Adds the entries of `range` as ``read(_:in:of:side:into:next:keeping:)`` does.
    private static func stamp(
        _ entries: Entries, _ range: Range<Int>, of folder: Folder, in descriptor: Int32, _ rootPaths: [String],
        _ side: Side, _ tally: inout Tally, _ next: inout [Folder], _ kept: inout ContentStamps.Folder?
    ) {
        entries.names.withUnsafeBufferPointer { names in
            for index in range {
                let name = names.baseAddress! + entries.starts[index]
                let type = entries.types[index]
                var hash = EntryHash(seed: folder.seed)
                let length = hash.addName(name)
                var info = stat()
                if type != UInt8(DT_DIR) {
                    // Gone since it was listed: the tree is changing.
                    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                        tally.isTrusted = false
                        if kept != nil { continue }
                        return
                    }
                }
                if type == UInt8(DT_DIR) || (info.st_mode & S_IFMT) == S_IFDIR {
                    kept?.subfolders.add(name, length: length)
                    hash.add(Kind.folder)
                    tally.add(hash)
                    let path = folder.path.isEmpty ? String(cString: name) : "\(folder.path)/\(String(cString: name))"
                    next.append(Folder(root: folder.root, path: path, seed: hash.value))
                    continue
                }
                switch info.st_mode & S_IFMT {
                case S_IFREG: kept?.files.add(name, length: length)
                case S_IFLNK: kept?.hasLinks = true
                default: break
                }
                hash.add(Kind.file)
                hash.addStamp(info)
                guard case .inputs(let now) = side else {
                    tally.add(hash)
                    continue
                }
                if (info.st_mode & S_IFMT) == S_IFLNK {
                    let link = info
                    // A link stands for its target, whose stamp is the one an edit changes.
                    guard fstatat(descriptor, name, &info, 0) == 0 else {
                        hash.add(Kind.dangling)
                        tally.add(hash)
                        continue
                    }
                    if (info.st_mode & S_IFMT) == S_IFDIR {
                        // Pointed elsewhere, a link is a new one (its stamp, hashed above, changes);
                        // the folder it leads to is read where it lies, if it lies in these trees.
                        let inFolder = folder.path.isEmpty ? String(cString: name) : "\(folder.path)/\(String(cString: name))"
                        if isSettled(link, now: now), leadsInside(rootPaths, from: "\(rootPaths[folder.root])/\(inFolder)") {
                            hash.add(Kind.folder)
                            tally.add(hash)
                            continue
                        }
                        tally.isTrusted = false
                        if kept != nil { continue }
                        return
                    }
                    hash.addStamp(info)
                }
                // The stamp of the file itself or, through a link, of its target, as `stat` takes
                // it; a file changed a moment ago too: the reading judges that for itself.
                if kept != nil, (info.st_mode & S_IFMT) == S_IFREG {
                    kept?.add(name, length: length, FileStamp(info))
                }
                guard isSettled(info, now: now) else {
                    tally.isTrusted = false
                    if kept != nil { continue }
                    return
                }
                tally.add(hash)
            }
        }
    }

    /// Whether the entry `info` describes was last changed long enough before `now` to trust.
    private static func isSettled(_ info: stat, now: Int64) -> Bool {
        let changed = max(
            Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
        return FileStamp.isSettled(changed, now: now)
    }

    /// Whether the link at `path` leads to a folder inside one of `roots`, outside `.git`: one
    /// a walk of those roots reads where it lies, through no link (its path is resolved).
    private static func leadsInside(_ roots: [String], from path: String) -> Bool {
        func resolved(_ path: String) -> String? {
            guard let real = realpath(path, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        }
        guard let target = resolved(path) else { return false }
        for root in roots {
            guard let base = resolved(root) else { continue }
            let inside: Substring
            if target == base {
                inside = ""
            } else if target.hasPrefix(base == "/" ? "/" : base + "/") {
                inside = target.dropFirst(base == "/" ? 1 : base.count + 1)
            } else {
                continue
            }
            return !inside.split(separator: "/").contains(".git")
        }
        return false
    }

    /// Whether `name` is `.` or `..`.
    private static func isDots(_ name: UnsafePointer<CChar>) -> Bool {
        name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0))
    }

    /// What an entry is, in its hash: a file and a folder of one name differ.
    private enum Kind {
        static let folder: UInt64 = 1
        static let file: UInt64 = 2
        static let dangling: UInt64 = 3
    }

    /// One entry's hash: its folder's, then its name and stamp. Every step is a bijection of
    /// the state for a given input, so one different byte or number always gives a different
    /// hash; ``finalized`` spreads it over all 64 bits before the sum.
    private struct EntryHash {
        var value: UInt64

        init(seed: UInt64 = 0xcbf2_9ce4_8422_2325) {
            value = seed
        }

        /// What a root's entries' hashes start from: its name, which tells them from another root's.
        static func seed(ofRoot name: String) -> UInt64 {
            var hash = EntryHash()
            _ = name.withCString { hash.addName($0) }
            return hash.value
        }

        mutating func add(_ number: UInt64) {
            value = (value ^ number) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 32
        }

        /// A C string's bytes, then its length, which it returns.
        mutating func addName(_ name: UnsafePointer<CChar>) -> Int {
            var length = 0
            while name[length] != 0 {
                value = (value ^ UInt64(UInt8(bitPattern: name[length]))) &* 0x0000_0100_0000_01B3
                length += 1
            }
            add(UInt64(length))
            return length
        }

        /// What tells one version of a file from another without reading it.
        mutating func addStamp(_ info: stat) {
            add(UInt64(bitPattern: Int64(info.st_size)))
            add(UInt64(bitPattern: Int64(info.st_mtim.tv_sec)))
            add(UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)))
            add(UInt64(bitPattern: Int64(info.st_ctim.tv_sec)))
            add(UInt64(bitPattern: Int64(info.st_ctim.tv_nsec)))
            add(UInt64(info.st_ino))
            add(UInt64(info.st_mode))
        }

        /// MurmurHash3's finalizer, a bijection whose every output bit depends on every input bit.
        var finalized: UInt64 {
            var mixed = value
            mixed ^= mixed >> 33
            mixed &*= 0xff51_afd7_ed55_8ccd
            mixed ^= mixed >> 33
            mixed &*= 0xc4ce_b9fe_1a85_ec53
            mixed ^= mixed >> 33
            return mixed
        }
    }
}
