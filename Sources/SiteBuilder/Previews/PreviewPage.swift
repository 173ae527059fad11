import Diagnostics
import HTML
import PreferenceModel
import ScreenPreview
import Templates

/// A self-contained preview page: the phone, the designer toolbar, the files it came from.
package struct PreviewPage: Sendable {
    /// What the page is about, shown in its header.
    package struct Source: Sendable {
        package var title: String
        package var catalogFile: String
        package var stateFile: String?
        package var subscriber: String

        package init(title: String, catalogFile: String, stateFile: String?, subscriber: String) {
            self.title = title
            self.catalogFile = catalogFile
            self.stateFile = stateFile
            self.subscriber = subscriber
        }
    }

    package var screen: PreferenceScreen
    package var source: Source
    package var options: ScreenOptions
    /// Where "All previews" points; `nil` for a standalone page.
    package var backLink: String?
    /// Where the catalog's gallery is; `nil` for a standalone page.
    package var galleryLink: String?
    /// The text size and width the toolbar starts on.
    package var start: PreviewToolbar.Start
    /// Only the screen, filling the window: no header, toolbar or frame (`snapshot`'s page).
    package var bare = false
    /// The site's header, footer and theme around the page (``SitePages/siteValues(path:)``);
    /// `nil` for a standalone page.
    var site: [String: TemplateValue]?

    package init(
        screen: PreferenceScreen, source: Source, options: ScreenOptions, backLink: String? = nil,
        start: PreviewToolbar.Start = PreviewToolbar.Start()
    ) {
        self.screen = screen
        self.source = source
        self.options = options
        self.backLink = backLink
        self.start = start
    }

    /// The page's HTML through the `preview` template.
    package func render(with templates: TemplateLibrary) throws(Diagnostic) -> [UInt8] {
        // About 2.5 KB of markup per row: reserving it saves growing a 400 KB screen by doubling.
        let rows = screen.sections.reduce(0) { $0 + $1.topics.count }
        var phone = HTMLBuffer(capacity: 16 * 1024 + rows * 2560)
        ScreenRenderer(options: options).renderPhone(screen, into: &phone)
        var context = PreviewToolbar.context(
            options: options, screenState: screen.state, hasList: screen.failureCode == nil, start: start)
        context["title"] = .string("\(source.title) — settings preview")
        context["heading"] = .string(source.title)
        context["catalogFile"] = .string(source.catalogFile)
        context["stateFile"] = source.stateFile.map(TemplateValue.string) ?? .null
        context["subscriber"] = .string(source.subscriber)
        context["backLink"] = backLink.map(TemplateValue.string) ?? .null
        context["galleryLink"] = galleryLink.map(TemplateValue.string) ?? .null
        // A site's preview can be one side of its compare page; a standalone file has none.
        context["compareScript"] = galleryLink == nil ? .null : .string(ScreenAssets.compareScript)
        context["screen"] = .string(phone.string)
        context["bare"] = .bool(bare)
        PageSite.add(site, to: &context)
        return try templates.renderBytes("preview", .object(context))
    }
}
