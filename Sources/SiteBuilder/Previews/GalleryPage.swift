import Diagnostics
import HTML
import PreferenceModel
import ScreenPreview
import Templates

/// A catalog's gallery: every state's phone side by side, under one toolbar that switches
/// them all at once.
///
/// The phones are the preview pages' own markup (each with its own id prefix, so ids stay
/// unique); the page's script scales them to their grid cells.
package struct GalleryPage: Sendable {
    /// One phone in the grid: what it is called and where its full preview is.
    package struct Entry: Sendable {
        package var label: String
        package var href: String
        package var screen: PreferenceScreen

        package init(label: String, href: String, screen: PreferenceScreen) {
            self.label = label
            self.href = href
            self.screen = screen
        }
    }

    /// The most phones one gallery draws. A catalog × 500 states would otherwise make a
    /// 200 MB page that no browser lays out, and double the build's preview time.
    package static let limit = 24

    package var title: String
    package var catalogFile: String
    package var entries: [Entry]
    /// How many states there are in all, when more than ``limit`` were left out.
    package var total: Int
    package var backLink: String?

    package init(title: String, catalogFile: String, entries: [Entry], total: Int, backLink: String? = nil) {
        self.title = title
        self.catalogFile = catalogFile
        self.entries = entries
        self.total = total
        self.backLink = backLink
    }

    /// The page's HTML through the `gallery` template.
    package func render(with templates: TemplateLibrary) throws(Diagnostic) -> [UInt8] {
        var context = PreviewToolbar.context(options: ScreenOptions(), screenState: .loaded, hasList: true)
        let phones: [TemplateValue] = entries.enumerated().map { index, entry in
            let rows = entry.screen.sections.reduce(0) { $0 + $1.topics.count }
            var phone = HTMLBuffer(capacity: 16 * 1024 + rows * 2560)
            ScreenRenderer(options: ScreenOptions(idPrefix: "g\(index)")).renderPhone(entry.screen, into: &phone)
            return [
                "label": .string(entry.label), "href": .string(entry.href), "screen": .string(phone.string),
                "labelID": .string("g\(index)-label"),
            ]
        }
        context["title"] = .string("\(title) — gallery of settings previews")
        context["heading"] = .string(title)
        context["catalogFile"] = .string(catalogFile)
        context["backLink"] = backLink.map(TemplateValue.string) ?? .null
        context["phones"] = .array(phones)
        context["count"] = .int(entries.count)
        context["more"] = total > entries.count ? .int(total) : .null
        return try templates.renderBytes("gallery", .object(context))
    }
}
