import Dispatch
import Foundation
import Templates
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    /// Collects results from many threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: String] = [:]

        func set(_ value: String, at index: Int) {
            lock.withLock { values[index] = value }
        }

        var all: [Int: String] { lock.withLock { values } }
    }

    @Test func oneTemplateRendersOnManyThreadsAtOnce() throws {
        let library = TemplateLibrary(templates: [
            "page": try Template(source: "<ul>\n  {{#items}}\n  {{>item}}\n  {{/items}}\n</ul>\n", name: "page"),
            "item": try Template(source: "<li>{{name}} &middot; {{price}}</li>\n", name: "item"),
        ])
        let iterations = 64
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            let items = (0..<50).map { item -> TemplateValue in ["name": .string("<\(index)-\(item)>"), "price": .int(item)] }
            results.set((try? library.render("page", ["items": .array(items)])) ?? "failed", at: index)
        }
        let all = results.all
        #expect(all.count == iterations)
        for index in 0..<iterations {
            let lines = (0..<50).map { "  <li>&lt;\(index)-\($0)&gt; &middot; \($0)</li>\n" }.joined()
            #expect(all[index] == "<ul>\n\(lines)</ul>\n")
        }
    }
}
