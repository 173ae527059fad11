/// Finds the assembled document's lines in its bytes, for positions after cmark: the walk
/// asks for lines in document order, give or take the lines of one block, so one cursor that
/// moves forward and back from where it was asked last serves the whole page.
struct DocumentLines {
    let markdown: [UInt8]
    private var line = 1
    private var start = 0

    init(markdown: [UInt8]) {
        self.markdown = markdown
    }

    /// Where the document's line `target` starts in `markdown` (its last line's start when
    /// the document is shorter).
    mutating func offset(ofLine target: Int) -> Int {
        while line > target && start > 0 {
            start = markdown[..<(start - 1)].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            line -= 1
        }
        while line < target, let newline = markdown[start...].firstIndex(of: 0x0A) {
            start = newline + 1
            line += 1
        }
        return start
    }

    /// How many bytes cmark stripped from the front of the document's line `target`, whose
    /// rest is `text`; 0 when the line does not end with it.
    mutating func stripped(before text: UnsafeBufferPointer<UInt8>, line target: Int) -> Int {
        let start = offset(ofLine: target)
        guard line == target else { return 0 }
        let end = markdown[start...].firstIndex(of: 0x0A) ?? markdown.count
        let length = end - start
        guard length >= text.count, markdown[(end - text.count)..<end].elementsEqual(text) else { return 0 }
        return length - text.count
    }
}
