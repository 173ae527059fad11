import OpenAPI
import Testing

@testable import APIReference

/// The examples, the panel's curl command and its Send agree on the body's media type.
@Suite("The request body's media type")
struct RequestMediaTypeTests {
    @Test func jsonIsPreferredEverywhereWhenABodyOffersSeveral() throws {
        let text = #"""
            {"openapi": "3.1.0", "info": {"title": "x", "version": "1"}, "paths": {"/a": {"post": {
              "requestBody": {"content": {
                "application/x-www-form-urlencoded": {"schema": {"type": "object", "properties": {"n": {"type": "string"}}}},
                "application/json": {"schema": {"type": "object", "properties": {"n": {"type": "string"}}}}}},
              "responses": {"200": {"description": "OK"}}}}}}
            """#
        let spec = try OpenAPIReader.read(file: "openapi.json", bytes: Array(text.utf8)) { _ in [] }
        let operation = try #require(spec.operation(.post, "/a"))
        let curl = try #require(RequestSnippets.snippets(for: operation, in: spec).first { $0.language == "bash" })
        #expect(curl.code.contains("Content-Type: application/json"))
        let panel = TryItPanel.render(
            operation: operation, spec: spec, display: .interactive,
            bodyExample: TryItPanel.bodyExample(for: operation, in: spec))
        #expect(panel.contains("Content-Type: application/json"))
        #expect(!panel.contains("x-www-form-urlencoded' \\"))
    }
}
