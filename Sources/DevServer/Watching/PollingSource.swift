import Foundation

/// Changes found by scanning the roots at an interval and comparing each file's modification
/// time, size and inode with the last scan: for systems without inotify, or when it fails.
final class PollingSource: ChangeSource, @unchecked Sendable {
    private let roots: [String]
    private let interval: Duration
    private var snapshot: [String: Stamp] = [:]
    private var nextScan: ContinuousClock.Instant

    /// Takes the first scan, which later ones are compared with.
    init(roots: [String], interval: Duration) {
        self.roots = roots
        self.interval = interval
        nextScan = .now + interval
        snapshot = scan()
    }

    func changes(waitingAtMost timeout: Duration?, wake: WakePipe) -> [String] {
        let until = timeout.map { min(nextScan, .now + $0) } ?? nextScan
        var entry = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
        if poll(&entry, 1, Posix.pollTimeout(until: until)) > 0 { return [] }
        guard ContinuousClock.now >= nextScan else { return [] }
        let current = scan()
        nextScan = .now + interval
        let changed = Set(current.keys).union(snapshot.keys).filter { current[$0] != snapshot[$0] }
        snapshot = current
        return changed.sorted()
    }
}

// MARK: - Scanning

private extension PollingSource {
    /// What a scan notes about each file and folder.
    struct Stamp: Equatable {
        var modified: Int64
        var size: Int64
        var inode: UInt64
    }

    func scan() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for root in roots { Self.scan(root, into: &stamps) }
        return stamps
    }

    /// Records `path` and, for a folder, everything under it; symbolic links are recorded but
    /// not followed, so a link loop cannot make a scan endless.
    static func scan(_ path: String, into stamps: inout [String: Stamp]) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard Posix.isDirectory(info) else {
            stamps[path] = Stamp(modified: Posix.modificationTime(info), size: Int64(info.st_size), inode: UInt64(info.st_ino))
            return
        }
        // A folder's own time changes whenever an entry comes or goes, an editor's scratch file
        // included; the entries speak for themselves, so a folder counts only as being there.
        stamps[path] = Stamp(modified: 0, size: 0, inode: UInt64(info.st_ino))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names { scan("\(path)/\(name)", into: &stamps) }
    }
}
