import ByteTools

/// Resolves the links of docs pages against everything the site will contain.
///
/// Links may be root-relative (`/sdks/ios/push`), relative (`../push`, `push.md`), with an
/// `#anchor`, or point at any other output file (a preview, an image). Each resolves to an
/// output file, and is rewritten as a relative path so the site works from `file://` too.
struct LinkResolver: Sendable {
    /// Docs pages by key (`sdks/ios/push`).
    let pages: [String: DocLocation]
    /// Every other output file (previews, assets, copied static files).
    let files: Set<String>
    /// ``pages`` again, found by bytes, for ``resolveOnBytes(_:from:)``; without it, every
    /// link resolves on characters.
    let table: PageTable?
    /// docs.json's redirects, followed by a link that no page, file or folder answers.
    let redirects: RedirectRules
    private let folderTable: OnceValue<[String: DocLocation]>

    init(
        pages: [String: DocLocation], files: Set<String>, folders: [String: DocLocation] = [:],
        redirects: RedirectRules = RedirectRules([])
    ) {
        self.init(pages: pages, files: files, folders: { folders }, redirects: redirects)
    }

    /// - Parameters:
    ///   - folders: makes ``folders``, when a link first needs them.
    ///   - findsPagesByBytes: whether to make ``table``: a pass over every page, which only a
    ///     build rendering many pages wins back.
    init(
        pages: [String: DocLocation], files: Set<String>, folders: @escaping @Sendable () -> [String: DocLocation],
        redirects: RedirectRules = RedirectRules([]), findsPagesByBytes: Bool = true
    ) {
        self.pages = pages
        self.files = files
        folderTable = OnceValue(folders)
        self.redirects = redirects
        table = findsPagesByBytes ? PageTable(pages) : nil
    }

    /// Folders that are no page (`sdk/web`, and `""` for the site's root without an index),
    /// each with the first navigation page inside it: where Mintlify sends a link to the
    /// folder, so such a link leads there rather than nowhere. Made on first use: only a link
    /// that no page or file answers asks.
    var folders: [String: DocLocation] { folderTable.value }

    /// The first page of the navigation's order inside each folder that is no page itself, and
    /// the first page of all for the root when there is no `index` page. Hidden pages are left
    /// out, as Mintlify leaves them out of its folder redirects.
    static func folders(of navigation: Navigation, pages: [String: DocLocation]) -> [String: DocLocation] {
        folders(order: navigation.order.filter { !navigation.hidden.contains($0) }, pages: pages)
    }

    /// The table of ``folders(of:pages:)`` from `order`, the hidden pages left out by the caller.
    static func folders(order: [String], pages: [String: DocLocation]) -> [String: DocLocation] {
        var folders: [String: DocLocation] = [:]
        for key in order {
            guard let page = pages[key] else { continue }
            var folder = Substring(key)
            let isASCII = DocLocation.isASCII(key)
            while let slash = DocLocation.lastSlash(in: folder, isASCII: isASCII) {
                folder = folder[..<slash]
                let name = String(folder)
                // The nearest folder already has its first page: so have the ones around it.
                guard folders[name] == nil else { break }
                guard pages[name] == nil, pages[name + "/index"] == nil else { continue }
                folders[name] = page
            }
            if folders[""] == nil, pages["index"] == nil { folders[""] = page }
        }
        return folders
    }

    enum Resolution: Equatable {
        /// Another site, a `mailto:`, or nothing to check.
        case external
        /// An output file (or, through a redirect, another site), with the href to write, and
        /// the anchor to check once every page's ids are known.
        case found(href: String, anchor: Anchor?)
        case brokenLink
        /// A docs.json redirect answers the link, but sends it nowhere.
        case brokenRedirect(RedirectTrail)
    }

    /// The redirects a link went through, and where the last one sent it.
    struct RedirectTrail: Equatable, Sendable {
        var redirects: [DocsSettings.Redirect]
        /// The last destination, its wildcards filled in.
        var destination: String
        /// Whether `destination` is a path the link had already passed through.
        var loops = false
    }

    /// An `#anchor` on a docs page.
    struct Anchor: Hashable, Sendable {
        var page: String
        var id: String
    }

    /// The page links are resolved from, with what each of its links needs worked out once.
    struct Origin {
        let page: DocLocation
        /// `page.output` (`sdks/ios/push.html`) as bytes.
        let output: [UInt8]
        /// The length of `page.folder` (`sdks/ios`), which `output` starts with.
        let folderLength: Int

        init(_ page: DocLocation) {
            self.page = page
            output = Array(page.output.utf8)
            // `page.folder` ends at the last `/` character, which for ASCII is the last `/`
            // byte: found from the end of the key, not by walking characters.
            let key = page.key.utf8
            if !key.contains(where: { $0 >= 0x80 }) {
                folderLength = key.lastIndex(of: UInt8(ascii: "/")).map { key.distance(from: key.startIndex, to: $0) } ?? 0
            } else {
                folderLength = page.folder.utf8.count
            }
        }
    }

    /// Resolves `href` as written on the page at `from`.
    func resolve(_ href: String, from origin: Origin) -> Resolution {
        resolveOnBytes(href, from: origin) ?? resolveOnCharacters(href, from: origin.page)
    }

