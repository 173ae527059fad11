import JSONDocument

/// Indexes ``APISpec/schemas``. The same `$ref` target always gets the same id, which is what
/// lets a recursive schema refer to itself.
package struct APISchemaID: Sendable, Hashable, Comparable {
    package var index: Int

    package init(_ index: Int) {
        self.index = index
    }

    package static func < (lhs: APISchemaID, rhs: APISchemaID) -> Bool { lhs.index < rhs.index }
}

/// A JSON Schema as OpenAPI uses it, resolved: `$ref`s are ids, `allOf` is merged into one
/// schema, 3.0's `nullable` is the type `null`.
package struct APISchema: Sendable {
    /// `components.schemas` name when the schema is one (`User`), for titles and self-links.
    package var componentName: String?
    package var title: String?
    package var description: String?
    /// The JSON types allowed, in order (`["string", "null"]`); empty when any is.
    package var types: [String]
    package var format: String?
    package var enumValues: [JSONNode]
    package var constValue: JSONNode?
    package var defaultValue: JSONNode?
    /// `example`, then `examples` (3.1's array), in order.
    package var examples: [JSONNode]
    /// Object properties in file order.
    package var properties: [Property]
    package var additionalProperties: AdditionalProperties?
    /// An array's items.
    package var items: APISchemaID?
    /// `oneOf` (exactly one) and `anyOf` (one or more) alternatives.
    package var oneOf: [APISchemaID]
    package var anyOf: [APISchemaID]
    package var deprecated: Bool
    package var readOnly: Bool
    package var writeOnly: Bool
    package var limits: Limits

    package struct Property: Sendable {
        package var name: String
        package var schema: APISchemaID
        package var required: Bool
    }

    package enum AdditionalProperties: Sendable {
        case allowed(Bool)
        case schema(APISchemaID)
    }

    /// Validation keywords shown beside the field: `minimum`, `maxLength`, `pattern`, ….
    package struct Limits: Sendable, Hashable {
        /// As written, so `0.5` and `10` stay exact.
        package var minimum: String?
        package var maximum: String?
        package var exclusiveMinimum: String?
        package var exclusiveMaximum: String?
        package var minLength: Int?
        package var maxLength: Int?
        package var pattern: String?
        package var minItems: Int?
        package var maxItems: Int?
        package var uniqueItems: Bool = false
        package var multipleOf: String?

        package init() {}

        package var isEmpty: Bool { self == Limits() }
    }

    package init() {
        types = []
        enumValues = []
        examples = []
        properties = []
        oneOf = []
        anyOf = []
        deprecated = false
        readOnly = false
        writeOnly = false
        limits = Limits()
    }

    /// Whether `null` is one of the allowed types.
    package var isNullable: Bool { types.contains("null") }

    /// The types other than `null`.
    package var nonNullTypes: [String] { types.filter { $0 != "null" } }
}
