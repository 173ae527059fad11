import Foundation
import HTMLQuery
import Testing

/// OpenAPI specs through the real binary: pages from docs.json and front matter, their
/// navigation, anchors, assets, twins and search, and the problems a spec can have.
@Suite("The API reference from OpenAPI, end to end")
struct APIReferenceTests {
    static let spec = #"""
        {
          "openapi": "3.1.0",
          "info": { "title": "Shop", "version": "1.0" },
          "servers": [{ "url": "https://api.shop.test" }],
          "tags": [{ "name": "Users" }, { "name": "Orders" }],
          "paths": {
            "/users": {
              "get": { "summary": "List users", "tags": ["Users"], "responses": { "200": { "description": "OK" } } },
              "post": {
                "summary": "Create a user", "tags": ["Users"],
                "requestBody": { "content": { "application/json": { "schema": { "$ref": "schemas/user.json" } } } },
                "responses": { "201": { "description": "Created", "content": { "application/json": { "schema": { "$ref": "schemas/user.json" } } } } }
              }
            },
            "/users/{id}": {
              "get": {
                "summary": "Get a user", "tags": ["Users"], "description": "Returns <b>one</b> user.",
                "parameters": [{ "name": "id", "in": "path", "schema": { "type": "string" } }],
                "responses": { "200": { "description": "OK" } }
              }
            },
            "/orders": {
              "get": { "summary": "List orders", "tags": ["Orders"], "responses": { "200": { "description": "OK" } } }
            }
          }
        }
        """#

    static let userSchema = #"""
        { "type": "object", "properties": { "name": { "type": "string" }, "nickname": { "type": "string" } } }
        """#

    /// A site with a guide and an API tab generated from `openapi.json`.
    static func makeSite(guide: String = "# Guide\n\nHello.\n") throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"""
            {
              "name": "Shop",
              "navigation": {
                "tabs": [
                  { "tab": "Guides", "groups": [{ "group": "Start", "pages": ["index"] }] },
                  { "tab": "API", "openapi": "openapi.json" }
                ]
              }
            }
            """#)
        try site.write("content/docs/index.md", guide)
        try site.write("content/docs/openapi.json", spec)
        try site.write("content/docs/schemas/user.json", userSchema)
        return site
    }

    static func build(_ site: TemporarySite, _ extra: [String] = []) throws -> PreflightProcess.Outcome {
        try PreflightProcess.run(["build"] + extra, in: site.root, deadline: .seconds(120))
    }

    @Test("a tab with openapi lists every operation by tag, with method badges, at api-reference/<tag>/<slug>")
    func tabListsOperations() throws {
        let site = try Self.makeSite()
        let outcome = try Self.build(site)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for page in ["users/list-users", "users/create-a-user", "users/get-a-user", "orders/list-orders"] {
            #expect(site.exists("_site/api-reference/\(page).html"), "\(page)")
        }
        let page = HTMLPage(try site.read("_site/api-reference/users/get-a-user.html"))
        let sidebar = try #require(page.sidebar)
        let groups = sidebar.queryAll(".nav-group-title, summary").map(\.normalizedText)
        #expect(groups.contains("Users") && groups.contains("Orders"))
        #expect(groups.firstIndex(of: "Users")! < groups.firstIndex(of: "Orders")!)
        let links = page.sidebarLinks.map(\.text)
        #expect(links.contains("GET List users") && links.contains("POST Create a user") && links.contains("GET List orders"))
        #expect(sidebar.queryAll(".nav-method-post").count == 1)
        // The header: method, server and path with its parameter marked.
        let header = try #require(page.query(".pf-endpoint"))
        #expect(header.query(".pf-method-get")?.normalizedText == "GET")
        #expect(header.query(".pf-endpoint-url")?.normalizedText == "https://api.shop.test/users/{id}")
        #expect(page.query(".pf-path-param")?.normalizedText == "{id}")
        #expect(page.query("#path-id") != nil)
        // Lowercase HTML in a description is kept whole, not half-escaped.
        #expect(page.docBody?.query("b")?.normalizedText == "one")
        #expect(!(try site.read("_site/api-reference/users/get-a-user.html")).contains("&lt;/b&gt;"))
        // The body read through a $ref into another file.
        let create = HTMLPage(try site.read("_site/api-reference/users/create-a-user.html"))
        #expect(create.query("#body-nickname") != nil && create.query("#response-nickname") != nil)
    }

    @Test("endpoint pages load the API assets, other pages do not; twins, llms.txt and search list the endpoint")
    func assetsTwinsAndSearch() throws {
        let site = try Self.makeSite()
        let outcome = try Self.build(site)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let endpoint = try site.read("_site/api-reference/users/get-a-user.html")
        let guide = try site.read("_site/index.html")
        for asset in ["assets/api.css", "assets/api.js"] {
            #expect(endpoint.contains(asset), "\(asset)")
            #expect(!guide.contains(asset), "\(asset)")
        }
        let twin = try site.read("_site/api-reference/users/get-a-user.md")
        #expect(twin.contains("Get a user"))
        #expect(twin.contains("# Get a user\n\n`GET https://api.shop.test/users/{id}`\n\n"), "\(twin)")
        let llms = try site.read("_site/llms.txt")
        #expect(llms.contains("Get a user") && llms.contains("api-reference/users/get-a-user"))
        let search = try site.searchIndexText()
        #expect(search.contains("/users/{id}"))
        #expect(search.contains("GET"))
    }

    @Test("links into the reference resolve by field anchor; a missing field is a broken_anchor")
    func anchors() throws {
        let good = try Self.makeSite(
            guide:
                "# Guide\n\nSee [name](/api-reference/users/create-a-user#body-name) and [back](/api-reference/users/create-a-user#response-name).\n"
        )
        let outcome = try Self.build(good)
        #expect(outcome.status == 0, "\(outcome.stderr)")

        let bad = try Self.makeSite(guide: "# Guide\n\nSee [it](/api-reference/users/create-a-user#body-nonexistent).\n")
        let failed = try Self.build(bad)
        #expect(failed.status != 0)
        #expect(failed.stderr.contains("content/docs/index.md:3:5: error[broken_anchor]"), "\(failed.stderr)")
    }

    @Test("a group with openapi and operation entries, one from a second spec")
    func groupEntries() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"""
            {
              "name": "Shop",
              "navigation": {
                "groups": [
                  { "group": "Start", "pages": ["index"] },
                  { "group": "Picked", "openapi": "openapi.json", "pages": ["GET /users", "spec2.json POST /orders"] }
                ]
              }
            }
            """#)
        try site.write("content/docs/index.md", "# Home\n")
        try site.write("content/docs/openapi.json", Self.spec)
        try site.write("content/docs/schemas/user.json", Self.userSchema)
        try site.write(
            "content/docs/spec2.json",
            #"{"openapi": "3.0.3", "info": {"title": "Orders", "version": "1"}, "paths": {"/orders": {"post": {"summary": "Place an order", "responses": {"201": {"description": "Placed"}}}}}}"#
        )
        let outcome = try Self.build(site)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = HTMLPage(try site.read("_site/index.html"))
        let links = page.sidebarLinks.map(\.text)
        #expect(links == ["Home", "GET List users", "POST Place an order"])
        #expect(site.exists("_site/api-reference/users/list-users.html"))
        #expect(site.exists("_site/api-reference/place-an-order.html"))
        #expect(!site.exists("_site/api-reference/users/get-a-user.html"))
    }

    @Test("a written page around an operation keeps its prose first; the navigation's spec is used without one")
    func writtenPages() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"""
            {
              "name": "Shop",
              "navigation": {
                "groups": [
                  { "group": "Start", "pages": ["index", "user"] },
                  { "group": "API", "openapi": "openapi.json", "pages": ["orders"] }
                ]
              }
            }
            """#)
        try site.write("content/docs/index.md", "# Home\n")
        try site.write("content/docs/openapi.json", Self.spec)
        try site.write("content/docs/schemas/user.json", Self.userSchema)
        try site.write(
            "content/docs/user.mdx",
            "---\ntitle: One user\nopenapi: \"openapi.json GET /users/{id}\"\n---\n\nRead this before calling.\n")
        try site.write("content/docs/orders.mdx", "---\ntitle: Orders\nopenapi: GET /orders\n---\n\nAll orders.\n")
        let outcome = try Self.build(site)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let user = try site.read("_site/user.html")
        let prose = try #require(user.range(of: "Read this before calling."))
        let field = try #require(user.range(of: #"id="path-id""#))
        #expect(prose.lowerBound < field.lowerBound)
        #expect(user.contains(#"<span class="pf-method pf-method-get">GET</span>"#))
        let orders = try site.read("_site/orders.html")
        #expect(orders.contains("All orders.") && orders.contains("https://api.shop.test</span>/orders"))

        // The page's own problems keep their lines, below the front matter.
        try site.write(
            "content/docs/user.mdx",
            "---\ntitle: One user\nopenapi: \"openapi.json GET /users/{id}\"\n---\n\nRead this before calling.\n\n<Unclosed>\n")
        let failed = try Self.build(site)
        #expect(failed.status != 0)
        #expect(failed.stderr.contains("content/docs/user.mdx:8:1: error[unclosed_component]"), "\(failed.stderr)")
    }

    @Test("an unknown operation, a broken $ref and Swagger 2.0 fail the build at their place")
    func problems() throws {
        let site = try Self.makeSite()
        try site.write("content/docs/get.mdx", "---\ntitle: Get\nopenapi: \"openapi.json GET /user/{id}\"\n---\n")
        let unknown = try Self.build(site)
        #expect(unknown.status != 0)
        #expect(
            unknown.stderr.contains(
                "content/docs/get.mdx:3:1: error[unknown_operation]: content/docs/openapi.json has no operation GET /user/{id}; expected one of its 4 operations."
            ), "\(unknown.stderr)")
        #expect(unknown.stderr.contains(#"hint: did you mean "GET /users/{id}"?"#), "\(unknown.stderr)")

        let broken = try Self.makeSite()
        try broken.write(
            "content/docs/openapi.json", Self.spec.replacingOccurrences(of: "schemas/user.json", with: "schemas/nobody.json"))
        let refOutcome = try Self.build(broken)
        #expect(refOutcome.status != 0)
        #expect(
            refOutcome.stderr.contains(
                #"content/docs/openapi.json:11:81: paths["/users"].post.requestBody.content["application/json"].schema["$ref"]: error[broken_ref]"#
            ), "\(refOutcome.stderr)")

        let swagger = try Self.makeSite()
        try swagger.write("content/docs/openapi.json", "{\n  \"swagger\": \"2.0\",\n  \"paths\": {}\n}\n")
        let swaggerOutcome = try Self.build(swagger)
        #expect(swaggerOutcome.status != 0)
        #expect(
            swaggerOutcome.stderr.contains("content/docs/openapi.json:2:14: swagger: error[unsupported_openapi_version]"),
            "\(swaggerOutcome.stderr)")
    }

    @Test("editing only the spec re-renders its pages: the output equals a clean build's")
    func incremental() throws {
        let site = try Self.makeSite()
        #expect(try Self.build(site).status == 0)
        try site.write("content/docs/schemas/user.json", Self.userSchema.replacingOccurrences(of: "nickname", with: "alias"))
        try site.write("content/docs/openapi.json", Self.spec.replacingOccurrences(of: "List orders", with: "All orders"))
        let rebuilt = try Self.build(site)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        let incremental = try FolderSnapshot(site.root.appendingPathComponent("_site"))
        #expect(try site.read("_site/api-reference/users/create-a-user.html").contains("body-alias"))

        let clean = try PreflightProcess.run(
            ["build", "--no-cache", "--output", "clean"], in: site.root, deadline: .seconds(120))
        #expect(clean.status == 0, "\(clean.stderr)")
        let fresh = try FolderSnapshot(site.root.appendingPathComponent("clean"))
        #expect(incremental == fresh)
    }

    @Test("a spec path starting ./ or ../ in front matter is the page's neighbour, as Mintlify repositories write it")
    func pageRelativeSpecPaths() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{ "name": "Shop", "navigation": { "pages": ["index", "api/users/one", "api/users/list"] } }"#)
        try site.write("content/docs/index.md", "# Home\n")
        try site.write("content/docs/api/openapi.json", Self.spec)
        try site.write("content/docs/api/schemas/user.json", Self.userSchema)
        try site.write("content/docs/api/users/one.mdx", "---\ntitle: One\nopenapi: ../openapi.json get /users/{id}\n---\n")
        try site.write("content/docs/api/users/list.mdx", "---\ntitle: List\nopenapi: ./../openapi.json GET /users\n---\n")
        let outcome = try Self.build(site)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try site.read("_site/api/users/one.html").contains(#"id="path-id""#))
        #expect(try site.read("_site/api/users/list.html").contains(#"<span class="pf-method pf-method-get">GET</span>"#))
    }
}
