#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted TCP connection, read and written with deadlines so no peer can hold a thread.
///
/// Every read and write waits in `poll` for at most the time left before its deadline and then
/// moves only what the kernel takes at once; a peer that trickles bytes (slowloris) or stops
/// reading runs into the deadline instead of pinning the connection forever.
final class Socket {
    /// What a read found.
    enum ReadResult: Equatable {
        case bytes([UInt8])
        /// The peer closed its side.
        case closed
        case timedOut
        case failed
    }

    /// Why ``wait(orWake:timeout:)`` returned.
    enum Wakeup: Equatable {
        case readable
        case woken
        case timedOut
    }

    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Reads what has arrived, up to `limit` bytes, waiting until `deadline` for the first one.
    func read(upTo limit: Int, deadline: ContinuousClock.Instant) -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Posix.pollTimeout(until: deadline))
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if ready == 0 { return .timedOut }
            let count = recv(descriptor, &buffer, limit, Int32(MSG_DONTWAIT))
            if count > 0 { return .bytes(Array(buffer[..<count])) }
            if count == 0 { return .closed }
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            return .failed
        }
    }

    /// Writes all of `bytes`, or returns `false` when the peer is gone or `deadline` passes first.
    @discardableResult
    func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < bytes.count {
            var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&entry, 1, Posix.pollTimeout(until: deadline))
            if ready < 0 {
                if errno == EINTR { continue }
                return false
            }
            if ready == 0 { return false }
            let sent = bytes.withUnsafeBytes { buffer in
                send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Posix.sendFlags)
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
                return false
            }
        }
        return true
    }

    /// Waits until the peer sends something (or hangs up), `pipe` is woken, or `timeout` passes.
    func wait(orWake pipe: WakePipe, timeout: Duration) -> Wakeup {
        let deadline = ContinuousClock.now + timeout
        var entries = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&entries, 2, Posix.pollTimeout(until: deadline))
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { return .timedOut }
            // A failed poll reports "readable" so the caller's next read meets the error and ends.
            if ready < 0 { return .readable }
            // The pipe first: a stop or an event matters more than whatever the peer sent.
            if entries[1].revents != 0 { return .woken }
            return .readable
        }
    }

    /// Ends the response the polite way: sends FIN and, when the peer sent more than was read
    /// (a body, say), reads and drops it for a moment first, since closing with unread input
    /// makes the kernel reset the connection and the peer could lose the response.
    func finish(lingering: Duration) {
        shutdown(descriptor, Int32(SHUT_WR))
        guard case .bytes(let first) = read(upTo: 4096, deadline: .now) else { return }
        drain(until: ContinuousClock.now + lingering, discarded: first.count)
    }

    /// Ends a connection answered before its request was read: sends FIN, then reads and drops
    /// what the peer sends until it closes (having read the answer) or `lingering` passes.
    func finishUnread(lingering: Duration) {
        shutdown(descriptor, Int32(SHUT_WR))
        drain(until: ContinuousClock.now + lingering, discarded: 0)
    }

    private func drain(until deadline: ContinuousClock.Instant, discarded: Int) {
        var discarded = discarded
        while discarded < 65_536, case .bytes(let bytes) = read(upTo: 4096, deadline: deadline) {
            discarded += bytes.count
        }
    }
}
