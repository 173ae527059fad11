/// What the pages' bodies take from the navigation, for the bodies key
/// (``BuildKeys/DocsKeys/bodies``) to hold instead of docs.json's whole `navigation`.
///
/// A body reads three things there: the OpenAPI spec that an endpoint page naming none reads
/// (the one around it in the navigation), which this holds; the page a link to a folder leads
/// to (the folder's first page in the navigation's order), which counts with the pages and
/// files links reach (``BuildKeys/DocsKeys/links``), so that only a page whose links then
/// resolve differently renders (``LinkOutcomes``); and its page's language (the words its
/// headings' links, code blocks and generated reference are written with), which each page's
/// frame keeps (``PageFrame/words``), so that only a page whose language changed renders. An
/// edit of the navigation that leaves the spec as it was (a page moved, a group renamed, an
/// icon) changes no body: the pages are dressed again around their bodies, not rendered.
/// Pages the navigation generates from a spec, and `$ref` files, count for the bodies on their
/// own (``BuildKeys/docs(templates:site:navigation:siteName:otherFiles:baseURL:)``).
struct NavigationBodies: Sendable, Equatable {
    /// What ``value`` and ``folders`` were made from: docs.json as parsed (with its `$ref`
    /// files), the navigation's order and hidden pages, and every page's key and file.
    var inputs: ContentHash
    /// The specs the navigation sets.
    var value: ContentHash
    /// The folders' first pages.
    var folders: ContentHash

    /// This build's; made again only when its inputs differ from those of `previous` (the
    /// last build's), as a one-page edit leaves them: made, it looks at every page.
    static func make(site: DocsSite, previous: NavigationBodies?) -> NavigationBodies {
        var inputs = BuildKeys.binary
        inputs.combine(site.config.sourceHash.value)
        for key in site.navigation.order { inputs.combine(key) }
        for key in site.navigation.hidden.sorted() { inputs.combine(key) }
        for page in site.pages {
            inputs.combine(page.key)
            inputs.combine(page.source)
        }
        if let previous, previous.inputs == inputs { return previous }
        return NavigationBodies(inputs: inputs, value: value(of: site), folders: folders(of: site))
    }

    private static func folders(of site: DocsSite) -> ContentHash {
        var hash = ContentHash()
        let folders = LinkResolver.folders(of: site.navigation, pages: site.locationsByKey)
        hash.combine(UInt64(folders.count))
        for (folder, page) in folders.sorted(by: { $0.key < $1.key }) {
            hash.combine(folder)
            hash.combine(page.output)
        }
        return hash
    }

    private static func value(of site: DocsSite) -> ContentHash {
        var value = ContentHash()
        value.combine(UInt64(site.api.defaultSpecs.count))
        for (page, spec) in site.api.defaultSpecs.sorted(by: { $0.key < $1.key }) {
            value.combine(page)
            value.combine(spec)
        }
        value.combine(site.api.soleSpec ?? "\u{0}")
        return value
    }
}
