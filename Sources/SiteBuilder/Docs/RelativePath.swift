import ByteTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Relative paths between output files, so links work from `file://` as well as a server.
enum RelativePath {
    /// The path from the file at `from` to the file at `to`, both relative to the output root.
    static func between(from: String, to: String) -> String {
        var from = from
        var to = to
        if let path = from.withUTF8({ from in to.withUTF8 { to in between(from: from, to: to) } }) { return path }
        let fromFolders = from.split(separator: "/").dropLast()
        let toParts = to.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < fromFolders.count, common < toParts.count - 1,
            fromFolders[fromFolders.startIndex + common] == toParts[common]
        {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromFolders.count - common)
        let path = (ups + toParts[common...].map(String.init)).joined(separator: "/")
        return path.isEmpty ? "./" : keptRelative(path)
    }

    /// `path` as a relative link that cannot be read as a URL: one whose first segment holds
    /// a `:` (a page file named `javascript:alert(1).md`) would start with a scheme, so it
    /// gets `./` in front. Every other path comes back as it is.
    static func keptRelative(_ path: String) -> String {
        needsDotSlash(path) ? "./" + path : path
    }

    /// Whether ``keptRelative(_:)`` puts `./` before `path`.
    static func needsDotSlash(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { needsDotSlash($0) }
    }

    /// Whether a `:` comes before the first `/` (or the end) of `path`.
    private static func needsDotSlash(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in path {
            if byte == UInt8(ascii: ":") { return true }
            if byte == UInt8(ascii: "/") { return false }
        }
        return false
    }

    /// ``between(from:to:)`` of two UTF-8 paths with `suffix` (a link's `?query#fragment`)
    /// after it, written straight into the one `String` it makes, without splitting into
    /// strings; `nil` when either path is not a usual one (an empty segment, a leading or
    /// trailing `/`), which the general version handles. Every link comes through here.
    static func between(
        from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>,
        suffix: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    ) -> String? {
        guard let route = route(from: from, to: to) else { return nil }
        let rest = UnsafeBufferPointer(rebasing: to[route.rest...])
        let dotSlash = route.ups == 0 && needsDotSlash(rest)
        let length = 3 * route.ups + (dotSlash ? 2 : 0) + rest.count + suffix.count
        return String(unsafeUninitializedCapacity: length) { output in
            var count = 0
            if dotSlash {
                output[0] = UInt8(ascii: ".")
                output[1] = UInt8(ascii: "/")
                count = 2
            }
            for _ in 0..<route.ups {
                output[count] = UInt8(ascii: ".")
                output[count + 1] = UInt8(ascii: ".")
                output[count + 2] = UInt8(ascii: "/")
                count += 3
            }
            if !rest.isEmpty { (output.baseAddress! + count).update(from: rest.baseAddress!, count: rest.count) }
            count += rest.count
            if !suffix.isEmpty { (output.baseAddress! + count).update(from: suffix.baseAddress!, count: suffix.count) }
            return count + suffix.count
        }
    }

    /// How the file at `to` is reached from the folder of the file at `from`: `ups` times
    /// `../`, then `to` from its index `rest` on; `nil` when either path is not a usual one.
    private static func route(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>) -> (ups: Int, rest: Int)? {
        let slash = UInt8(ascii: "/")
        guard isClean(from), isClean(to) else { return nil }
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
        var ups = 0
        if fromIndex < foldersLength {
            ups = 1
            for index in fromIndex..<foldersLength where from[index] == slash { ups += 1 }
        }
        return (ups, toIndex)
    }

    /// Non-empty, no leading or trailing `/`, no `//`.
    private static func isClean(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        guard let first = path.first, let last = path.last, first != slash, last != slash else { return false }
        // From one slash to the next with `memchr`: paths have a few slashes and many bytes.
        // The last byte is no slash, so a slash found always has a byte after it.
        var index = 0
        while let found = ByteSearch.firstIndex(of: slash, in: path, from: index) {
            if path[found + 1] == slash { return false }
            index = found + 1
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
            guard !bytes.isEmpty else { return .some("") }
            var climbsAboveRoot = false
            let normalized = String(unsafeUninitializedCapacity: bytes.count) { output in
                var normalized = NormalizedPath(output.baseAddress!)
                climbsAboveRoot = !normalized.append(bytes)
                return normalized.count
            }
            return climbsAboveRoot ? .some(nil) : .some(normalized)
        }
    }

    /// A normalized path being written, one slash-separated path after another, into memory
    /// the caller owns: as long as everything appended, which is always enough.
    ///
    /// Appending a page's folder and then a link's path normalizes them joined with `/`,
    /// without writing the joined path first.
    struct NormalizedPath {
        let start: UnsafeMutablePointer<UInt8>
        /// The bytes written so far.
        private(set) var count = 0
        /// How many segments those bytes hold.
        private var segments = 0

        init(_ start: UnsafeMutablePointer<UInt8>) { self.start = start }

        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

        /// Appends the segments of `path`, dropping empty ones and `.`, and taking one off for
        /// each `..`; `false` when a `..` finds none to take off (the path climbs above the root).
        mutating func append(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
            let slash = UInt8(ascii: "/")
            var segmentStart = 0
            while segmentStart <= path.count {
                var end = segmentStart
                while end < path.count && path[end] != slash { end += 1 }
                let length = end - segmentStart
                if length == 1 && path[segmentStart] == UInt8(ascii: ".") {
                    // `.` stays where it is.
                } else if length == 2 && path[segmentStart] == UInt8(ascii: ".") && path[segmentStart + 1] == UInt8(ascii: ".") {
                    guard segments > 0 else { return false }
                    segments -= 1
                    // Back to the slash before the last segment, or to the start.
                    if segments == 0 {
                        count = 0
                    } else {
                        repeat { count -= 1 } while start[count] != slash
                    }
                } else if length > 0 {
                    if segments > 0 {
                        start[count] = slash
                        count += 1
                    }
                    (start + count).update(from: path.baseAddress! + segmentStart, count: length)
                    count += length
                    segments += 1
                }
                segmentStart = end + 1
            }
            return true
        }
    }
}
