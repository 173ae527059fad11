import HTMLQuery
import PreferenceModel
import ScreenPreview
import Testing

@Suite("Nothing from a catalog becomes markup")
struct EscapingTests {
    static let hostile = [
        #""><script>alert(1)</script>"#, "<img src=x onerror=alert(1)>", "Tom & Jerry's \"deals\"", "\u{202E}evil\u{202C} bidi",
        "</div></section><div data-topic=\"fake\">", "emoji 🔔 and 中文", "{{mustache}} {{{raw}}}",
    ]

    @Test("hostile names, descriptions, categories and channels stay text", arguments: hostile)
    func hostileText(text: String) throws {
        let catalog = Catalog(topics: [
            CatalogTopic(
                slug: "a", name: text, description: text, category: text,
                channels: offering([(text, true), ("push", false)]))
        ])
        let screen = renderScreen(catalog, options: ScreenOptions(annotate: true))
        #expect(screen.rows.count == 1)
        #expect(screen.sections.count == 1)
        #expect(screen.all("data-topic").count == 1)
        #expect(screen.descendants.allSatisfy { $0.name != "script" && $0.name != "img" })
        #expect(screen.first("data-title")?.text == text)
        #expect(screen.first("data-footnote")?.text == text)
        #expect(screen.first("data-section-header")?.text == text)
        #expect(screen.sections[0]["data-category"] == text)
        #expect(screen.all("data-channel").map { $0["data-channel"] }.contains(text))
    }
}
