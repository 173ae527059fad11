/// Where file changes come from: the kernel's notifications, or comparing scans.
///
/// A source is used by one thread at a time: built by the caller of ``FileWatcher/init``, then
/// driven only by the watcher's thread.
protocol ChangeSource: AnyObject, Sendable {
    /// Waits until something under the roots changes, `wake` is woken, or `timeout` passes
    /// (`nil`: no limit), and returns the absolute paths that changed, possibly none.
    func changes(waitingAtMost timeout: Duration?, wake: WakePipe) -> [String]

    /// Whether a file changed in place is still open for writing: modified, not yet closed.
    /// A build now could read half of it (editors that save in place truncate, then write).
    var isWriting: Bool { get }
}

extension ChangeSource {
    /// Sources that cannot tell (scans) never hold a burst open.
    var isWriting: Bool { false }
}
