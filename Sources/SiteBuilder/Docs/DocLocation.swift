#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The twin's file name (`push.md`), which the page links to.
    public var twinFileName: String {
        guard let slash = key.utf8.lastIndex(of: UInt8(ascii: "/")) else { return twin }
        return "\(key[key.utf8.index(after: slash)...]).md"
    }

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
        var from = from
        var to = to
        if let path = from.withUTF8({ from in to.withUTF8 { to in between(clean: from, to) } }) { return path }
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

    /// ``between(from:to:)`` on UTF-8 bytes without splitting into strings, for the usual
    /// paths (no empty segment, no leading or trailing `/`); `nil` for any other, which the
    /// general version handles. Every sidebar and pager link comes through here.
    private static func between(clean from: UnsafeBufferPointer<UInt8>, _ to: UnsafeBufferPointer<UInt8>) -> String? {
        var bytes: [UInt8] = []
        guard append(clean: from, to, into: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``between(from:to:)`` of two UTF-8 paths to `output`; `false` (and nothing
    /// appended) when either path is not a usual one (see ``between(clean:_:)``).
    static func append(from: [UInt8], to: [UInt8], into output: inout [UInt8]) -> Bool {
        from.withUnsafeBufferPointer { from in to.withUnsafeBufferPointer { to in append(clean: from, to, into: &output) } }
    }

    private static func append(clean from: UnsafeBufferPointer<UInt8>, _ to: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/")
        guard isClean(from), isClean(to) else { return false }
        // `from`'s folders are everything before its last slash.
        var folderEnd = from.count
        while folderEnd > 0 && from[folderEnd - 1] != slash { folderEnd -= 1 }
        let foldersLength = folderEnd > 0 ? folderEnd - 1 : 0
        // Walk the shared leading folders: a folder of `from` matches when `to` has the same
        // bytes followed by a slash (so `to`'s last segment, the file, never counts).
        var fromIndex = 0
        var toIndex = 0
        while fromIndex < foldersLength {
            var segmentEnd = fromIndex
            while segmentEnd < foldersLength && from[segmentEnd] != slash { segmentEnd += 1 }
            let length = segmentEnd - fromIndex
            guard toIndex + length < to.count, to[toIndex + length] == slash,
                memcmp(from.baseAddress! + fromIndex, to.baseAddress! + toIndex, length) == 0
            else { break }
            fromIndex = segmentEnd + 1
            toIndex += length + 1
        }
        if fromIndex < foldersLength {
            output.append(contentsOf: "../".utf8)
            for index in fromIndex..<foldersLength where from[index] == slash { output.append(contentsOf: "../".utf8) }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: to[toIndex...]))
        return true
    }

    /// Non-empty, no leading or trailing `/`, no `//`.
    private static func isClean(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        guard let first = path.first, let last = path.last, first != slash, last != slash else { return false }
        var previous: UInt8 = 0
        for byte in path {
            if byte == slash && previous == slash { return false }
            previous = byte
        }
        return true
    }

    /// The prefix that leads from the file at `from` back to the output root (`../../`, or `./`).
    static func root(from: String) -> String {
        let depth = from.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
        return depth == 0 ? "./" : String(repeating: "../", count: depth)
    }

    /// Resolves `..` and `.` in a slash-separated path; `nil` when it climbs above the root.
    static func normalize(_ path: String) -> String? {
        if let normalized = normalizeASCII(path) { return normalized }
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

    /// ``normalize(_:)`` on the bytes of an ASCII path (where characters and bytes agree):
    /// `nil` when the path is not ASCII (the general version then runs), `.some(nil)` when it
    /// climbs above the root.
    private static func normalizeASCII(_ path: String) -> String?? {
        var path = path
        return path.withUTF8 { bytes -> String?? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            // Each kept segment as a range of `bytes`.
            var segments: [Range<Int>] = []
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "/") { end += 1 }
                let length = end - start
                if length == 1 && bytes[start] == UInt8(ascii: ".") {
                    // `.` stays where it is.
                } else if length == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".") {
                    guard !segments.isEmpty else { return .some(nil) }
                    segments.removeLast()
                } else if length > 0 {
                    segments.append(start..<end)
                }
                start = end + 1
            }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            for (index, segment) in segments.enumerated() {
                if index > 0 { output.append(UInt8(ascii: "/")) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment]))
            }
            return .some(String(decoding: output, as: UTF8.self))
        }
    }
}
