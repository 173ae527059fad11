import Diagnostics
import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// The output folder, built beside the target and swapped in only when complete.
///
/// Nothing is written into the existing output until ``commit()``: a failed or interrupted
/// build leaves the previous site as it was. Building into a fresh folder is also the fast
/// path, since creating files beats truncating existing ones.
///
/// An incremental build (``isInPlace``) stages only the files whose bytes changed and moves
/// each into the existing output at the commit, under an ``OutputJournal``: a one-page edit
/// then costs a few files, not a copy of the whole site.
package final class StagedOutput: @unchecked Sendable {
    /// The folder the site ends up in.
    package let target: String
    /// The temporary folder being filled.
    package let staging: String
    /// Whether only changed files are staged, to be moved into the existing output.
    package let isInPlace: Bool
    /// Whether a staged file that replaces one of the output's is given its blocks before it
    /// is written (``BlockReservation``).
    let reservesBlocks: Bool
    /// In place: every file of the new site, those of them staged (changed or new), and how
    /// many of them the output's listing holds as regular files.
    let inPlaceFiles: Locked<InPlaceFiles>
    /// In place: what the output held when the build began, listed once: a page reused as
    /// it is is looked up here rather than with a `stat` of its two files, and the commit
    /// removes what the new site lacks from it.
    let existing: OutputTree.Listing
    /// Every folder made for the site's files, by ``folderKey(of:)``: its path in the site, or
    /// "" for the staging folder itself, where an edit stages nearly all of its files.
    let createdFolders = Locked<[String: StagedFolder]>([:])
    /// What the names of a whole site's top-level folders end with until the commit.
    let topFolderSuffix = FolderSpreading.newSuffix()
    /// What the names of the folders many staged files are spread over end with, in place
    /// (``OutputJournal/spreadSalt(staging:)`` of the staging folder's name).
    let spreadSalt: String
    /// What the commit changed of the output's fingerprint (after it less before it), when it
    /// was asked to find out and could tell from the few folders it changed (see
    /// ``OutputChange``); nil before it, or when the output must be stamped whole.
    var committedChange: TreeStamps.Fingerprint? { outputChange.withLock { $0 } }
    let outputChange = Locked<TreeStamps.Fingerprint?>(nil)
    /// The output's files this build replaces that are to be kept as spares (``SpareFile``),
    /// each linked there at the commit.
    let sparesToKeep = Locked<[(spare: SpareFile, current: String)]>([])
    /// Writes under way, whether a cancel stopped them, and whether a commit had made the new
    /// site the output's before that (what an interrupted build then reports).
    private let activity = Locked<(writing: Int, isCancelled: Bool, isDecided: Bool)>((0, false, false))

    deinit {
        closeFolders()
    }

    /// Every staging folder of this process not yet committed or abandoned, for
    /// ``cancelAll()``.
    private static let unfinished = Locked<[ObjectIdentifier: StagedOutput]>([:])

    /// Creates the staging folder next to `target`, after finishing (or dropping) what an
    /// interrupted commit into `target` left (see ``OutputJournal``).
    ///
    /// - Parameter inPlace: stage only the files that differ from those in `target`, which
    ///   must be an output of an earlier build.
    /// - Parameter keepingOtherFiles: in place, the build writes only some of the site's files
    ///   (`serve`'s rebuild of edited pages): the output is not listed, and its other files
    ///   stay rather than being removed as files the site no longer has.
    /// - Throws: `output_not_writable` when the parent folder cannot take a new folder.
    package convenience init(target: String, inPlace: Bool = false, keepingOtherFiles: Bool = false) throws(Diagnostic) {
        try self.init(target: target, inPlace: inPlace, keepingOtherFiles: keepingOtherFiles, listed: nil)
    }

    /// The same, in place with the output's listing when the caller made it already
    /// (``recoveredListing(of:)``, while it read the content).
    init(target: String, inPlace: Bool, keepingOtherFiles: Bool = false, listed: OutputTree.Listing?) throws(Diagnostic) {
        let absolute = AbsolutePath.of(target)
        self.target = absolute
        isInPlace = inPlace
        let parent = (absolute as NSString).deletingLastPathComponent
        reservesBlocks = inPlace && BlockReservation.helps(inFolderAt: parent)
        let name = (absolute as NSString).lastPathComponent
        let stagingName = ".\(name).building-\(getpid())"
        staging = "\(parent)/\(stagingName)"
        spreadSalt = OutputJournal.spreadSalt(staging: stagingName)
        OutputJournal.recover(target: absolute)
        existing = inPlace && !keepingOtherFiles ? (listed ?? OutputTree.listing(of: absolute)) : OutputTree.Listing()
        inPlaceFiles = Locked(InPlaceFiles(listingFiles: existing.files.count))
        // Only when it is there: a removal of nothing makes and throws away a Foundation error.
        var info = stat()
        if lstat(staging, &info) == 0 { try? FileManager.default.removeItem(atPath: staging) }
        Self.removeAbandoned(in: parent, output: name)
        // Registered before the folder exists, and created as a write, so that a cancel from
        // a signal handler either stops this or waits for it and then removes the folder.
        Self.unfinished.withLock { $0[ObjectIdentifier(self)] = self }
        var isCreated = false
        defer { if !isCreated { Self.unfinished.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) } } }
        try begin()
        defer { end() }
        do {
            if !FileReader.isDirectory(parent) {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
        } catch {
            throw Self.failure("Cannot create the folder \(parent)", path: target)
        }
        guard mkdir(staging, 0o755) == 0 else {
            throw Self.failure("Cannot create a folder beside the output (\(String(cString: strerror(errno))))", path: target)
        }
        // A whole site's folder becomes the output; an edit's staged files sit flat in theirs,
        // but for the folders that many staged files are spread over (``flatStagedFiles``).
        FolderSpreading.spreadSubfolders(of: staging)
        let folder = StagedFolder(descriptor: Self.openFolder(staging))
        createdFolders.withLock { $0[""] = folder }
        // The mark that lets the next build replace this folder (see OutputGuard).
        do throws(Diagnostic) {
            let marker = Array(OutputGuard.markerText.utf8)
            if !inPlace || !keepsExisting(OutputGuard.markerName, marker) {
                try writeFile(OutputGuard.markerName, marker, in: folder.descriptor)
            }
        } catch {
            removeStaging()
            throw error
        }
        isCreated = true
    }

    /// Removes the staging folders (and parked previous outputs) that builds into the same
    /// output left when they were killed or crashed: those whose process is gone. A folder
    /// of a build still running, here or on another process, is left alone.
    private static func removeAbandoned(in parent: String, output name: String) {
        let prefix = ".\(name).building-"
        for entry in FileReader.names(in: parent) ?? [] where entry.hasPrefix(prefix) {
            var digits = entry.dropFirst(prefix.count)
            if digits.hasSuffix(".old") { digits = digits.dropLast(4) }
            guard let pid = pid_t(digits), pid > 0, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            var info = stat()
            guard lstat("\(parent)/\(entry)", &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            try? FileManager.default.removeItem(atPath: "\(parent)/\(entry)")
        }
    }

    /// Writes one file, creating its folders; `relativePath` uses `/` and never starts with one.
    ///
    /// Writes into one folder are made one at a time, by whichever thread came first: creating
    /// a file holds the folder's lock in the kernel, and a second thread creating a file in the
    /// same folder would spin on that lock instead of working. So a write that finds its folder
    /// busy is queued for the thread already writing there, and its caller goes back to
    /// rendering. A queued write's failure is thrown by that thread and by ``commit()``.
    ///
    /// - Parameter differs: the caller read the output's own file at `relativePath` (not a
    ///   previous folder's) and knows it holds other bytes; in place, it is then not read again
    ///   to be compared.
    package func write(_ relativePath: String, _ bytes: [UInt8], differs: Bool = false) throws(Diagnostic) {
        try begin()
        defer { end() }
        if isInPlace {
            if differs {
                recordStaged(relativePath)
            } else if keepsExisting(relativePath, bytes) {
                return
            }
        }
        let folder = try makeFolder(folderKey(of: relativePath))
        let isFirst = folder.waiting.withLock { waiting -> Bool in
            guard waiting == nil else {
                waiting!.append((relativePath, bytes))
                return false
            }
            waiting = []
            return true
        }
        guard isFirst else { return }
        var next: (path: String, bytes: [UInt8])? = (relativePath, bytes)
        var failure: Diagnostic?
        while let (path, bytes) = next {
            do throws(Diagnostic) {
                try writeFile(path, bytes, in: folder.descriptor)
            } catch {
                failure = failure ?? error
                failures.withLock { $0.append(error) }
            }
            next = folder.waiting.withLock { waiting in
                guard let first = waiting?.first else {
                    waiting = nil
                    return nil
                }
                waiting!.removeFirst()
                return first
            }
        }
        if let failure { throw failure }
    }

    /// Writes one file as ``write(_:_:)`` does, but on this thread whatever other writes its
    /// folder has under way, so that the file is complete on return: for a file whose stamp the
    /// caller takes next (a write queued behind another thread's may not have begun).
    package func writeNow(_ relativePath: String, _ bytes: [UInt8]) throws(Diagnostic) {
        try begin()
        defer { end() }
        if isInPlace, keepsExisting(relativePath, bytes) { return }
        try writeFile(relativePath, bytes, in: makeFolder(folderKey(of: relativePath)).descriptor)
    }

    /// Writes one file of a build that is not in place, made in pieces: `make` hands each
    /// piece to the function it is given as soon as the piece is ready, so that a file of
    /// megabytes (llms-full.txt) is never whole in memory, where building it touched as many
    /// fresh pages. Complete on return, as with ``writeNow(_:_:)``. (In place, a file is
    /// compared whole with the output's: that build writes with ``writeNow(_:_:)``.)
    package func writeNow(
        _ relativePath: String,
        inPieces make: (_ write: ([UInt8]) throws(Diagnostic) -> Void) throws(Diagnostic) -> Void
    ) throws(Diagnostic) {
        precondition(!isInPlace, "a file written in place is compared whole with the output's")
        try begin()
        defer { end() }
        let descriptor = try createStaged(relativePath, in: makeFolder(folderKey(of: relativePath)).descriptor)
        defer { close(descriptor) }
        try make { (piece: [UInt8]) throws(Diagnostic) in
            try Self.writeAll(piece, to: descriptor, name: relativePath, target: target)
        }
    }

    /// Every write that failed, for ``commit()``: a queued write's caller has gone on.
    private let failures = Locked<[Diagnostic]>([])

    /// Creates (or empties) the staged file of `relativePath`, its folder made already, and
    /// opens it for writing: by its name in `folder` (the descriptor ``makeFolder(_:)`` gave),
    /// which spares the kernel a walk of the whole path for each of a site's files; by its
    /// path when the folder keeps no descriptor.
    private func createStaged(_ relativePath: String, in folder: Int32) throws(Diagnostic) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
        let descriptor =
            folder >= 0
            ? openat(folder, Self.fileName(of: isInPlace ? inPlaceStagedName(relativePath) : relativePath), flags, 0o644)
            : open(stagedPath(of: relativePath), flags, 0o644)
        guard descriptor >= 0 else {
            throw Self.failure("Cannot create \(relativePath) (\(String(cString: strerror(errno))))", path: target)
        }
        return descriptor
    }

    private func writeFile(_ relativePath: String, _ bytes: [UInt8], in folder: Int32) throws(Diagnostic) {
        let descriptor = try createStaged(relativePath, in: folder)
        defer { close(descriptor) }
        if reservesBlocks, existing.regularFiles[relativePath] != nil {
            BlockReservation.reserve(descriptor, bytes: bytes.count)
        }
        try Self.writeAll(bytes, to: descriptor, name: relativePath, target: target)
    }

    package func write(_ relativePath: String, _ text: String) throws(Diagnostic) {
        try write(relativePath, Array(text.utf8))
    }

    /// Copies the file at `source` into the output without reading it into memory: assets
    /// (images, fonts, downloads) may be of any size.
    ///
    /// - Returns: whether the output's file, found to hold the same bytes, was kept (in place).
    @discardableResult
    package func copy(_ source: String, as relativePath: String) throws(Diagnostic) -> Bool {
        try begin()
        defer { end() }
        if isInPlace, keepsExisting(relativePath, copyOf: source) { return true }
        _ = try copyStaged(source, as: relativePath)
        return false
    }

    /// Copies `source` to a staged file; that file's stamp once written (nil when it cannot be
    /// taken). The caller has begun a write.
    func copyStaged(_ source: String, as relativePath: String) throws(Diagnostic) -> FileStamp? {
        let descriptor = try createStaged(relativePath, in: makeFolder(folderKey(of: relativePath)).descriptor)
        defer { close(descriptor) }
        try FileStreams.copy(source, into: descriptor, destinationName: relativePath)
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
    }

    /// Hard-links a file of the previous output into the new one, so an unchanged page costs
    /// no rendering and no writing; `false` when that cannot be done (it must then be rendered).
    package func link(existing: String, as relativePath: String) -> Bool {
        // A write like any other, so that a cancel waits for it and it cannot recreate a
        // folder in a staging folder just removed.
        guard (try? begin()) != nil else { return false }
        defer { end() }
        if isInPlace { return keepsExisting(relativePath, linkedFrom: existing) }
        guard (try? makeFolder(folderKey(of: relativePath))) != nil else { return false }
        return Glibc.link(existing, stagedPath(of: relativePath)) == 0
    }

    /// Swaps the finished folder in place of the target and removes the old one; in place,
    /// moves the changed files in (see ``OutputJournal``).
    ///
    /// - Parameter findsChange: in place, find what the commit changes of the output's
    ///   fingerprint (``committedChange``), for a build that records it.
    /// - Parameter decided: called once the new site is certain to be the output's, even
    ///   should the process end before the commit finishes (the next build finishes it).
    /// - Returns: whether any file of the output changed (always, for a folder replaced whole).
    @discardableResult
    package func commit(findsChange: Bool = false, decided: () -> Void = {}) throws(Diagnostic) -> Bool {
        try begin()
        defer { end() }
        if let failure = failures.withLock({ $0.first }) { throw failure }
        // Every file is written by now.
        defer { closeFolders() }
        func markDecided() {
            activity.withLock { $0.isDecided = true }
            decided()
        }
        if isInPlace {
            let changed = try commitInPlace(findsChange: findsChange, decided: markDecided)
            Self.unfinished.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
            return changed
        }
        try nameTopFolders()
        let old = "\(staging).old"
        let hadTarget = FileManager.default.fileExists(atPath: target)
        if hadTarget {
            guard rename(target, old) == 0 else {
                throw Self.failure("Cannot move the previous output aside (\(String(cString: strerror(errno))))", path: target)
            }
        }
        guard rename(staging, target) == 0 else {
            let reason = String(cString: strerror(errno))
            if hadTarget { rename(old, target) }
            throw Self.failure("Cannot move the new output in place (\(reason))", path: target)
        }
        // Still registered while the parked previous output is removed, so a signal now waits
        // for the removal (this commit counts as a write) instead of leaving it behind.
        markDecided()
        if hadTarget { TreeRemoval.remove(old) }
        Self.unfinished.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
        return true
    }

    /// Gives a whole site's top-level folders their own names, before the staging folder
    /// becomes the output.
    private func nameTopFolders() throws(Diagnostic) {
        // The first folder of every one made: each path holds its top-level folder's name.
        let topFolders = Set(createdFolders.withLock { $0.keys }.map { Self.topFolder(of: $0) }.filter { !$0.isEmpty })
        for name in topFolders.sorted() {
            guard rename("\(staging)/\(name)\(topFolderSuffix)", "\(staging)/\(name)") == 0 else {
                throw Self.failure("Cannot name the folder \(name) (\(String(cString: strerror(errno))))", path: target)
            }
        }
    }

    /// Removes the staging folder; the previous output stays as it was.
    package func abandon() {
        Self.unfinished.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
        removeStaging()
    }

    /// Stops the build's writes, waits for those under way, and removes the staging folder
    /// (and the previous output's parked copy, should a commit have been cut short), so that
    /// an interrupted build leaves the output as it was. Later writes and commits throw
    /// `build_interrupted`. Safe to call from any thread, any number of times.
    ///
    /// - Returns: whether a commit had already made the new site the output's, so the
    ///   output is not as it was (it holds the new site, or the next build finishes moving it
    ///   in from the journal).
    @discardableResult
    package func cancel() -> Bool {
        activity.withLock { $0.isCancelled = true }
        while activity.withLock({ $0.writing }) > 0 { usleep(1000) }
        Self.unfinished.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
        removeStaging()
        try? FileManager.default.removeItem(atPath: "\(staging).old")
        return activity.withLock { $0.isDecided }
    }

    /// Removes the staging folder, one caller at a time: a failing build abandons it while a
    /// signal's cancel may be removing it too, and two removals of one tree at once make each
    /// other stop half-way (each finds entries gone that it listed).
    private func removeStaging() {
        removal.withLock { _ in try? FileManager.default.removeItem(atPath: staging) }
    }

    let removal = Locked<Void>(())

    /// Cancels every staging folder of this process: what a SIGINT or SIGTERM handler calls
    /// before the process exits.
    ///
    /// - Returns: whether one of them had already been committed (see ``cancel()``).
    package static func cancelAll() -> Bool {
        var isCommitted = false
        for output in unfinished.withLock({ Array($0.values) }) {
            if output.cancel() { isCommitted = true }
        }
        return isCommitted
    }

    func begin() throws(Diagnostic) {
        let allowed = activity.withLock { state in
            if state.isCancelled { return false }
            state.writing += 1
            return true
        }
        guard allowed else {
            throw Diagnostic(.buildInterrupted, "The build was interrupted; the output was left as it was.", file: target)
        }
    }

    func end() {
        activity.withLock { $0.writing -= 1 }
    }

    /// Where the file at `relativePath` is staged: at the same path in the staging folder,
    /// which becomes the output, but for its top-level folder's name until the commit (see
    /// ``FolderSpreading``); in place, in the staging folder itself under a flat name
    /// (``OutputJournal/stagedName(_:)``), so that an edit's commit makes and removes no folders,
    /// or in a spread folder once many files are staged (``flatStagedFiles``).
    func stagedPath(of relativePath: String) -> String {
        "\(staging)/\(stagedName(of: relativePath))"
    }

    /// The staged file's path in the staging folder (see ``stagedPath(of:)``).
    func stagedName(of relativePath: String) -> String {
        isInPlace ? inPlaceStagedName(relativePath) : stagingPath(of: relativePath, isFolder: false)
    }

    /// The first folder of a relative path: everything before its first `/`, or all of it.
    static func topFolder(of path: String) -> String {
        path.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? path
    }

    /// `(path as NSString).deletingLastPathComponent`, without NSString for the usual path
    /// (no leading, trailing or doubled `/`): everything before the last `/`, or nothing.
    static func folder(of path: String) -> String {
        var bytes = path
        let folder: String? = bytes.withUTF8 { bytes in
            usualFolderEnd(bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
        return folder ?? (path as NSString).deletingLastPathComponent
    }

    /// ``folder(of:)`` as part of `path`, not a new string.
    static func folderName(of path: Substring) -> Substring {
        var bytes = path
        guard let end = bytes.withUTF8({ usualFolderEnd($0) }) else { return Substring(folder(of: String(path))) }
        return path[..<path.utf8.index(path.startIndex, offsetBy: end)]
    }

    /// Where the folder of a usual path (not empty, no slash at either end, none doubled)
    /// ends, in bytes: at its last slash, or at its start when it has none; nil for any other
    /// path, which `NSString` reads. Over the bytes in memory: a walk of the string's view
    /// checked which kind of string it is at every byte.
    private static func usualFolderEnd(_ path: UnsafeBufferPointer<UInt8>) -> Int? {
        let slash = UInt8(ascii: "/")
        guard let first = path.first, first != slash, path.last != slash else { return nil }
        var previous: UInt8 = 0
        var lastSlash = 0
        for (index, byte) in path.enumerated() {
            if byte == slash {
                if previous == slash { return nil }
                lastSlash = index
            }
            previous = byte
        }
        return lastSlash
    }

    static func failure(_ what: String, path: String) -> Diagnostic {
        Diagnostic(.outputNotWritable, "\(what); expected a writable output location.", file: path)
    }
}
