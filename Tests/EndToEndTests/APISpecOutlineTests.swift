import Foundation
import Testing

/// An incremental build of a site with an OpenAPI spec expands its navigation from the
/// previous build's outline of the spec while the spec's files are unchanged, and equals a
/// clean build whatever changed: a page, the spec, or a file the spec's `$ref`s read.
@Suite("Incremental builds of an API reference")
struct APISpecOutlineTests {
    /// Stamps trusted at once, as a build a few seconds after the last edit trusts them.
    private let trustingStamps = ["PREFLIGHT_TEST_SETTLING_NS": "0"]

    private func writeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{"name": "Relay", "navigation": {"groups": [{"group": "Start", "pages": ["index"]}, {"group": "API", "openapi": "relay.json"}]}}"#
        )
        try site.write("content/docs/index.md", "# Relay\n\nSee [sending](/api-reference/messages/send-a-message).\n")
        try site.write("content/docs/relay.json", spec(summary: "Send a message"))
        try site.write("content/docs/shared.json", #"{"Limit": {"name": "limit", "in": "query", "schema": {"type": "integer"}}}"#)
        return site
    }

    private func spec(summary: String) -> String {
        #"""
        {"openapi": "3.0.3", "info": {"title": "Relay", "version": "1"},
         "tags": [{"name": "Messages", "x-group": "Messaging"}],
         "security": [{"Missing": []}],
         "paths": {"/messages": {
           "get": {"summary": "List messages", "tags": ["Messages"], "parameters": [{"$ref": "shared.json#/Limit"}],
             "responses": {"200": {"description": "OK"}}},
           "post": {"summary": "\#(summary)", "tags": ["Messages"], "responses": {"200": {"description": "OK"}}}}}}
        """#
    }

    /// Builds into `_site` and into a clean folder, and expects the same files and warnings.
    private func expectSameAsClean(_ site: TemporarySite, _ context: String) throws {
        let incremental = try PreflightProcess.run(
            ["build", "--verbose", "--allow-broken-links"], in: site.root, environment: trustingStamps, deadline: .seconds(120))
        #expect(incremental.status == 0, "\(context): \(incremental.stderr)")
        let clean = try PreflightProcess.run(
            ["build", "--verbose", "--allow-broken-links", "--no-cache", "--output", "clean"], in: site.root,
            deadline: .seconds(120))
        #expect(clean.status == 0, "\(context): \(clean.stderr)")
        let warnings = { (text: String) in text.split(separator: "\n").filter { $0.contains("warning[") } }
        #expect(warnings(incremental.stderr) == warnings(clean.stderr), "\(context)")
        #expect(warnings(incremental.stderr).contains { $0.contains("undefined_security_scheme") }, "\(context)")
        let built = try SiteTree(site.root.appendingPathComponent("_site"))
        let expected = try SiteTree(site.root.appendingPathComponent("clean"))
        #expect(built.differences(from: expected).isEmpty, "\(context): \(built.differences(from: expected))")
    }

    @Test("a page edited, the spec edited, a file its $refs read edited: each build equals a clean one")
    func everyChangeShows() throws {
        let site = try writeSite()
        try expectSameAsClean(site, "first build")
        try site.write("content/docs/index.md", "# Relay\n\nEdited. See [sending](/api-reference/messages/send-a-message).\n")
        try expectSameAsClean(site, "a page edited, the spec's outline taken")
        try site.write("content/docs/relay.json", spec(summary: "Post a message"))
        try expectSameAsClean(site, "the spec edited")
        #expect(try site.read("_site/index.html").contains("Post a message"))
        try site.write(
            "content/docs/shared.json", #"{"Limit": {"name": "pageSize", "in": "query", "schema": {"type": "integer"}}}"#)
        try expectSameAsClean(site, "a file the spec's $ref reads edited")
        #expect(try site.read("_site/api-reference/messages/list-messages.html").contains("pageSize"))
    }
}
