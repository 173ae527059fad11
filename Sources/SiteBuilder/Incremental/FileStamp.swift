#if canImport(Glibc)
    import Glibc
#endif

/// What `stat` says of a file: enough to tell, without reading it, that a page is the one
/// the previous build read.
///
/// A rebuild of a large site would otherwise read and parse every page's front matter to
/// find the one that changed. Any write changes the change time (which no tool can set back)
/// and a replacement changes the inode, so a file whose stamp is unchanged holds the bytes
/// it held. A stamp is only trusted once the file has stood still a moment (see
/// ``isSettled(now:)``): on a file system whose clock ticks coarsely, an edit in the same
/// tick as the previous read would keep the stamp.
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var modified: Int64
    var changed: Int64
    var inode: UInt64
    var device: UInt64

    /// The stamp of the regular file at `path`; nil when there is none.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// Now, on the clock file times are taken from, in nanoseconds.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Whether the file was last changed long enough before `now` (two seconds, the coarsest
    /// clock of a common file system) that a later edit must show in its stamp.
    func isSettled(now: Int64) -> Bool {
        Self.isSettled(max(modified, changed), now: now)
    }

    /// Whether a change at `time` lies far enough before `now` to show in any later stamp.
    static func isSettled(_ time: Int64, now: Int64) -> Bool {
        now - time > settling
    }

    /// Two seconds; `PREFLIGHT_TEST_SETTLING_NS` sets another span, so that tests, which edit
    /// and build at once on a clock of nanoseconds, take the paths stamps open.
    private static let settling: Int64 =
        getenv("PREFLIGHT_TEST_SETTLING_NS").flatMap { Int64(String(cString: $0)) }
        ?? 2_000_000_000
}

extension FileStamp {
    /// Which file a stamp is of, whatever its name: another name (a link) stats the same.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var identity: Identity { Identity(device: device, inode: inode) }

    /// The stamp in what `stat` said of a file: the one way a stamp is made, so that one taken
    /// by a walk of a folder (see ``TreeStamps``) is the one ``of(_:)`` would take. Out of the
    /// type's body, which keeps its memberwise initializer so.
    init(_ info: stat) {
        self.init(
            size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec),
            inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }
}
