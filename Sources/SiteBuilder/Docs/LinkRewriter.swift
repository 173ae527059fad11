import ByteTools
import Foundation
import HTML

/// Finds every `href="…"` and `src="…"` in a rendered page, checks it, and rewrites internal
/// ones as relative paths to their output files.
///
/// Rendered Markdown quotes every attribute value with `"` and escapes `"` inside, so the
/// attribute's end is the next `"`; code blocks are escaped text, so links shown as code are
/// never mistaken for links.
enum LinkRewriter {
    struct Finding {
        var href: String
        var resolution: LinkResolver.Resolution
    }

    /// The page with internal links rewritten, and what each link resolved to.
    static func rewrite(_ html: [UInt8], page: DocLocation, resolver: LinkResolver) -> (html: [UInt8], findings: [Finding]) {
        var output: [UInt8] = []
        output.reserveCapacity(html.count + 256)
        var findings: [Finding] = []
        let origin = LinkResolver.Origin(page)
        var index = 0
        var copied = 0
        while let valueStart = nextAttributeValue(html, from: index) {
            guard let valueEnd = html.withUnsafeBufferPointer({ firstQuote(in: $0, from: valueStart) }) else { break }
            let href = unescape(html[valueStart..<valueEnd])
            let resolution = resolver.resolve(href, from: origin)
            findings.append(Finding(href: href, resolution: resolution))
            if case .found(let relative, _) = resolution, relative != href {
                output.append(contentsOf: html[copied..<valueStart])
                HTMLEscaping.appendEscaped(relative, to: &output)
                copied = valueEnd
            }
            index = valueEnd + 1
        }
        output.append(contentsOf: html[copied...])
        return (output, findings)
    }

    /// The index just after the first ` href="` or ` src="` (after a space, line feed or
    /// tab) that starts at or after `start`.
    ///
    /// Hops from one `=` to the next with `memchr` and looks around each: the same first
    /// match as testing both patterns at every byte, which made this a tenth of a build.
    private static func nextAttributeValue(_ html: [UInt8], from start: Int) -> Int? {
        html.withUnsafeBufferPointer { html -> Int? in
            var position = start + 4  // the `=` of ` src="` at the earliest
            while position + 1 < html.count {
                guard let equals = ByteSearch.firstIndex(of: UInt8(ascii: "="), in: html, from: position, to: html.count - 1)
                else { return nil }
                if html[equals + 1] == UInt8(ascii: "\"") {
                    // ` src=` or ` href=` ending here, starting no earlier than `start`.
                    if equals - 5 >= start, isSpace(html[equals - 5]), html[equals - 4] == UInt8(ascii: "h"),
                        html[equals - 3] == UInt8(ascii: "r"),
                        html[equals - 2] == UInt8(ascii: "e"), html[equals - 1] == UInt8(ascii: "f")
                    {
                        return equals + 2
                    }
                    if isSpace(html[equals - 4]), html[equals - 3] == UInt8(ascii: "s"), html[equals - 2] == UInt8(ascii: "r"),
                        html[equals - 1] == UInt8(ascii: "c")
                    {
                        return equals + 2
                    }
                }
                position = equals + 1
            }
            return nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
    }

    private static func firstQuote(in html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        ByteSearch.firstIndex(of: UInt8(ascii: "\""), in: html, from: start)
    }

    /// The HTML writer's escapes in an attribute value, and the byte each stands for.
    private static let escapes: [(name: [UInt8], byte: UInt8)] = [
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    /// Undoes the HTML writer's escaping of an attribute value: `&quot;`, `&#39;`, `&lt;`,
    /// `&gt;` and `&amp;`, in one pass over the bytes (five passes of Foundation's search
    /// were a hundredth of a clean build, for the links with a query string).
    static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        // Tested on the bytes with `memchr`: `String.contains(String)` goes through NSString
        // (CFStringFind), and `utf8.contains` looks at one byte at a time.
        let hasAmpersand = bytes.withUnsafeBufferPointer { ByteSearch.contains(UInt8(ascii: "&"), in: $0) }
        guard hasAmpersand else { return String(decoding: bytes, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        next: while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "&") {
                for entity in escapes where bytes[index...].starts(with: entity.name) {
                    text.append(entity.byte)
                    index += entity.name.count
                    continue next
                }
            }
            text.append(bytes[index])
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }
}
