import Diagnostics
import PreferenceModel
import ScreenPreview
import Templates

/// One output file to make: where it goes and how to render it.
struct PageJob: Sendable {
    var path: String
    /// What the page is made from when that is known: the inputs every preview shares and
    /// its own catalog and state. A build whose previous one recorded the same key for the
    /// path keeps that page, however many other previews changed.
    var key: ContentHash? = nil
    var render: @Sendable () throws(Diagnostic) -> [UInt8]
}

/// Plans the site's pages from the loaded content; each job renders independently, so the
/// build can run them on every core.
struct SitePages: Sendable {
    let content: SiteContent
    let templates: TemplateLibrary

    /// The site's name in page titles and the header.
    let siteName: String
    /// docs.json's settings, so the previews index wears the docs site's header and footer.
    var chrome = SiteChrome.empty
    /// Screens the docs show whose previews the content does not have: each gets a page too.
    var docsScreens: [PreviewLinks.Extra] = []
    /// What every preview page depends on besides its catalog and state
    /// (``BuildKeys/previewsShared(templates:content:siteName:baseURL:config:)`` and the
    /// chrome's inputs): each preview's ``PageJob/key`` starts from it. None, no keys.
    var sharedKey: ContentHash?

    func jobs() -> [PageJob] {
        var jobs = [PageJob(path: "previews/index.html") { () throws(Diagnostic) in try previewsIndex(root: "../") }]
        for entry in content.catalogs {
            jobs.append(previewJob(entry, state: nil))
            if hasGalleries { jobs += galleryJobs(entry) }
            for state in content.states {
                jobs.append(previewJob(entry, state: state))
            }
        }
        if hasCompare, !content.catalogs.isEmpty { jobs.append(compareJob()) }
        return jobs + docsScreenJobs() + reviewJobs()
    }

    /// Where a preview page goes: `previews/CATALOG/index.html` for the subscriber who never
    /// chose, `previews/CATALOG/STATE.html` for each state.
    static func previewPath(catalog: CatalogEntry, state: StateEntry?) -> String {
        "previews/\(catalog.id)/\(state.map { "\($0.id).html" } ?? "index.html")"
    }

    private func previewJob(_ catalog: CatalogEntry, state: StateEntry?) -> PageJob {
        let pages = self
        let galleryLink = hasGalleries ? "gallery.html" : nil
        let path = Self.previewPath(catalog: catalog, state: state)
        return PageJob(path: path, key: previewKey(catalog, state: state)) { () throws(Diagnostic) in
            let screen = PreferenceScreen(catalog: catalog.catalog, state: state?.state ?? .neverChose)
            let source = PreviewPage.Source(
                title: "\(catalog.title) — \(state?.title ?? "Never chose")", catalogFile: catalog.file, stateFile: state?.file,
                subscriber: state.map { $0.state.subscriber ?? $0.id } ?? "a subscriber who never chose")
            var page = PreviewPage(screen: screen, source: source, options: ScreenOptions(), backLink: "../index.html")
            page.galleryLink = galleryLink
            page.site = pages.siteValues(path: path)
            return try page.render(with: pages.templates)
        }
    }

    /// A preview page's key: the shared key, its catalog's file and hash, and its state's.
    func previewKey(_ catalog: CatalogEntry, state: StateEntry?) -> ContentHash? {
        var key = sharedKey
        combine(catalog.file, into: &key)
        if let state { combine(state.file, into: &key) }
        return key
    }

    /// Adds a catalog or state file, by path and hash, to a page's key; none without its hash.
    func combine(_ file: String, into key: inout ContentHash?) {
        guard let hash = content.hashes[file] else {
            key = nil
            return
        }
        key?.combine(file)
        key?.combine(hash.value)
    }

    /// The previews' home: every catalog with its screen's shape and links to its previews.
    /// `root` leads back to the site root from where the page is written.
    func previewsIndex(root: String) throws(Diagnostic) -> [UInt8] {
        let catalogs: [TemplateValue] = content.catalogs.enumerated().map { index, entry in
            let counts = PreferenceScreen(catalog: entry.catalog).counts
            var previews: [TemplateValue] = [
                ["label": "Never chose", "href": .string(root + Self.previewPath(catalog: entry, state: nil))]
            ]
            for state in content.states {
                previews.append(
                    ["label": .string(state.title), "href": .string(root + Self.previewPath(catalog: entry, state: state))])
            }
            return [
                "title": .string(entry.title), "file": .string(entry.file), "topics": .int(entry.catalog.topics.count),
                "sections": .int(counts.sections), "rows": .int(counts.rows), "menuRows": .int(counts.menuRows),
                "previews": .array(previews), "href": .string(root + Self.previewPath(catalog: entry, state: nil)),
                "gallery": hasGalleries ? .string(root + Self.galleryPath(catalog: entry)) : .null,
                "thumbnail": .string(thumbnail(entry, index: index)),
            ]
        }
        let states: [TemplateValue] = content.states.map { entry in
            [
                "title": .string(entry.title), "file": .string(entry.file),
                "subscriber": entry.state.subscriber.map(TemplateValue.string) ?? .null,
                "choices": .int(entry.state.choices.count),
            ]
        }
        let body = try templates.render(
            "previews",
            [
                "catalogs": .array(catalogs), "hasCatalogs": .bool(!catalogs.isEmpty),
                "compare": hasCompare && !catalogs.isEmpty ? .string(root + "previews/compare.html") : .null,
                "states": .array(states), "reviews": reviewListing(root: root),
            ])
        var values: [String: TemplateValue] = [
            "title": "Settings-screen previews", "body": .string(body),
            // The thumbnails are phones: the screen's stylesheet goes in the head, where HTML allows it.
            "hasScreens": .bool(!catalogs.isEmpty),
        ]
        PageSite.add(siteValues(path: root == "./" ? "index.html" : "previews/index.html"), to: &values)
        return try templates.renderBytes("page", .object(values))
    }
}
