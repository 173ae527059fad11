import Diagnostics
import Docs
import Foundation
import HTML

/// docs.json's `redirects`: a small page at each plain source that sends readers on (a
/// meta refresh and a canonical link, for any static host), and a `_redirects` file with
/// every rule, wildcards included, for the hosts that read one (Netlify, Cloudflare Pages).
enum Redirects {
    /// Writes the redirect pages and `_redirects`, or keeps the output's when `keepingExisting`
    /// (the site key and the files key, which cover docs.json and its `$ref` files, the base URL
    /// and the pages and files that decide which sources get a page, are the ones they were
    /// made with): an edit of a page's text changes none of them, and a site moved from another
    /// host may carry hundreds. Returns how many files there are.
    static func write(
        _ redirects: [DocsSettings.Redirect], site: DocsSite, baseURL: String?, keepingExisting: Bool,
        to output: StagedOutput
    ) throws(Diagnostic) -> Int {
        guard !redirects.isEmpty else { return 0 }
        let staticFiles = Set(site.staticFiles)
        var written: Set<String> = []
        var pages: [(redirect: DocsSettings.Redirect, path: String)] = []
        for redirect in redirects {
            guard let path = page(for: redirect, site: site, staticFiles: staticFiles), written.insert(path).inserted
            else { continue }
            pages.append((redirect, path))
        }
        let paths = pages.map(\.path) + ["_redirects"]
        if keepingExisting, paths.allSatisfy(output.keep) { return paths.count }
        for (redirect, path) in pages {
            try output.write(path, html(redirect, at: path, baseURL: baseURL, site: site))
        }
        try output.write("_redirects", hostFile(redirects, baseURL: baseURL))
        return paths.count
    }

    // MARK: - Pages

