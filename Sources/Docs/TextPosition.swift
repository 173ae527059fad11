/// Line and column counting over UTF-8 bytes, as every position in a page is given: lines
/// from 1, columns in characters from 1.
enum TextPosition {
    /// Moves `line` and `column` past `byte`: a line feed starts the next line, and every
    /// byte but a UTF-8 continuation byte (10xxxxxx) is one character.
    @inline(__always)
    static func advance(_ line: inout Int, _ column: inout Int, over byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
