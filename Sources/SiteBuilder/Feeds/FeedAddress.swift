import Foundation

/// Where a page and its feed are published, and how a link on the page reads from anywhere.
///
/// Pages link to each other relatively so the site works from `file://`; a feed item is read
/// away from the page, in a feed reader, so every link and image in it must be absolute,
/// made from `--base-url` the way `sitemap.xml` makes its addresses.
struct FeedAddress: Sendable, Equatable {
    /// `--base-url`, ending with `/`.
    let base: String
    /// The page's output file (`changelog.html`), relative to the site's root.
    let page: String

    init(baseURL: String, page: String) {
        base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.page = page
    }

    /// Where the feed of the page whose output is `page` goes: the page's URL followed by
    /// `/rss.xml`, as Mintlify publishes it (`changelog.html` → `changelog/rss.xml`, a
    /// folder's `guides/index.html` → `guides/rss.xml`, the home page's → `rss.xml`).
    static func feedPath(forPage page: String) -> String {
        var key = page.hasSuffix(".html") ? String(page.dropLast(5)) : page
        if key == "index" { return "rss.xml" }
        if key.hasSuffix("/index") { key.removeLast("/index".count) }
        return key + "/rss.xml"
    }

    /// The page's absolute address.
    var pageURL: String { base + Self.encoded(page) }

    /// The feed's absolute address.
    var feedURL: String { base + Self.encoded(Self.feedPath(forPage: page)) }

    /// `value`, an `href` or `src` as the page writes it (HTML-escaped), made absolute:
    /// a fragment is the page's, `/…` starts at the site's root, a relative path starts at
    /// the page's folder, and anything with a scheme (`https:`, `mailto:`) or a host (`//…`)
    /// is already absolute and stays as it is.
    func absolute(_ value: String) -> String {
        guard let first = value.first else { return pageURL }
        if first == "#" { return pageURL + value }
        if value.hasPrefix("//") || Self.hasScheme(value) { return value }
        if first == "/" { return base + Self.normalized(value.dropFirst(), folder: []) }
        var folder = page.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        folder.removeLast()
        return base + Self.normalized(Substring(value), folder: folder)
    }

    /// `path` (with any `?query#fragment` kept after it) joined to `folder`, its `.` and `..`
    /// segments resolved; `..` never climbs above the site's root.
    private static func normalized(_ path: Substring, folder: [String]) -> String {
        let cut = path.firstIndex { $0 == "?" || $0 == "#" } ?? path.endIndex
        var segments = folder
        let parts = path[..<cut].split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            switch part {
            case ".": if index == parts.count - 1 { segments.append("") }
            case "..":
                if !segments.isEmpty { segments.removeLast() }
                if index == parts.count - 1 { segments.append("") }
            default: segments.append(String(part))
            }
        }
        return segments.joined(separator: "/") + path[cut...]
    }

    /// Whether `value` starts with a URL scheme: letters, digits, `+ - .` after a first
    /// letter, then `:`, before any `/ ? #`.
    private static func hasScheme(_ value: String) -> Bool {
        for (index, byte) in value.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: ":"): return index > 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if index == 0 { return false }
            default: return false
            }
        }
        return false
    }

    /// A path of the output folder as a URL path: each segment percent-encoded as
    /// `sitemap.xml` encodes it.
    private static func encoded(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
    }
}
