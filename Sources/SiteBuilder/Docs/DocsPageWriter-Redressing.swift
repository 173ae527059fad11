import Diagnostics

// Dressing an unchanged page again around its body, when its surroundings changed.

extension DocsPageWriter {
    /// Writes `page` again around its body as the previous build's file holds it, in this
    /// build's surroundings (its sidebar, pager and the site's chrome), without rendering its
    /// Markdown: for a page whose inputs are as they were, in a build where what bodies read
    /// is as it was (``BuildKeys/DocsKeys/bodies``) but what the pages' surroundings show
    /// changed (the navigation's entries and groups, docs.json's name, colours, navbar…, the
    /// templates, the pages there are), and whose links resolve as they did (checked by the
    /// caller, ``LinkOutcomes``). Its twin, made of its own front matter and Markdown, stays.
    ///
    /// Returns the page's entry with its body's new place; nil when the page must be rendered:
    /// its entry has no frame, its language reads other words now (``PageFrame/words``), its
    /// file no longer holds the body (changed by hand), its twin is gone, or it has a feed.
    func redress(
        _ page: DocLocation, entry: BuildCache.CachedPage, previous: PreviousBuild, sidebar: () -> SidebarRenderer,
        output: StagedOutput
    ) throws -> BuildCache.CachedPage? {
        guard var frame = entry.frame, let head = site.heads[page.key], chrome.baseURL == nil || !Self.wantsFeed(head),
            frame.words == InterfaceStrings.tableKey(for: site.navigation.language(of: page.key))
        else { return nil }
        let file = "\(previous.folder)/\(page.output)"
        guard let old = try? FileReader.read(file), let body = frame.body(in: old) else { return nil }
        let html = try templates.renderBytes("page", context(page, head: head, frame: frame, body: body, sidebar: sidebar()))
        guard frame.place(body, in: html), output.link(existing: "\(previous.folder)/\(page.twin)", as: page.twin)
        else { return nil }
        if html != old {
            try output.write(page.output, html, differs: true)
        } else if !output.link(existing: file, as: page.output) {
            try output.write(page.output, html)
        }
        var made = entry
        if frame != entry.frame { made.frame = frame }
        return made
    }
}
