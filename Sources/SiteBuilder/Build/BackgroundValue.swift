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
        DispatchQueue.global().async { [made] in
            let value = make()
            made.withLock { $0 = value }
        }
    }

    /// The value, once made.
    var value: Value {
        while !made.wait(until: { $0 != nil }) {}
        return made.withLock { $0! }
    }
}
