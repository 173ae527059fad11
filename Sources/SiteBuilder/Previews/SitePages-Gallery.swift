import Diagnostics
import HTML
import PreferenceModel
import ScreenPreview
import Templates

extension SitePages {
    /// Whether the template set draws galleries: a custom templates folder without
    /// `gallery.mustache` gets none, and no links to them.
    var hasGalleries: Bool { templates["gallery"] != nil }

    /// Where a catalog's gallery goes: beside its previews, `previews/CATALOG/gallery.html`
    /// (its first page; the others follow as `gallery-2.html`, …).
    static func galleryPath(catalog: CatalogEntry, page: Int = 1) -> String {
        "previews/\(catalog.id)/\(GalleryPage.fileName(page: page))"
    }

    /// The pages of `catalog`'s gallery: the subscriber who never chose, then every state.
    func galleryJobs(_ catalog: CatalogEntry) -> [PageJob] {
        let total = content.states.count + 1
        return (1...GalleryPage.pageCount(total: total)).map { galleryJob(catalog, page: $0, total: total) }
    }

    /// One page of `catalog`'s gallery: the first draws its phones inline, the others frame them.
    private func galleryJob(_ catalog: CatalogEntry, page: Int, total: Int) -> PageJob {
        let pages = self
        let states = content.states
        let path = Self.galleryPath(catalog: catalog, page: page)
        let first = (page - 1) * GalleryPage.limit
        // Made from its own states, its place among the pages, and the catalog.
        var key = previewKey(catalog, state: nil)
        key?.combine(UInt64(page))
        key?.combine(UInt64(total))
        for index in max(first, 1)..<min(total, first + GalleryPage.limit) { combine(states[index - 1].file, into: &key) }
        return PageJob(path: path, key: key) { () throws(Diagnostic) in
            let inline = page == 1
            var entries: [GalleryPage.Entry] = []
            for index in first..<min(total, first + GalleryPage.limit) {
                guard index > 0 else {
                    entries.append(
                        GalleryPage.Entry(
                            label: "Never chose", href: "index.html",
                            screen: PreferenceScreen(catalog: catalog.catalog, state: .neverChose)))
                    continue
                }
                let state = states[index - 1]
                entries.append(
                    GalleryPage.Entry(
                        label: state.title, href: "\(state.id).html",
                        screen: inline ? PreferenceScreen(catalog: catalog.catalog, state: state.state) : nil))
            }
            var gallery = GalleryPage(
                title: catalog.title, catalogFile: catalog.file, entries: entries, total: total, backLink: "../index.html")
            gallery.page = page
            gallery.site = pages.siteValues(path: path)
            return try gallery.render(with: pages.templates)
        }
    }

    /// A small live phone for the previews index: the subscriber who never chose, drawn as the
    /// preview draws it, inert and hidden from assistive technology (the card's link names it).
    func thumbnail(_ catalog: CatalogEntry, index: Int) -> String {
        let screen = PreferenceScreen(catalog: catalog.catalog, state: .neverChose)
        let rows = screen.sections.reduce(0) { $0 + $1.topics.count }
        var phone = HTMLBuffer(capacity: 16 * 1024 + rows * 2560)
        ScreenRenderer(options: ScreenOptions(idPrefix: "th\(index)")).renderPhone(screen, into: &phone)
        return phone.string
    }
}

extension SitePages {
    /// Whether the template set draws the compare page (see ``hasGalleries``).
    var hasCompare: Bool { templates["compare"] != nil }

    /// `previews/compare.html`, whose pickers list every catalog's screens.
    func compareJob() -> PageJob {
        let pages = self
        let catalogs = content.catalogs.map { entry in
            ComparePage.Catalog(
                title: entry.title,
                screens: [("Never chose", "\(entry.id)/index.html")]
                    + content.states.map { ($0.title, "\(entry.id)/\($0.id).html") })
        }
        return PageJob(path: "previews/compare.html") { () throws(Diagnostic) in
            var page = ComparePage(catalogs: catalogs, backLink: "index.html")
            page.site = pages.siteValues(path: "previews/compare.html")
            return try page.render(with: pages.templates)
        }
    }
}
