import Diagnostics
import Testing

@testable import OpenAPI

@Suite("OpenAPI reader: problems, with file, line:column and JSON path")
struct OpenAPIReaderErrorTests {
    @Test func swagger20IsUnsupported() {
        let problems = SpecFixture.problems(
            """
            {
              "swagger": "2.0",
              "paths": {}
            }
            """)
        #expect(
            problems == [
                "api/openapi.json:2:14: swagger: error[unsupported_openapi_version]: The spec is Swagger 2.0; expected OpenAPI 3.0 or 3.1 (convert it, e.g. with swagger2openapi)."
            ])
    }

    @Test func anotherVersionIsUnsupported() {
        #expect(
            SpecFixture.problems(#"{"openapi": "4.0.0", "paths": {}}"#) == [
                #"api/openapi.json:1:13: openapi: error[unsupported_openapi_version]: The spec is OpenAPI "4.0.0"; expected 3.0 or 3.1."#
            ])
    }

    @Test func aMissingVersionIsInvalid() {
        #expect(
            SpecFixture.problems("{\n  \"paths\": {}\n}") == [
                #"api/openapi.json:1:1: error[invalid_openapi]: The spec has no `openapi` version; expected "openapi": "3.1.0" or "3.0.3"."#
            ])
    }

    @Test func aValueOfTheWrongKindIsInvalid() {
        let problems = SpecFixture.problems(
            """
            {
              "openapi": "3.1.0",
              "paths": {
                "/users": {"get": {"summary": ["List"], "responses": {}}}
              }
            }
            """)
        #expect(
            problems == [
                #"api/openapi.json:4:35: paths["/users"].get.summary: error[invalid_openapi]: paths["/users"].get.summary is an array; expected a string."#
            ])
    }

    @Test func aSpecThatIsNotAnObjectIsInvalid() {
        #expect(
            SpecFixture.problems("[]") == [
                "api/openapi.json:1:1: error[invalid_openapi]: The spec is an array; expected an object."
            ])
    }

    @Test func aReferenceToAMissingValueIsBroken() {
        let problems = SpecFixture.problems(
            """
            {
              "openapi": "3.1.0",
              "paths": {
                "/users": {"get": {"responses": {"200": {"$ref": "#/components/responses/Missing"}}}}
              },
              "components": {"responses": {}}
            }
            """)
        #expect(
            problems == [
                ##"api/openapi.json:4:54: paths["/users"].get.responses.200["$ref"]: error[broken_ref]: The reference "#/components/responses/Missing" leads to nothing: api/openapi.json has no components.responses.Missing; expected an existing value."##
            ])
    }

    @Test func aReferenceToAMissingFileIsBroken() {
        let problems = SpecFixture.problems(
            """
            {
              "openapi": "3.1.0",
              "paths": {
                "/users": {"$ref": "paths/users.json"}
              }
            }
            """)
        #expect(
            problems == [
                #"api/openapi.json:4:24: paths["/users"]["$ref"]: error[broken_ref]: The reference "paths/users.json" names api/paths/users.json, which does not exist; expected a file of the site."#
            ])
    }

    @Test func aBrokenReferenceInsideAnotherFileIsPlacedInThatFile() {
        let problems = SpecFixture.problems(
            #"{"openapi": "3.1.0", "paths": {"/users": {"$ref": "paths.json#/users"}}}"#,
            files: ["api/paths.json": "{\n  \"users\": {\"get\": {\"responses\": {\"200\": {\"$ref\": \"#/nothing\"}}}}\n}"])
        #expect(
            problems == [
                ##"api/paths.json:2:51: users.get.responses.200["$ref"]: error[broken_ref]: The reference "#/nothing" leads to nothing: api/paths.json has no nothing; expected an existing value."##
            ])
    }

    @Test func aRemoteReferenceIsNotFetched() {
        let problems = SpecFixture.problems(
            #"{"openapi": "3.1.0", "paths": {"/users": {"$ref": "https://example.com/users.json"}}}"#)
        #expect(
            problems == [
                #"api/openapi.json:1:51: paths["/users"]["$ref"]: error[broken_ref]: The reference "https://example.com/users.json" is on another server, which the build does not fetch; expected a file of the site."#
            ])
    }

    @Test func everyProblemIsReportedInOneRun() {
        let problems = SpecFixture.problems(
            #"{"openapi": "3.0.3", "paths": {"users": {}, "/a": {"get": {"parameters": [{"in": "query"}, {"name": "x", "in": "body"}]}}}}"#
        )
        #expect(problems.count == 3)
        #expect(problems.allSatisfy { $0.contains("error[invalid_openapi]") })
    }
}
