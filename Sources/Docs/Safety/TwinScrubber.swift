/// Takes out of a page's Markdown twin what the page's HTML left out as unsafe, so the
/// `.md` files and `llms-full.txt` never carry a script link or handler either.
///
/// It runs only on pages that had something unsafe (the rest keep their twin byte for byte):
/// raw HTML goes through ``RawHTMLSanitizer`` as Markdown, and every refused scheme that
/// starts a word (`javascript:`, also spelled with character references, backslashes or
/// control characters inside) loses its `scheme:` part, which leaves a harmless relative
/// link in `[text](javascript:…)`, `<javascript:…>` and `[ref]: javascript:…`.
enum TwinScrubber {
    static func scrub(_ twin: String) -> String {
        var bytes = Array(twin.utf8)
        if let safe = RawHTMLSanitizer.sanitize(bytes, isMarkdown: true).bytes { bytes = safe }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let startsWord = index == 0 || !isAlphanumeric(bytes[index - 1])
            if startsWord, isLetter(bytes[index]) || bytes[index] == 0x26, let end = refusedSchemeEnd(in: bytes, at: index) {
                index = end
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The index after the `:` of a refused scheme spelled from `start` on; nil when none is.
    private static func refusedSchemeEnd(in bytes: [UInt8], at start: Int) -> Int? {
        var scheme: [UInt8] = []
        var index = start
        while index < bytes.count, scheme.count <= 10 {
            var decoded = [bytes[index]]
            var next = index + 1
            if bytes[index] == 0x26, let (reference, end) = HTMLAttributeText.reference(in: bytes, at: index) {
                decoded = reference
                next = end
            }
            index = next
            for byte in decoded {
                if byte == 0x3A { return URLSafety.refusedSchemes.contains(String(decoding: scheme, as: UTF8.self)) ? index : nil }
                // What browsers drop from a scheme, and Markdown's backslash escapes.
                if byte <= 0x20 || byte == 0x7F || byte == 0x5C { continue }
                guard isLetter(byte) else { return nil }
                scheme.append(byte | 0x20)
            }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || (byte >= 0x30 && byte <= 0x39) }
}
