import Diagnostics

/// Which link targets a page may write: the one policy for Markdown links and images,
/// autolinks, reference links, component attributes and raw HTML. Whatever it refuses is
/// left out with an `unsafe_url` warning (``warning(_:what:file:position:)``) where it is written.
package enum URLSafety {
    /// The schemes refused: each runs script or makes a document of the link's own text.
    package static let refusedSchemes = ["javascript", "vbscript", "data"]

    /// The component attributes that hold a link: `href` (Card, Tile, Tooltip), `img` and
    /// `image` (Card), `page` (Mention), and `src` for any component that loads one.
    static let componentLinkAttributes: Set<String> = ["href", "src", "img", "image", "page"]

    /// False for `javascript:`, `data:` and `vbscript:` targets, however they are cased or
    /// broken up: browsers drop tabs, line breaks and leading control characters before they
    /// read a scheme, so this check does the same (and drops every other space and control
    /// character too, which can only refuse more). The target must already have its
    /// character references decoded.
    package static func isSafe<Bytes: Sequence>(_ href: Bytes) -> Bool where Bytes.Element == UInt8 {
        var scheme: [UInt8] = []
        for byte in href {
            if byte <= 0x20 || byte == 0x7F { continue }
            if byte == UInt8(ascii: ":") {
                let name = String(decoding: scheme, as: UTF8.self)
                return !refusedSchemes.contains(name)
            }
            // A '/', '?' or '#' before any ':' makes the target relative, whatever follows.
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return true }
            scheme.append(byte | 0x20)
            if scheme.count > 10 { return true }
        }
        // No colon: a relative path, even one spelled `javascript`.
        return true
    }

    package static func isSafe(_ href: String) -> Bool {
        isSafe(href.utf8)
    }

    /// `unsafe_url`: `what` (a Markdown link or image, a component's or raw HTML's attribute)
    /// leads to `url`, which was left out.
    static func warning(_ url: String, what: String, file: String? = nil, position: SourcePosition?) -> Diagnostic {
        Diagnostic(
            .unsafeURL,
            "\(what) leads to \(quoted(url)), whose scheme can run script (javascript:, vbscript:, data:); it was left out.",
            file: file, position: position, hint: "Link to http:, https:, mailto: or a page or file of the site.")
    }

    /// A value quoted for a message, cut short when long.
    static func quoted(_ text: String) -> String {
        let limit = 80
        return "\"" + (text.count > limit ? String(text.prefix(limit)) + "…" : text) + "\""
    }
}
