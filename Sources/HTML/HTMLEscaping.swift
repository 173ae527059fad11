/// Escaping for text that reaches HTML from anywhere outside the program.
///
/// One rule for text and attribute values alike: `& < > " '` become entities, so an escaped
/// string is safe between tags and inside a quoted attribute.
public enum HTMLEscaping {
    /// `text` with `& < > " '` replaced by entities.
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
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
    public static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 { appendEscapedByte(byte, to: &bytes) }
    }

    /// Appends UTF-8 `text`, escaped, to a byte buffer.
    public static func appendEscaped(utf8 text: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        for byte in text { appendEscapedByte(byte, to: &bytes) }
    }

    private static func appendEscapedByte(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case 0x26: bytes.append(contentsOf: "&amp;".utf8)
        case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
        case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
        case 0x22: bytes.append(contentsOf: "&quot;".utf8)
        case 0x27: bytes.append(contentsOf: "&#39;".utf8)
        default: bytes.append(byte)
        }
    }
}
