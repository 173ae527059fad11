/// Where a docs page comes from and where it goes.
///
/// `content/docs/sdks/ios/push.md` has the key `sdks/ios/push` (what `docs.json` and links
/// name), the URL `/sdks/ios/push`, the output `sdks/ios/push.html` and the twin
/// `sdks/ios/push.md`. A folder's `index.md` has the key `folder/index` and the URL `/folder/`.
package struct DocLocation: Sendable, Hashable {
    /// The path inside `content/docs/`, with extension.
    package let source: String
    /// The path without extension: the page's name in `docs.json` and in links.
    package let key: String

    package init(source: String) {
        self.source = source
        if Self.isASCII(source) {
            let bytes = source.utf8
            if let dot = bytes.lastIndex(of: UInt8(ascii: ".")), !bytes[dot...].contains(UInt8(ascii: "/")) {
                key = String(source[..<dot])
            } else {
                key = source
            }
        } else if let dot = source.lastIndex(of: "."), !source[dot...].contains("/") {
            key = String(source[..<dot])
        } else {
            key = source
        }
    }

    /// The HTML file in the output folder.
    package var output: String { .concatenated(key, Self.outputSuffix) }
    /// What a page's key takes to name its output file.
    package static let outputSuffix = ".html"

    /// The Markdown twin beside the page.
    package var twin: String { .concatenated(key, ".md") }

    /// The twin's file name (`push.md`), which the page links to.
    package var twinFileName: String {
        guard let slash = key.utf8.lastIndex(of: UInt8(ascii: "/")) else { return twin }
        return "\(key[key.utf8.index(after: slash)...]).md"
    }

    /// The public URL path, without extension: `/sdks/ios/push`, `/guides/`, `/`.
    package var url: String {
        if key == "index" { return "/" }
        if key.hasSuffix("/index") { return "/" + key.dropLast("index".count) }
        return "/" + key
    }

    /// The folder the page's relative links start from (`sdks/ios` for `sdks/ios/push`).
    package var folder: String {
        guard let slash = Self.lastSlash(in: Substring(key), isASCII: Self.isASCII(key)) else { return "" }
        return String(key[..<slash])
    }

    /// Where the last `/` of `path` is, as a `Character`. In ASCII text every byte is a
    /// `Character`, so its bytes are searched instead, without walking it a `Character` at a
    /// time (thousands of instructions for a page's key, asked for every page more than
    /// once). Other text is searched by `Character`: a `/` before a combining mark is no `/`.
    static func lastSlash(in path: Substring, isASCII: Bool) -> String.Index? {
        isASCII ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
    }

    /// Whether `text` is ASCII (see ``lastSlash(in:isASCII:)``).
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? false
    }

    /// The key of the page that `key` (a navigation entry, a link's path) names: `key` itself
    /// when that page exists, else the index of the folder it names (`guides` names
    /// `guides/index`); `nil` when neither exists.
    static func pageKey(_ key: String, exists: (String) -> Bool) -> String? {
        if exists(key) { return key }
        let index = key + "/index"
        return exists(index) ? index : nil
    }
}
