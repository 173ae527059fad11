/// The words of an info string: split on spaces and tabs, keeping `"…"`, `'…'` and `{…}`
/// groups whole.
///
/// Works on the UTF-8 bytes: every delimiter is ASCII, and each word is handed over as one
/// range of bytes, for its reader to copy or compare as it needs.
enum MetaWords {
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = 0
        var quote: UInt8?
        var braceDepth = 0
        for (index, byte) in bytes.enumerated() {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                braceDepth += 1
            } else if byte == UInt8(ascii: "}") {
                braceDepth = max(0, braceDepth - 1)
            } else if (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) && braceDepth == 0 {
                if index > start { body(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                start = index + 1
            }
        }
        if bytes.count > start { body(UnsafeBufferPointer(rebasing: bytes[start...])) }
    }
}
