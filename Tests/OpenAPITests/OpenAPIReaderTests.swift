import Diagnostics
import JSONDocument
import Testing

@testable import OpenAPI

/// Reads a JSON spec written in a test; other files its `$ref`s name come from `files`.
enum SpecFixture {
    static func read(_ text: String, file: String = "api/openapi.json", files: [String: String] = [:]) throws -> APISpec {
        try OpenAPIReader.read(file: file, bytes: Array(text.utf8)) { name in
            guard let other = files[name] else {
                throw Diagnostic(.fileNotFound, "\(name) does not exist.", file: name)
            }
            return Array(other.utf8)
        }
    }

    /// The problems reading `text` reports, each as the build prints it.
    static func problems(_ text: String, file: String = "api/openapi.json", files: [String: String] = [:]) -> [String] {
        do {
            _ = try read(text, file: file, files: files)
            return []
        } catch let list as DiagnosticList {
            return list.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// The warnings reading `text` reports (what Mintlify tolerates), each as the build prints it.
    static func warnings(_ text: String, file: String = "api/openapi.json") throws -> [String] {
        try read(text, file: file).warnings.map(\.description)
    }

    /// A 3.1 document with these `paths` and `components`.
    static func spec(paths: String, components: String = "{}", version: String = "3.1.0", extra: String = "") -> String {
        """
        {"openapi": "\(version)", "info": {"title": "Shop", "version": "1.0"},\(extra)
        "paths": \(paths),
        "components": \(components)}
        """
    }
}

extension APISpec {
    /// The schema of the first operation's `application/json` body.
    var bodySchema: APISchema? {
        operations.first?.requestBody?.content.first?.schema.map { self[$0] }
    }

    func property(_ name: String, of schema: APISchema) -> APISchema? {
        schema.properties.first { $0.name == name }.map { self[$0.schema] }
    }
}

@Suite("OpenAPI reader: documents and operations")
struct OpenAPIReaderTests {
    @Test func readsA30AndA31Document() throws {
        for version in ["3.0.3", "3.1.0"] {
            let spec = try SpecFixture.read(
                SpecFixture.spec(
                    paths:
                        #"{"/users": {"get": {"summary": "List users", "operationId": "listUsers", "tags": ["Users"], "responses": {"200": {"description": "OK"}}}}}"#,
                    version: version))
            #expect(spec.openAPIVersion == version)
            #expect(spec.title == "Shop")
            #expect(spec.version == "1.0")
            let operation = try #require(spec.operation(.get, "/users"))
            #expect(operation.summary == "List users")
            #expect(operation.operationID == "listUsers")
            #expect(operation.tags == ["Users"])
            #expect(operation.responses.map(\.status) == ["200"])
            #expect(spec.files == ["api/openapi.json"])
        }
    }

    @Test func pathItemParametersAreMergedAndTheOperationsWin() throws {
        let spec = try SpecFixture.read(
            SpecFixture.spec(
                paths: #"""
                    {"/users/{id}": {
                      "parameters": [
                        {"name": "id", "in": "path", "description": "shared", "schema": {"type": "string"}},
                        {"name": "trace", "in": "header", "schema": {"type": "string"}}
                      ],
                      "get": {"parameters": [
                        {"name": "id", "in": "path", "description": "own", "schema": {"type": "integer"}},
                        {"name": "id", "in": "query", "schema": {"type": "string"}},
                        {"name": "filter", "in": "query", "content": {"application/json": {"schema": {"type": "object", "properties": {"q": {"type": "string"}}}}}},
                        {"name": "session", "in": "cookie", "required": true, "schema": {"type": "string"}}
                      ], "responses": {}}
                    }}
                    """#))
        let operation = try #require(spec.operation(.get, "/users/{id}"))
        #expect(
            operation.parameters.map { "\($0.location.rawValue) \($0.name)" } == [
                "header trace", "path id", "query id", "query filter", "cookie session",
            ])
        let id = try #require(operation.parameters.first { $0.location == .path })
        #expect(id.description == "own")
        #expect(id.required)
        #expect(id.schema.map { spec[$0].types } == ["integer"])
        // A parameter described by `content` takes that media type's schema.
        let filter = try #require(operation.parameters.first { $0.name == "filter" })
        #expect(filter.schema.map { spec[$0].properties.map(\.name) } == ["q"])
        #expect(operation.parameters.first { $0.name == "session" }?.required == true)
        #expect(operation.parameters.first { $0.name == "trace" }?.required == false)
    }

    @Test func responseHeadersAndExamples() throws {
        let spec = try SpecFixture.read(
            SpecFixture.spec(
                paths: #"""
                    {"/users": {"get": {"responses": {
                      "200": {"description": "OK",
                        "headers": {"X-Rate-Limit": {"description": "Calls left", "required": true, "schema": {"type": "integer"}}},
                        "content": {"application/json": {"schema": {"type": "array"},
                          "examples": {"few": {"summary": "Few", "value": [1]}, "many": {"value": [1, 2, 3]}}}}},
                      "default": {"description": "Error"}
                    }}}}
                    """#))
        let operation = try #require(spec.operation(.get, "/users"))
        #expect(operation.responses.map(\.status) == ["200", "default"])
        let header = try #require(operation.responses.first?.headers.first)
        #expect(header.name == "X-Rate-Limit")
        #expect(header.location == .header)
        #expect(header.required)
        #expect(header.description == "Calls left")
        let examples = try #require(operation.responses.first?.content.first?.examples)
        #expect(examples.map(\.name) == ["few", "many"])
        #expect(examples.map(\.summary) == ["Few", nil])
        #expect(examples.map { JSONWriter.text(of: $0.value) } == ["[1]", "[1,2,3]"])
    }

    @Test func securityOfTheOperationOverridesTheDocumentsAndAnEmptyListMeansNone() throws {
        let spec = try SpecFixture.read(
            SpecFixture.spec(
                paths: #"""
                    {"/a": {"get": {"responses": {}}},
                     "/b": {"get": {"security": [{"key": []}, {"basic": [], "key": []}], "responses": {}}},
                     "/c": {"get": {"security": [], "responses": {}}}}
                    """#,
                components: #"""
                    {"securitySchemes": {
                      "bearer": {"type": "http", "scheme": "Bearer", "bearerFormat": "JWT"},
                      "basic": {"type": "http", "scheme": "basic"},
                      "key": {"type": "apiKey", "in": "query", "name": "api_key", "description": "From the dashboard"}}}
                    """#,
                extra: #" "security": [{"bearer": []}],"#))
        #expect(spec.security.map(\.schemes) == [["bearer"]])
        #expect(spec.operation(.get, "/a")?.security.map(\.schemes) == [["bearer"]])
        #expect(spec.operation(.get, "/b")?.security.map(\.schemes) == [["key"], ["basic", "key"]])
        #expect(spec.operation(.get, "/c")?.security.isEmpty == true)
        #expect(spec.securitySchemes.map(\.name) == ["bearer", "basic", "key"])
        guard case .http(let scheme, let format)? = spec.securityScheme(named: "bearer")?.kind else {
            Issue.record("bearer is not an http scheme")
            return
        }
        #expect(scheme == "bearer")
        #expect(format == "JWT")
        guard case .apiKey(let name, let location)? = spec.securityScheme(named: "key")?.kind else {
            Issue.record("key is not an apiKey scheme")
            return
        }
        #expect(name == "api_key")
        #expect(location == .query)
        #expect(spec.securityScheme(named: "key")?.description == "From the dashboard")
    }

    @Test func serversAtTheDocumentPathItemAndOperationLevels() throws {
        let spec = try SpecFixture.read(
            SpecFixture.spec(
                paths: #"""
                    {"/a": {"get": {"responses": {}}},
                     "/b": {"servers": [{"url": "https://b.example.com"}],
                            "get": {"responses": {}},
                            "post": {"servers": [{"url": "https://{region}.example.com", "variables": {"region": {"default": "eu", "enum": ["eu", "us"]}}}], "responses": {}}}}
                    """#,
                extra: #" "servers": [{"url": "https://api.example.com", "description": "Production"}],"#))
        #expect(spec.servers.map(\.url) == ["https://api.example.com"])
        #expect(spec.servers.first?.description == "Production")
        #expect(spec.operation(.get, "/a")?.servers.map(\.url) == ["https://api.example.com"])
        #expect(spec.operation(.get, "/b")?.servers.map(\.url) == ["https://b.example.com"])
        let post = try #require(spec.operation(.post, "/b")?.servers.first)
        #expect(post.resolvedURL == "https://eu.example.com")
        #expect(post.variables.first?.choices == ["eu", "us"])
    }

    @Test func extensionsCodeSamplesHiddenExcludedAndMint() throws {
        let spec = try SpecFixture.read(
            SpecFixture.spec(
                paths: #"""
                    {"/a": {
                      "get": {"x-codeSamples": [{"lang": "curl", "label": "Shell", "source": "curl /a"}, {"lang": "python", "source": "get('/a')"}], "responses": {}},
                      "post": {"x-hidden": true, "responses": {}},
                      "delete": {"x-excluded": true, "responses": {}},
                      "put": {"x-code-samples": [{"lang": "go", "source": "Put()"}],
                              "x-mint": {"metadata": {"title": "Replace", "sidebarTitle": "Put", "playground": false}, "content": "Read <Note>this</Note> first."},
                              "responses": {}}},
                     "x-internal": {"get": {"responses": {}}}}
                    """#))
        #expect(spec.operations.map(\.displayName) == ["GET /a", "POST /a", "PUT /a"])
        let get = try #require(spec.operation(.get, "/a"))
        #expect(
            get.codeSamples == [
                APICodeSample(language: "curl", label: "Shell", source: "curl /a"),
                APICodeSample(language: "python", label: nil, source: "get('/a')"),
            ])
        #expect(spec.operation(.post, "/a")?.hidden == true)
        #expect(get.hidden == false)
        let put = try #require(spec.operation(.put, "/a"))
        #expect(put.codeSamples.map(\.source) == ["Put()"])
        #expect(put.metadata == ["title": "Replace", "sidebarTitle": "Put", "playground": "false"])
        #expect(put.content == "Read <Note>this</Note> first.")
    }

    @Test func webhooksAreOperationsByName() throws {
        let spec = try SpecFixture.read(
            SpecFixture.spec(
                paths: "{}",
                extra:
                    #" "webhooks": {"order.created": {"post": {"summary": "Order created", "requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"id": {"type": "string"}}}}}}, "responses": {"200": {"description": "OK"}}}}},"#
            ))
        #expect(spec.operations.isEmpty)
        let hook = try #require(spec.webhook(named: "order.created"))
        #expect(hook.isWebhook)
        #expect(hook.displayName == "webhook order.created")
        #expect(hook.method == .post)
        #expect(spec.bodySchema == nil)
        #expect(hook.requestBody?.content.first?.schema.map { spec[$0].properties.map(\.name) } == ["id"])
    }
}
