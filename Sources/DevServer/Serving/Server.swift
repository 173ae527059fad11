import Diagnostics
import Dispatch
import Foundation
import Locking

/// The dev server: serves a folder on 127.0.0.1 and streams live-reload events to its pages.
///
/// One thread accepts connections and hands each to a thread of its own, up to
/// ``Limits/maxConnections`` requests being answered and ``Limits/maxEventStreams`` live-reload
/// streams; past either a connection is told 503 and closed, so a runaway client cannot exhaust
/// the process, and open tabs cannot keep pages from being served. Threads rather than a
/// Dispatch queue, because every connection blocks in `poll` and event streams stay open for as
/// long as their page is.
package final class Server: Sendable {
    /// The bounds that keep a misbehaving client from holding the server.
    package struct Limits: Sendable {
        /// Connections at once that are not event streams: requests being read and answered.
        package var maxConnections: Int
        /// Live-reload event streams at once: one per open tab of the site. They count apart
        /// from ``maxConnections`` because they stay open by design.
        package var maxEventStreams: Int
        /// The largest request head, request line and header fields together.
        package var maxHeadBytes: Int
        /// How long a request may take to arrive, and a response to be taken.
        package var timeout: Duration

        package init(
            maxConnections: Int = 64, maxEventStreams: Int = 64, maxHeadBytes: Int = 8192, timeout: Duration = .seconds(10)
        ) {
            self.maxConnections = maxConnections
            self.maxEventStreams = maxEventStreams
            self.maxHeadBytes = maxHeadBytes
            self.timeout = timeout
        }
    }

    /// The port listened on: the one the system picked when asked for port 0.
    package let port: UInt16
    private let listener: Int32
    private let files: StaticFiles
    private let liveReload: LiveReload
    private let limits: Limits
    /// The connections open now, of each kind, against the limits.
    let slots: ConnectionSlots
    private let wake: WakePipe
    private let state = Locked(State())
    /// Refused connections still being ended politely (see ``refuse(_:)``).
    private let lingeringRefusals = Locked(0)
    private let acceptLoopEnded = DispatchSemaphore(value: 0)
    /// Starts each connection's thread (``DetachedThread/start(_:)``).
    private let startThread: DetachedThread.Starter

    /// Listens on 127.0.0.1:`port` to serve the folder `root`; connections wait until ``start()``.
    ///
    /// - Throws: `port_in_use`, `port_not_permitted` or `server_failed` (see ``Listener``).
    package convenience init(root: String, port: UInt16, liveReload: LiveReload, limits: Limits = Limits()) throws(Diagnostic) {
        try self.init(root: root, port: port, liveReload: liveReload, limits: limits, startThread: DetachedThread.start)
    }

    /// The same, with the way a connection's thread is started: tests hand one that refuses.
    init(
        root: String, port: UInt16, liveReload: LiveReload, limits: Limits, startThread: @escaping DetachedThread.Starter
    ) throws(Diagnostic) {
        guard let wake = WakePipe() else {
            throw Diagnostic(.serverFailed, "Cannot open a pipe; expected free file descriptors.", file: "127.0.0.1:\(port)")
        }
        // A peer that hangs up mid-response must not kill the process: writes report it instead.
        signal(SIGPIPE, SIG_IGN)
        (listener, self.port) = try Listener.open(port: port)
        self.wake = wake
        self.files = StaticFiles(root: root)
        self.liveReload = liveReload
        self.limits = limits
        self.startThread = startThread
        slots = ConnectionSlots(limits: limits)
    }

    /// Starts answering connections.
    ///
    /// - Throws: `server_failed` when the system gives no thread to accept them on.
    package func start() throws(Diagnostic) {
        let starts = state.withLock { state in
            defer { state.started = true }
            return !state.started && !state.stopping
        }
        guard starts else { return }
        let started = DetachedThread.start { [self] in
            acceptLoop()
            close(listener)
            acceptLoopEnded.signal()
        }
        guard started else {
            // Not started after all: a stop closes the listener rather than waiting on a loop.
            state.withLock { $0.started = false }
            throw Diagnostic(
                .serverFailed, "Cannot start a thread to accept connections; expected the system to have threads free.",
                file: "127.0.0.1:\(port)")
        }
    }

    /// Stops: closes the listening socket, ends every event stream, and waits a moment for the
    /// connections still open to finish.
    package func stop() {
        let (stops, started) = state.withLock { state in
            defer { state.stopping = true }
            return (!state.stopping, state.started)
        }
        guard stops else { return }
        if started {
            wake.wake()
            acceptLoopEnded.wait()
        } else {
            close(listener)
        }
        liveReload.close()
        let deadline = ContinuousClock.now + .seconds(2)
        while slots.open != (0, 0), ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}

// MARK: - Accepting

private extension Server {
    func acceptLoop() {
        var entries = [
            pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&entries, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || entries[1].revents != 0 { return }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                // Out of descriptors, say: poll would report the same connection again at once,
                // so pause instead of spinning.
                if errno != EINTR && errno != EAGAIN { Thread.sleep(forTimeInterval: 0.05) }
                continue
            }
            Posix.closeOnExec(client)
            guard slots.admitRequest() else {
                refuse(client, message: "Too many open connections; try again in a moment.")
                continue
            }
            let started = startThread { [self] in
                let connection = Connection(
                    socket: Socket(descriptor: client), files: files, liveReload: liveReload, limits: limits)
                slots.release(connection.run(slots: slots))
            }
            if !started {
                slots.release(.request)
                refuse(client, message: "The server has no thread for this connection; try again in a moment.")
            }
        }
    }

    /// Tells a connection that cannot be answered now (over the limit, or without a thread) to
    /// come back later, without waiting on it: a fresh socket's send buffer always takes this
    /// small a response at once.
    func refuse(_ client: Int32, message: String) {
        let response = HTTPResponse.page(
            .serviceUnavailable, message: message, headers: [HTTPHeader(name: "Retry-After", value: "1")])
        let bytes = response.serialized(includingBody: true)
        // Closed with its request unread, the socket would be reset and the client could lose
        // the 503 before reading it. A few refusals at a time end politely on threads of their
        // own; past that (a flood) they close at once, so refusing never costs a thread each.
        let lingers = lingeringRefusals.withLock { count in
            guard count < 8 else { return false }
            count += 1
            return true
        }
        if lingers {
            let started = startThread { [lingeringRefusals] in
                let socket = Socket(descriptor: client)
                socket.write(bytes, deadline: .now)
                socket.finishUnread(lingering: .milliseconds(500))
                lingeringRefusals.withLock { $0 -= 1 }
            }
            if started { return }
            // No thread to linger on: this refusal ends at once, as those past the few do.
            lingeringRefusals.withLock { $0 -= 1 }
        }
        // Here and now: what of the request has arrived is read and dropped, without waiting.
        let socket = Socket(descriptor: client)
        socket.write(bytes, deadline: .now)
        socket.finishUnread(lingering: .zero)
    }
}

private struct State {
    var started = false
    var stopping = false
}
