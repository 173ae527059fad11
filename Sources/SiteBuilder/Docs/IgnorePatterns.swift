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
    }

    private let patterns: [Pattern]

    var isEmpty: Bool { patterns.isEmpty }

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
            patterns.append(Pattern(glob: String(line), negated: negated, folderOnly: folderOnly, anchored: anchored))
        }
        self.patterns = patterns
    }

    /// Whether the file at `path` (relative to the content folder) is ignored: it, or a
    /// folder above it, matches the last pattern that speaks of it.
    func ignores(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        let parts = path.split(separator: "/").map(String.init)
        var ignored = false
        // Each folder above the file, then the file itself; a folder once ignored stays so.
        for depth in 1...parts.count {
            let prefix = parts[..<depth].joined(separator: "/")
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

    private static func matches(_ pattern: Pattern, _ path: String, name: String) -> Bool {
        if !pattern.anchored { return fnmatch(pattern.glob, name, 0) == 0 }
        if fnmatch(pattern.glob, path, FNM_PATHNAME) == 0 { return true }
        // `**` spans folders: try it as any run of folders, none included.
        guard pattern.glob.contains("**") else { return false }
        let loose = pattern.glob.replacingAll("**/", with: "*").replacingAll("/**", with: "*").replacingAll("**", with: "*")
        return fnmatch(loose, path, 0) == 0
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var text = self
        while text.last == " " || text.last == "\t" || text.last == "\r" { text.removeLast() }
        return text
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
