import Foundation
import Testing

/// Operations without a tag, in a tab that names only a spec: listed in the tab's sidebar
/// before the tag groups, never dropped.
@Suite("Untagged operations of a spec")
struct APIUntaggedOperationsTests {
    @Test func untaggedOperationsAreListedBeforeTheTagGroups() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"""
            {"name": "Pets", "navigation": {"tabs": [
              {"tab": "Guides", "pages": ["index"]},
              {"tab": "API", "openapi": {"source": "pets.json", "directory": "pets"}}]}}
            """#)
        try site.write("content/docs/index.md", "# Pets\n")
        try site.write(
            "content/docs/pets.json",
            #"""
            {"openapi": "3.0.3", "info": {"title": "Pets", "version": "1"}, "paths": {
              "/pets": {"get": {"responses": {"200": {"description": "OK"}}}},
              "/toys": {"get": {"tags": ["Toys"], "summary": "List toys", "responses": {"200": {"description": "OK"}}}}}}
            """#)
        let outcome = try PreflightProcess.run(["build"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // No summary: the title and the slug come from the method and the path.
        let page = try site.read("_site/pets/get-pets.html")
        #expect(page.contains("<h1"))
        #expect(page.contains("GET /pets"))
        let sidebar = try site.read("_site/pets/toys/list-toys.html")
        let untagged = try #require(sidebar.range(of: "get-pets.html"))
        let tagged = try #require(sidebar.range(of: "Toys"))
        #expect(untagged.lowerBound < tagged.lowerBound)
    }
}
