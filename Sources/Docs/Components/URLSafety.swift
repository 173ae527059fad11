/// Which link targets a component may render as a link.
enum URLSafety {
    /// False for `javascript:`, `data:` and `vbscript:` targets, however they are cased or
    /// broken up: browsers drop tabs, line breaks and leading control characters before they
    /// read a scheme, so this check does the same.
    static func isSafe(_ href: String) -> Bool {
        var scheme: [UInt8] = []
        for byte in href.utf8 {
            if byte <= 0x20 || byte == 0x7F { continue }
            if byte == 0x3A { break }
            // A '/', '?' or '#' before any ':' makes the target relative, whatever follows.
            if byte == 0x2F || byte == 0x3F || byte == 0x23 { return true }
            scheme.append(byte | 0x20)
            if scheme.count > 10 { return true }
        }
        let name = String(decoding: scheme, as: UTF8.self)
        return name != "javascript" && name != "data" && name != "vbscript"
    }
}
