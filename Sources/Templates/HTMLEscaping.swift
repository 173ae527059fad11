/// The HTML escaping of `{{name}}` tags.
///
/// The same five characters as the `HTML` target's escaping (`& < > " '`), so an escaped value
/// is safe between tags and inside a quoted attribute alike. It lives here because the engine
/// depends on nothing but `Diagnostics`.
enum HTMLEscaping {
    /// Appends `text` to `output` with `&`, `<`, `>`, `"` and `'` replaced by entities.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            // Copy the runs between special characters in one go rather than byte by byte.
            var runStart = 0
            for index in bytes.indices {
                let entity: StaticString
                switch bytes[index] {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                case 0x27: entity = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
