import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An incremental build's output: files whose bytes did not change stay where they are, the
/// others are staged and moved in at the commit.
extension StagedOutput {
    /// Where a file of the new site can be read now: the staging folder for a file this
    /// build changed, the output folder for one it kept.
    package func currentPath(of relativePath: String) -> String {
        guard isInPlace, !inPlaceFiles.withLock({ $0.staged.contains(relativePath) }) else {
            return "\(staging)/\(relativePath)"
        }
        return "\(target)/\(relativePath)"
    }

    /// Whether the output already holds `bytes` at `relativePath`; if not, the file is to be staged.
    func keepsExisting(_ relativePath: String, _ bytes: [UInt8]) -> Bool {
        record(relativePath, isKept: Self.file("\(target)/\(relativePath)", holds: bytes))
    }

    /// Whether the output already holds a copy of `source` at `relativePath`.
    func keepsExisting(_ relativePath: String, copyOf source: String) -> Bool {
        record(relativePath, isKept: Self.file("\(target)/\(relativePath)", equals: source))
    }

    /// Whether `existing` is the output's own file at `relativePath`, which then stays as it is.
    func keepsExisting(_ relativePath: String, linkedFrom existing: String) -> Bool {
        var info = stat()
        guard existing == "\(target)/\(relativePath)", lstat(existing, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG
        else { return false }
        return record(relativePath, isKept: true)
    }

    /// Keeps the output's regular file at `relativePath` as this build's, unread: for a file
    /// whose every input is as the build that wrote it had them. `false` when not in place or
    /// there is no such file (it must then be made).
    package func keep(_ relativePath: String) -> Bool {
        guard isInPlace, (try? begin()) != nil else { return false }
        defer { end() }
        var info = stat()
        guard lstat("\(target)/\(relativePath)", &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return record(relativePath, isKept: true)
    }

    /// Moves the staged files into the output and removes those the site no longer has,
    /// under a journal (see ``OutputJournal``); with nothing changed, writes nothing at all.
    /// Returns whether any file of the output changed.
    ///
    /// - Throws: `output_not_writable` when the journal cannot be written; the output is then
    ///   as it was.
    func commitInPlace(keepingOtherFiles: Bool = false, decided: () -> Void) throws(Diagnostic) -> Bool {
        let (all, staged) = inPlaceFiles.withLock { $0 }
        let existing = keepingOtherFiles ? (files: [], folders: []) : OutputTree.entries(of: target)
        var folders: Set<String> = [""]
        for path in all {
            var folder = Self.folder(of: path)
            while folders.insert(folder).inserted { folder = Self.folder(of: folder) }
        }
        // Folders the site no longer has (the topmost of each), then files, so each goes once.
        var deletions = existing.folders.filter { !folders.contains($0) && folders.contains(Self.folder(of: $0)) }
        deletions += existing.files.filter { path in
            !all.contains(path) && path != OutputJournal.fileName && folders.contains(Self.folder(of: path))
        }
        guard !deletions.isEmpty || !staged.isEmpty else {
            decided()
            removal.withLock { _ in try? FileManager.default.removeItem(atPath: staging) }
            return false
        }
        let journal = OutputJournal(
            staging: (staging as NSString).lastPathComponent, deletions: deletions.sorted(), renames: staged.sorted())
        guard journal.commit(into: target, stopAfter: Self.stopAfterRenames, decided: decided) else {
            throw Self.failure("Cannot write \(OutputJournal.fileName) (\(String(cString: strerror(errno))))", path: target)
        }
        return true
    }

    /// `PREFLIGHT_TEST_STOP_AFTER_RENAMES`: the tests' stand-in for a crash in the middle of a commit.
    private static var stopAfterRenames: Int? {
        getenv("PREFLIGHT_TEST_STOP_AFTER_RENAMES").flatMap { Int(String(cString: $0)) }
    }

    private func record(_ relativePath: String, isKept: Bool) -> Bool {
        inPlaceFiles.withLock { files in
            files.all.insert(relativePath)
            if !isKept { files.staged.insert(relativePath) }
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
