import Diagnostics
import Foundation
import JSONDocument

@testable import APIReference
@testable import OpenAPI

/// Builds ``APISpec`` values in Swift for the example and snippet tests: a schema table and
/// operations, without reading any file.
struct FixtureSpec {
    var spec = APISpec(file: "fixture.json")

    static let position = SourcePosition(line: 1, column: 1)

    /// Adds `schema` to the table and returns its id.
    mutating func add(_ schema: APISchema) -> APISchemaID {
        spec.schemas.append(schema)
        return APISchemaID(spec.schemas.count - 1)
    }

    /// Adds a schema of `types` shaped by `configure`.
    mutating func schema(_ types: String..., configure: (inout APISchema) -> Void = { _ in }) -> APISchemaID {
        var schema = APISchema()
        schema.types = types
        configure(&schema)
        return add(schema)
    }

    mutating func string(format: String? = nil) -> APISchemaID { schema("string") { $0.format = format } }

    /// An object whose properties are `(name, schema, required)`.
    mutating func object(_ properties: [(String, APISchemaID)], named name: String? = nil) -> APISchemaID {
        schema("object") { schema in
            schema.componentName = name
            schema.properties = properties.map { APISchema.Property(name: $0.0, schema: $0.1, required: false) }
        }
    }

    /// Reserves an id so a schema can refer to itself, then fills it in.
    mutating func recursive(_ build: (inout FixtureSpec, APISchemaID) -> APISchema) -> APISchemaID {
        let id = add(APISchema())
        spec.schemas[id.index] = build(&self, id)
        return id
    }

    mutating func scheme(_ name: String, _ kind: APISecurityScheme.Kind) {
        spec.securitySchemes.append(APISecurityScheme(name: name, kind: kind, description: nil))
    }

    func example(_ id: APISchemaID, _ mode: ExampleValue.Mode) -> String {
        ExampleValue(schema: id, in: spec, mode: mode).json
    }
}

/// A JSON value written as JSON text.
func json(_ text: String) -> JSONNode {
    do { return try JSONParser.parse(text) } catch { fatalError("fixture JSON does not parse: \(text)") }
}

func parameter(
    _ name: String, _ location: APIParameter.Location, required: Bool = false, schema: APISchemaID? = nil,
    example: JSONNode? = nil
) -> APIParameter {
    APIParameter(
        name: name, location: location, required: required, deprecated: false, description: nil, schema: schema,
        example: example, position: FixtureSpec.position)
}

func operation(
    _ method: HTTPMethod, _ path: String, servers: [String] = [], configure: (inout APIOperation) -> Void = { _ in }
) -> APIOperation {
    var operation = APIOperation(method: method, path: path, position: FixtureSpec.position)
    operation.servers = servers.map { APIServer(url: $0, description: nil, variables: []) }
    configure(&operation)
    return operation
}

func body(_ mediaType: String, schema: APISchemaID? = nil, examples: [APIExample] = []) -> APIRequestBody {
    APIRequestBody(description: nil, required: true, content: [APIMediaType(name: mediaType, schema: schema, examples: examples)])
}
