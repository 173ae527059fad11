import Diagnostics
import JSONDocument
import OpenAPI
import Testing

@testable import APIReference

@Suite("The generated reference of an endpoint, as MDX")
struct EndpointReferenceTests {
    static let specText = #"""
        {"openapi": "3.1.0", "info": {"title": "Shop", "version": "1"},
         "security": [{"bearer": []}, {"basic": []}, {"key": []}],
         "paths": {"/users/{id}": {"put": {
           "description": "Replaces a user {all of it}.",
           "parameters": [
             {"name": "id", "in": "path", "description": "The user's id", "schema": {"type": "string", "format": "uuid"}},
             {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 100, "default": 20}},
             {"name": "X-Trace", "in": "header", "deprecated": true, "schema": {"type": "string"}},
             {"name": "session", "in": "cookie", "schema": {"type": "string"}, "example": "abc"}
           ],
           "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/User"}}}},
           "responses": {"200": {"description": "The user", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/User"}}}}}
         }}},
         "components": {
           "securitySchemes": {
             "bearer": {"type": "http", "scheme": "bearer"},
             "basic": {"type": "http", "scheme": "basic"},
             "key": {"type": "apiKey", "in": "header", "name": "X-Key"}},
           "schemas": {"User": {"type": "object", "required": ["name"], "properties": {
             "id": {"type": "string", "readOnly": true},
             "password": {"type": "string", "writeOnly": true},
             "name": {"type": "string", "minLength": 1, "maxLength": 64},
             "role": {"type": "string", "enum": ["admin", "member"], "default": "member"},
             "address": {"type": "object", "properties": {"city": {"type": "string"}, "geo": {"type": "object", "properties": {"lat": {"type": "number"}}}}},
             "tags": {"type": "array", "items": {"type": "object", "properties": {"label": {"type": "string"}}}},
             "manager": {"$ref": "#/components/schemas/User"},
             "contact": {"oneOf": [
               {"type": "object", "title": "Email", "properties": {"email": {"type": "string", "format": "email"}}},
               {"type": "object", "title": "Phone", "properties": {"phone": {"type": "string"}}}]}
           }}}}}
        """#

    static func mdx() throws -> String {
        let spec = try OpenAPIReader.read(file: "openapi.json", bytes: Array(specText.utf8)) { _ in [] }
        let operation = try #require(spec.operation(.put, "/users/{id}"))
        return EndpointReference(spec: spec, operation: operation).mdx(ownExamples: [.request, .response])
    }

    /// The MDX between `from` and the next line starting with `until`.
    static func section(_ text: String, from: String, until: String) -> String {
        guard let start = text.range(of: from) else { return "" }
        let rest = text[start.lowerBound...]
        let end = rest.dropFirst(from.count).range(of: until)?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func parametersOfEveryLocationInOrder() throws {
        let mdx = try Self.mdx()
        let headings = mdx.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(
            headings == [
                "## Authorizations", "## Path Parameters", "## Query Parameters", "## Headers", "## Cookies", "## Body",
                "## Response",
            ])
        #expect(mdx.contains(#"<ParamField path="id" type="string<uuid>" id="path-id" required>"#))
        #expect(mdx.contains(#"<ParamField query="limit" type="integer" id="query-limit">"#))
        #expect(mdx.contains("Default: `20`"))
        #expect(mdx.contains("Range: `1 <= x <= 100`"))
        #expect(mdx.contains(#"<ParamField header="X-Trace" type="string" id="header-x-trace" deprecated>"#))
        #expect(mdx.contains(#"<ParamField cookie="session" type="string" id="cookie-session">"#))
        #expect(mdx.contains("Example: `abc`"))
        // The description's braces cannot be read as an expression.
        #expect(mdx.hasPrefix(#"Replaces a user \{all of it\}."# + "\n\n"))
    }

    @Test func authorizationsOfEachKind() throws {
        let mdx = try Self.mdx()
        let section = Self.section(mdx, from: "## Authorizations", until: "## Path")
        #expect(section.contains("Any one of the following:"))
        #expect(section.contains(#"<ParamField header="Authorization" type="string" id="authorization-bearer" required>"#))
        #expect(section.contains("Bearer authentication header of the form `Bearer <token>`"))
        #expect(section.contains(#"<ParamField header="Authorization" type="string" id="authorization-basic" required>"#))
        #expect(section.contains("`username:password`"))
        #expect(section.contains(#"<ParamField header="X-Key" type="string" id="authorization-key" required>"#))
    }

    @Test func theBodyNestsObjectsArraysRecursionAndAlternatives() throws {
        let mdx = try Self.mdx()
        let body = Self.section(mdx, from: "## Body", until: "## Response")
        #expect(body.contains(#"<ParamField body="name" type="string" id="body-name" required>"#))
        #expect(body.contains("Length: `1 <= length <= 64`"))
        #expect(body.contains("Available options: `admin`, `member`"))
        #expect(body.contains("Default: `member`"))
        // Nested objects, to the second level, with Mintlify's joined ids.
        #expect(body.contains(#"<ParamField body="city" type="string" id="body-address-city">"#))
        #expect(body.contains(#"<ParamField body="lat" type="number" id="body-address-geo-lat">"#))
        // An array of objects lists its items' properties.
        #expect(body.contains(#"<ParamField body="tags" type="object[]" id="body-tags">"#))
        #expect(body.contains(#"<ParamField body="label" type="string" id="body-tags-label">"#))
        // A property that is the body's own schema links back to the body.
        #expect(body.contains(#"<ParamField body="manager" type="object" id="body-manager">"#))
        #expect(body.contains("Recursive: the same fields as [User](#body)."))
        // oneOf: one expandable per alternative, by title.
        #expect(body.contains(#"<Expandable title="Email">"#))
        #expect(body.contains(#"<ParamField body="email" type="string<email>" id="body-contact-email">"#))
        #expect(body.contains(#"<Expandable title="Phone">"#))
        // readOnly stays out of the request, writeOnly is in it.
        #expect(!body.contains(#"id="body-id""#))
        #expect(body.contains(#"<ParamField body="password" type="string" id="body-password" post={["write-only"]}>"#))
    }

    @Test func theResponseLeavesWriteOnlyOut() throws {
        let mdx = try Self.mdx()
        let response = Self.section(mdx, from: "## Response", until: "\u{0}")
        #expect(response.contains("### 200\n\nThe user\n\n`application/json`"))
        #expect(response.contains(#"<ResponseField name="id" type="string" id="response-id" post={["read-only"]}>"#))
        #expect(!response.contains("password"))
        #expect(response.contains("Recursive: the same fields as [User](#response)."))
        #expect(response.contains(#"<ResponseField name="city" type="string" id="response-address-city">"#))
    }

    @Test func examplesAreCodeGroupsBeforeTheFields() throws {
        let spec = try OpenAPIReader.read(file: "openapi.json", bytes: Array(Self.specText.utf8)) { _ in [] }
        let operation = try #require(spec.operation(.put, "/users/{id}"))
        let mdx = EndpointReference(spec: spec, operation: operation).mdx(includeDescription: false)
        let request = try #require(mdx.range(of: "<RequestExample>\n\n```bash cURL\ncurl --request PUT"))
        let response = try #require(mdx.range(of: "<ResponseExample>\n\n```json 200\n"))
        let fields = try #require(mdx.range(of: "## Authorizations"))
        #expect(request.lowerBound < response.lowerBound && response.lowerBound < fields.lowerBound)
        for label in ["javascript JavaScript", "python Python", "swift Swift", "go Go"] { #expect(mdx.contains("```\(label)\n")) }
    }

    @Test func examplesThePageWritesItselfReplaceTheGeneratedOnes() throws {
        let spec = try OpenAPIReader.read(file: "openapi.json", bytes: Array(Self.specText.utf8)) { _ in [] }
        let operation = try #require(spec.operation(.put, "/users/{id}"))
        let reference = EndpointReference(spec: spec, operation: operation)
        #expect(!reference.mdx(ownExamples: [.request]).contains("<RequestExample>"))
        #expect(reference.mdx(ownExamples: [.request]).contains("<ResponseExample>"))
        #expect(!reference.mdx(ownExamples: [.response]).contains("<ResponseExample>"))
    }
}

@Suite("Response headers on an endpoint page")
struct ResponseHeaderTests {
    @Test func aResponsesHeadersAreFieldsBeforeItsBody() throws {
        let text = #"""
            {"openapi": "3.1.0", "info": {"title": "x", "version": "1"}, "paths": {"/a": {"get": {"responses": {"429": {
              "description": "Slow down",
              "headers": {"Retry-After": {"description": "Seconds to wait.", "required": true, "schema": {"type": "integer"}}},
              "content": {"application/json": {"schema": {"type": "object", "properties": {"code": {"type": "string"}}}}}}}}}}}
            """#
        let spec = try OpenAPIReader.read(file: "openapi.json", bytes: Array(text.utf8)) { _ in [] }
        let mdx = EndpointReference(spec: spec, operation: try #require(spec.operation(.get, "/a"))).mdx()
        let header = try #require(
            mdx.range(of: #"<ResponseField name="Retry-After" type="integer" id="response-header-retry-after" required>"#))
        #expect(mdx.contains("Seconds to wait."))
        let body = try #require(mdx.range(of: #"<ResponseField name="code""#))
        #expect(header.lowerBound < body.lowerBound)
    }
}
