import Docs
import Foundation
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    /// Page `index`: every extension cmark shares state for (strikethrough, autolinks,
    /// tables), components, highlighted code and headings, a little different each time.
    private static func page(_ index: Int) -> String {
        """
        ---
        title: Page \(index)
        ---
        # Page \(index)

        Some ~~struck~~ text, www.example\(index).com and https://x.dev/\(index).

        | a | b |
        |---|---|
        | ~~\(index)~~ | www.t\(index).org |

        <Tabs>
          <Tab title="Swift \(index)">
            ```swift {1}
            let value = "\\(\(index))" // \(index)
            ```
          </Tab>
        </Tabs>

        ## Section \(index % 7)

        <Note>Note \(index) with <Badge>b</Badge>.</Note>
        """
    }

    @Test func twoHundredPagesRenderInParallelExactlyAsInSeries() throws {
        let renderer = PageRenderer()
        let count = 200
        let expected = try (0..<count).map { try renderer.render(source: Self.page($0), file: "p\($0).md") }
        #expect(expected[7].html.contains("<del>struck</del>"))
        #expect(expected[7].html.contains("<a href=\"http://www.example7.com\">"))

        let results = Results(count: count)
        for _ in 0..<3 {
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.set(index, Result { try renderer.render(source: Self.page(index), file: "p\(index).md") })
            }
            for index in 0..<count {
                let page = try results.get(index).get()
                #expect(page.html == expected[index].html, "page \(index)")
                #expect(page.headings == expected[index].headings)
                #expect(page.links == expected[index].links)
                #expect(page.markdownTwin == expected[index].markdownTwin)
            }
        }
    }
}

/// Results written from many threads, one slot each.
private final class Results: @unchecked Sendable {
    private var slots: [Result<MarkdownPage, any Error>?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<MarkdownPage, any Error>) {
        lock.withLock { slots[index] = result }
    }

    func get(_ index: Int) -> Result<MarkdownPage, any Error> {
        lock.withLock { slots[index]! }
    }
}
