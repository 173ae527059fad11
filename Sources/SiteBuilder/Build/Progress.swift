import Locking

/// Counts finished pages across build threads and reports them, at most every 1 %.
final class Progress: Sendable {
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?
    private let state = Locked<(done: Int, reported: Int)>((0, 0))

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance(by count: Int) {
        guard let report else { return }
        let step = max(1, total / 100)
        let done: Int? = state.withLock { state in
            state.done += count
            guard state.done - state.reported >= step || state.done == total else { return nil }
            state.reported = state.done
            return state.done
        }
        if let done { report(done, total) }
    }
}
