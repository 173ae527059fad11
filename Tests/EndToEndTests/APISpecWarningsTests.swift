import Foundation
import Testing

/// A spec that Mintlify renders despite its mistakes (a requirement naming an undefined
/// scheme, a translated scheme type, a made-up schema type) builds with warnings; the pages
/// leave those parts out, and `--strict` makes the warnings errors.
@Suite("OpenAPI problems Mintlify tolerates")
struct APISpecWarningsTests {
    private func writeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"""
            {"name": "Relay", "navigation": {"groups": [
              {"group": "Start", "pages": ["index"]},
              {"group": "API", "openapi": "relay.json"}]}}
            """#)
        try site.write("content/docs/index.md", "# Relay\n")
        try site.write(
            "content/docs/relay.json",
            #"""
            {"openapi": "3.0.3", "info": {"title": "Relay", "version": "1"},
             "security": [{"ApiKeyAuth": []}],
             "paths": {
              "/rpc/Send": {"post": {"summary": "Send", "security": [{"AccessKey": []}, {"BearerAuth": []}],
                "parameters": [{"name": "chain", "in": "query", "schema": {"type": "chainID", "description": "The chain."}}],
                "responses": {"200": {"description": "OK"}}}},
              "/rpc/Ping": {"get": {"summary": "Ping", "responses": {"200": {"description": "OK"}}}}},
             "components": {"securitySchemes": {
              "AccessKey": {"type": "APIキー", "in": "header", "name": "X-Access-Key"},
              "BearerAuth": {"type": "http", "scheme": "bearer"}}}}
            """#)
        return site
    }

    @Test func theReferenceBuildsAndTheWarningsNameFileAndPath() throws {
        let site = try writeSite()
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                #"content/docs/relay.json:2:30: security[0].ApiKeyAuth: warning[undefined_security_scheme]: The security requirement names "ApiKeyAuth""#
            ), "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                #"components.securitySchemes.AccessKey.type: warning[unsupported_security_scheme]: The security scheme "AccessKey" has type "APIキー""#
            ), "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                #"paths["/rpc/Send"].post.parameters[0].schema.type: warning[unknown_schema_type]: The schema's type is "chainID""#
            ), "\(outcome.stderr)")
        // The scheme left out is not drawn; the one defined is.
        let send = try site.read("_site/api-reference/send.html")
        #expect(!send.contains("X-Access-Key"))
        #expect(send.contains("Bearer"))
        #expect(!send.contains("chainID"))
        #expect(send.contains("The chain."))
        let ping = try site.read("_site/api-reference/ping.html")
        #expect(!ping.contains("ApiKeyAuth"))
    }

    @Test func strictMakesThemErrors() throws {
        let site = try writeSite()
        let outcome = try PreflightProcess.run(["build", "--strict"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error[undefined_security_scheme]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("error[unsupported_security_scheme]"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("error[unknown_schema_type]"), "\(outcome.stderr)")
        #expect(!site.exists("_site/api-reference/send.html"))
    }

    @Test func lintReportsThemAsWarnings() throws {
        let site = try writeSite()
        let outcome = try PreflightProcess.run(["lint"], in: site.root, deadline: .seconds(120))
        let all = outcome.stdout + outcome.stderr
        #expect(all.contains("warning[undefined_security_scheme]"), "\(all)")
        #expect(all.contains("warning[unsupported_security_scheme]"), "\(all)")
        #expect(!all.contains("error["), "\(all)")
    }
}
