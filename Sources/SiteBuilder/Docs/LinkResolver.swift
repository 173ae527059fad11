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

    enum Resolution: Equatable {
        /// Another site, a `mailto:`, or nothing to check.
        case external
        /// An output file, with the relative href to write, and the anchor to check once every
        /// page's ids are known.
        case found(href: String, anchor: Anchor?)
        case brokenLink
    }

    /// An `#anchor` on a docs page.
    struct Anchor: Hashable, Sendable {
        var page: String
        var id: String
    }

    /// Resolves `href` as written on the page at `from`.
    func resolve(_ href: String, from: DocLocation) -> Resolution {
        if let resolution = resolveASCII(href, from: from) { return resolution }
        let trimmed = href.trimmingWhitespace
        if trimmed.isEmpty || Self.hasScheme(trimmed) || trimmed.hasPrefix("//") { return .external }
        var path = trimmed
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        var query = ""
        if let mark = path.firstIndex(of: "?") {
            query = String(path[mark...])
            path = String(path[..<mark])
        }
        return resolve(path: path.removingPercentEncodingIfValid, fragment: fragment, query: query, trimmed: trimmed, from: from)
    }

    /// ``resolve(_:from:)`` for an href of ASCII characters only (nearly every one), split up
    /// on its bytes; `nil` for any other href. With ASCII alone, characters and bytes agree:
    /// no combining mark can join a `#`, `?` or `/` to what follows.
    private func resolveASCII(_ href: String, from: DocLocation) -> Resolution? {
        var href = href
        return href.withUTF8 { bytes -> Resolution? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var start = 0
            var end = bytes.count
            while start < end && Self.isASCIIWhitespace(bytes[start]) { start += 1 }
            while end > start && Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if text.isEmpty || Self.hasSchemeASCII(text) || (text.count >= 2 && text[0] == UInt8(ascii: "/") && text[1] == UInt8(ascii: "/")) {
                return .external
            }
            let trimmed = start == 0 && end == bytes.count ? String(decoding: bytes, as: UTF8.self) : String(decoding: text, as: UTF8.self)
            var pathEnd = text.count
            var fragment: String?
            if let hash = text.firstIndex(of: UInt8(ascii: "#")) {
                fragment = String(decoding: UnsafeBufferPointer(rebasing: text[(hash + 1)...]), as: UTF8.self)
                pathEnd = hash
            }
            var query = ""
            if let mark = text[..<pathEnd].firstIndex(of: UInt8(ascii: "?")) {
                query = String(decoding: UnsafeBufferPointer(rebasing: text[mark..<pathEnd]), as: UTF8.self)
                pathEnd = mark
            }
            let path = String(decoding: UnsafeBufferPointer(rebasing: text[..<pathEnd]), as: UTF8.self)
            return resolve(path: path.removingPercentEncodingIfValid, fragment: fragment, query: query, trimmed: trimmed, from: from)
        }
    }

    /// The rest of ``resolve(_:from:)``, once the href is split into path, fragment and query.
    private func resolve(path: String, fragment: String?, query: String, trimmed: String, from: DocLocation) -> Resolution {
        if path.isEmpty {
            return found(from, fragment: fragment, href: trimmed)
        }
        let joined = path.hasPrefix("/") ? path : (from.folder.isEmpty ? path : "\(from.folder)/\(path)")
        guard let normalized = RelativePath.normalize(joined) else { return .brokenLink }
        if let page = page(for: normalized, trailingSlash: path.hasSuffix("/")) {
            let target = RelativePath.between(from: from.output, to: page.output)
            return found(page, fragment: fragment, href: target + query + (fragment.map { "#\($0)" } ?? ""))
        }
        for candidate in [normalized, normalized + "/index.html"] where files.contains(candidate) {
            return .found(href: RelativePath.between(from: from.output, to: candidate) + query + (fragment.map { "#\($0)" } ?? ""), anchor: nil)
        }
        return .brokenLink
    }

    /// What `Character.isWhitespace` says of an ASCII byte: tab, line feed, vertical tab, form
    /// feed, carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// ``hasScheme(_:)`` on ASCII bytes.
    private static func hasSchemeASCII(_ href: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = href.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard isLetter(href[0]) else { return false }
        for byte in href[..<colon] {
            let allowed = isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if !allowed { return false }
        }
        return true
    }

    /// The docs page a normalized path names: with or without `.md`/`.mdx`/`.html`, or a folder's index.
    private func page(for path: String, trailingSlash: Bool) -> DocLocation? {
        var key = path
        for ext in [".md", ".mdx", ".html"] where key.hasSuffix(ext) {
            key = String(key.dropLast(ext.count))
            break
        }
        if key.isEmpty { return pages["index"] }
        if !trailingSlash, let page = pages[key] { return page }
        return pages[key + "/index"] ?? (trailingSlash ? nil : pages[key])
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
        // A byte test: `String.contains(String)` goes through NSString (CFStringFind).
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
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
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
