import ByteTools

/// A Markdown code fence's lines, told the same way by every reader that skips code: the
/// component tokenizer (no component inside a fence), the search for autolinks (none inside
/// one either) and the check of what cmark can parse in linear time (no table inside one).
enum CodeFence {
    /// A fence's character and how many of it open the fence.
    typealias Opening = (byte: UInt8, count: Int)

    /// The fence opened at `start` (three or more backticks or tildes), if one is; `end` is the
    /// line's end. Indentation is the caller's to judge.
    static func opening(in code: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Opening? {
        let byte = code[start]
        guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return nil }
        var index = start
        while index < end && code[index] == byte { index += 1 }
        let count = index - start
        guard count >= 3 else { return nil }
        // A backtick fence's info string cannot contain backticks (that would be a code span).
        if byte == UInt8(ascii: "`") && code[index..<end].contains(UInt8(ascii: "`")) { return nil }
        return (byte, count)
    }

    /// Whether the line from `start` (past its indentation) to `end` closes `open`: at least as
    /// many of its character, then only whitespace.
    static func closes(_ open: Opening, in code: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end && code[index] == open.byte { index += 1 }
        guard index - start >= open.count else { return false }
        return code[index..<end].allSatisfy(ByteClass.isWhitespace)
    }
}
