/// Source text as the renderer reads it: UTF-8 without a byte-order mark, every line ending
/// a line feed (so line numbers agree with what editors show for CRLF files).
enum SourceText {
    static func utf8(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard bytes.contains(0x0D) else { return bytes }
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
}
