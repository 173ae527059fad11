// The analytics integrations' script tags, for builds with a base URL.
extension SiteChrome {
    /// GA4, Plausible and PostHog, each only with an ID of the characters such IDs have.
    static func analytics(_ settings: DocsSettings) -> String? {
        var html = ""
        if let id = settings.ga4, Self.isPlainID(id) {
            html += "<script async src=\"https://www.googletagmanager.com/gtag/js?id=\(id)\"></script>\n"
            html +=
                "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag(\"js\",new Date());gtag(\"config\",\"\(id)\")</script>\n"
        }
        if let domain = settings.plausibleDomain, Self.isPlainID(domain) {
            let server = settings.plausibleServer.flatMap { Self.isPlainID($0) ? $0 : nil } ?? "plausible.io"
            html += "<script defer data-domain=\"\(domain)\" src=\"https://\(server)/js/script.js\"></script>\n"
        }
        // An API host that is not a plain https host leaves PostHog out, rather than sending
        // page views to a host the author did not name.
        let host = settings.posthogHost ?? "https://us.i.posthog.com"
        if let key = settings.posthogKey, Self.isPlainID(key), host.hasPrefix("https://"),
            Self.isPlainID(String(host.dropFirst(8)))
        {
            html += "<script src=\"\(host)/static/array.js\" async></script>\n"
            html +=
                "<script>window.addEventListener(\"load\",function(){if(window.posthog)window.posthog.init(\"\(key)\",{api_host:\"\(host)\"})})</script>\n"
        }
        return html.isEmpty ? nil : html
    }

    fileprivate static func isPlainID(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy {
                (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || [45, 46, 95, 58].contains($0)
            }
    }

    /// `share` of `color` over `background`, as `#rrggbb`: the soft accent behind selected
    /// items, worked out here because a stylesheet's `color-mix` with `var()` is not
    /// understood everywhere.
}
