import Dispatch
import Locking

/// A value made on another thread while the caller goes on, waited for where it is needed:
/// a rebuild decodes the previous build's cache while it lists and reads the content.
///
/// It runs on the global queue, whose pool is about as wide as the machine's cores: a worker
/// of that queue may wait on one only when it was queued before the worker's own job started,
/// or the two can stall each other until the pool grows.
final class BackgroundValue<Value: Sendable>: Sendable {
    private let made = Locked<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        pending.withLock { $0 = make }
        start()
    }

    private init(waiting make: @escaping @Sendable () -> Value) {
        pending.withLock { $0 = make }
    }

    /// The work of one made by ``startingLater(_:)`` until it is started.
    private let pending = Locked<(@Sendable () -> Value)?>(nil)

    /// A value made only once ``start()`` is called, or its value asked for: work that would
    /// take the cores from other work if it ran at once.
    static func startingLater(_ make: @escaping @Sendable () -> Value) -> BackgroundValue {
        BackgroundValue(waiting: make)
    }

    /// Starts making a value made by ``startingLater(_:)``; nothing if it was started already.
    func start() {
        guard
            let make = pending.withLock({ pending in
                defer { pending = nil }
                return pending
            })
        else { return }
        DispatchQueue.global().async { [made] in
            let value = make()
            made.withLock { $0 = value }
        }
    }

    /// The value, once made.
    var value: Value {
        start()
        while !made.wait(until: { $0 != nil }) {}
        return made.withLock { $0! }
    }
}
