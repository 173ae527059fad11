import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An incremental build's output: files whose bytes did not change stay where they are, the
/// others are staged and moved in at the commit.
extension StagedOutput {
    /// The files of the new site so far, as an in-place build records them.
    struct InPlaceFiles: Sendable {
        /// Which of the listing's files (``OutputTree/Listing/files``) the new site has, by
        /// place: a rebuild keeps nearly all of thousands, and a set of their paths hashed
        /// each one, and again at each doubling, one thread at a time.
        var isListedKept: [Bool]
        /// The new site's paths that the listing does not hold as regular files.
        var unlisted: Set<String> = []
        var staged: Set<String> = []
        /// The staged files past the first ``StagedOutput/flatStagedFiles``, staged in the
        /// spread folders (``OutputJournal/spreadName(_:salt:)``) rather than flat.
        var spread: Set<String> = []
        /// How many of the listing's regular files the new site has: the commit's check that
        /// nothing is deleted compares counts, rather than looking every listed path up.
        var listed = 0

        /// - Parameter files: how many files the output's listing has.
        init(listingFiles files: Int) {
            isListedKept = Array(repeating: false, count: files)
        }

        /// Records `path`, at `place` in the listing when it is one of its regular files.
        mutating func record(_ path: String, at place: Int?) {
            guard let place else {
                unlisted.insert(path)
                return
            }
            record(listedAt: place)
        }

        /// Records the listing's regular file at `place`.
        mutating func record(listedAt place: Int) {
            if !isListedKept[place] {
                isListedKept[place] = true
                listed += 1
            }
        }

        /// The name a staged `path` has in the staging folder: flat, or in a spread folder.
        ///
        /// - Parameter salt: the staging folder's ``OutputJournal/spreadSalt(staging:)``.
        func stagedName(_ path: String, salt: String) -> String {
            spread.contains(path) ? OutputJournal.spreadName(path, salt: salt) : OutputJournal.stagedName(path)
        }

        /// Every path of the new site: made only when something may have to go.
        func all(in listing: OutputTree.Listing) -> Set<String> {
            var all = unlisted
            for (place, isKept) in isListedKept.enumerated() where isKept { all.insert(listing.files[place]) }
            return all
        }
    }

    /// How many changed files an incremental build stages flat in the staging folder itself;
    /// the rest go to folders of their own (``OutputJournal/spreadName(_:salt:)``).
    ///
    /// Why: ext4 without a journal does not reuse an inode freed in the last minute or more,
    /// and each new file checks every such inode of its folder's block group first. A change
    /// that every page shows (a site name, a navigation entry, a template) stages thousands of
    /// files; flat in one folder, each checked every inode the last such change freed there,
    /// which grows with the square of the file count: 3.3 s of a 5,000-page site's rebuild on
    /// such a disk, most of it the kernel's. Spread over folders of a top-level folder (see
    /// ``FolderSpreading``), each lands in a group of its own. An edit's few files stay flat,
    /// so that its commit makes and removes no folders.
    static let flatStagedFiles = 64

    /// The name `relativePath` is staged under in place: flat (``OutputJournal/stagedName(_:)``)
    /// or, past the first ``flatStagedFiles``, in a spread folder. Asked once the file is recorded.
    func inPlaceStagedName(_ relativePath: String) -> String {
        inPlaceFiles.withLock { $0.stagedName(relativePath, salt: spreadSalt) }
    }

    /// Finishes what an interrupted commit into `target` left (see ``OutputJournal``), then
    /// lists the output as an incremental build's staging takes it: a build makes this while
    /// it reads its content, and waits for it before anything else reads the output.
    ///
    /// The folders whose stamps are those the previous listing kept are not read again (see
    /// ``OutputTree/listing(of:reusing:settledBy:)``).
    ///
    /// - Returns: the listing, and its snapshot for the build to keep with its cache when it
    ///   read a folder anew (nil when every folder came from the kept one).
    static func recoveredListing(of target: String) -> (listing: OutputTree.Listing, snapshot: OutputTree.Snapshot?) {
        OutputJournal.recover(target: target)
        let previous = OutputTree.Snapshot.load(output: target)
        let (listing, snapshot) = OutputTree.listing(of: target, reusing: previous, settledBy: FileStamp.now())
        // Every folder reused is the previous snapshot again: only one read anew is news.
        return (listing, snapshot.read.isEmpty ? nil : snapshot)
    }

