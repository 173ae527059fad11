import Foundation
import Testing

/// The section headers of a `<SettingsPreview>` continue the page's outline, skipping no level.
@Suite("Settings previews in docs pages, heading levels")
struct ScreenHeadingsTests {
    @Test("headers sit one level below the heading before the preview: the title, ##, ###")
    func headersFollowThePageOutline() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", BuildCommandTests.catalog)
        try site.write(
            "content/docs.json", #"{ "name": "Acme", "navigation": { "groups": [ { "group": "G", "pages": ["index"] } ] } }"#)
        try site.write(
            "content/docs/index.md",
            """
            ---
            title: Welcome
            ---

            <SettingsPreview catalog="catalogs/gym.json" />

            ## Setup

            <SettingsPreview catalog="catalogs/gym.json" />

            ### Details

            ```html
            <h3 class="ios-section-header">Not a header</h3>
            ```

            <SettingsPreview catalog="catalogs/gym.json" />
            """)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("_site/index.html")
        let levels = page.matches(of: /<h([1-6])( class="ios-section-header")?/).map { "\($0.1)\($0.2 == nil ? "" : "s")" }
        // The page title, then each preview's one header ("Training") one level below.
        #expect(levels == ["1", "2s", "2", "3s", "3", "4s"])
        // Each header's closing tag moved with its opening one.
        let headers = page.matches(of: /<h([1-6]) class="ios-section-header"[^>]*>Training<\/h([1-6])>/)
        #expect(headers.count == 3)
        #expect(headers.allSatisfy { $0.1 == $0.2 })
    }
}
