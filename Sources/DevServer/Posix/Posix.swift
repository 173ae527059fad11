#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few spots where Glibc and Darwin spell the same POSIX call differently.
enum Posix {
    /// `SOCK_STREAM`, an enum case on Glibc and a plain integer on Darwin.
    static var streamSocket: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    /// Flags for `send` that never block and never raise `SIGPIPE` when the peer has gone.
    static var sendFlags: Int32 {
        #if canImport(Glibc)
            Int32(MSG_DONTWAIT | MSG_NOSIGNAL)
        #else
            MSG_DONTWAIT
        #endif
    }

    /// The text of an `errno` value, for messages.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Marks a descriptor close-on-exec, so processes started later do not inherit it.
    static func closeOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    /// Makes reads and writes on a descriptor return at once instead of blocking.
    static func nonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// The modification time of a `stat` result in nanoseconds.
    static func modificationTime(_ info: stat) -> Int64 {
        #if canImport(Glibc)
            Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #else
            Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #endif
    }

    /// Whether a `stat` result describes a folder.
    static func isDirectory(_ info: stat) -> Bool {
        info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether a `stat` result describes a regular file.
    static func isRegularFile(_ info: stat) -> Bool {
        info.st_mode & S_IFMT == S_IFREG
    }

    /// The canonical absolute path with every symbolic link resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Milliseconds left until `deadline` for `poll`, never negative; `-1` (wait forever) for `nil`.
    static func pollTimeout(until deadline: ContinuousClock.Instant?) -> Int32 {
        guard let deadline else { return -1 }
        let left = ContinuousClock.now.duration(to: deadline)
        if left <= .zero { return 0 }
        let (seconds, attoseconds) = left.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }
}
