import TestSupport
import Testing

@testable import SampleCheck

@Suite("Finding the Swift samples of a page")
struct SampleScannerTests {
    @Test("swift blocks anywhere, with their options and positions; other languages skipped")
    func findsSwiftBlocks() {
        let page = """
            # Title

            ```swift title="A fragment of nothing" {1}
            let a = 1
            ```

            <Tabs>
              <Tab title="One">
                ```swift fragment continues
                a += 1
                ```
              </Tab>
            </Tabs>

            ````md
            ```swift
            not a sample
            ```
            ````

            ~~~swift nocheck
            pseudo code
            ~~~
            """
        let samples = SampleScanner.samples(in: page, file: "page.md")
        #expect(samples.count == 3)
        #expect(samples[0].firstLine == 4)
        #expect(samples[0].lines == ["let a = 1"])
        #expect(samples[0].options == .init())
        #expect(samples[1].firstLine == 10)
        #expect(samples[1].indents == [4])
        #expect(samples[1].lines == ["a += 1"])
        #expect(samples[1].options == .init(fragment: true, continues: true))
        #expect(samples[2].options == .init(skip: true))
    }

    @Test("a quoted title is one word, so its words are no options")
    func quotedTitle() {
        #expect(SampleScanner.infoWords(#"swift title="a fragment" nocheck"#) == ["swift", #"title="a fragment""#, "nocheck"])
    }
}

@Suite("Swift samples in a page with CRLF line endings")
struct SampleScannerLineEndingTests {
    @Test func aCRLFPageHasItsSamplesAtTheirLines() throws {
        let page = "# Title\r\n\r\n```swift\r\nlet a = 1\r\n```\r\n"
        let samples = SampleScanner.samples(in: page, file: "page.md")
        let sample = try #require(samples.first)
        #expect(samples.count == 1)
        #expect(sample.lines == ["let a = 1"])
    }

    @Test("lines are cut by bytes as a split by Characters at a line feed or CRLF cuts them, a last return dropped")
    func linesByBytes() {
        let pieces = ["a", "", " ", "\r", "\n", "\r\n", "é", "e\u{301}", "👩‍👩‍👧", "\t```swift", "\n\u{301}", "\r\r\n"]
        var generator = SplitMix(seed: 0x5CA7)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            // What the scan had: Characters split at a line feed or a CRLF, then a final return dropped.
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
                .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
            let found = SampleScanner.lines(of: text).map { String($0) }
            #expect(found == expected, "\(Array(text.unicodeScalars))")
        }
    }
}
