import Dispatch
import Locking

/// A value made on another thread while the caller goes on, waited for where it is needed:
/// a rebuild decodes the previous build's cache while it lists and reads the content.
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
