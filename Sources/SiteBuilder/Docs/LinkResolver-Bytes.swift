import ByteTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``LinkResolver/resolve(_:from:)`` on the bytes of the href, for nearly every link.
///
/// Every link of every page is resolved, and the `String` route makes a string for each part
/// of the href, for the joined and the normalized path, for the page's key and output path, and
/// for the relative href. Here the href is split, joined with the page's folder and normalized
/// in scratch memory, the page is found by its key's bytes, and the one `String` made is the
/// href to write.
extension LinkResolver {
    /// The resolution of an ASCII href whose path has no `%` escape; `nil` for any other href,
    /// and for anything out of the ordinary on the way (a key that bytes cannot settle, a path
    /// ``RelativePath`` does not walk on bytes), which the `String` route then resolves.
    ///
    /// With ASCII alone, characters and bytes agree: no combining mark can join a `#`, `?` or
    /// `/` to what follows, and whitespace is six bytes.
    func resolveOnBytes(_ href: String, from origin: Origin) -> Resolution? {
        guard let table else { return nil }
        return href.utf8.withContiguousStorageIfAvailable { bytes -> Resolution? in
            for byte in bytes where byte >= 0x80 { return nil }
            var start = 0
            var end = bytes.count
            while start < end && Self.isASCIIWhitespace(bytes[start]) { start += 1 }
            while end > start && Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if text.isEmpty || Self.hasSchemeASCII(text)
                || (text.count >= 2 && text[0] == UInt8(ascii: "/") && text[1] == UInt8(ascii: "/"))
            {
                return .external
            }
            let hash = text.firstIndex(of: UInt8(ascii: "#"))
            var pathEnd = hash ?? text.count
            if let mark = text[..<pathEnd].firstIndex(of: UInt8(ascii: "?")) { pathEnd = mark }
            let path = UnsafeBufferPointer(rebasing: text[..<pathEnd])
            // Percent-decoding has quirks of its own; the `String` route keeps them.
            guard !path.contains(UInt8(ascii: "%")) else { return nil }
            let fragment = hash.map { UnsafeBufferPointer(rebasing: text[($0 + 1)...]) }
            if path.isEmpty {
                let trimmed = text.count == bytes.count ? href : String(decoding: text, as: UTF8.self)
                return .found(href: trimmed, anchor: Self.anchor(on: origin.page, fragment: fragment))
            }
            // The query and fragment as written, which follow the rewritten path.
            let suffix = UnsafeBufferPointer(rebasing: text[pathEnd...])
            return origin.output.withUnsafeBufferPointer { fromOutput -> Resolution? in
                let folder = UnsafeBufferPointer(rebasing: fromOutput[..<origin.folderLength])
                let isRootRelative = path[0] == UInt8(ascii: "/")
                let joinedLength = (isRootRelative ? 0 : folder.count + 1) + path.count
                // The normalized path, then room for it again with `/index.html` after it.
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * joinedLength + 16) { scratch -> Resolution? in
                    var normalized = RelativePath.NormalizedPath(scratch.baseAddress!)
                    guard isRootRelative || normalized.append(folder), normalized.append(path) else { return .brokenLink }
                    let spare = scratch.baseAddress! + normalized.count
                    let trailingSlash = path[path.count - 1] == UInt8(ascii: "/")
                    switch page(for: normalized.bytes, in: table, trailingSlash: trailingSlash, spare: spare) {
                    case .found(let page):
                        return table.withOutput(of: page) { target -> Resolution? in
                            guard let href = RelativePath.between(from: fromOutput, to: target, suffix: suffix) else {
                                return nil
                            }
                            return .found(href: href, anchor: Self.anchor(on: table.location(page), fragment: fragment))
                        }
                    case .unsure:
                        return nil
                    case .missing:
                        return file(normalized.bytes, from: fromOutput, suffix: suffix, spare: spare)
                    }
                }
            }
        } ?? nil
    }

    private enum PageLookup {
        case found(Int)
        case missing
        /// Bytes cannot tell: some page key is not ASCII.
        case unsure
    }

    /// ``page(for:trailingSlash:)`` on bytes: the page a normalized path names, with or without
    /// `.md`/`.mdx`/`.html`, or a folder's index. Builds the index's key at `spare`.
    private func page(
        for path: UnsafeBufferPointer<UInt8>, in table: PageTable, trailingSlash: Bool, spare: UnsafeMutablePointer<UInt8>
    ) -> PageLookup {
        func lookUp(_ key: UnsafeBufferPointer<UInt8>) -> PageLookup {
            if let page = table.page(forKey: key) { return .found(page) }
            return table.isMissFinal ? .missing : .unsure
        }
        var keyLength = path.count
        if Self.hasSuffix(path, ".md") {
            keyLength -= 3
        } else if Self.hasSuffix(path, ".mdx") {
            keyLength -= 4
        } else if Self.hasSuffix(path, ".html") {
            keyLength -= 5
        }
        if keyLength == 0 { return Self.withBytes("index") { lookUp($0) } }
        let key = UnsafeBufferPointer(rebasing: path[..<keyLength])
        if !trailingSlash {
            let result = lookUp(key)
            if case .missing = result {} else { return result }
        }
        spare.update(from: key.baseAddress!, count: keyLength)
        let indexKey = Self.withBytes("/index") { index in
            (spare + keyLength).update(from: index.baseAddress!, count: index.count)
            return UnsafeBufferPointer(start: spare, count: keyLength + index.count)
        }
        let index = lookUp(indexKey)
        // With a trailing slash the folder's index comes first, then the page itself (as in
        // ``page(for:trailingSlash:)``).
        guard trailingSlash, case .missing = index else { return index }
        return lookUp(key)
    }

    /// The output file a normalized path names that is not a page: the path itself, or the
    /// `index.html` of the folder it names, or `path.html`. Builds those paths at `spare`.
    private func file(
        _ path: UnsafeBufferPointer<UInt8>, from fromOutput: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8>,
        spare: UnsafeMutablePointer<UInt8>
    ) -> Resolution? {
        var target = path
        if !files.contains(String(decoding: path, as: UTF8.self)) {
            if !path.isEmpty { spare.update(from: path.baseAddress!, count: path.count) }
            target = Self.withBytes("/index.html") { index in
                (spare + path.count).update(from: index.baseAddress!, count: index.count)
                return UnsafeBufferPointer(start: spare, count: path.count + index.count)
            }
            if !files.contains(String(decoding: target, as: UTF8.self)) {
                // `path.html`: a page written for a docs.json redirect, reached by its clean URL.
                target = Self.withBytes(".html") { html in
                    (spare + path.count).update(from: html.baseAddress!, count: html.count)
                    return UnsafeBufferPointer(start: spare, count: path.count + html.count)
                }
                // A redirect or a folder's first page is found on characters.
                guard files.contains(String(decoding: target, as: UTF8.self)) else {
                    return folders.isEmpty && redirects.isEmpty ? .brokenLink : nil
                }
            }
        }
        guard let href = RelativePath.between(from: fromOutput, to: target, suffix: suffix) else { return nil }
        return .found(href: href, anchor: nil)
    }

    /// The anchor a fragment names on `page`; none for a missing or empty fragment.
    private static func anchor(on page: DocLocation, fragment: UnsafeBufferPointer<UInt8>?) -> Anchor? {
        guard let fragment, !fragment.isEmpty else { return nil }
        return Anchor(page: page.key, id: String(decoding: fragment, as: UTF8.self).removingPercentEncodingIfValid)
    }

    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        return bytes.count >= count && memcmp(bytes.baseAddress! + bytes.count - count, suffix.utf8Start, count) == 0
    }

    private static func withBytes<Result>(_ text: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// What `Character.isWhitespace` says of an ASCII byte: tab, line feed, vertical tab, form
    /// feed, carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == .space || (UInt8.tab...UInt8.carriageReturn).contains(byte)
    }

    /// `LinkResolver.hasScheme(_:)` on ASCII bytes.
    ///
    /// Reads up to the first byte a scheme cannot hold, so `/page` and `#id` stop at once.
    private static func hasSchemeASCII(_ href: UnsafeBufferPointer<UInt8>) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard let first = href.first, isLetter(first) else { return false }
        for byte in href.dropFirst() {
            if byte == UInt8(ascii: ":") { return true }
            let allowed =
                isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if !allowed { return false }
        }
        return false
    }
}
