import Diagnostics
import Docs
import Foundation
import HTML
import Locking
import Templates

/// What `docs.json`'s settings put around every page: the head's favicons, colours, meta
/// tags, custom files and analytics; the header's logo and navbar; the banner; the footer.
///
/// Made once per build; ``values(root:pagePath:)`` gives one page's template values, its
/// site paths made relative to that page.
struct SiteChrome: Sendable {
    let settings: DocsSettings
    let baseURL: String?
    /// The content folder's `.css` and `.js` files, linked on every page as Mintlify does.
    let stylesheets: [String]
    let scripts: [String]
    /// The banner's Markdown as HTML, its site links starting with ``rootMark``.
    let bannerHTML: String?
    /// The pages in the navigation: with `seo.indexing: navigable`, the others are `noindex`.
    let navigable: Set<String>
    /// `errors.404.description`'s Markdown as inline HTML, its site links starting with ``rootMark``.
    var notFoundHTML: String?
    /// The banner's and the 404 description's problems, placed at their values in docs.json.
    var diagnostics: [Diagnostic] = []
    /// The same on every page, so made once: the analytics tags (web builds only) and the
    /// banner's dismissal key, which changes when its text does.
    private let analyticsHTML: String?
    private let bannerKey: String?
    /// The values of ``made(root:)`` by depth, shared by the copies of this chrome.
    private let valuesByRoot = Locked<[String: [String: TemplateValue]]>([:])
    /// Whether the site has settings-screen catalogs: the header links to their previews only then.
    var hasCatalogs = false
    /// Whether the site has docs (a docs.json): a site of catalogs only has no docs to link to
    /// or search, so the header of its preview pages leaves both out.
    var hasDocs = false
    /// The navigation's default language (`fr`, `jp`), in which preview and review pages write
    /// the header's words; `nil` for English.
    var language: String?

    static let empty = SiteChrome(settings: DocsSettings(), baseURL: nil, staticFiles: [], bannerHTML: nil, navigable: [])

    init(settings: DocsSettings, baseURL: String?, staticFiles: [String], bannerHTML: String?, navigable: Set<String>) {
        self.settings = settings
        self.navigable = navigable
        self.baseURL = baseURL
        stylesheets = staticFiles.filter(Self.isStylesheet).sorted()
        scripts = staticFiles.filter(Self.isScript).sorted()
        self.bannerHTML = bannerHTML
        analyticsHTML = baseURL == nil ? nil : Self.analytics(settings)
        bannerKey = bannerHTML.map { String(ContentHash(Array($0.utf8)).value, radix: 36) }
    }

    /// The docs' own stylesheets and scripts, which every page loads.
    static func isStylesheet(_ path: String) -> Bool { path.hasSuffix(".css") }
    static func isScript(_ path: String) -> Bool { path.hasSuffix(".js") }

    /// Whether every page's surroundings name the static file at `path` (``stylesheets``,
    /// ``scripts``): no other static file is read by anything but a page's links.
    static func showsStaticFile(_ path: String) -> Bool { isStylesheet(path) || isScript(path) }

    /// The template values for a page at `pagePath` (its URL path from the site's root,
    /// `/guides/setup`) whose links to the root start with `root`.
    func values(root: String, pagePath: String) -> [String: TemplateValue] {
        var values = valuesByRoot.withLock { $0[root] } ?? made(root: root)
        let tags = metatags(pagePath: pagePath)
        if !tags.isEmpty { values["metatags"] = .array(tags) }
        if hasCatalogs { values["hasPreviews"] = true }
        return values
    }