    /// Where a file of the new site can be read now: the staging folder for a file this
    /// build changed, the output folder for one it kept.
    package func currentPath(of relativePath: String) -> String {
        guard isInPlace, !inPlaceFiles.withLock({ $0.staged.contains(relativePath) }) else {
            return stagedPath(of: relativePath)
        }
        return "\(target)/\(relativePath)"
    }

    /// Whether the output already holds `bytes` at `relativePath`; if not, the file is to be staged.
    func keepsExisting(_ relativePath: String, _ bytes: [UInt8]) -> Bool {
        record(relativePath, isKept: Self.file("\(target)/\(relativePath)", holds: bytes))
    }

    /// Notes that `relativePath` is to be staged, its bytes known to differ from the output's.
    func recordStaged(_ relativePath: String) {
        _ = record(relativePath, isKept: false)
    }

    /// Whether the output already holds a copy of `source` at `relativePath`.
    func keepsExisting(_ relativePath: String, copyOf source: String) -> Bool {
        record(relativePath, isKept: Self.file("\(target)/\(relativePath)", equals: source))
    }

    /// Whether `existing` is the output's own file at `relativePath`, which then stays as it is.
    func keepsExisting(_ relativePath: String, linkedFrom path: String) -> Bool {
        guard existing.regularFiles[relativePath] != nil,
            path.utf8.count == target.utf8.count + 1 + relativePath.utf8.count,
            path == "\(target)/\(relativePath)"
        else { return false }
        return record(relativePath, isKept: true)
    }

    /// Copies `source` to `relativePath` as ``copy(_:as:)`` does; in place, a copy whose
    /// stamps are still `known` (those a previous build recorded) is kept unread.
    ///
    /// - Parameters:
    ///   - sourceStamp: the source's stamp, when the walk of the content took it already.
    ///   - now: a time before this build took any stamp, by which they are settled.
    /// - Returns: the stamps for the next build to go by: those taken before this one compared
    ///   the files and kept the output's, once both stood still; or, in a new folder, the
    ///   source's (once it stood still) and the copy's as written; nil otherwise, when the next
    ///   build compares the files again.
    func copy(
        _ source: String, as relativePath: String, sourceStamp: FileStamp? = nil, known: StaticCopy?, settledBy now: Int64
    ) throws(Diagnostic) -> StaticCopy? {
        guard isInPlace else { return try copyIntoNewFolder(source, as: relativePath, sourceStamp: sourceStamp, settledBy: now) }
        guard let stamps = StaticCopy(source: source, stamp: sourceStamp, output: "\(target)/\(relativePath)") else {
            try copy(source, as: relativePath)
            return nil
        }
        if stamps == known, keep(relativePath) { return stamps }
        // Taken before the comparison: a write during it changes a stamp, and the next build compares again.
        let isKept = try copy(source, as: relativePath)
        return isKept && stamps.isSettled(now: now) ? stamps : nil
    }

    /// Copies `source` into a new folder; the stamps of the source, taken before, and of the
    /// copy, as written.
    ///
    /// Moving the folder in keeps its files' stamps, so the copy's holds while nothing writes
    /// it, and the next build keeps it unread, as it would a copy it had compared: the copy is
    /// this build's own, of bytes the source's stamp vouches for. The source's stamp must have
    /// stood still (a write in the same tick of a coarse clock would not show in it); the
    /// copy's need not, as an output file changed by hand is not looked for any sooner (see
    /// RELIABILITY.md).
    private func copyIntoNewFolder(
        _ source: String, as relativePath: String, sourceStamp: FileStamp?, settledBy now: Int64
    ) throws(Diagnostic) -> StaticCopy? {
        try begin()
        defer { end() }
        let sourceStamp = sourceStamp ?? FileStamp.of(source)
        let written = try copyStaged(source, as: relativePath)
        guard let sourceStamp, let written, sourceStamp.isSettled(now: now) else { return nil }
        return StaticCopy(source: sourceStamp, output: written)
    }

    /// Keeps the output's regular file at `relativePath` as this build's, unread: for a file
    /// whose every input is as the build that wrote it had them. `false` when not in place or
    /// there is no such file (it must then be made).
    package func keep(_ relativePath: String) -> Bool {
        guard isInPlace, (try? begin()) != nil else { return false }
        defer { end() }
        guard existing.regularFiles[relativePath] != nil else { return false }
        return record(relativePath, isKept: true)
    }

