import Docs

/// Links to a docs.json redirect's source: checked where the redirect leads, and written to
/// lead there at once, which also works where no host applies the redirects (`file://`, a
/// wildcard source with no redirect page).
extension LinkResolver {
    /// Redirects followed one after another before the link counts as sent in a circle.
    static let redirectLimit = 16

    /// The resolution of a normalized path through the redirects whose sources match it:
    /// where the last one leads, `found` when that is a page, file, folder or another site,
    /// `brokenRedirect` otherwise; `nil` when no redirect matches.
    ///
    /// The destination's own `#fragment` replaces the link's, as a browser's redirect does;
    /// without one, the link's fragment is carried on.
    func follow(_ normalized: String, fragment: String?, query: String, from: DocLocation) -> Resolution? {
        guard let first = redirects.match(normalized) else { return nil }
        var trail = RedirectTrail(redirects: [first.redirect], destination: first.destination)
        var passed: Set<String> = [normalized]
        while true {
            let destination = trail.destination
            if SiteChrome.isExternal(destination) {
                return URLSafety.isSafe(destination) ? .found(href: destination, anchor: nil) : .brokenRedirect(trail)
            }
            var path = Substring(destination)
            var target = (fragment: fragment, query: query)
            // By scalars: `#` followed by U+FE0F is one Character.
            if let hash = path.unicodeScalars.firstIndex(of: "#") {
                target.fragment = String(path.unicodeScalars[path.unicodeScalars.index(after: hash)...])
                path = Substring(path.unicodeScalars[..<hash])
            }
            if let mark = path.unicodeScalars.firstIndex(of: "?") {
                target.query = String(path.unicodeScalars[mark...])
                path = Substring(path.unicodeScalars[..<mark])
            }
            // Destinations are site paths, from the root with or without the leading `/`.
            guard let next = RelativePath.normalize(String(path).removingPercentEncodingIfValid) else {
                return .brokenRedirect(trail)
            }
            if let resolved = pageOrFile(
                next, trailingSlash: path.hasSuffix("/"), fragment: target.fragment, query: target.query, from: from)
            {
                return resolved
            }
            guard passed.insert(next).inserted else {
                trail.loops = true
                return .brokenRedirect(trail)
            }
            guard trail.redirects.count < Self.redirectLimit, let further = redirects.match(next) else {
                return folder(next, fragment: target.fragment, query: target.query, from: from) ?? .brokenRedirect(trail)
            }
            trail.redirects.append(further.redirect)
            trail.destination = further.destination
        }
    }
}

extension LinkResolver.RedirectTrail {
    /// The `broken_link` message for a link whose redirects lead nowhere.
    func message(href: String) -> String {
        let rules = redirects.map { "\"\($0.source)\" → \"\($0.destination)\"" }.joined(separator: ", then ")
        let plural = redirects.count == 1 ? "redirect" : "redirects"
        let end =
            loops
            ? "which leads back to a path it passed through; expected redirects that end at a page."
            : "which leads to no page or file of the site; expected a redirect to an existing page, anchor or file."
        return "The link \"\(href)\" goes through docs.json's \(plural) \(rules) to \"\(destination)\", \(end)"
    }
}
