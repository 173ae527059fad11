import ByteTools

/// Finds the assembled document's lines in its bytes, for positions after cmark: where each
/// line starts, found once with memchr when the first position is asked for.
struct DocumentLines {
    let markdown: [UInt8]
    /// `starts[n - 1]` is where the document's line `n` starts.
    private let starts: [Int]

    init(markdown: [UInt8]) {
        self.markdown = markdown
        var starts = [0]
        var start = 0
        while true {
            let end = ByteSearch.lineEnd(markdown, from: start, limit: markdown.count)
            guard end < markdown.count else { break }
            start = end + 1
            starts.append(start)
        }
        self.starts = starts
    }

    /// Where the document's line `target` starts in `markdown` (its last line's start when
    /// the document is shorter).
    func offset(ofLine target: Int) -> Int {
        starts[min(max(target, 1), starts.count) - 1]
    }

    /// How many bytes cmark stripped from the front of the document's line `target`, whose
    /// rest is `text`; 0 when the line does not end with it.
    func stripped(before text: UnsafeBufferPointer<UInt8>, line target: Int) -> Int {
        guard target >= 1, target <= starts.count else { return 0 }
        let start = starts[target - 1]
        let end = target < starts.count ? starts[target] - 1 : markdown.count
        let length = end - start
        guard length >= text.count, markdown[(end - text.count)..<end].elementsEqual(text) else { return 0 }
        return length - text.count
    }
}
