import Testing

@testable import OpenAPI

@Suite("OpenAPI reader: security schemes and servers")
struct OpenAPISecuritySchemeTests {
    @Test func anAPIKeyInThePathIsInvalid() {
        #expect(
            SpecFixture.problems(
                #"{"openapi": "3.1.0", "paths": {}, "components": {"securitySchemes": {"k": {"type": "apiKey", "name": "key", "in": "path"}}}}"#
            ) == [
                #"api/openapi.json:1:115: components.securitySchemes.k.in: error[invalid_openapi]: The API key scheme "k" is sent in "path"; expected header, query or cookie."#
            ])
    }

    @Test func aServersBaseURLHasNoTrailingSlash() {
        let server = APIServer(
            url: "https://{host}/v1/", description: nil,
            variables: [APIServer.Variable(name: "host", defaultValue: "api.test", choices: [], description: nil)])
        #expect(server.resolvedURL == "https://api.test/v1/")
        #expect(server.baseURL == "https://api.test/v1")
    }
}
