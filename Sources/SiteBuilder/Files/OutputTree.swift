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
        /// The regular files of `files`, each by its place there: a build records the files
        /// it keeps by place, with no set of their paths made (see ``StagedOutput/InPlaceFiles``).
        var regularFiles: [String: Int] = [:]
        /// How many entries each folder holds, by path ("" for the root).
        var entryCounts: [String: Int] = [:]
        /// Whether every folder listed was read and has an entry: then each holds a file
        /// listed (a folder whose entries are all folders has one that holds a file), which
        /// the listing found out while it read them, off the commit's path. False when not known.
        var everyFolderHasEntries = false
    }

    static func listing(of root: String) -> Listing {
        listing(of: root, reusing: nil, settledBy: FileStamp.now()).listing
    }

    /// The listing, and the snapshot of it the next listing may reuse.
    ///
    /// A folder of `previous` whose stamp is still the one it had, and had stood still
    /// already when it was taken (see ``FileStamp/isSettled(_:now:)``), holds the entries it
    /// held: adding, removing or renaming an entry changes a folder's change and
    /// modification times. Its entries are taken from `previous` rather than read again: an
    /// edit's rebuild reads only the folders the last commit changed, not a whole site's.
    ///
    /// - Parameter now: a time before any stamp is taken, by which stamps are judged settled.
    static func listing(
        of root: String, reusing previous: Snapshot?, settledBy now: Int64
    ) -> (listing: Listing, snapshot: Snapshot) {
        var listing = Listing()
        // As many as the previous listing's, most likely: grown from empty, the map of a
        // site's thousands of paths was made again a dozen times, each time hashing them all.
        let expected = previous?.folders.values.reduce(0) { $0 + $1.entries.count } ?? 0
        listing.files.reserveCapacity(expected)
        listing.regularFiles.reserveCapacity(expected)
        var snapshot = Snapshot()
        snapshot.folders.reserveCapacity(previous?.folders.count ?? 0)
        var pending = [""]
        var everyFolderHasEntries = true
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : "\(root)/\(relative)"
            var info = stat()
            // The root through a link, as the output may be one; a folder in it never: one that
            // became a link since its parent was read is not entered, and nothing is listed (or
            // removed) through it.
            let found = relative.isEmpty ? stat(path, &info) : lstat(path, &info)
            guard found == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                everyFolderHasEntries = false
                continue
            }
            let stamp = FileStamp(info)
            let entries: [Snapshot.Entry]
            if let kept = previous?.folders[relative], kept.isSettled, kept.stamp == stamp {
                entries = kept.entries
            } else {
                guard let read = Self.entries(of: path, throughLink: relative.isEmpty) else {
                    everyFolderHasEntries = false
                    continue
                }
                entries = read
                snapshot.read.append(relative)
            }
            if entries.isEmpty && !relative.isEmpty { everyFolderHasEntries = false }
            listing.entryCounts[relative] = entries.count
            snapshot.folders[relative] = Snapshot.Folder(
                stamp: stamp, isSettled: FileStamp.isSettled(max(stamp.modified, stamp.changed), now: now),
                entries: entries)
            for entry in entries {
                let child = relative.isEmpty ? entry.name : "\(relative)/\(entry.name)"
                switch entry.kind {
                case .folder:
                    listing.folders.append(child)
                    pending.append(child)
                case .regularFile:
                    listing.regularFiles[child] = listing.files.count
                    listing.files.append(child)
                case .other:
                    listing.files.append(child)
                }
            }
        }
        listing.everyFolderHasEntries = everyFolderHasEntries
        return (listing, snapshot)
    }

    /// A folder's entries, `.` and `..` left out; nil when it cannot be read (or, unless
    /// `throughLink`, is a link now).
    private static func entries(of path: String, throughLink: Bool) -> [Snapshot.Entry]? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (throughLink ? 0 : O_NOFOLLOW))
        guard descriptor >= 0, let directory = fdopendir(descriptor) else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        defer { closedir(directory) }
        var entries: [Snapshot.Entry] = []
        while let entry = readdir(directory) {
            let name = FileReader.name(of: entry)
            if name == "." || name == ".." { continue }
            let kind: Snapshot.Kind
            switch entry.pointee.d_type {
            case UInt8(DT_DIR): kind = .folder
            case UInt8(DT_REG): kind = .regularFile
            case UInt8(DT_UNKNOWN):
                // A file system that does not say: ask.
                var info = stat()
                let mode = lstat("\(path)/\(name)", &info) == 0 ? info.st_mode & S_IFMT : 0
                kind = mode == S_IFDIR ? .folder : mode == S_IFREG ? .regularFile : .other
            default: kind = .other
            }
            entries.append(Snapshot.Entry(name: name, kind: kind))
        }
        return entries
    }
}
