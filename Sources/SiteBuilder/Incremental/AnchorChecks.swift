/// Which pages' links to anchors a build checks again.
///
/// A page's broken anchors depend only on its own links and on the anchors of the pages it
/// links to. A page reused from the previous build has the same links, so its problems (kept
/// in the cache) stand unless one of its targets was rendered again with other anchors; a
/// rebuild after one page's edit then checks that page and the pages linking to it, not
/// every link of the site.
enum AnchorChecks {
    /// The summaries to check, in page order.
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
        // The same pages as before (always so when pages are reused: the site key names them).
        guard let previous, previous.pages.count == entries.count,
            entries.keys.allSatisfy({ previous.pages[$0] != nil })
        else { return summaries }
        let changed = rendered.filter { previous.pages[$0]?.summary.anchors != entries[$0]?.summary.anchors }
        return summaries.filter { summary in
            rendered.contains(summary.location.key)
                || (!changed.isEmpty && summary.linkedAnchors.contains { changed.contains($0.anchor.page) })
        }
    }
}
