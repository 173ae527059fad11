import Foundation
import Testing

/// Beyond Mintlify: an example response that is a BuzzKit catalog or topic list shows the
/// settings screen it produces; other examples show none.
@Suite("Settings screens of example responses")
struct APIResponseScreensTests {
    static let catalog = #"""
        {"topics": [
          {"slug": "order-updates", "name": "Order updates", "category": "Orders", "channels": {"push": {"default": true}}},
          {"slug": "weekly-news", "name": "Weekly news", "channels": {"email": {"default": false}}}]}
        """#

    @Test func aCatalogExampleIsDrawnAsTheScreenAndAnErrorIsNot() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json", #"{"name": "Shop", "navigation": {"tabs": [{"tab": "API", "openapi": "openapi.json"}]}}"#)
        try site.write(
            "content/docs/openapi.json",
            """
            {"openapi": "3.1.0", "info": {"title": "Shop", "version": "1"}, "paths": {
              "/catalog": {"get": {"summary": "Get the catalog", "responses": {
                "200": {"description": "OK", "content": {"application/json": {"example": \(Self.catalog)}}}}}},
              "/health": {"get": {"summary": "Health", "responses": {
                "200": {"description": "OK", "content": {"application/json": {"example": {"slug": "not-a-topic"}}}}}}}}}
            """)
        let outcome = try PreflightProcess.run(["build"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("_site/api-reference/get-the-catalog.html")
        #expect(page.contains(#"id="settings-screens""#))
        #expect(page.contains(#"data-screen="preferences""#))
        #expect(page.contains("Order updates"))
        #expect(page.contains("assets/screen.css"))
        let health = try site.read("_site/api-reference/health.html")
        #expect(!health.contains(#"data-screen="preferences""#))
        #expect(!health.contains("assets/screen.css"))
    }
}
