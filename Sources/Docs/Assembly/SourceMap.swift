import Diagnostics

/// Where each line and column of the Markdown handed to cmark came from: the page or one of
/// its snippets, a line there and a column on it (in characters, as the tokenizer counts). Every position a page reports after cmark
/// (unsafe links and HTML, link targets, table and image bounds) goes through it.
///
/// Most document lines are a page line copied whole, and cost one number. A line that moved —
/// dedented out of a component or an `.mdx` `<div>`, indented into a list item, written after
/// an inline component's HTML, or read from a snippet — also keeps its segments: each starts
/// a stretch of the document line whose columns run on one for one in its source.
struct SourceMap: Sendable {
    struct Segment: Sendable {
        /// The document column the stretch starts at.
        var documentColumn: Int
        /// An index into ``files``; 0 is the page.
        var file: Int
        var line: Int
        var column: Int
    }

    /// The page first, then each snippet file, in order of first use.
    private(set) var files: [String]
    private var fileIndices: [String: Int]
    /// `lines[n - 1]`: the source line that document line `n` starts on.
    private(set) var lines: [Int] = []
    /// The segments of the document lines that moved, by document line.
    private var moved: [Int: [Segment]] = [:]
    /// The characters counted last: on document line `line`, from `segmentStart` to `column`.
    /// Positions come in increasing order along a line, so counting goes on from there.
    private var counted: (line: Int, segmentStart: Int, column: Int, characters: Int)?

    init(page: String) {
        files = [page]
        fileIndices = [page: 0]
    }

    /// The index of `file` in ``files``, added on first use.
    mutating func index(of file: String) -> Int {
        if let index = fileIndices[file] { return index }
        files.append(file)
        fileIndices[file] = files.count - 1
        return files.count - 1
    }

    /// Page lines copied whole, one document line each.
    mutating func appendPageLines(_ numbers: ClosedRange<Int>) {
        lines.append(contentsOf: numbers)
    }

    /// A new document line whose column `documentColumn` is `column` of `line` in `file`.
    mutating func appendLine(file: Int, line: Int, column: Int, documentColumn: Int = 1) {
        lines.append(line)
        if file != 0 || column != documentColumn {
            moved[lines.count] = [Segment(documentColumn: documentColumn, file: file, line: line, column: column)]
        }
    }

    /// From `documentColumn` of the last document line on, columns run on from `column` of
    /// `line` in `file`. Columns must come in increasing order along a line.
    mutating func continueLine(atDocumentColumn documentColumn: Int, file: Int, line: Int, column: Int) {
        let number = lines.count
        let segment = Segment(documentColumn: documentColumn, file: file, line: line, column: column)
        if moved[number] == nil {
            if file == 0 && line == lines[number - 1] && column == documentColumn { return }
            moved[number] = [Segment(documentColumn: 1, file: 0, line: lines[number - 1], column: 1)]
        }
        moved[number]!.append(segment)
    }

    /// The source of a document line and byte column (cmark's): the file (nil for the page)
    /// and its line and column there. Source columns count characters, as the tokenizer's do,
    /// over `text`, the document from the line's start on (read only up to the column);
    /// without it, every byte is one.
    mutating func place(line: Int, column: Int, text: ArraySlice<UInt8>? = nil) -> (file: String?, position: SourcePosition) {
        guard !lines.isEmpty else { return (nil, SourcePosition(line: line, column: column)) }
        let number = min(max(line, 1), lines.count)
        let segment = self.segment(line: number, column: column)
        let target = max(column, segment.documentColumn)
        var (from, characters) = (segment.documentColumn, 0)
        if let last = counted, last.line == number, last.segmentStart == segment.documentColumn, last.column <= target {
            (from, characters) = (last.column, last.characters)
        }
        if let text {
            let start = from - 1
            let end = min(target - 1, text.count)
            if start < end {
                // Over the bytes in memory: the slice's checked subscript cost ten instructions
                // a byte, on every link of a page.
                characters += text.withUnsafeBufferPointer { bytes in
                    var count = 0
                    for byte in UnsafeBufferPointer(rebasing: bytes[start..<end]) where byte & 0xC0 != 0x80 { count += 1 }
                    return count
                }
            }
        } else {
            characters += target - from
        }
        counted = (number, segment.documentColumn, target, characters)
        let position = SourcePosition(line: segment.line, column: segment.column + characters)
        return (segment.file == 0 ? nil : files[segment.file], position)
    }

    /// The segment of document line `number` that `column` is in: the last starting at or
    /// before it (the first for a column in indentation added before it).
    private func segment(line number: Int, column: Int) -> Segment {
        guard let segments = moved[number] else {
            return Segment(documentColumn: 1, file: 0, line: lines[number - 1], column: 1)
        }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].documentColumn <= column { low = middle } else { high = middle - 1 }
        }
        return segments[low]
    }
}
