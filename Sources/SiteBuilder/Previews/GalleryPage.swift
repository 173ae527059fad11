import Diagnostics
import HTML
import PreferenceModel
import ScreenPreview
import Templates

/// A catalog's gallery: every state's phone side by side, under one toolbar that switches
/// them all at once.
///
/// The first page's phones are the preview pages' own markup (each with its own id prefix,
/// so ids stay unique); the page's script scales them to their grid cells. A catalog with more
/// than ``limit`` screens goes on over `gallery-2.html`, `gallery-3.html`, …, whose phones are
/// frames holding each screen's preview page (`embed=1`, as the compare page does): drawing
/// every screen of a catalog × 500 states inline would double the build's preview time and
/// write hundreds of megabytes, while a frame costs a line and is drawn when scrolled to.
package struct GalleryPage: Sendable {
    /// One phone in the grid: what it is called and where its full preview is.
    package struct Entry: Sendable {
        package var label: String
        /// Where the screen's full preview is; `nil` for none (a one-off compare page).
        package var href: String?
        /// The screen to draw inline; `nil` draws a frame holding the page at ``href``.
        package var screen: PreferenceScreen?

        package init(label: String, href: String?, screen: PreferenceScreen?) {
            self.label = label
            self.href = href
            self.screen = screen
        }
    }

    /// The most phones one gallery page shows. A catalog × 500 states would otherwise make a
    /// 200 MB page that no browser lays out.
    package static let limit = 24

    package var title: String
    package var catalogFile: String
    package var entries: [Entry]
    /// How many screens the catalog's gallery shows over all its pages.
    package var total: Int
    /// This page's number, from 1; its first screen is the `(page - 1) * limit + 1`th.
    package var page = 1
    package var backLink: String?
    /// Two screens compared (`preview --compare`): the rows that differ are outlined.
    package var isCompare = false
    /// How the phones are drawn at first (`preview`'s look and appearance).
    package var options = ScreenOptions()
    /// The toolbar's first text size and appearance rule.
    package var start = PreviewToolbar.Start()
    /// The site's header, footer and theme around the page (``SitePages/siteValues(path:)``);
    /// `nil` for a standalone page.
    var site: [String: TemplateValue]?

    package init(title: String, catalogFile: String, entries: [Entry], total: Int, backLink: String? = nil) {
        self.title = title
        self.catalogFile = catalogFile
        self.entries = entries
        self.total = total
        self.backLink = backLink
    }

    /// How many pages a gallery of `total` screens has.
    package static func pageCount(total: Int) -> Int { max(1, (total + limit - 1) / limit) }

    /// The file name of page `page`: `gallery.html`, then `gallery-2.html`, ….
    package static func fileName(page: Int) -> String { page == 1 ? "gallery.html" : "gallery-\(page).html" }

    /// The page's HTML through the `gallery` template.
    package func render(with templates: TemplateLibrary) throws(Diagnostic) -> [UInt8] {
        var context = PreviewToolbar.context(options: options, screenState: .loaded, hasList: true, start: start)
        let phones: [TemplateValue] = entries.enumerated().map { index, entry in
            var phone: [String: TemplateValue] = [
                "label": .string(entry.label), "href": entry.href.map(TemplateValue.string) ?? .null,
                "linked": .bool(entry.href != nil), "labelID": .string("g\(index)-label"), "frameID": .string("g\(index)"),
            ]
            if let screen = entry.screen {
                let rows = screen.sections.reduce(0) { $0 + $1.topics.count }
                var html = HTMLBuffer(capacity: 16 * 1024 + rows * 2560)
                var phoneOptions = options
                phoneOptions.idPrefix = "g\(index)"
                ScreenRenderer(options: phoneOptions).renderPhone(screen, into: &html)
                phone["screen"] = .string(html.string)
            } else {
                phone["frame"] = true
            }
            return .object(phone)
        }
        let pages = Self.pageCount(total: total)
        let first = (page - 1) * Self.limit + 1
        context["title"] = .string(
            isCompare ? title : "\(title) — gallery of settings previews" + (pages > 1 ? ", page \(page) of \(pages)" : ""))
        context["compare"] = .bool(isCompare)
        context["heading"] = .string(title)
        context["catalogFile"] = .string(catalogFile)
        context["backLink"] = backLink.map(TemplateValue.string) ?? .null
        context["phones"] = .array(phones)
        context["count"] = .int(entries.count)
        context["total"] = .int(total)
        context["range"] = .string(
            entries.count == total ? "\(total)" : "\(first)–\(first + entries.count - 1) of \(total)")
        if pages > 1 {
            context["paging"] = [
                "page": .int(page), "pages": .int(pages),
                "previous": page > 1 ? .string(Self.fileName(page: page - 1)) : .null,
                "next": page < pages ? .string(Self.fileName(page: page + 1)) : .null,
            ]
        }
        PageSite.add(site, to: &context)
        return try templates.renderBytes("gallery", .object(context))
    }
}
