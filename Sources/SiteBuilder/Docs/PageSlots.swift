/// Slots filled at the same time from several threads, each slot by one of them, read once
/// all are done: one slot a page, where a lock and a map keyed by path would cost a rebuild
/// of thousands of pages more than the pages' own work.
final class PageSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: Value) { slots[index] = value }

    subscript(index: Int) -> Value? { slots[index] }

    /// The value at `index`, left empty: the caller is its last reader.
    func take(_ index: Int) -> Value? {
        let value = slots[index]
        slots[index] = nil
        return value
    }
}
