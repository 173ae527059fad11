import Testing

@testable import OpenAPI

@Suite("OpenAPI reader: security schemes and servers")
struct OpenAPISecuritySchemeTests {
    @Test func aServersBaseURLHasNoTrailingSlash() {
        let server = APIServer(
            url: "https://{host}/v1/", description: nil,
            variables: [APIServer.Variable(name: "host", defaultValue: "api.test", choices: [], description: nil)])
        #expect(server.resolvedURL == "https://api.test/v1/")
        #expect(server.baseURL == "https://api.test/v1")
    }
}
