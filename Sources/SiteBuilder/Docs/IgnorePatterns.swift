#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mintlify's `.mintignore`: gitignore-style patterns naming files left out of the site.
///
/// One pattern a line; `#` starts a comment; `!` takes a path back; a trailing `/` matches
/// folders only; a pattern with a `/` before its end is anchored to the content folder,
/// one without matches a name at any depth; `*`, `?`, `[…]` and `**` as in `.gitignore`.
struct IgnorePatterns: Sendable {
    private struct Pattern: Sendable {
        var glob: String
        var negated: Bool
        var folderOnly: Bool
        var anchored: Bool
        /// The glob's bytes when it has no `*`, `?`, `[` or `\`: it then matches exactly
        /// those bytes, which is what `fnmatch` would say, without a C string per test (every
        /// file of the content folder is tested against every pattern, Mintlify's defaults
        /// included).
        var literal: [UInt8]?
    }

    private let patterns: [Pattern]
    private let hasAnchored: Bool
    /// Whether no pattern has a glob character, as Mintlify's defaults and most files have
    /// none: an ASCII path is then tested on its bytes, without a string for each of its names.
    private let isAllLiteral: Bool

    /// What Mintlify leaves out without being told: tool folders, and the repository's own
    /// README, LICENSE, CHANGELOG and CONTRIBUTING files at any depth (`ja/README.md`).
    static let mintlifyDefaults = """
        .git/
        .github/
        .claude/
        .agents/
        .idea/
        node_modules/
        README.md
        LICENSE.md
        CHANGELOG.md
        CONTRIBUTING.md

        """

    var isEmpty: Bool { patterns.isEmpty }

    /// The bytes that make a pattern more than its own text to `fnmatch` (a NUL would end its C string).
    private static let globBytes: Set<UInt8> = [
        UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "\\"), 0,
    ]

    init(_ text: String) {
        var patterns: [Pattern] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = raw.trimmingTrailingSpaces()
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line.removeFirst() }
            if line.hasPrefix("\\") { line.removeFirst() }
            let folderOnly = line.hasSuffix("/")
            while line.hasSuffix("/") { line.removeLast() }
            let anchored = line.contains("/")
            while line.hasPrefix("/") { line.removeFirst() }
            guard !line.isEmpty else { continue }
            let glob = String(line)
            let isLiteral = !glob.utf8.contains { Self.globBytes.contains($0) }
            patterns.append(
                Pattern(
                    glob: glob, negated: negated, folderOnly: folderOnly, anchored: anchored,
                    literal: isLiteral ? Array(glob.utf8) : nil))
        }
        self.patterns = patterns
        hasAnchored = patterns.contains { $0.anchored }
        isAllLiteral = patterns.allSatisfy { $0.literal != nil }
    }

    /// Whether the file at `path` (relative to the content folder) is ignored: it, or a
    /// folder above it, matches the last pattern that speaks of it.
    func ignores(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        if isAllLiteral, let verdict = path.utf8.withContiguousStorageIfAvailable(literalVerdict), let verdict {
            return verdict
        }
        let parts = Self.names(in: path)
        guard !parts.isEmpty else { return false }
        var ignored = false
        // Each folder above the file, then the file itself; a folder once ignored stays so.
        for depth in 1...parts.count {
            // Only anchored patterns read the path from the top, so only they pay for it.
            let prefix = hasAnchored ? parts[..<depth].joined(separator: "/") : ""
            let isFolder = depth < parts.count
            var verdict: Bool?
            for pattern in patterns where !pattern.folderOnly || isFolder {
                if Self.matches(pattern, prefix, name: parts[depth - 1]) { verdict = !pattern.negated }
            }
            if let verdict { ignored = verdict }
            if ignored && isFolder { return true }
        }
        return ignored
    }

    /// ``ignores(_:)`` when every pattern is literal, on the path's bytes: each folder above
    /// the file, then the file, is a run of `path` (its own name, or all of the path up to its
    /// end for an anchored pattern). `nil` for a path this cannot read as the general way
    /// would: one not ASCII (its names are split by `Character`), or with an empty name
    /// (the general way drops it, so an anchored pattern's path is no run of this one).
    private func literalVerdict(_ path: UnsafeBufferPointer<UInt8>) -> Bool? {
        let slash = UInt8(ascii: "/")
        guard let first = path.first, first != slash, path.last != slash, path.allSatisfy({ $0 < 0x80 }) else {
            return nil
        }
        var ignored = false
        var start = 0
        while start < path.count {
            var end = start
            while end < path.count && path[end] != slash { end += 1 }
            guard end > start else { return nil }
            let isFolder = end < path.count
            var verdict: Bool?
            for pattern in patterns where !pattern.folderOnly || isFolder {
                guard let literal = pattern.literal else { return nil }
                let from = pattern.anchored ? 0 : start
                if literal.count == end - from,
                    literal.withUnsafeBufferPointer({ memcmp($0.baseAddress!, path.baseAddress! + from, literal.count) }) == 0
                {
                    verdict = !pattern.negated
                }
            }
            if let verdict { ignored = verdict }
            if ignored && isFolder { return true }
            start = end + 1
        }
        return ignored
    }

    /// The names of `path` between its `/`s. An ASCII path (the usual one) is split as bytes:
    /// splitting a `String` walks it a `Character` at a time, which was most of the cost of
    /// testing every file of a site.
    private static func names(in path: String) -> [String] {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").map(String.init) }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func matches(_ pattern: Pattern, _ path: String, name: String) -> Bool {
        if let literal = pattern.literal { return literal.elementsEqual(pattern.anchored ? path.utf8 : name.utf8) }
        if !pattern.anchored { return fnmatch(pattern.glob, name, 0) == 0 }
        guard pattern.glob.contains("**") else { return fnmatch(pattern.glob, path, FNM_PATHNAME) == 0 }
        var globParts: [String] = []
        for part in pattern.glob.split(separator: "/", omittingEmptySubsequences: false)
        where part != "**" || globParts.last != "**" {
            globParts.append(String(part))
        }
        return matchesParts(globParts[...], path.split(separator: "/").map(String.init)[...])
    }

    /// Folder by folder: a `**` part stands for any run of folders (none included), a
    /// trailing one for at least one name; other parts match one name each.
    private static func matchesParts(_ glob: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = glob.first else { return path.isEmpty }
        if first == "**" {
            let rest = glob.dropFirst()
            if rest.isEmpty { return !path.isEmpty }
            return (path.startIndex...path.endIndex).contains { matchesParts(rest, path[$0...]) }
        }
        guard let name = path.first, fnmatch(first, name, 0) == 0 else { return false }
        return matchesParts(glob.dropFirst(), path.dropFirst())
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var text = self
        while text.last == " " || text.last == "\t" || text.last == "\r" { text.removeLast() }
        return text
    }
}
