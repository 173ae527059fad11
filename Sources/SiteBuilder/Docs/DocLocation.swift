/// Where a docs page comes from and where it goes.
///
/// `content/docs/sdks/ios/push.md` has the key `sdks/ios/push` (what `docs.json` and links
/// name), the URL `/sdks/ios/push`, the output `sdks/ios/push.html` and the twin
/// `sdks/ios/push.md`. A folder's `index.md` has the key `folder/index` and the URL `/folder/`.
public struct DocLocation: Sendable, Hashable {
    /// The path inside `content/docs/`, with extension.
    public let source: String
    /// The path without extension: the page's name in `docs.json` and in links.
    public let key: String

    public init(source: String) {
        self.source = source
        if let dot = source.lastIndex(of: "."), !source[dot...].contains("/") {
            key = String(source[..<dot])
        } else {
            key = source
        }
    }

    /// The HTML file in the output folder.
    public var output: String { "\(key).html" }

    /// The Markdown twin beside the page.
    public var twin: String { "\(key).md" }

    /// The public URL path, without extension: `/sdks/ios/push`, `/guides/`, `/`.
    public var url: String {
        if key == "index" { return "/" }
        if key.hasSuffix("/index") { return "/" + key.dropLast("index".count) }
        return "/" + key
    }

    /// The folder the page's relative links start from (`sdks/ios` for `sdks/ios/push`).
    public var folder: String {
        guard let slash = key.lastIndex(of: "/") else { return "" }
        return String(key[..<slash])
    }
}

/// Relative paths between output files, so links work from `file://` as well as a server.
enum RelativePath {
    /// The path from the file at `from` to the file at `to`, both relative to the output root.
    static func between(from: String, to: String) -> String {
        let fromFolders = from.split(separator: "/").dropLast()
        let toParts = to.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < fromFolders.count, common < toParts.count - 1, fromFolders[fromFolders.startIndex + common] == toParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromFolders.count - common)
        let path = (ups + toParts[common...].map(String.init)).joined(separator: "/")
        return path.isEmpty ? "./" : path
    }

    /// The prefix that leads from the file at `from` back to the output root (`../../`, or `./`).
    static func root(from: String) -> String {
        let depth = from.split(separator: "/").count - 1
        return depth == 0 ? "./" : String(repeating: "../", count: depth)
    }

    /// Resolves `..` and `.` in a slash-separated path; `nil` when it climbs above the root.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
