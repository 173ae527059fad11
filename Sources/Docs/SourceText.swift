import ByteTools

/// Source text as the renderer reads it: UTF-8 without a byte-order mark, every line ending
/// a line feed (so line numbers agree with what editors show for CRLF files).
enum SourceText {
    static func utf8(_ text: String) -> [UInt8] {
        normalized(Array(text.utf8))
    }

    /// The same bytes as ``utf8(_:)`` of `String(decoding: bytes, as: UTF8.self)`, without
    /// making the `String` when the bytes are valid UTF-8 (every page but a broken one): only
    /// invalid sequences would change in that round trip.
    static func utf8(bytes: [UInt8]) -> [UInt8] {
        guard isValidUTF8(bytes) else { return utf8(String(decoding: bytes, as: UTF8.self)) }
        return normalized(bytes)
    }

    private static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard ByteSearch.firstIndex(of: .carriageReturn, in: bytes) != nil else { return bytes }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\r") {
                normalized.append(UInt8(ascii: "\n"))
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else {
                normalized.append(bytes[index])
            }
            index += 1
        }
        return normalized
    }

    /// Whether `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
    /// nothing past U+10FFFF), which Swift's decoding leaves exactly as it is. ASCII, most
    /// of any page, is skipped eight bytes at a time.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            var index = 0
            func isContinuation(_ offset: Int) -> Bool { index + offset < count && raw[index + offset] & 0xC0 == 0x80 }
            while index < count {
                while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
                guard index < count else { break }
                let lead = raw[index]
                switch lead {
                case 0x00..<0x80:
                    index += 1
                case 0xC2..<0xE0:
                    guard isContinuation(1) else { return false }
                    index += 2
                case 0xE0..<0xF0:
                    guard isContinuation(1), isContinuation(2) else { return false }
                    let second = raw[index + 1]
                    // E0 needs A0 and up (no overlong form), ED below A0 (no surrogate).
                    if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) { return false }
                    index += 3
                case 0xF0..<0xF5:
                    guard isContinuation(1), isContinuation(2), isContinuation(3) else { return false }
                    let second = raw[index + 1]
                    // F0 needs 90 and up (no overlong form), F4 below 90 (no more than U+10FFFF).
                    if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F) { return false }
                    index += 4
                default:
                    return false
                }
            }
            return true
        }
    }
}
