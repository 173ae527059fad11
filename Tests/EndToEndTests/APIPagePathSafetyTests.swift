import Foundation
import Testing

/// Generated endpoint pages stay inside the output folder, whatever the spec or docs.json say.
@Suite("Where generated endpoint pages may go")
struct APIPagePathSafetyTests {
    @Test func anHrefThatLeavesTheSiteIsAnErrorAndWritesNothing() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json", #"{"name": "S", "navigation": {"tabs": [{"tab": "API", "openapi": "openapi.json"}]}}"#)
        try site.write(
            "content/docs/openapi.json",
            #"""
            {"openapi": "3.1.0", "info": {"title": "S", "version": "1"}, "paths": {"/a": {"get": {
              "summary": "A", "x-mint": {"href": "/../../escaped"}, "responses": {"200": {"description": "OK"}}}}}}
            """#)
        let outcome = try PreflightProcess.run(["build"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/docs/openapi.json:1:86: error[invalid_openapi]"))
        #expect(outcome.stderr.contains("error[invalid_openapi]"))
        #expect(!site.exists("escaped.html"))
        #expect(!site.exists("../escaped.html"))
    }

    @Test func aDirectoryThatLeavesTheSiteFallsBackToTheDefault() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{"name": "S", "navigation": {"tabs": [{"tab": "API", "openapi": {"source": "openapi.json", "directory": "../../out"}}]}}"#
        )
        try site.write(
            "content/docs/openapi.json",
            #"{"openapi": "3.1.0", "info": {"title": "S", "version": "1"}, "paths": {"/a": {"get": {"summary": "A", "responses": {"200": {"description": "OK"}}}}}}"#
        )
        let outcome = try PreflightProcess.run(["build"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(site.exists("_site/api-reference/a.html"))
        #expect(!site.exists("out/a.html"))
    }

    @Test func anHrefInsideTheSiteIsThePagesPath() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json", #"{"name": "S", "navigation": {"tabs": [{"tab": "API", "openapi": "openapi.json"}]}}"#)
        try site.write(
            "content/docs/openapi.json",
            #"{"openapi": "3.1.0", "info": {"title": "S", "version": "1"}, "paths": {"/a": {"get": {"summary": "A", "x-mint": {"href": "/guides/custom-a"}, "responses": {"200": {"description": "OK"}}}}}}"#
        )
        let outcome = try PreflightProcess.run(["build"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(site.exists("_site/guides/custom-a.html"))
    }
}

/// An operation a page names and its spec lacks is a broken link into the spec.
@Suite("Unknown operations with --allow-broken-links")
struct APIUnknownOperationTests {
    @Test func theBuildGoesOnWithAWarningAndThePageWithoutItsReference() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{"name": "S", "navigation": {"groups": [{"group": "API", "openapi": "openapi.json", "pages": ["gone"]}]}}"#)
        try site.write(
            "content/docs/openapi.json",
            #"{"openapi": "3.1.0", "info": {"title": "S", "version": "1"}, "paths": {"/a": {"get": {"responses": {"200": {"description": "OK"}}}}}}"#
        )
        try site.write("content/docs/gone.md", "---\ntitle: Gone\nopenapi: GET /b\n---\nWords.\n")
        let failed = try PreflightProcess.run(["build"], in: site.root, deadline: .seconds(120))
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("content/docs/gone.md:3:1: error[unknown_operation]"))

        let allowed = try PreflightProcess.run(["build", "--allow-broken-links"], in: site.root, deadline: .seconds(120))
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stderr.contains("content/docs/gone.md:3:1: warning[unknown_operation]"))
        let page = try site.read("_site/gone.html")
        #expect(page.contains("Words."))
        #expect(!page.contains("pf-endpoint"))
    }
}
