import Foundation

/// A value guarded by a lock, for the little state that threads share, which a thread can also
/// wait on until it changes the way it needs.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    /// A lock with a condition: every change wakes the threads waiting in ``wait(until:deadline:)``.
    private let condition = NSCondition()

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// Blocks until `isReady` holds for the value, woken by each change rather than polling;
    /// `false` when `deadline` passes first.
    package func wait(until isReady: (Value) -> Bool, deadline: Duration = .seconds(60)) -> Bool {
        let end = Date().addingTimeInterval(Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while !isReady(value) {
            guard condition.wait(until: end) else { return isReady(value) }
        }
        return true
    }
}
