/// docs.json's `redirects` as patterns over site paths, so the link check can follow them.
///
/// Sources take Mintlify's forms: a plain path (`/old/page`), `:name` for one segment,
/// `:name*` for any rest of the path (also none), `:name+` for one segment or more, `:name?`
/// for one or none, and `*` in a segment (`/articles/concepts-*`, `/api-reference/*`), which
/// as the last segment matches the rest of the path, slashes included. The destination gets
/// each `:name` (with its modifier) and `*` filled in with what the source captured.
struct RedirectRules: Sendable {
    /// One redirect, its source parsed.
    struct Rule: Sendable {
        var redirect: DocsSettings.Redirect
        var parts: [Part]
    }

    /// One segment of a source.
    enum Part: Sendable, Equatable {
        case literal(String)
        /// `:name`, `:name?`, `:name+`, `:name*`: between `least` and `most` segments.
        case parameter(name: String, least: Int, most: Int)
        /// A segment with `*` in it: the text around the star, and what the star stands for.
        case wildcard(prefix: String, suffix: String)
    }

    let rules: [Rule]

    init(_ redirects: [DocsSettings.Redirect]) {
        rules = redirects.map { Rule(redirect: $0, parts: Self.parts(of: $0.source)) }
    }

    var isEmpty: Bool { rules.isEmpty }

    /// The first redirect (in docs.json's order, as hosts apply them) whose source matches
    /// `path`, a normalized site path without a leading slash, and its destination with the
    /// captures filled in.
    func match(_ path: String) -> (redirect: DocsSettings.Redirect, destination: String)? {
        let segments = Self.segments(Self.withoutPageExtension(path))
        for rule in rules {
            var captures: [String: String] = [:]
            if Self.match(rule.parts[...], segments[...], &captures) {
                return (rule.redirect, Self.fill(rule.redirect.destination, with: captures))
            }
        }
        return nil
    }

    // MARK: - Parsing

    /// The parts of a source, without its fragment (sources cannot have one) or extension.
    private static func parts(of source: String) -> [Part] {
        var path = Substring(source)
        if let hash = path.unicodeScalars.firstIndex(of: "#") { path = Substring(path.unicodeScalars[..<hash]) }
        return segments(withoutPageExtension(String(path))).map { segment in
            // A parameter is the whole segment: `:slug*`, not `:slug-old`.
            if segment.hasPrefix(":"), let (name, modifier) = parameter(segment.dropFirst()),
                segment.count == 1 + name.count + (modifier == nil ? 0 : 1)
            {
                switch modifier {
                case "*": return .parameter(name: name, least: 0, most: .max)
                case "+": return .parameter(name: name, least: 1, most: .max)
                case "?": return .parameter(name: name, least: 0, most: 1)
                default: return .parameter(name: name, least: 1, most: 1)
                }
            }
            if let star = segment.firstIndex(of: "*") {
                return .wildcard(prefix: String(segment[..<star]), suffix: String(segment[segment.index(after: star)...]))
            }
            return .literal(segment)
        }
    }

    /// The name at the start of `text` (letters, digits, `_`) and the modifier right after it.
    private static func parameter(_ text: Substring) -> (name: String, modifier: Character?)? {
        let name = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard !name.isEmpty else { return nil }
        let next = text.dropFirst(name.count).first
        return (String(name), next.flatMap { "*+?".contains($0) ? $0 : nil })
    }

    private static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    /// `old/page.mdx` → `old/page`: a link may name a page by its file.
    private static func withoutPageExtension(_ path: String) -> String {
        for ext in [".md", ".mdx", ".html"] where path.hasSuffix(ext) { return String(path.dropLast(ext.count)) }
        return path
    }

    // MARK: - Matching

    private static func match(
        _ parts: ArraySlice<Part>, _ segments: ArraySlice<String>, _ captures: inout [String: String]
    ) -> Bool {
        guard let part = parts.first else { return segments.isEmpty }
        let rest = parts.dropFirst()
        switch part {
        case .literal(let text):
            guard segments.first == text else { return false }
            return match(rest, segments.dropFirst(), &captures)
        case .parameter(let name, let least, let most):
            let longest = min(most, segments.count)
            guard least <= longest else { return false }
            // The longest capture first, as path-to-regexp's greedy `*` and `+` take.
            for count in stride(from: longest, through: least, by: -1) {
                var attempt = captures
                attempt[name] = segments.prefix(count).joined(separator: "/")
                if match(rest, segments.dropFirst(count), &attempt) {
                    captures = attempt
                    return true
                }
            }
            return false
        case .wildcard(let prefix, let suffix):
            // The last part: the rest of the path, slashes and all, or nothing for a bare `*`.
            if rest.isEmpty {
                let remainder = segments.joined(separator: "/")
                if remainder.isEmpty { return prefix.isEmpty && suffix.isEmpty && capture("", in: &captures) }
                guard remainder.count >= prefix.count + suffix.count, remainder.hasPrefix(prefix), remainder.hasSuffix(suffix)
                else { return false }
                return capture(String(remainder.dropFirst(prefix.count).dropLast(suffix.count)), in: &captures)
            }
            guard let segment = segments.first, segment.count >= prefix.count + suffix.count, segment.hasPrefix(prefix),
                segment.hasSuffix(suffix)
            else { return false }
            var attempt = captures
            _ = capture(String(segment.dropFirst(prefix.count).dropLast(suffix.count)), in: &attempt)
            guard match(rest, segments.dropFirst(), &attempt) else { return false }
            captures = attempt
            return true
        }
    }

    /// Keeps the first star's capture, which the destination's `*` stands for.
    private static func capture(_ value: String, in captures: inout [String: String]) -> Bool {
        if captures["*"] == nil { captures["*"] = value }
        return true
    }

    // MARK: - Destinations

    /// `destination` with each `:name` the source captured, and `*`, replaced by the capture.
    private static func fill(_ destination: String, with captures: [String: String]) -> String {
        guard !captures.isEmpty else { return destination }
        var result = ""
        var rest = Substring(destination)
        while let next = rest.first {
            if next == ":", let (name, modifier) = parameter(rest.dropFirst()), let value = captures[name] {
                result += value
                rest = rest.dropFirst(1 + name.count + (modifier == nil ? 0 : 1))
            } else if next == "*", let value = captures["*"] {
                result += value
                rest = rest.dropFirst()
            } else {
                result.append(next)
                rest = rest.dropFirst()
            }
        }
        return result
    }
}
