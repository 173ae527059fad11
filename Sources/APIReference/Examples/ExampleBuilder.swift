import JSONDocument
import OpenAPI

/// Builds one example, remembering which schemas are being expanded so recursion stops.
struct ExampleBuilder {
    /// Deeper than any hand-written example; only reached by long chains of distinct schemas.
    static let depthLimit = 16
    /// Values one example may hold: schemas that link to each other (a customer's invoices'
    /// customer's …) would otherwise grow an example exponentially with the depth.
    static let nodeBudget = 2000
    /// At most this many items in a generated array, whatever `minItems` asks.
    static let maximumItems = 3

    let spec: APISpec
    let mode: ExampleValue.Mode
    private var expanding: [APISchemaID] = []
    private var nodes = 0

    init(spec: APISpec, mode: ExampleValue.Mode) {
        self.spec = spec
        self.mode = mode
    }

    /// The example for `id`, or nil when building it would recurse (the schema is already
    /// being expanded, or the depth limit is reached): the caller decides what a cut means.
    mutating func example(of id: APISchemaID) -> JSONNode? {
        let schema = spec[id]
        if let written = Self.writtenExample(of: schema) { return written }
        guard !expanding.contains(id), expanding.count < Self.depthLimit, nodes < Self.nodeBudget else { return nil }
        nodes += 1
        expanding.append(id)
        defer { expanding.removeLast() }
        return node(generated(for: schema))
    }

    /// The schema's own value: its first example, `const`, `default` or first `enum` value.
    static func writtenExample(of schema: APISchema) -> JSONNode? {
        schema.examples.first ?? schema.constValue ?? schema.defaultValue ?? schema.enumValues.first
    }

    private mutating func generated(for schema: APISchema) -> JSONValue {
        if let first = schema.oneOf.first ?? schema.anyOf.first, schema.properties.isEmpty {
            return example(of: first)?.value ?? .object([])
        }
        switch type(of: schema) {
        case "null": return .null
        case "boolean": return .bool(true)
        case "integer": return .number(ExamplePlaceholders.number(schema.limits, integer: true))
        case "number": return .number(ExamplePlaceholders.number(schema.limits, integer: false))
        case "string": return .string(ExamplePlaceholders.string(format: schema.format, limits: schema.limits))
        case "array": return array(schema)
        default: return object(schema)
        }
    }

    /// The first non-null type, else one inferred from the keywords present; an untyped schema
    /// with no hints is taken as a free-form object.
    private func type(of schema: APISchema) -> String {
        if let first = schema.nonNullTypes.first { return first }
        if schema.isNullable { return "null" }
        if schema.items != nil { return "array" }
        if schema.format != nil { return "string" }
        return "object"
    }

    private mutating func array(_ schema: APISchema) -> JSONValue {
        guard let items = schema.items, schema.limits.maxItems != 0 else { return .array([]) }
        guard let item = example(of: items) else { return .array([]) }
        return .array(Array(repeating: item, count: min(Self.maximumItems, max(1, schema.limits.minItems ?? 0))))
    }

    private mutating func object(_ schema: APISchema) -> JSONValue {
        var members: [JSONMember] = []
        for property in schema.properties where included(spec[property.schema]) {
            guard let value = example(of: property.schema) else { continue }
            members.append(JSONMember(key: property.name, keyPosition: ExampleValue.generatedPosition, node: value))
        }
        if schema.properties.isEmpty, case .schema(let values) = schema.additionalProperties,
            included(spec[values]), let value = example(of: values)
        {
            members.append(JSONMember(key: "key", keyPosition: ExampleValue.generatedPosition, node: value))
        }
        return .object(members)
    }

    private func included(_ schema: APISchema) -> Bool {
        switch mode {
        case .request: !schema.readOnly
        case .response: !schema.writeOnly
        }
    }

    private func node(_ value: JSONValue) -> JSONNode { JSONNode(value, at: ExampleValue.generatedPosition) }
}