    /// A piece of a file written by ``write(_:splicing:)``.
    package enum Piece: Sendable {
        /// Bytes of this build.
        case bytes([UInt8])
        /// `count` bytes from `offset` of the output's file at the same path.
        case existing(offset: Int, count: Int)

        /// How many bytes the piece gives the file.
        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .existing(_, let count): count
            }
        }
    }

    /// Writes the file at `relativePath` from pieces: bytes of this build and ranges of the
    /// output's file, copied inside the kernel, unread. Pieces that are the output's file as
    /// it is, in order and whole, keep that file. In place only: the caller made sure the
    /// output's file is the one the ranges describe.
    ///
    /// - Parameter spare: where to find a file to write over rather than a new one, and to keep
    ///   the output's file this one replaces for the next build, linked there at the commit
    ///   (see ``SpareFile``).
    package func write(_ relativePath: String, splicing pieces: [Piece], spare: SpareFile? = nil) throws(Diagnostic) {
        try begin()
        defer { end() }
        precondition(isInPlace, "only an incremental build splices files")
        let current = "\(target)/\(relativePath)"
        var expected = 0
        var isWhole = true
        for piece in pieces {
            guard case .existing(let offset, let count) = piece, offset == expected else {
                isWhole = false
                break
            }
            expected += count
        }
        if isWhole, let stamp = FileStamp.of(current), Int(stamp.size) == expected {
            _ = record(relativePath, isKept: true)
            return
        }
        _ = record(relativePath, isKept: false)
        try makeFolder(folderKey(of: relativePath))
        let source = open(current, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else {
            throw Self.failure("Cannot read \(relativePath) (\(String(cString: strerror(errno))))", path: target)
        }
        defer { close(source) }
        var sourceInfo = stat()
        let staged = stagedPath(of: relativePath)
        let taken = spare?.take(as: staged, replacing: fstat(source, &sourceInfo) == 0 ? sourceInfo : nil)
        let destination = taken ?? open(staged, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard destination >= 0 else {
            throw Self.failure("Cannot create \(relativePath) (\(String(cString: strerror(errno))))", path: target)
        }
        defer { close(destination) }
        var written = 0
        for piece in Self.joined(pieces) {
            switch piece {
            case .bytes(let bytes):
                try Self.writeAll(bytes, to: destination, name: relativePath, target: target)
                written += bytes.count
            case .existing(let offset, let count):
                try RangeCopy.copy(
                    from: source, offset: offset, count: count, to: destination, written: written, name: relativePath,
                    target: target)
                written += count
            }
        }
        if taken != nil {
            // The spare's bytes past the new end, if it was the longer file.
            guard ftruncate(destination, off_t(pieces.reduce(0) { $0 + $1.count })) == 0 else {
                throw Self.failure("Cannot write \(relativePath) (\(String(cString: strerror(errno))))", path: target)
            }
        }
        // Linked at the commit, once the folders it changes are stamped (``OutputChange``): a
        // link changes the file's stamp.
        if let spare { sparesToKeep.withLock { $0.append((spare, current)) } }
    }

    /// The pieces with each run of ranges that follow one another in the file made one range:
    /// a copy costs a system call, and most of a file spliced after an edit is one or two runs.
    static func joined(_ pieces: [Piece]) -> [Piece] {
        var joined: [Piece] = []
        joined.reserveCapacity(8)
        for piece in pieces {
            if case .existing(let offset, let count) = piece, case .existing(let start, let length)? = joined.last,
                start + length == offset
            {
                joined[joined.count - 1] = .existing(offset: start, count: length + count)
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// The stamp of the file at `relativePath` as this build leaves it (staged or kept).
    func stamp(of relativePath: String) -> FileStamp? {
        FileStamp.of(currentPath(of: relativePath))
    }

    /// Writes all of `bytes` to `descriptor`, through short writes and interruptions.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String, target: String) throws(Diagnostic) {
        // `withUnsafeBytes` rethrows untyped errors: the failure is handed out as a value.
        let failure = bytes.withUnsafeBytes { bytes -> Diagnostic? in
            do throws(Diagnostic) {
                try writeAll(bytes, to: descriptor, name: name, target: target)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, name: String, target: String) throws(Diagnostic) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure("Cannot write \(name) (\(String(cString: strerror(errno))))", path: target)
            }
            offset += written
        }
    }

    /// Keeps the output's regular files of each pair as this build's, unread: the two files of
    /// each page reused as it is, with one lock taken for them all. For each pair, `false` when
    /// not in place or either file is missing (the page must then be made, and both are written).
    func keep(pairs: [(String, String)]) -> [Bool] {
        guard isInPlace, (try? begin()) != nil else { return Array(repeating: false, count: pairs.count) }
        defer { end() }
        let regularFiles = existing.regularFiles
        let places = pairs.map { pair -> (Int, Int)? in
            guard let first = regularFiles[pair.0], let second = regularFiles[pair.1] else { return nil }
            return (first, second)
        }
        inPlaceFiles.withLock { files in
            for case (let first, let second)? in places {
                files.record(listedAt: first)
                files.record(listedAt: second)
            }
        }
        return places.map { $0 != nil }
    }

    /// Moves the staged files into the output and removes those the site no longer has,
    /// under a journal (see ``OutputJournal``); with nothing changed, writes nothing at all.
    /// Returns whether any file of the output changed.
    ///
    /// - Throws: `output_not_writable` when the journal cannot be written; the output is then
    ///   as it was.
    func commitInPlace(findsChange: Bool, decided: () -> Void) throws(Diagnostic) -> Bool {
        let files = inPlaceFiles.withLock { $0 }
        let staged = files.staged
        let deletions = Self.deletions(from: existing, keeping: { files.all(in: existing) }, listed: files.listed)
        guard !deletions.isEmpty || !staged.isEmpty else {
            decided()
            removal.withLock { _ in try? FileManager.default.removeItem(atPath: staging) }
            outputChange.withLock { $0 = .zero }
            return false
        }
        let journal = OutputJournal(
            staging: (staging as NSString).lastPathComponent, deletions: deletions.sorted(), renames: staged.sorted())
        let changing = findsChange ? OutputChange.folders(deleting: deletions, moving: staged, in: existing) : nil
        let before = changing.flatMap { OutputChange.Parts($0, in: target) }
        for (spare, current) in sparesToKeep.withLock({ $0 }) { spare.keep(current) }
        let salt = spreadSalt
        guard
            journal.commit(
                into: target, stopAfter: Self.stopAfterRenames, staged: { files.stagedName($0, salt: salt) },
                decided: decided)
        else {
            throw Self.failure("Cannot write \(OutputJournal.fileName) (\(String(cString: strerror(errno))))", path: target)
        }
        if let changing, let before, let after = OutputChange.Parts(changing, in: target) {
            outputChange.withLock { $0 = OutputChange.between(before, after) }
        }
        return true
    }

    /// `PREFLIGHT_TEST_STOP_AFTER_RENAMES`: the tests' stand-in for a crash in the middle of a commit.
    private static var stopAfterRenames: Int? {
        getenv("PREFLIGHT_TEST_STOP_AFTER_RENAMES").flatMap { Int(String(cString: $0)) }
    }

    private func record(_ relativePath: String, isKept: Bool) -> Bool {
        let place = existing.regularFiles[relativePath]
        inPlaceFiles.withLock { files in
            files.record(relativePath, at: place)
            if !isKept, files.staged.insert(relativePath).inserted, files.staged.count > Self.flatStagedFiles {
                files.spread.insert(relativePath)
            }
        }
        return isKept
    }

    /// Whether the regular file at `path` holds exactly `bytes`.
    private static func file(_ path: String, holds bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else {
            return false
        }
        guard !bytes.isEmpty else { return true }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        var offset = 0
        while offset < bytes.count {
            let count = existing.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        // `memcmp`, not `==`: the standard library compares arrays element by element.
        return existing.withUnsafeBytes { left in
            bytes.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, bytes.count) == 0 }
        }
    }

    /// Whether the regular files at `path` and `source` hold the same bytes, compared a block
    /// at a time (a static file may be of any size).
    private static func file(_ path: String, equals source: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(source, &first) == 0, lstat(path, &second) == 0, (second.st_mode & S_IFMT) == S_IFREG,
            first.st_size == second.st_size
        else { return false }
        let left = open(source, O_RDONLY | O_CLOEXEC)
        guard left >= 0 else { return false }
        defer { close(left) }
        let right = open(path, O_RDONLY | O_CLOEXEC)
        guard right >= 0 else { return false }
        defer { close(right) }
        var leftBlock = [UInt8](repeating: 0, count: 1 << 16)
        var rightBlock = leftBlock
        while true {
            let leftCount = fill(&leftBlock, from: left)
            let rightCount = fill(&rightBlock, from: right)
            guard leftCount == rightCount, leftCount >= 0 else { return false }
            if leftCount == 0 { return true }
            let same = leftBlock.withUnsafeBytes { left in
                rightBlock.withUnsafeBytes { memcmp(left.baseAddress!, $0.baseAddress!, leftCount) == 0 }
            }
            if !same { return false }
        }
    }

    /// Reads up to a block; the count read, 0 at the end, -1 on an error.
    private static func fill(_ block: inout [UInt8], from descriptor: Int32) -> Int {
        var count = 0
        while count < block.count {
            let read = block.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                return -1
            }
            count += read
        }
        return count
    }
}