    /// The values that depend on the page's place only by its depth (`root`): made once per
    /// depth, kept for the build's other pages. Their colours are mixed and their links made
    /// relative on the way, a tenth of dressing a page again.
    private func made(root: String) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [
            "appearance": .string(settings.appearance), "strictAppearance": .bool(settings.strictAppearance),
        ]
        // Without a prompt the template writes the page language's own placeholder.
        if let prompt = settings.searchPrompt { values["searchPrompt"] = .string(prompt) }
        if let favicon = settings.favicon {
            var icons: [TemplateValue] = [.object(["href": .string(Self.href(favicon.light, root: root))])]
            if favicon.dark != favicon.light {
                icons = [
                    .object(["href": .string(Self.href(favicon.light, root: root)), "media": "(prefers-color-scheme: light)"]),
                    .object(["href": .string(Self.href(favicon.dark, root: root)), "media": "(prefers-color-scheme: dark)"]),
                ]
            }
            values["favicons"] = .array(icons)
        }
        if let style = themeStyle(root: root) { values["themeStyle"] = .string(style) }
        if !stylesheets.isEmpty { values["stylesheets"] = .array(stylesheets.map { .string(root + $0) }) }
        if !scripts.isEmpty { values["scripts"] = .array(scripts.map { .string(root + $0) }) }
        if let analyticsHTML { values["analytics"] = .string(analyticsHTML) }
        if let logo = settings.logo {
            values["logo"] = .object([
                "light": .string(Self.href(logo.light, root: root)), "dark": .string(Self.href(logo.dark, root: root)),
                "twoLogos": .bool(logo.light != logo.dark),
            ])
        }
        if let href = settings.logoHref { values["homeHref"] = .string(Self.href(href, root: root)) }
        if !settings.navbarLinks.isEmpty { values["navbarLinks"] = .array(settings.navbarLinks.map { link($0, root: root) }) }
        if let primary = settings.navbarPrimary { values["navbarPrimary"] = link(primary, root: root) }
        if let bannerHTML {
            values["banner"] = .object([
                "html": .string(bannerHTML.replacingOccurrences(of: Self.rootMark, with: root)),
                "dismissible": .bool(settings.bannerDismissible),
                "key": .string(bannerKey ?? ""),
            ])
        }
        if !settings.socials.isEmpty || !settings.footerColumns.isEmpty {
            values["footer"] = .object([
                "socials": .array(settings.socials.map { link($0, root: root) }),
                "hasSocials": .bool(!settings.socials.isEmpty),
                "columns": .array(
                    settings.footerColumns.map { column in
                        .object(["header": .string(column.header), "items": .array(column.items.map { link($0, root: root) })])
                    }),
            ])
        }
        valuesByRoot.withLock { $0[root] = values }
        return values
    }

    // MARK: - Head

    /// The colours, fonts and background as custom properties; only checked colours and
    /// cleaned names reach the stylesheet.
    private func themeStyle(root: String) -> String? {
        var light: [String] = []
        var dark: [String] = []
        var rules: [String] = []
        let lightBackground = settings.backgroundColor?.light ?? "#ffffff"
        let darkBackground = settings.backgroundColor?.dark ?? "#0f0f12"
        if let primary = settings.primaryColor {
            light.append("--accent:\(primary);--accent-soft:\(Self.mix(primary, lightBackground, 0.12))")
        }
        if let accent = settings.lightColor ?? settings.primaryColor.map({ AccentContrast.readable($0, on: darkBackground) }) {
            dark.append("--accent:\(accent);--accent-soft:\(Self.mix(accent, darkBackground, 0.18))")
        }
        if let strong = settings.darkColor ?? settings.primaryColor {
            light.append("--accent-strong:\(strong)")
            dark.append("--accent-strong:\(strong)")
        }
        if let background = settings.backgroundColor {
            if DocsSettings.isHexColorValue(background.light) { light.append("--bg:\(background.light)") }
            if DocsSettings.isHexColorValue(background.dark) { dark.append("--bg:\(background.dark)") }
        }
        if let family = settings.fontFamily.map(Self.cssName), !family.isEmpty {
            light.append("--font:\"\(family)\", \(Self.systemFonts)")
            if let source = settings.fontSource {
                rules.append("@font-face{font-family:\"\(family)\";src:url(\"\(Self.cssURL(Self.href(source, root: root)))\")}")
            }
        }
        if let heading = settings.headingFontFamily.map(Self.cssName), !heading.isEmpty {
            rules.append("h1,h2,h3,h4{font-family:\"\(heading)\", var(--font)}")
        }
        if let image = settings.backgroundImage {
            rules.append(
                "body{background-image:url(\"\(Self.cssURL(Self.href(image.light, root: root)))\");background-size:cover}")
            if image.dark != image.light {
                rules.append(
                    "[data-theme=\"dark\"] body{background-image:url(\"\(Self.cssURL(Self.href(image.dark, root: root)))\")}")
            }
        }
        // Most sites set none of them, and every page asks: nothing is joined then.
        guard !light.isEmpty || !dark.isEmpty || !rules.isEmpty else { return nil }
        var css = ""
        if !light.isEmpty { css += ":root{\(light.joined(separator: ";"))}" }
        if !dark.isEmpty { css += "[data-theme=\"dark\"]{\(dark.joined(separator: ";"))}" }
        for rule in rules { css += rule }
        return css
    }

    /// The head's `<meta>` and canonical tags: docs.json's `seo.metatags` and `thumbnail`,
    /// under the page's own front matter (`page`): its `og:*` and `twitter:*` keys and its
    /// `canonical` replace the site's tags of the same name.
    func metatags(pagePath: String, page: [String: String] = [:]) -> [TemplateValue] {
        let own = page.filter { ($0.key.hasPrefix("og:") || $0.key.hasPrefix("twitter:")) && !$0.value.isEmpty }
        let ownCanonical = page["canonical"].flatMap(canonicalURL)
        var tags: [TemplateValue] = []
        if let ownCanonical { tags.append(.object(["canonical": .string(ownCanonical)])) }
        for tag in settings.metatags where own[tag.label] == nil {
            if tag.label == "canonical" {
                guard ownCanonical == nil else { continue }
                // A canonical address is a web address, or none.
                guard tag.href.lowercased().hasPrefix("https://") || tag.href.lowercased().hasPrefix("http://") else { continue }
                var base = tag.href
                while base.hasSuffix("/") { base.removeLast() }
                tags.append(.object(["canonical": .string(base + (pagePath == "/" ? "" : pagePath))]))
            } else {
                tags.append(Self.metatag(tag.label, tag.href))
            }
        }
        for key in own.keys.sorted() { tags.append(Self.metatag(key, own[key] ?? "")) }
        let hasImage = own["og:image"] != nil || settings.metatags.contains { $0.label == "og:image" }
        if let thumbnail = settings.thumbnail, !hasImage, baseURL != nil {
            let path = thumbnail.hasPrefix("/") ? thumbnail : "/" + thumbnail
            tags.append(
                .object([
                    "property": "og:image",
                    "content": .string(Self.isExternal(thumbnail) ? thumbnail : absolute(path)),
                ]))
        }
        // Every key on every tag, so none is looked up in the page's values (its `canonical`).
        return tags.map { tag in
            guard case .object(var members) = tag else { return tag }
            for key in ["canonical", "name", "property", "content"] where members[key] == nil { members[key] = .null }
            return .object(members)
        }
    }

    /// `<meta property>` for Open Graph's `og:` and `article:` names, else `<meta name>`.
    private static func metatag(_ label: String, _ content: String) -> TemplateValue {
        let kind = label.hasPrefix("og:") || label.hasPrefix("article:") ? "property" : "name"
        return .object([kind: .string(label), "content": .string(content)])
    }

    /// A page's `canonical`: an `http(s)` URL as written, a path made absolute with the base
    /// URL (from the site's root without one); any other scheme is dropped.
    private func canonicalURL(_ value: String) -> String? {
        let url = value.trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty else { return nil }
        let lower = url.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return url }
        if let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") { return nil }
        return absolute(url.hasPrefix("/") ? url : "/" + url)
    }

    // MARK: - Helpers

    private func link(_ link: DocsSettings.Link, root: String) -> TemplateValue {
        .object([
            "label": .string(link.label), "href": .string(Self.href(link.href, root: root)),
            "external": .bool(Self.isExternal(link.href)),
        ])
    }

    /// A docs.json address on a page whose root is `root`: URLs as they are, site paths
    /// (`/quickstart`, `logo/light.svg`) relative, pages with their `.html`.
    static func href(_ raw: String, root: String) -> String {
        // docs.json is input like any page: an address whose scheme can run script goes nowhere.
        guard URLSafety.isSafe(raw) else { return "#" }
        if isExternal(raw) || raw.hasPrefix("#") { return raw }
        var path = Substring(raw)
        var fragment = Substring("")
        // By scalars: `#` followed by U+FE0F is one Character.
        if let hash = path.unicodeScalars.firstIndex(of: "#") {
            fragment = Substring(path.unicodeScalars[hash...])
            path = Substring(path.unicodeScalars[..<hash])
        }
        while path.hasPrefix("/") { path = path.dropFirst() }
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        // The last segment's bytes: `contains` of a string would go through Foundation's search.
        let last = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8[path.utf8.index(after: $0)...] } ?? path.utf8[...]
        let suffix = path.isEmpty || path.hasSuffix("/") ? "index.html" : last.contains(UInt8(ascii: ".")) ? "" : ".html"
        // Substrings appended as such: `+` of one is the generic append, a dynamic cast a call.
        var href = root
        href.append(contentsOf: path)
        href += suffix
        href.append(contentsOf: fragment)
        return href
    }

    /// Addresses that leave the site: web and mail links only (any other scheme is not passed
    /// through as it is).
    static func isExternal(_ href: String) -> Bool {
        let lowered = href.lowercased()
        return lowered.hasPrefix("//") || lowered.hasPrefix("mailto:") || lowered.hasPrefix("http://")
            || lowered.hasPrefix("https://")
    }

    /// IDs, domains and hosts: letters, digits, `-`, `_`, `.` and `:`, nothing that could end a string.
    static func mix(_ color: String, _ background: String, _ share: Double) -> String {
        guard let top = rgb(color) else { return color }
        let bottom = rgb(background) ?? (255, 255, 255)
        func channel(_ a: Int, _ b: Int) -> String {
            let value = Int((Double(a) * share + Double(b) * (1 - share)).rounded())
            let hex = String(value, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + channel(top.0, bottom.0) + channel(top.1, bottom.1) + channel(top.2, bottom.2)
    }

    /// The red, green and blue of `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (alpha dropped).
    static func rgb(_ hex: String) -> (Int, Int, Int)? {
        guard DocsSettings.isHexColorValue(hex) else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        func value(_ index: Int) -> Int { Int(String(digits[index * 2...index * 2 + 1]), radix: 16) ?? 0 }
        return (value(0), value(1), value(2))
    }

    private static func cssName(_ text: String) -> String {
        String(text.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" })
    }

    private static func cssURL(_ text: String) -> String {
        String(text.filter { !"\"\\<>\n\r(){};".contains($0) })
    }

    private static let systemFonts =
        "-apple-system, BlinkMacSystemFont, \"Segoe UI\", Inter, system-ui, \"Helvetica Neue\", sans-serif"
}

extension DocsSettings {
    static func isHexColorValue(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.hasPrefix("#") && [3, 4, 6, 8].contains(digits.count)
            && digits.allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }
}

extension SiteChrome {
    /// Stands for a page's way to the root in HTML made once for every page.
    static let rootMark = "\u{1}"

    /// `href="/guides/setup"` → `href="` ``rootMark`` `guides/setup.html"`.
    static func siteLinks(_ html: String) -> String {
        let parts = html.components(separatedBy: "href=\"/")
        guard parts.count > 1 else { return html }
        var result = parts[0]
        for part in parts.dropFirst() {
            let end = part.firstIndex(of: "\"") ?? part.endIndex
            let path = String(part[..<end])
            // `//host/…` is a protocol-relative URL, not a site path.
            if path.hasPrefix("/") {
                result += "href=\"/" + part
            } else {
                result += "href=\"" + href("/" + path, root: rootMark) + part[end...]
            }
        }
        return result
    }
}
