/// Which link targets a page may write: the one policy for Markdown links and images,
/// autolinks, reference links, components and raw HTML.
public enum URLSafety {
    /// The schemes refused: each runs script or makes a document of the link's own text.
    public static let refusedSchemes = ["javascript", "vbscript", "data"]

    /// False for `javascript:`, `data:` and `vbscript:` targets, however they are cased or
    /// broken up: browsers drop tabs, line breaks and leading control characters before they
    /// read a scheme, so this check does the same (and drops every other space and control
    /// character too, which can only refuse more). The target must already have its
    /// character references decoded.
    public static func isSafe<Bytes: Sequence>(_ href: Bytes) -> Bool where Bytes.Element == UInt8 {
        var scheme: [UInt8] = []
        for byte in href {
            if byte <= 0x20 || byte == 0x7F { continue }
            if byte == 0x3A {
                let name = String(decoding: scheme, as: UTF8.self)
                return !refusedSchemes.contains(name)
            }
            // A '/', '?' or '#' before any ':' makes the target relative, whatever follows.
            if byte == 0x2F || byte == 0x3F || byte == 0x23 { return true }
            scheme.append(byte | 0x20)
            if scheme.count > 10 { return true }
        }
        // No colon: a relative path, even one spelled `javascript`.
        return true
    }

    public static func isSafe(_ href: String) -> Bool {
        isSafe(href.utf8)
    }
}
