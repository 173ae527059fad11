/// Consecutive lines of a page that go on as written: no inline component in them, none the
/// rest of a line after a tag, each right after the one before in the same file.
///
/// Most of a docs page is such lines, and between the first's start and the last's end they
/// are one span of the file, line breaks included. The Markdown for cmark and the `.md` twin
/// copy that span whole instead of line by line.
struct LineRun {
    let first: SourceLine
    let last: SourceLine
    /// How many items the run covers.
    let count: Int

    /// The run that starts at `items[start]`, or nil when that item is not a plain line or no
    /// plain line follows it in the same file.
    init?(in items: [ContentItem], from start: Int) {
        guard case .line(let first) = items[start], first.isPlain else { return nil }
        var last = first
        var end = start + 1
        while end < items.count, case .line(let next) = items[end], next.isPlain, next.follows(last) {
            last = next
            end += 1
        }
        guard end - start > 1 else { return nil }
        self.first = first
        self.last = last
        count = end - start
    }

    /// Calls `body` with the run's text, from its first line's start to its last line's end.
    func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        first.bytes.withUnsafeBufferPointer { firstBytes in
            // Both lines are slices of one array (`follows` checked it), so the span between
            // them is that array's too.
            body(UnsafeBufferPointer(start: firstBytes.baseAddress, count: last.bytes.endIndex - first.bytes.startIndex))
        }
    }

    /// The page line numbers of the run's lines.
    var lineNumbers: ClosedRange<Int> { first.number...last.number }
}

extension SourceLine {
    /// Whether the line is copied as written: no inline tag, and not text after a tag.
    var isPlain: Bool { !isRemainder && inlineTags.isEmpty }

    /// Whether this line comes right after `previous` in the same file: the next line number,
    /// starting one line feed after it ends, in the same array.
    func follows(_ previous: SourceLine) -> Bool {
        guard number == previous.number + 1, bytes.startIndex == previous.bytes.endIndex + 1 else { return false }
        return bytes.withUnsafeBufferPointer { own in
            previous.bytes.withUnsafeBufferPointer { before in
                guard let own = own.baseAddress, let before = before.baseAddress else { return false }
                return own - bytes.startIndex == before - previous.bytes.startIndex
            }
        }
    }
}
