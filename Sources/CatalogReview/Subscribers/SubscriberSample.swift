/// The subscribers an output can name, kept while the states stream by (see
/// ``SubscriberCollector``): every subscriber while there are at most
/// ``SubscriberCollector/Limits/everyone``, else only the first ones each change affects.
///
/// Order is the order states were read (files in path order, then line order); a subscriber
/// seen twice stands where its last state was read, as it counts.
package struct SubscriberSample: Sendable, Hashable {
    /// The kept subscribers, in read order.
    package var subscribers: [CollectedSubscriber]
    /// Whether ``subscribers`` holds every subscriber of the states.
    package var isComplete: Bool
    /// Per change (in report order), indexes into ``subscribers`` of the affected ones kept, in
    /// read order: all of them when ``isComplete``, else the first ones up to the limit.
    package var affected: [[Int]]

    package init(subscribers: [CollectedSubscriber], isComplete: Bool, affected: [[Int]]) {
        self.subscribers = subscribers
        self.isComplete = isComplete
        self.affected = affected
    }

    /// The first `limit` subscribers kept as affected by change `index`.
    package func affected(by index: Int, limit: Int = .max) -> [CollectedSubscriber] {
        guard affected.indices.contains(index) else { return [] }
        return affected[index].prefix(limit).map { subscribers[$0] }
    }
}
