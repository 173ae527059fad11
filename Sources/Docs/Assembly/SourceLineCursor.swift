/// The file line and column (in characters) of bytes along one ``SourceLine``, which may go
/// on over several lines of its file (an inline tag spread over them): counted in one pass
/// as the assembler writes the line.
struct SourceLineCursor {
    /// The file line and column of the byte at `counted`.
    private(set) var number: Int
    private(set) var column: Int
    private var counted: Int

    init(_ line: SourceLine) {
        number = line.number
        column = line.column
        counted = line.bytes.startIndex
    }

    /// Counts on to `offset`, at or past what was counted.
    mutating func advance(to offset: Int, in line: SourceLine) {
        while counted < offset {
            TextPosition.advance(&number, &column, over: line.bytes[counted])
            counted += 1
        }
    }
}
