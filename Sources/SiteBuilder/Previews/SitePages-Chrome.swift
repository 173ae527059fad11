import Templates

extension SitePages {
    /// The site around a preview, gallery, compare or review page written at `path`: the
    /// values of the partials that docs pages draw their head, banner, header and footer
    /// with (``SiteChrome``), in the site's language, and `site`, which makes the page's
    /// template draw them.
    ///
    /// The content folder's own `.css` and `.js` files are left out: they are written for
    /// docs pages, and a rule meant for the docs' buttons must not change how the phone looks.
    func siteValues(path: String) -> [String: TemplateValue] {
        let root = RelativePath.root(from: path)
        var values = chrome.values(root: root, pagePath: Self.urlPath(of: path))
        values["stylesheets"] = nil
        values["scripts"] = nil
        values["site"] = true
        values["siteName"] = .string(siteName)
        values["root"] = .string(root)
        values["language"] = .string(DocsPageWriter.htmlLanguage(chrome.language ?? "en"))
        values["ui"] = InterfaceStrings.value(for: chrome.language)
        // The page's own words (its heading, the toolbar) are English whatever the site's language.
        if let language = chrome.language, !language.lowercased().hasPrefix("en") { values["pageLanguage"] = "en" }
        if !chrome.hasDocs { values["noDocs"] = true }
        return values
    }

    /// A page's address from the site's root as docs pages write theirs (for a canonical
    /// link): `previews/x/index.html` → `/previews/x/`, `reviews/y.html` → `/reviews/y`.
    static func urlPath(of path: String) -> String {
        var url = "/" + path
        if url.hasSuffix("/index.html") {
            url.removeLast("index.html".count)
        } else if url.hasSuffix(".html") {
            url.removeLast(".html".count)
        }
        return url
    }
}

/// Puts a site's values (``SitePages/siteValues(path:)``) into a preview-kind page's template
/// context: a standalone page (`preflight preview`, `diff --html`) has none and stays as it is.
enum PageSite {
    static func add(_ site: [String: TemplateValue]?, to context: inout [String: TemplateValue]) {
        for (key, value) in site ?? [:] where context[key] == nil { context[key] = value }
        if context["language"] == nil { context["language"] = "en" }
    }
}
