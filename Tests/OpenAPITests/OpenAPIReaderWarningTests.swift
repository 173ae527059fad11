import Diagnostics
import Testing

@testable import OpenAPI

/// What a spec gets wrong that Mintlify renders anyway: the spec is read, the part is left
/// out, and a warning says where.
@Suite("OpenAPI reader: warnings for what Mintlify tolerates")
struct OpenAPIReaderWarningTests {
    @Test func aRequirementNamingAnUndefinedSchemeIsDroppedWithAWarning() throws {
        let text = """
            {
              "openapi": "3.1.0",
              "security": [{"token": []}, {"key": []}],
              "paths": {"/a": {"get": {"security": [{"key": [], "token": []}], "responses": {}}}},
              "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Key"}}}
            }
            """
        let spec = try SpecFixture.read(text)
        // The undefined scheme leaves its alternative; one left empty is gone, not "no auth".
        #expect(spec.security.map(\.schemes) == [["key"]])
        #expect(spec.operation(.get, "/a")?.security.map(\.schemes) == [["key"]])
        #expect(
            try SpecFixture.warnings(text) == [
                #"api/openapi.json:3:26: security[0].token: warning[undefined_security_scheme]: The security requirement names "token", which components.securitySchemes does not define, so the page shows no authorization for it; expected one of "key"."#,
                #"api/openapi.json:4:62: paths["/a"].get.security[0].token: warning[undefined_security_scheme]: The security requirement names "token", which components.securitySchemes does not define, so the page shows no authorization for it; expected one of "key"."#,
            ])
    }

    @Test func withNoSchemesDefinedTheOperationShowsNoAuthorization() throws {
        let text = #"{"openapi": "3.1.0", "security": [{"ApiKeyAuth": []}], "paths": {"/a": {"get": {"responses": {}}}}}"#
        let spec = try SpecFixture.read(text)
        #expect(spec.security.isEmpty)
        #expect(spec.operation(.get, "/a")?.security.isEmpty == true)
        #expect(
            try SpecFixture.warnings(text) == [
                #"api/openapi.json:1:50: security[0].ApiKeyAuth: warning[undefined_security_scheme]: The security requirement names "ApiKeyAuth", which components.securitySchemes does not define, so the page shows no authorization for it; expected a scheme defined under components.securitySchemes."#
            ])
    }

    @Test func anEmptyRequirementStillMeansNoAuthorizationIsNeeded() throws {
        let spec = try SpecFixture.read(
            #"{"openapi": "3.1.0", "security": [{}], "paths": {}, "components": {"securitySchemes": {"k": {"type": "http", "scheme": "bearer"}}}}"#
        )
        #expect(spec.security.map(\.schemes) == [[]])
        #expect(spec.warnings.isEmpty)
    }

    @Test func aSchemeOfAnUnknownTypeIsLeftOutAndItsRequirementsWithoutASecondWarning() throws {
        let text = """
            {"openapi": "3.1.0",
             "security": [{"ApiKeyAuth": []}, {"BearerAuth": []}],
             "paths": {"/a": {"post": {"security": [{"ApiKeyAuth": []}], "responses": {}}}},
             "components": {"securitySchemes": {
               "ApiKeyAuth": {"type": "APIキー", "in": "header", "name": "X-Access-Key"},
               "BearerAuth": {"type": "http", "scheme": "bearer"}}}}
            """
        let spec = try SpecFixture.read(text)
        #expect(spec.securitySchemes.map(\.name) == ["BearerAuth"])
        #expect(spec.security.map(\.schemes) == [["BearerAuth"]])
        #expect(spec.operation(.post, "/a")?.security.isEmpty == true)
        #expect(
            try SpecFixture.warnings(text) == [
                #"api/openapi.json:5:27: components.securitySchemes.ApiKeyAuth.type: warning[unsupported_security_scheme]: The security scheme "ApiKeyAuth" has type "APIキー", so the pages leave it out; expected http, apiKey, oauth2, openIdConnect or mutualTLS."#
            ])
    }

    @Test func anAPIKeyInThePathIsLeftOut() throws {
        let text =
            #"{"openapi": "3.1.0", "paths": {}, "components": {"securitySchemes": {"k": {"type": "apiKey", "name": "key", "in": "path"}}}}"#
        #expect(try SpecFixture.read(text).securitySchemes.isEmpty)
        #expect(
            try SpecFixture.warnings(text) == [
                #"api/openapi.json:1:115: components.securitySchemes.k.in: warning[unsupported_security_scheme]: The API key scheme "k" is sent in "path", so the pages leave it out; expected header, query or cookie."#
            ])
    }

    @Test func aSchemaTypeJSONSchemaDoesNotHaveIsDroppedWithAWarning() throws {
        let text = SpecFixture.spec(
            paths:
                ##"{"/a": {"get": {"parameters": [{"name": "k", "in": "query", "schema": {"$ref": "#/components/schemas/Key"}}, {"name": "i", "in": "query", "schema": {"$ref": "#/components/schemas/Id"}}], "responses": {}}}}"##,
            components: #"{"schemas": {"Key": {"type": "APIキー", "description": "A key."}, "Id": {"type": ["string", "uuid"]}}}"#)
        let spec = try SpecFixture.read(text)
        let key = try #require(spec.schemas.first { $0.description == "A key." })
        #expect(key.types.isEmpty)
        #expect(spec.schemas.contains { $0.types == ["string"] })
        #expect(
            try SpecFixture.warnings(text) == [
                #"api/openapi.json:3:44: components.schemas.Key.type: warning[unknown_schema_type]: The schema's type is "APIキー", which JSON Schema does not have, so the pages show it untyped; expected string, number, integer, boolean, array, object or null."#,
                #"api/openapi.json:3:105: components.schemas.Id.type[1]: warning[unknown_schema_type]: The schema's type is "uuid", which JSON Schema does not have, so the pages show it untyped; expected string, number, integer, boolean, array, object or null."#,
            ])
    }

    @Test func aSpecWithoutSuchProblemsHasNoWarnings() throws {
        #expect(try SpecFixture.warnings(SpecFixture.spec(paths: #"{"/a": {"get": {"responses": {}}}}"#)).isEmpty)
    }
}
