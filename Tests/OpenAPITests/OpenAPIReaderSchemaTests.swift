import Diagnostics
import JSONDocument
import Testing

@testable import OpenAPI

@Suite("OpenAPI reader: schemas")
struct OpenAPIReaderSchemaTests {
    /// A spec whose one operation, `POST /items`, takes `body` as its JSON body.
    static func spec(body: String, components: String = "{}", version: String = "3.1.0") -> String {
        SpecFixture.spec(
            paths: #"{"/items": {"post": {"requestBody": {"content": {"application/json": {"schema": "# + body
                + "}}}, \"responses\": {}}}}",
            components: components, version: version)
    }

    @Test func aReferenceWithinTheFileSharesItsTargetsID() throws {
        let spec = try SpecFixture.read(
            Self.spec(
                body:
                    ##"{"type": "object", "properties": {"a": {"$ref": "#/components/schemas/User"}, "b": {"$ref": "#/components/schemas/User"}}}"##,
                components: #"{"schemas": {"User": {"type": "object", "properties": {"name": {"type": "string"}}}}}"#))
        let body = try #require(spec.bodySchema)
        #expect(body.properties[0].schema == body.properties[1].schema)
        let user = spec[body.properties[0].schema]
        #expect(user.componentName == "User")
        #expect(user.properties.map(\.name) == ["name"])
    }

    @Test func aReferenceIntoARelativeFileIsReadFromThatFilesFolder() throws {
        let files = [
            "api/schemas/user.json":
                #"{"User": {"type": "object", "properties": {"address": {"$ref": "../common.json#/Address"}}}}"#,
            "api/common.json": #"{"Address": {"type": "object", "properties": {"city": {"type": "string"}}}}"#,
        ]
        let spec = try SpecFixture.read(Self.spec(body: #"{"$ref": "./schemas/user.json#/User"}"#), files: files)
        let body = try #require(spec.bodySchema)
        let address = try #require(spec.property("address", of: body))
        #expect(address.properties.map(\.name) == ["city"])
        #expect(spec.files == ["api/common.json", "api/openapi.json", "api/schemas/user.json"])
    }

    @Test func aComponentThatIsAReferenceHasItsTargetsFields() throws {
        let spec = try SpecFixture.read(
            Self.spec(
                body: ##"{"$ref": "#/components/schemas/Alias"}"##,
                components: #"""
                    {"schemas": {
                      "Alias": {"$ref": "#/components/schemas/User"},
                      "User": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}},
                      "Loop": {"$ref": "#/components/schemas/Loop"}}}
                    """#))
        let body = try #require(spec.bodySchema)
        #expect(body.componentName == "Alias")
        #expect(body.types == ["object"])
        #expect(body.properties.map(\.name) == ["name"])
        #expect(body.properties.map(\.required) == [true])
    }

    @Test func aReferenceToItselfEnds() throws {
        let spec = try SpecFixture.read(
            Self.spec(
                body: ##"{"$ref": "#/components/schemas/Loop"}"##,
                components: ##"{"schemas": {"Loop": {"$ref": "#/components/schemas/Loop"}}}"##))
        #expect(spec.bodySchema?.properties.isEmpty == true)
    }

    @Test func aRecursiveSchemaIsALoopOfIDs() throws {
        let spec = try SpecFixture.read(
            Self.spec(
                body: ##"{"$ref": "#/components/schemas/Comment"}"##,
                components: #"""
                    {"schemas": {"Comment": {"type": "object", "properties": {
                      "text": {"type": "string"},
                      "replies": {"type": "array", "items": {"$ref": "#/components/schemas/Comment"}},
                      "parent": {"$ref": "#/components/schemas/Comment", "description": "The one answered"}}}}}
                    """#))
        let id = try #require(spec.operations.first?.requestBody?.content.first?.schema)
        let comment = spec[id]
        let replies = try #require(spec.property("replies", of: comment))
        #expect(replies.items == id)
        // A `$ref` with a sibling inside its own target keeps the target's id: no copy of a half-read schema.
        #expect(comment.properties.first { $0.name == "parent" }?.schema == id)
    }

    @Test func allOfIsMergedWithRequiredFromPartsAndBeside() throws {
        let spec = try SpecFixture.read(
            Self.spec(
                body: #"""
                    {"allOf": [
                      {"$ref": "#/components/schemas/Named"},
                      {"type": "object", "required": ["age"], "properties": {"age": {"type": "integer"}, "name": {"description": "own"}}}
                    ], "required": ["email"], "description": "A person"}
                    """#,
                components:
                    #"{"schemas": {"Named": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "email": {"type": "string"}}}}}"#
            ))
        let body = try #require(spec.bodySchema)
        #expect(body.description == "A person")
        #expect(body.types == ["object"])
        #expect(body.properties.map(\.name) == ["name", "email", "age"])
        #expect(body.properties.map(\.required) == [true, true, true])
    }

    @Test func oneOfAndAnyOfAreKeptAsAlternatives() throws {
        let spec = try SpecFixture.read(
            Self.spec(
                body: #"""
                    {"type": "object", "properties": {
                      "pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"type": "object", "title": "Dog", "properties": {"barks": {"type": "boolean"}}}]},
                      "id": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}}
                    """#,
                components: #"{"schemas": {"Cat": {"type": "object", "properties": {"purrs": {"type": "boolean"}}}}}"#))
        let body = try #require(spec.bodySchema)
        let pet = try #require(spec.property("pet", of: body))
        #expect(pet.oneOf.map { spec[$0].componentName ?? spec[$0].title } == ["Cat", "Dog"])
        #expect(pet.properties.isEmpty)
        let id = try #require(spec.property("id", of: body))
        #expect(id.anyOf.map { spec[$0].types } == [["string"], ["integer"]])
    }

    @Test func nullableTypesIn30And31() throws {
        let written =
            #"{"type": "object", "properties": {"a": {"type": ["string", "null"]}, "b": {"type": "string", "nullable": true}}}"#
        let spec31 = try SpecFixture.read(Self.spec(body: written))
        let spec30 = try SpecFixture.read(Self.spec(body: written, version: "3.0.3"))
        for spec in [spec31, spec30] {
            let body = try #require(spec.bodySchema)
            #expect(spec.property("a", of: body)?.types == ["string", "null"])
            #expect(spec.property("b", of: body)?.types == ["string", "null"])
            #expect(spec.property("b", of: body)?.isNullable == true)
        }
    }

    @Test func valuesFlagsAndExamples() throws {
        let spec = try SpecFixture.read(
            Self.spec(
                body: #"""
                    {"type": "object", "properties": {
                      "kind": {"const": "user"},
                      "size": {"type": "string", "enum": ["s", "m", "l"], "default": "m", "example": "l", "examples": ["s", "m"]},
                      "old": {"type": "string", "deprecated": true},
                      "id": {"type": "string", "format": "uuid", "readOnly": true},
                      "password": {"type": "string", "writeOnly": true}}}
                    """#))
        let body = try #require(spec.bodySchema)
        #expect(spec.property("kind", of: body)?.constValue?.string == "user")
        let size = try #require(spec.property("size", of: body))
        #expect(size.enumValues.compactMap(\.string) == ["s", "m", "l"])
        #expect(size.defaultValue?.string == "m")
        #expect(size.examples.compactMap(\.string) == ["l", "s", "m"])
        #expect(spec.property("old", of: body)?.deprecated == true)
        #expect(spec.property("id", of: body)?.readOnly == true)
        #expect(spec.property("id", of: body)?.format == "uuid")
        #expect(spec.property("password", of: body)?.writeOnly == true)
        #expect(spec.property("size", of: body)?.readOnly == false)
    }

    @Test func limitsWithExclusiveBoundsAsBooleansIn30AndNumbersIn31() throws {
        let spec30 = try SpecFixture.read(
            Self.spec(
                body:
                    #"{"type": "integer", "minimum": 0, "exclusiveMinimum": true, "maximum": 10, "exclusiveMaximum": false, "multipleOf": 2}"#,
                version: "3.0.3"))
        let limits30 = try #require(spec30.bodySchema?.limits)
        #expect(limits30.exclusiveMinimum == "0")
        #expect(limits30.minimum == nil)
        #expect(limits30.maximum == "10")
        #expect(limits30.exclusiveMaximum == nil)
        #expect(limits30.multipleOf == "2")

        let spec31 = try SpecFixture.read(
            Self.spec(
                body:
                    #"{"type": "number", "exclusiveMinimum": 0.5, "maximum": 100, "minLength": 1, "maxLength": 64, "pattern": "^[a-z]+$", "minItems": 1, "maxItems": 3, "uniqueItems": true}"#
            ))
        let limits31 = try #require(spec31.bodySchema?.limits)
        #expect(limits31.exclusiveMinimum == "0.5")
        #expect(limits31.minimum == nil)
        #expect(limits31.maximum == "100")
        #expect(limits31.minLength == 1)
        #expect(limits31.maxLength == 64)
        #expect(limits31.pattern == "^[a-z]+$")
        #expect(limits31.minItems == 1)
        #expect(limits31.maxItems == 3)
        #expect(limits31.uniqueItems)
    }
}
