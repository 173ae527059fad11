import ByteTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps a request path to a file inside the served folder, and never to one outside it.
///
/// Two independent guards. First the path itself: it is refused when a segment is `.` or `..`,
/// before or after percent-decoding, or decodes to a slash, a backslash, NUL or another control
/// character, or to bytes that are not UTF-8. Then the file system: what the path names is
/// resolved with `realpath`, every symbolic link followed, and must still lie inside the real
/// path of the folder; anything else is "not found", which reveals nothing about what is outside.
struct PathResolver: Sendable {
    /// The served folder as given. Its real path is looked up on every request, because each
    /// build swaps a new folder in under the same name.
    let root: String

    /// What a request path leads to.
    enum Resolution: Equatable, Sendable {
        /// A regular file inside the folder, as its real absolute path.
        case file(String)
        /// A folder named without its trailing slash: send the browser here, so the page's
        /// relative links resolve inside the folder.
        case redirect(location: String)
        case notFound
        /// A malformed or traversing path, answered with 400.
        case refused
    }

    /// Resolves `path` (percent-encoded, from the request target); `query` is kept on a redirect.
    func resolve(_ path: Substring, query: Substring = "") -> Resolution {
        guard let segments = Self.segments(of: path) else { return .refused }
        guard let realRoot = Posix.realPath(root) else { return .notFound }
        let candidate = realRoot + segments.map { "/" + $0 }.joined()
        guard let real = Self.realPath(candidate, inside: realRoot), let info = Self.status(real) else { return .notFound }
        if Posix.isDirectory(info) {
            guard path.hasSuffix("/") else { return .redirect(location: Self.location(of: segments) + query) }
            guard let index = Self.realPath(real + "/index.html", inside: realRoot), let indexInfo = Self.status(index),
                Posix.isRegularFile(indexInfo)
            else { return .notFound }
            return .file(index)
        }
        // A file named with a trailing slash is not there, as on every real server: serving it
        // would resolve the page's relative links one folder too deep.
        return Posix.isRegularFile(info) && !path.hasSuffix("/") ? .file(real) : .notFound
    }

    /// The decoded segments of `path`, empty ones dropped, or `nil` when the path is refused.
    static func segments(of path: Substring) -> [String]? {
        var segments: [String] = []
        for raw in path.utf8.split(separator: .slash) {
            guard !isDotSegment(raw), let decoded = percentDecoded(raw), !isDotSegment(decoded[...]),
                decoded.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != .slash && $0 != .backslash }),
                let segment = String(validating: decoded, as: UTF8.self)
            else { return nil }
            segments.append(segment)
        }
        return segments
    }
}

// MARK: - Helpers

private extension PathResolver {
    static func isDotSegment(_ segment: some Collection<UInt8>) -> Bool {
        segment.elementsEqual([.dot]) || segment.elementsEqual([.dot, .dot])
    }

    /// `%XX` escapes decoded; `nil` for a `%` not followed by two hex digits.
    static func percentDecoded(_ raw: some Collection<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        var iterator = raw.makeIterator()
        while let byte = iterator.next() {
            guard byte == .percent else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// The folder's address with a trailing slash, rebuilt from the decoded segments so that
    /// `//other.example` cannot become a redirect to another site.
    static func location(of segments: [String]) -> String {
        var location = ""
        for segment in segments {
            location += "/"
            for byte in segment.utf8 {
                if byte.isUnreservedInPath {
                    location.unicodeScalars.append(UnicodeScalar(byte))
                } else {
                    location += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
        }
        return location + "/"
    }

    /// The real path of `path` when it exists and lies inside `root` (itself a real path).
    static func realPath(_ path: String, inside root: String) -> String? {
        guard let real = Posix.realPath(path) else { return nil }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return real == root || real.hasPrefix(prefix) ? real : nil
    }

    static func status(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }
}

private extension UInt8 {
    /// RFC 3986 `pchar` minus `%`: what a path segment may hold unescaped.
    var isUnreservedInPath: Bool {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
            UInt8(ascii: ":"), UInt8(ascii: "@"):
            true
        default: false
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
