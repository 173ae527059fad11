/// Escaping for text that reaches HTML from anywhere outside the program.
///
/// One rule for text and attribute values alike: `& < > " '` become entities, so an escaped
/// string is safe between tags and inside a quoted attribute.
///
/// Public for the reason ``HTMLBuffer`` is: its byte tests are inlined into the writers.
public enum HTMLEscaping {
    /// `text` with `& < > " '` replaced by entities.
    package static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8
        where byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
        {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped, to a byte buffer.
    package static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped(bytes: $0, to: &output) }
    }

    /// Appends UTF-8 `text`, escaped, to a byte buffer — for renderers that work on slices of
    /// a source file and need not build a `String` for each.
    package static func appendEscaped(utf8 text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        text.withUnsafeBufferPointer { appendEscaped(bytes: $0, to: &output) }
    }

    /// The entity that stands for `byte` in HTML text and attribute values: `& < > " '`;
    /// nil for every other byte. The one table of escapes every writer of HTML uses.
    @inlinable
    package static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    /// Whether `byte` is one of `& < > " '`: a bit test on a mask of the five, all below 64.
    @inlinable
    package static func isEscaped(_ byte: UInt8) -> Bool {
        byte < 64 && (0x5000_00C4_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0
    }

    /// The bytes of `word` (eight, the first in the low byte) that are `& < > " '`, as the
    /// high bit of each; the lowest set bit marks the first of them exactly. Higher bits may
    /// be set spuriously after a match (borrows of the zero-byte test), so only the lowest
    /// is meaningful: a writer escapes the first match and tests again past it.
    @inlinable
    package static func escapedBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)  // "
        let ampersandOrApostrophe = (word | ones) ^ (ones &* 0x27)  // & is ' with the low bit clear
        let angleBracket = (word | (ones &* 0x02)) ^ (ones &* 0x3E)  // < is > with bit 1 clear
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
        return zeroBytes(quote) | zeroBytes(ampersandOrApostrophe) | zeroBytes(angleBracket)
    }

    private static func appendEscaped(bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        // Copy the runs between special characters in one go rather than byte by byte.
        var runStart = 0
        for index in bytes.indices {
            guard let entity = entity(for: bytes[index]) else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
