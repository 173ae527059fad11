import Locking

/// The server's open connections counted against its limits, in two kinds.
///
/// Every connection takes a request slot when accepted. One that turns out to be a page's
/// live-reload stream trades it for a stream slot, since it stays open for as long as its tab
/// does: however many tabs hold streams, page requests keep the request slots to themselves,
/// and a stream past its own limit is turned away alone.
final class ConnectionSlots: Sendable {
    enum Kind {
        case request
        case stream
    }

    private let maxRequests: Int
    private let maxStreams: Int
    private let counts = Locked((requests: 0, streams: 0))

    init(limits: Server.Limits) {
        maxRequests = limits.maxConnections
        maxStreams = limits.maxEventStreams
    }

    /// Takes a request slot for a new connection; `false` when all are taken.
    func admitRequest() -> Bool {
        counts.withLock { counts in
            guard counts.requests < maxRequests else { return false }
            counts.requests += 1
            return true
        }
    }

    /// Trades a request slot for a stream slot; `false`, keeping the request slot, when all
    /// stream slots are taken.
    func becomeStream() -> Bool {
        counts.withLock { counts in
            guard counts.streams < maxStreams else { return false }
            counts.requests -= 1
            counts.streams += 1
            return true
        }
    }

    /// Gives back the slot of a connection that ended as `kind`.
    func release(_ kind: Kind) {
        counts.withLock { counts in
            switch kind {
            case .request: counts.requests -= 1
            case .stream: counts.streams -= 1
            }
        }
    }

    /// Connections open now, of both kinds.
    var open: (requests: Int, streams: Int) {
        counts.withLock { $0 }
    }

    /// Blocks until the open connections are as `isReady` wants them (a test that must know a
    /// connection was admitted or has ended); `false` when `deadline` passes first.
    func wait(until isReady: ((requests: Int, streams: Int)) -> Bool, deadline: Duration = .seconds(60)) -> Bool {
        counts.wait(until: isReady, deadline: deadline)
    }
}
