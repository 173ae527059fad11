import Diagnostics
import Docs
import Foundation
import HTML

extension SiteChrome {
    /// The chrome for a docs site: its settings, custom files, banner and 404 description
    /// (each rendered once, its problems reported at its value in docs.json).
    static func make(site: DocsSite, baseURL: String?, rendering: DocsRendering) -> SiteChrome {
        let settings = site.config.settings
        var diagnostics: [Diagnostic] = []
        var banner: String?
        if let markdown = settings.bannerMarkdown {
            let rendered = Self.markdown(
                markdown, setting: "banner.content", position: settings.bannerPosition, site: site, rendering: rendering)
            banner = rendered.html.map(siteLinks)
            diagnostics += rendered.diagnostics
        }
        var chrome = SiteChrome(
            settings: settings, baseURL: baseURL, staticFiles: site.staticFiles, bannerHTML: banner,
            navigable: Set(site.navigation.order))
        chrome.hasDocs = true
        chrome.language = site.navigation.sections.languages.first { $0.isDefault }?.name
        if let markdown = settings.notFoundDescription {
            let rendered = Self.markdown(
                markdown, setting: "errors.404.description", position: settings.notFoundDescriptionPosition, site: site,
                rendering: rendering)
            chrome.notFoundHTML = rendered.html.map { Self.inline($0, else: markdown) }.map(siteLinks)
            diagnostics += rendered.diagnostics
        }
        chrome.diagnostics = diagnostics
        return chrome
    }

    /// `markdown` rendered like a page's text (so escaped and sanitized the same way), with
    /// each problem placed at the setting's value in docs.json and naming the setting.
    private static func markdown(
        _ markdown: String, setting: String, position: SourcePosition?, site: DocsSite, rendering: DocsRendering
    ) -> (html: String?, diagnostics: [Diagnostic]) {
        let placed = { (diagnostic: Diagnostic) -> Diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = site.configFile
            diagnostic.position = position
            diagnostic.message = "In \(setting): \(diagnostic.message)"
            return diagnostic
        }
        do {
            let rendered = try rendering.render(Array(markdown.utf8), site.configFile)
            return (String(decoding: rendered.html, as: UTF8.self), rendered.warnings.map(placed))
        } catch {
            return (nil, Diagnostic.list(from: error, else: .renderFailed, file: site.configFile).map(placed))
        }
    }

    /// A rendered description as inline HTML: a single paragraph's contents. Anything else
    /// (a list, a heading) cannot stand in a sentence, so the text is shown as written.
    static func inline(_ html: String, else text: String) -> String {
        let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("<p>"), trimmed.hasSuffix("</p>") {
            let inner = trimmed.dropFirst(3).dropLast(4)
            if !inner.contains("<p>") && !inner.contains("</p>") { return String(inner) }
        }
        var escaped = HTMLBuffer(capacity: text.utf8.count + 16)
        escaped.text(text)
        return String(decoding: escaped.bytes, as: UTF8.self)
    }
}
