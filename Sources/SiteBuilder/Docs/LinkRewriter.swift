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
        var index = 0
        var copied = 0
        while index < html.count {
            guard let valueStart = attributeValueStart(html, at: index) else {
                index += 1
                continue
            }
            guard let valueEnd = html[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let href = unescape(html[valueStart..<valueEnd])
            let resolution = resolver.resolve(href, from: page)
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

    private static let href = Array(" href=\"".utf8)
    private static let src = Array(" src=\"".utf8)

    /// The index just after ` href="` or ` src="` starting at `index`, if one starts there.
    ///
    /// Runs at every byte of every page: compares in place, without building a list of the
    /// two patterns each time (which made this loop a tenth of a build).
    @inline(__always)
    private static func attributeValueStart(_ html: [UInt8], at index: Int) -> Int? {
        let byte = html[index]
        guard byte == 0x20 || byte == 0x0A || byte == 0x09, index + 1 < html.count else { return nil }
        switch html[index + 1] {
        case UInt8(ascii: "h"): return matches(html, at: index, href) ? index + href.count : nil
        case UInt8(ascii: "s"): return matches(html, at: index, src) ? index + src.count : nil
        default: return nil
        }
    }

    /// Whether `pattern` (after its first byte, the whitespace already checked) starts at `index`.
    private static func matches(_ html: [UInt8], at index: Int, _ pattern: [UInt8]) -> Bool {
        guard index + pattern.count <= html.count else { return false }
        for offset in 1..<pattern.count where html[index + offset] != pattern[offset] { return false }
        return true
    }

    /// Undoes the HTML writer's escaping of an attribute value.
    private static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        // A byte test: `String.contains(String)` goes through NSString (CFStringFind).
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
