import Templates

extension DocsPageWriter {
    /// Adds docs.json's settings to a page's template values: the head, header, banner and
    /// footer (``SiteChrome``), the contextual menu, and `noindex` for pages outside the
    /// navigation when `seo.indexing` is `navigable`.
    func addChrome(to values: inout [String: TemplateValue], page: DocLocation, head: DocHead) {
        let root = RelativePath.root(from: page.output)
        // The page's own values win. One hash per key: testing for the key, then setting it, hashed it twice.
        values.merge(chrome.values(root: root, pagePath: page.url)) { own, _ in own }
        // The page's own `og:*`, `twitter:*` and `canonical` front matter over the site's tags.
        if head.extra.keys.contains(where: { $0 == "canonical" || $0.hasPrefix("og:") || $0.hasPrefix("twitter:") }) {
            let tags = chrome.metatags(pagePath: page.url, page: head.extra)
            values["metatags"] = tags.isEmpty ? nil : .array(tags)
        }
        // `openapi: "spec.json GET /users"` names the file the page documents.
        let spec = head.extra["openapi"].flatMap { $0.split(separator: " ").first }.map(String.init)
            .flatMap { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") ? $0 : nil }
        let twin = RelativePath.keptRelative(page.twinFileName)
        // The copy and view labels in the page's language (the navigation's `ui` strings):
        // only those the menu says, not a copy of every word of the interface per page.
        var words = [String: String](minimumCapacity: SiteChrome.contextualWords.count)
        if case .object(let ui)? = values["ui"] {
            for key in SiteChrome.contextualWords {
                if case .string(let word)? = ui[key] { words[key] = word }
            }
        }
        values["contextual"] = .array(
            chrome.contextual(pagePath: page.url, twin: twin, spec: spec, root: root, words: words))
        if chrome.settings.indexing == "navigable", !chrome.navigable.isEmpty, !chrome.navigable.contains(page.key) {
            values["noindex"] = true
        }
    }
}
