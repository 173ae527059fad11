import Foundation
import Testing

/// `preflight lint` reads OpenAPI specs as the build does, JSON or YAML, and leaves other
/// YAML files alone.
@Suite("Linting OpenAPI specs")
struct APISpecLintTests {
    @Test func aGoodSpecInAFolderIsCheckedAndPasses() throws {
        let site = try TemporarySite()
        try site.write("content/docs/openapi.json", APIReferenceTests.spec)
        try site.write("content/docs/schemas/user.json", APIReferenceTests.userSchema)
        // Not a spec: a YAML file of another kind is not linted at all.
        try site.write("content/docs/asyncapi.yaml", "asyncapi: 3.0.0\ninfo: {title: x}\n")
        let outcome = try PreflightProcess.run(["lint", "content/docs"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test func aBrokenReferenceInASpecIsAnError() throws {
        let site = try TemporarySite()
        try site.write(
            "content/spec.json",
            ##"{"openapi": "3.1.0", "info": {"title": "x", "version": "1"}, "paths": {"/a": {"get": {"responses": {"200": {"description": "OK", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Gone"}}}}}}}}}"##
        )
        let outcome = try PreflightProcess.run(["lint", "content/spec.json"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/spec.json:1:"))
        #expect(outcome.stderr.contains("error[broken_ref]"))
    }

    @Test func aYAMLSpecThatDoesNotParseIsAnInvalidYAMLError() throws {
        let site = try TemporarySite()
        try site.write("content/spec.yaml", "openapi: 3.1.0\ninfo:\n  title: a: b\n")
        let outcome = try PreflightProcess.run(["lint", "content/spec.yaml"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/spec.yaml:3:11: error[invalid_yaml]"))
    }
}

@Suite("Linting a folder with a YAML spec that does not parse")
struct APISpecLintFolderTests {
    @Test func theBrokenSpecIsReportedNotSkipped() throws {
        let site = try TemporarySite()
        try site.write("content/docs/spec.yaml", "openapi: 3.1.0\ninfo:\n  title: a: b\n")
        let outcome = try PreflightProcess.run(["lint", "content/docs"], in: site.root, deadline: .seconds(120))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("content/docs/spec.yaml:3:11: error[invalid_yaml]"))
    }
}
