import Locking

/// A value made by the first thread that asks for it, the others waiting for that one: for
/// what a full build always needs and a one-page rebuild seldom does (a resolver's folders, a
/// sidebar's groups), made once either way.
final class OnceValue<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Locked<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
