import Diagnostics
import ScreenPreview
import Templates

/// `previews/compare.html`: two screens side by side, each picked from every catalog × state.
///
/// The page draws no phone itself: each side is a frame holding that screen's preview page
/// (`compare.js`), so the page stays a few kilobytes of pickers however large the site is,
/// and a screen looks exactly as its own preview draws it.
package struct ComparePage: Sendable {
    /// One catalog's screens, as the pickers group them.
    package struct Catalog: Sendable {
        package var title: String
        /// Each screen's label and its preview's path from `previews/`.
        package var screens: [(label: String, href: String)]

        package init(title: String, screens: [(label: String, href: String)]) {
            self.title = title
            self.screens = screens
        }
    }

    package var catalogs: [Catalog]
    package var backLink: String?
    /// The site's header, footer and theme around the page (``SitePages/siteValues(path:)``);
    /// `nil` for a standalone page.
    var site: [String: TemplateValue]?

    package init(catalogs: [Catalog], backLink: String? = nil) {
        self.catalogs = catalogs
        self.backLink = backLink
    }

    /// The page's HTML through the `compare` template.
    package func render(with templates: TemplateLibrary) throws(Diagnostic) -> [UInt8] {
        var context = PreviewToolbar.context(options: ScreenOptions(), screenState: .loaded, hasList: true)
        let groups: [TemplateValue] = catalogs.map { catalog in
            [
                "title": .string(catalog.title),
                "screens": .array(catalog.screens.map { ["label": .string($0.label), "href": .string($0.href)] }),
            ]
        }
        context["title"] = "Compare two screens — settings previews"
        context["backLink"] = backLink.map(TemplateValue.string) ?? .null
        context["compareScript"] = .string(ScreenAssets.compareScript)
        context["sides"] = .array(
            [("left", "Left"), ("right", "Right")].map { side, heading in
                ["side": .string(side), "heading": .string(heading), "catalogs": .array(groups)]
            })
        PageSite.add(site, to: &context)
        return try templates.renderBytes("compare", .object(context))
    }
}
