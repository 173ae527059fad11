/// The media type of a served file, from its extension.
///
/// Text types carry `charset=utf-8`, since every text file Preflight writes is UTF-8 and a
/// browser guessing otherwise would garble non-ASCII catalog text.
enum ContentTypes {
    static let html = "text/html; charset=utf-8"
    static let eventStream = "text/event-stream; charset=utf-8"
    /// For an extension not in the table: the browser downloads rather than guesses.
    static let unknown = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": html,
        "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
    ]

    /// The type for a file path, judged by its extension without regard to case.
    static func type(forPath path: some StringProtocol) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return unknown }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? unknown
    }
}
