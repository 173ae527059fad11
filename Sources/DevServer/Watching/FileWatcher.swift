import Diagnostics
import Foundation
import Locking

/// Watches folders and reports changed files in batches, ignoring editors' temporary files.
///
/// Uses inotify on Linux and scans the folders every ``pollInterval`` elsewhere or when inotify
/// is unavailable. A burst of changes (an editor's save, a `git checkout`) is reported once, after
/// ``debounce`` passes with no further change. Reports come on the watcher's own thread, one at a
/// time, so work done in the handler (a build) never overlaps itself; changes made meanwhile are
/// reported after it returns.
package final class FileWatcher: Sendable {
    /// How changes are noticed.
    package enum Mechanism: Sendable {
        case inotify
        case polling
    }

    /// The mechanism in use.
    package let mechanism: Mechanism
    /// The quiet time that ends a burst of changes. Short by default: an editor's save (a
    /// temporary file, a rename) lands within a millisecond, and every millisecond waited here
    /// is one more between the save and the page's reload. A burst that pauses longer (a slow
    /// checkout) is built twice, each time from what is on disk.
    package let debounce: Duration
    /// How long a burst waits for a file still open for writing to be closed: an editor that
    /// saves in place truncates the file, then writes it, and a build in between would show a
    /// half-written page. A writer that keeps a file open longer (a log) does not hold the
    /// build back more than this.
    package static let openFileWait: Duration = .seconds(1)
    /// How often the folders are scanned when polling.
    package let pollInterval: Duration
    private let source: any ChangeSource
    private let onChange: @Sendable ([String]) -> Void
    private let wake: WakePipe
    private let state = Locked((started: false, stopped: false))
    private let ended = DispatchSemaphore(value: 0)

    /// Prepares to watch `roots` (folders, which may not exist yet); nothing is reported before ``start()``.
    ///
    /// - Parameters:
    ///   - mechanism: `.inotify` uses it where the system has it and falls back to polling;
    ///     `.polling` always scans.
    ///   - onChange: called with the absolute paths that changed, sorted.
    /// - Throws: `watcher_failed` when the process is out of file descriptors.
    package init(
        roots: [String], debounce: Duration = .milliseconds(10), pollInterval: Duration = .milliseconds(500),
        mechanism: Mechanism = .inotify, onChange: @escaping @Sendable ([String]) -> Void
    ) throws(Diagnostic) {
        guard let wake = WakePipe() else {
            throw Diagnostic(.watcherFailed, "Cannot open a pipe to watch files; expected free file descriptors.")
        }
        self.wake = wake
        let absolute = roots.map(Self.absolute)
        #if os(Linux)
            if mechanism == .inotify, let inotify = InotifySource(roots: absolute) {
                source = inotify
                self.mechanism = .inotify
            } else {
                source = PollingSource(roots: absolute, interval: pollInterval)
                self.mechanism = .polling
            }
        #else
            source = PollingSource(roots: absolute, interval: pollInterval)
            self.mechanism = .polling
        #endif
        self.debounce = debounce
        self.pollInterval = pollInterval
        self.onChange = onChange
    }

    /// Starts watching on a thread of its own.
    ///
    /// - Throws: `watcher_failed` when the system gives no thread to watch on.
    package func start() throws(Diagnostic) {
        let starts = state.withLock { state in
            defer { state.started = true }
            return !state.started && !state.stopped
        }
        guard starts else { return }
        let started = DetachedThread.start { [self] in
            run()
            ended.signal()
        }
        guard started else {
            // Not started after all: a stop has no thread to wait for.
            state.withLock { $0.started = false }
            throw Diagnostic(.watcherFailed, "Cannot start a thread to watch files; expected the system to have threads free.")
        }
    }

    /// Stops watching, waiting up to `timeout` for a report being handled (a build) to finish.
    package func stop(timeout: Duration = .seconds(5)) {
        let started = state.withLock { state in
            defer { state.stopped = true }
            return state.started && !state.stopped
        }
        guard started else { return }
        wake.wake()
        let (seconds, attoseconds) = timeout.components
        _ = ended.wait(timeout: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
    }
}

// MARK: - The watching thread

private extension FileWatcher {
    var isStopped: Bool { state.withLock { $0.stopped } }

    func run() {
        var pending = Set<String>()
        var lastChange = ContinuousClock.now
        while !isStopped {
            let quiet = pending.isEmpty || !source.isWriting ? debounce : Self.openFileWait
            let timeout = pending.isEmpty ? nil : max(.zero, quiet - lastChange.duration(to: .now))
            let changed = source.changes(waitingAtMost: timeout, wake: wake).filter { !EditorFiles.isTemporary($0) }
            if isStopped { return }
            if !changed.isEmpty {
                pending.formUnion(changed)
                lastChange = .now
            }
            let waited = lastChange.duration(to: .now)
            if !pending.isEmpty, waited >= debounce, !source.isWriting || waited >= Self.openFileWait {
                onChange(pending.sorted())
                pending = []
            }
        }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
