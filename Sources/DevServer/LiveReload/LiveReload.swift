import Locking

/// Tells every open page when the site changes, over Server-Sent Events.
///
/// Each page's script (``LiveReloadScript``) keeps one event stream open at ``path``. The hub
/// remembers whether the last build failed, so a page opened or reconnecting while the site
/// is broken shows the error at once instead of a stale page with no hint.
package final class LiveReload: Sendable {
    /// What a build means for the open pages.
    package enum Event: Sendable, Equatable {
        /// The site was rebuilt: reload.
        case reload
        /// The build failed: show this text (the diagnostics) over the page.
        case buildError(String)
    }

    /// Where pages open their event stream.
    static let path = "/_preflight/events"

    /// How long an idle stream waits before a comment line is sent, which keeps it open through
    /// proxies and notices a closed tab.
    let heartbeat: Duration

    private let state = Locked(State())

    package init(heartbeat: Duration = .seconds(15)) {
        self.heartbeat = heartbeat
    }

    /// Sends `event` to every open page, and to every page that opens until the next event.
    package func broadcast(_ event: Event) {
        let woken = state.withLock { state in
            state.buildError = if case .buildError(let text) = event { text } else { nil }
            for id in state.subscribers.keys { state.subscribers[id]?.pending.append(event) }
            return state.subscribers.values.map(\.wake)
        }
        for wake in woken { wake.wake() }
    }

    /// Ends every stream; pages that connect afterwards are turned away.
    package func close() {
        let woken = state.withLock { state in
            state.isClosed = true
            return state.subscribers.values.map(\.wake)
        }
        for wake in woken { wake.wake() }
    }
}

// MARK: - Subscribers

extension LiveReload {
    /// Registers a stream woken through `wake`; returns its id and what it must be told first
    /// (the current build error, if any), or `nil` once the hub is closed.
    func subscribe(_ wake: WakePipe) -> (id: Int, first: Event?)? {
        state.withLock { state in
            guard !state.isClosed else { return nil }
            state.nextID += 1
            state.subscribers[state.nextID] = Subscriber(wake: wake)
            return (state.nextID, state.buildError.map(Event.buildError))
        }
    }

    /// The events queued for stream `id` since it last looked, or `nil` when it must end.
    func takeEvents(for id: Int) -> [Event]? {
        state.withLock { state in
            guard !state.isClosed, let subscriber = state.subscribers[id] else { return nil }
            state.subscribers[id]?.pending = []
            return subscriber.pending
        }
    }

    func unsubscribe(_ id: Int) {
        _ = state.withLock { $0.subscribers.removeValue(forKey: id) }
    }
}

private struct State {
    var subscribers: [Int: Subscriber] = [:]
    var nextID = 0
    var buildError: String?
    var isClosed = false
}

private struct Subscriber {
    let wake: WakePipe
    var pending: [LiveReload.Event] = []
}
