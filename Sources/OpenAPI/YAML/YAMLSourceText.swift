import Diagnostics

/// Byte-level facts about a YAML file that libyaml does not give in the form diagnostics need.
enum YAMLSourceText {
    /// The offset of the first byte that does not start or continue valid UTF-8, or nil.
    ///
    /// libyaml would report the same problem, but as a byte offset without a line, and it would
    /// also accept UTF-16; checking first gives `invalid_utf8` at a line and column, as JSON does.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The 1-based line and column of a byte offset; columns count Unicode scalars and a UTF-8
    /// byte order mark is not a column, as in ``JSONParser``.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var line = 1
        var column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: max(column, 1))
    }
}