    /// The output path of the page written for a redirect that gets one: a source with no
    /// `:param` or `*`, and no page or file of the site already there.
    private static func page(
        for redirect: DocsSettings.Redirect, site: DocsSite, staticFiles: Set<String>
    ) -> String? {
        let path = sitePath(redirect.source)
        // By bytes: `String.contains` of a string goes through Foundation's search, microseconds
        // for each of a site's hundreds of redirects.
        let isPlain = !path.utf8.contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
        guard !path.isEmpty, isPlain, URLSafety.isSafe(redirect.destination) else { return nil }
        // A page inside the output, under a name of its own: no `..` or `.` steps, no control
        // characters or spaces, and nothing Preflight itself writes (previews, the 404 page…).
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
            !path.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }),
            !reserved.contains(String(segments[0])), !reserved.contains(path)
        else { return nil }
        let output = path.hasSuffix(".html") ? path : path + ".html"
        let key = path.hasSuffix(".html") ? String(path.dropLast(5)) : path
        guard site.locationsByKey[key] == nil, site.locationsByKey[key + "/index"] == nil,
            !staticFiles.contains(path), !staticFiles.contains(output)
        else { return nil }
        return output
    }

    /// Top-level names and files the build writes itself, which a redirect never replaces.
    /// `search-index.json` is no longer written but stays reserved: sites built before the
    /// index became scripts only had it, and a redirect's page for it (`search-index.json.html`,
    /// which hosts with clean URLs serve for that name) would answer in its place.
    private static let reserved: Set<String> = [
        "previews", "reviews", "assets", "404", "404.html", "index", "index.html", "search-index.json", "search-index.js",
        "search-index", "sitemap.xml", "llms.txt", "llms-full.txt", "_redirects", OutputGuard.markerName,
    ]

    /// `/old/page/` → `old/page`, without a fragment.
    private static func sitePath(_ source: String) -> String {
        var path = Substring(source)
        // By scalars: `#` followed by U+FE0F is one Character.
        if let hash = path.unicodeScalars.firstIndex(of: "#") { path = Substring(path.unicodeScalars[..<hash]) }
        while path.hasPrefix("/") { path = path.dropFirst() }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The page: a refresh for browsers, a canonical link for crawlers, and for a reader who
    /// sees it (a browser that does not follow refreshes) the site's name or logo leading
    /// home and a link on, in the site's stylesheet.
    private static func html(_ redirect: DocsSettings.Redirect, at path: String, baseURL: String?, site: DocsSite) -> [UInt8] {
        let root = RelativePath.root(from: path)
        let destination = redirect.destination
        let href = SiteChrome.href(destination, root: root)
        var canonical = href
        if let baseURL, !SiteChrome.isExternal(destination) {
            var base = baseURL
            while base.hasSuffix("/") { base.removeLast() }
            canonical = base + (destination.hasPrefix("/") ? destination : "/" + destination)
        }
        var html = HTMLBuffer(capacity: 512)
        html.raw("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Redirecting…</title>\n")
        html.raw("<link rel=\"stylesheet\"")
        html.attribute("href", root + "assets/site.css")
        html.raw(">\n")
        html.raw("<link rel=\"canonical\"")
        html.attribute("href", canonical)
        html.raw(">\n<meta http-equiv=\"refresh\"")
        html.attribute("content", "0; url=\(href)")
        html.raw(
            ">\n<meta name=\"robots\" content=\"noindex\">\n</head>\n<body>\n<header class=\"site-header\"><a class=\"site-name\""
        )
        html.attribute("href", root + "index.html")
        html.raw(">")
        let name = site.config.name
        if let logo = site.config.settings.logo {
            html.raw("<img class=\"site-logo\"")
            html.attribute("src", SiteChrome.href(logo.light, root: root))
            html.attribute("alt", name)
            html.raw(">")
        } else {
            html.text(name)
        }
        html.raw("</a></header>\n<main class=\"redirect-page\">\n<p>This page has moved to <a")
        html.attribute("href", href)
        html.raw(">")
        html.text(destination)
        html.raw("</a>.</p>\n</main>\n</body>\n</html>\n")
        return html.bytes
    }

    // MARK: - Host file

    /// Netlify's format, one rule a line: `source destination status`. Mintlify's `:slug*`
    /// (any rest of the path) is the host's `*`, and `:splat` where the destination uses it,
    /// as is a bare `*` in the destination of a source that ends in one (`/old/*`).
    private static func hostFile(_ redirects: [DocsSettings.Redirect], baseURL: String?) -> [UInt8] {
        var prefix = baseURL.flatMap { URL(string: $0)?.path } ?? ""
        while prefix.hasSuffix("/") { prefix.removeLast() }
        var text = "# Redirects from docs.json, for hosts that read this file.\n"
        for redirect in redirects {
            var source = redirect.source
            var destination = redirect.destination
            if source.hasSuffix("/*") { destination = destination.replacingOccurrences(of: "*", with: ":splat") }
            for (placeholder, _) in wildcards(in: source) {
                source = source.replacingOccurrences(of: placeholder, with: "*")
                destination = destination.replacingOccurrences(of: placeholder, with: ":splat")
            }
            // One rule per line: a source or destination with a space or line break cannot be
            // written, and a destination whose scheme can run script is not sent on.
            guard !(source + destination).contains(where: \.isWhitespace), URLSafety.isSafe(destination) else { continue }
            if !source.hasPrefix("/") { source = "/" + source }
            if !SiteChrome.isExternal(destination), !destination.hasPrefix("/") { destination = "/" + destination }
            if !SiteChrome.isExternal(destination) { destination = prefix + destination }
            text += "\(prefix)\(source) \(destination) \(redirect.permanent ? 301 : 302)\n"
        }
        return Array(text.utf8)
    }

    /// The `:name*` placeholders of a source.
    private static func wildcards(in source: String) -> [(String, String)] {
        source.split(separator: "/").compactMap { segment in
            guard segment.hasPrefix(":"), segment.hasSuffix("*") else { return nil }
            return (String(segment), String(segment.dropFirst().dropLast()))
        }
    }
}
