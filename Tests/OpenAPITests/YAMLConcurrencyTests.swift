import Dispatch
import JSONDocument
import Testing

@testable import OpenAPI

@Suite("YAML reader concurrency")
struct YAMLConcurrencyTests {
    @Test("many threads parse at once, each with its own parser, and agree")
    func concurrentParses() throws {
        let documents = (0..<8).map { index in
            """
            base: &base {type: object, index: \(index)}
            items:
            \((0..<200).map { "  - {<<: *base, name: item\($0), tag: \"t\(index)\"}" }.joined(separator: "\n"))
            """
        }
        let expected = try documents.map { try YAMLReader.parse($0) }
        let results = Results(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            // Every other parse fails, so error paths run concurrently with successful ones.
            if iteration % 2 == 1 {
                results.set(iteration, (try? YAMLReader.parse("a: [\(iteration)")) == nil ? nil : expected[0])
                return
            }
            results.set(iteration, try? YAMLReader.parse(documents[iteration % 8]))
        }
        for iteration in 0..<64 {
            #expect(results.get(iteration) == (iteration % 2 == 1 ? nil : expected[iteration % 8]))
        }
    }
}

/// Slots written from many threads, one lock around them.
private final class Results: @unchecked Sendable {
    private var nodes: [JSONNode?]
    private let lock = NSLockLike()

    init(count: Int) { nodes = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ node: JSONNode?) { lock.withLock { nodes[index] = node } }
    func get(_ index: Int) -> JSONNode? { lock.withLock { nodes[index] } }
}

/// A mutex from Dispatch, so the test needs nothing beyond what the target uses.
private final class NSLockLike: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)

    func withLock<T>(_ body: () -> T) -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
