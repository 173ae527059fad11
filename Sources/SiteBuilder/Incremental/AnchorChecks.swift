/// Which pages' links to anchors a build checks again.
///
/// A page's broken anchors depend only on its own links and on the anchors of the pages it
/// links to. A page reused from the previous build has the same links, so its problems (kept
/// in the cache) stand unless one of its targets was rendered again with other anchors; a
/// rebuild after one page's edit then checks that page and the pages linking to it, not
/// every link of the site.
enum AnchorChecks {
    /// The summaries to check.
    ///
    /// - Parameters:
    ///   - rendered: the keys of the pages this build rendered (the others were reused).
    ///   - entries: every page's cache entry of this build, by key.
    ///   - previous: the previous build's cache, whose entries the reused pages are; without
    ///     one every page is checked.
    static func pages(
        _ summaries: [DocsPageWriter.Summary], rendered: Set<String>, entries: [String: BuildCache.CachedPage],
        previous: BuildCache?
    ) -> [DocsPageWriter.Summary] {
        // A page added or removed changes the count: every page is checked. With as many
        // pages, one renamed (removed and another added), the pages whose links led to either
        // name resolve them differently now and rendered, and the new name's page rendered:
        // whatever was reused links to pages that were there before, with the anchors they had.
        guard let previous, previous.pages.count == entries.count else { return summaries }
        let changed = rendered.filter { previous.pages[$0]?.summary.anchors != entries[$0]?.summary.anchors }
        return pages(summaries, rendered: rendered, anchorsChanged: changed, entries: entries)
    }

    /// The summaries to check, given the rendered pages whose anchors changed: the rendered
    /// pages, and the pages linking to one of those.
    static func pages(
        _ summaries: [DocsPageWriter.Summary], rendered: Set<String>, anchorsChanged: Set<String>,
        entries: [String: BuildCache.CachedPage]
    ) -> [DocsPageWriter.Summary] {
        // No anchors changed: only the rendered pages' links, looked up rather than searched for.
        guard !anchorsChanged.isEmpty else { return rendered.sorted().compactMap { entries[$0]?.summary } }
        return summaries.filter { summary in
            rendered.contains(summary.location.key) || summary.linksToAnchors(of: anchorsChanged)
        }
    }
}
