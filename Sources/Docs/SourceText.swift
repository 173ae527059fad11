#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Source text as the renderer reads it: UTF-8 without a byte-order mark, every line ending
/// a line feed (so line numbers agree with what editors show for CRLF files).
enum SourceText {
    static func utf8(_ text: String) -> [UInt8] {
        normalized(Array(text.utf8))
    }

    /// The same bytes as ``utf8(_:)`` of `String(decoding: bytes, as: UTF8.self)`, without
    /// making the `String` when the bytes are ASCII (nearly every page): only invalid UTF-8
    /// would change in that round trip, and ASCII is valid.
    static func utf8(bytes: [UInt8]) -> [UInt8] {
        guard isASCII(bytes) else { return utf8(String(decoding: bytes, as: UTF8.self)) }
        return normalized(bytes)
    }

    private static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let hasCarriageReturn = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
        }
        guard hasCarriageReturn else { return bytes }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D {
                normalized.append(0x0A)
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
            } else {
                normalized.append(bytes[index])
            }
            index += 1
        }
        return normalized
    }

    /// Whether every byte is below 0x80, eight at a time.
    private static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var index = 0
            var combined: UInt64 = 0
            while index + 8 <= raw.count {
                combined |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            while index < raw.count {
                combined |= UInt64(raw[index])
                index += 1
            }
            return combined & 0x8080_8080_8080_8080 == 0
        }
    }
}
