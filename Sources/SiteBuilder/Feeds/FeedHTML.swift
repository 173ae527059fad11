import ByteTools
import HTML

/// An update's rendered HTML made fit for a feed item, read by a feed reader away from the
/// page: links and images absolute, the page's own controls left out.
enum FeedHTML {
    /// `html` with every `href`, `src` and `poster` absolute (see ``FeedAddress/absolute(_:)``),
    /// without the heading permalinks, buttons and scripts that only work on the page, and
    /// without the control characters XML forbids.
    static func prepared(_ html: [UInt8], address: FeedAddress) -> [UInt8] {
        XMLText.removingForbidden(absolutized(withoutControls(html), address: address))
    }

    /// Elements that are the page's controls, not its content: a reader shows them as stray
    /// text (`#` after each heading, `Copy` after each code block) or drops them.
    private static let dropped: [(open: StaticString, close: StaticString)] = [
        ("<a class=\"pf-anchor\"", "</a>"), ("<button", "</button>"), ("<script", "</script>"),
    ]

    private static func withoutControls(_ html: [UInt8]) -> [UInt8] {
        var html = html
        for (open, close) in dropped {
            var output: [UInt8] = []
            output.reserveCapacity(html.count)
            var index = 0
            while let start = ByteSearch.find(open, in: html, from: index, to: html.count) {
                // `<a class="pf-anchor"` is a whole tag name and class; `<button` and `<script`
                // must not be the start of a longer name.
                let next = start + open.utf8CodeUnitCount
                guard next < html.count else { break }
                let isWhole = open.utf8CodeUnitCount > 8 || [.space, UInt8(ascii: ">"), .lineFeed, .tab].contains(html[next])
                guard isWhole, let end = ByteSearch.find(close, in: html, from: next, to: html.count) else {
                    output += html[index..<next]
                    index = next
                    continue
                }
                output += html[index..<start]
                index = end + close.utf8CodeUnitCount
            }
            output += html[index...]
            html = output
        }
        return html
    }

    private static let attributes: [[UInt8]] = [Array(" href=\"".utf8), Array(" src=\"".utf8), Array(" poster=\"".utf8)]

    /// Rewrites each ` href="…"`, ` src="…"` and ` poster="…"`. In the page's HTML a `"` in
    /// text is always written `&quot;`, so these patterns only ever occur inside tags.
    private static func absolutized(_ html: [UInt8], address: FeedAddress) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(html.count + 1024)
        html.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                var nearest: (start: Int, length: Int)?
                for pattern in attributes {
                    if let found = ByteSearch.find(pattern, anchor: pattern.count - 2, in: buffer, from: index),
                        found < nearest?.start ?? Int.max
                    {
                        nearest = (found, pattern.count)
                    }
                }
                guard let (start, length) = nearest,
                    let end = ByteSearch.firstIndex(of: UInt8(ascii: "\""), in: html, from: start + length)
                else { break }
                let valueStart = start + length
                output += buffer[index..<valueStart]
                // Decoded, made absolute, then escaped whole: the base URL is escaped too.
                let value = XMLText.decodingReferences(String(decoding: buffer[valueStart..<end], as: UTF8.self))
                HTMLEscaping.appendEscaped(address.absolute(value), to: &output)
                index = end
            }
            if index < buffer.count { output += buffer[index...] }
        }
        return output
    }
}
