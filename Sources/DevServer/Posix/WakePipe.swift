#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose only job is to wake a thread blocked in `poll`.
///
/// Threads here wait in `poll` on their sockets or the inotify descriptor; another thread that
/// needs one of them (to stop it, or to hand it an event) writes a byte to its pipe. Both ends
/// are non-blocking: a full pipe already means "wake up", so a failed write loses nothing.
final class WakePipe: Sendable {
    /// The end to include in a `poll` set.
    let readEnd: Int32
    private let writeEnd: Int32

    /// Opens the pipe; `nil` when the process is out of file descriptors.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            Posix.closeOnExec(end)
            Posix.nonBlocking(end)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the thread polling ``readEnd``.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe, so the next `poll` waits again.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
