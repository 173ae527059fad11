/// Takes out of a page's Markdown twin what the page's HTML left out as unsafe, so the
/// `.md` files and `llms-full.txt` never carry a script link or handler either.
///
/// It runs only on pages that had something unsafe (the rest keep their twin byte for byte):
/// raw HTML goes through ``RawHTMLSanitizer`` as Markdown, and every refused scheme that
/// starts a link target (`javascript:`, also spelled with character references, backslashes or
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
            if startsTarget(bytes, at: index), isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "&"),
                let end = refusedSchemeEnd(in: bytes, at: index)
            {
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
            if bytes[index] == UInt8(ascii: "&"), let (reference, end) = HTMLAttributeText.reference(in: bytes, at: index) {
                decoded = reference
                next = end
            }
            index = next
            for byte in decoded {
                if byte == UInt8(ascii: ":") {
                    return URLSafety.refusedSchemes.contains(String(decoding: scheme, as: UTF8.self)) ? index : nil
                }
                // What browsers drop from a scheme, and Markdown's backslash escapes.
                if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") { continue }
                guard isLetter(byte) else { return nil }
                scheme.append(byte | 0x20)
            }
        }
        return nil
    }

    /// Whether a link target could start at `index`: at the start, or after white space or
    /// what opens a target (`(`, `<`, a quote, `=`). `./data:x.html` and `metadata:` stay.
    private static func startsTarget(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = bytes[index - 1]
        return previous <= 0x20 || previous == UInt8(ascii: "(") || previous == UInt8(ascii: "<")
            || previous == UInt8(ascii: "\"") || previous == UInt8(ascii: "'")
            || previous == UInt8(ascii: "=")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