    /// ``resolve(_:from:)`` for any href, by characters: the reference the byte route agrees
    /// with, and the route of hrefs it leaves (non-ASCII, percent-escaped paths).
    func resolveOnCharacters(_ href: String, from: DocLocation) -> Resolution {
        let trimmed = href.trimmingWhitespace
        if trimmed.isEmpty || Self.hasScheme(trimmed) || trimmed.hasPrefix("//") { return .external }
        var path = trimmed
        var fragment: String?
        // Split by scalars: `#` and a following U+FE0F (a heading id that began with an emoji)
        // are one Character, which a search for the Character "#" would not find.
        if let hash = path.unicodeScalars.firstIndex(of: "#") {
            fragment = String(path.unicodeScalars[path.unicodeScalars.index(after: hash)...])
            path = String(path.unicodeScalars[..<hash])
        }
        var query = ""
        if let mark = path.unicodeScalars.firstIndex(of: "?") {
            query = String(path.unicodeScalars[mark...])
            path = String(path.unicodeScalars[..<mark])
        }
        return resolve(path: path.removingPercentEncodingIfValid, fragment: fragment, query: query, trimmed: trimmed, from: from)
    }

    /// The rest of ``resolve(_:from:)``, once the href is split into path, fragment and query.
    private func resolve(path: String, fragment: String?, query: String, trimmed: String, from: DocLocation) -> Resolution {
        if path.isEmpty {
            return found(from, fragment: fragment, href: trimmed)
        }
        let joined = path.hasPrefix("/") ? path : (from.folder.isEmpty ? path : "\(from.folder)/\(path)")
        guard let normalized = RelativePath.normalize(joined) else { return .brokenLink }
        let trailingSlash = path.hasSuffix("/")
        return pageOrFile(normalized, trailingSlash: trailingSlash, fragment: fragment, query: query, from: from)
            ?? follow(normalized, fragment: fragment, query: query, from: from)
            ?? folder(normalized, fragment: fragment, query: query, from: from) ?? .brokenLink
    }

    /// The page or other output file a normalized path names.
    func pageOrFile(
        _ normalized: String, trailingSlash: Bool, fragment: String?, query: String, from: DocLocation
    )
        -> Resolution?
    {
        if let page = page(for: normalized, trailingSlash: trailingSlash) {
            let target = RelativePath.between(from: from.output, to: page.output)
            return found(page, fragment: fragment, href: target + query + (fragment.map { "#\($0)" } ?? ""))
        }
        // `path.html` is a page written for a redirect, reached by its clean URL, for one.
        for candidate in [normalized, normalized + "/index.html", normalized + ".html"] where files.contains(candidate) {
            return .found(
                href: RelativePath.between(from: from.output, to: candidate) + query + (fragment.map { "#\($0)" } ?? ""),
                anchor: nil)
        }
        return nil
    }

    /// A folder of pages with no page of its own: its first page, as Mintlify redirects it.
    /// docs.json's own redirects come first.
    func folder(_ normalized: String, fragment: String?, query: String, from: DocLocation) -> Resolution? {
        guard let page = folders[normalized] else { return nil }
        let target = RelativePath.between(from: from.output, to: page.output)
        return found(page, fragment: fragment, href: target + query + (fragment.map { "#\($0)" } ?? ""))
    }

    /// The docs page a normalized path names: with or without `.md`/`.mdx`/`.html`, or a folder's index.
    private func page(for path: String, trailingSlash: Bool) -> DocLocation? {
        var key = path
        for ext in [".md", ".mdx", ".html"] where key.hasSuffix(ext) {
            key = String(key.dropLast(ext.count))
            break
        }
        if key.isEmpty { return pages["index"] }
        // A trailing slash names a folder's index first; hosts (and Mintlify) also serve a page
        // at its own path with a slash, so `/ai/llmstxt/` is the page `ai/llmstxt`.
        if trailingSlash { return pages[key + "/index"] ?? pages[key] }
        return DocLocation.pageKey(key) { pages[$0] != nil }.flatMap { pages[$0] }
    }

    private func found(_ page: DocLocation, fragment: String?, href: String) -> Resolution {
        guard let fragment, !fragment.isEmpty else { return .found(href: href, anchor: nil) }
        return .found(href: href, anchor: Anchor(page: page.key, id: fragment.removingPercentEncodingIfValid))
    }

    /// `http:`, `mailto:`, `tel:`, … — anything with a URI scheme leaves the site.
    private static func hasScheme(_ href: String) -> Bool {
        guard let colon = href.firstIndex(of: ":") else { return false }
        let scheme = href[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }
}

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while scalars.first?.isWhitespace == true { scalars.removeFirst() }
        while scalars.last?.isWhitespace == true { scalars.removeLast() }
        return String(scalars)
    }

    /// Percent-decoded when the escapes are valid UTF-8; unchanged otherwise.
    var removingPercentEncodingIfValid: String {
        // A byte test with `memchr`: `String.contains(String)` goes through NSString
        // (CFStringFind), and `utf8.contains` looks at one byte at a time.
        let hasPercent =
            utf8.withContiguousStorageIfAvailable { bytes in
                ByteSearch.contains(UInt8(ascii: "%"), in: bytes)
            } ?? utf8.contains(UInt8(ascii: "%"))
        guard hasPercent else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(validUTF8: bytes[...]) ?? self
    }
}
