import JSONDocument
import OpenAPI

/// How a schema is named beside a field: `string`, `integer<int64>`, `User[]`, `string | null`.
struct SchemaLabels {
    let spec: APISpec
    var words = ReferenceWords()

    /// The field's type as Mintlify shows it; `visiting` holds the schemas above, so a
    /// recursive array names its item instead of unfolding it.
    func type(of id: APISchemaID, visiting: Set<APISchemaID> = []) -> String {
        let schema = spec[id]
        var names = schema.nonNullTypes.map { name -> String in
            switch name {
            case "array": return arrayLabel(schema, visiting: visiting.union([id]))
            default: return schema.format.map { "\(name)<\($0)>" } ?? name
            }
        }
        if names.isEmpty {
            if !schema.properties.isEmpty || schema.additionalProperties != nil {
                names = ["object"]
            } else if schema.items != nil {
                names = [arrayLabel(schema, visiting: visiting.union([id]))]
            } else if !(schema.oneOf + schema.anyOf).isEmpty {
                let alternatives = (schema.oneOf + schema.anyOf).filter { !visiting.contains($0) }
                names = unique(alternatives.map { type(of: $0, visiting: visiting.union([id])) })
            } else if let value = schema.constValue ?? schema.enumValues.first {
                names = [value.value.kindName]
            }
        }
        if names.isEmpty {
            // `{"type": "null"}`: only null, not "any or null".
            if schema.isNullable { return "null" }
            names = ["any"]
        }
        if schema.isNullable { names.append("null") }
        return names.joined(separator: " | ")
    }

    private func arrayLabel(_ schema: APISchema, visiting: Set<APISchemaID>) -> String {
        guard let items = schema.items else { return "any[]" }
        if visiting.contains(items) { return "\(spec[items].componentName ?? "object")[]" }
        let item = type(of: items, visiting: visiting)
        return item.utf8.contains(UInt8(ascii: " ")) ? "(\(item))[]" : "\(item)[]"
    }

    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// `1 <= x <= 100`, `length <= 64`, …: the schema's limits as short phrases.
    func limits(of schema: APISchema) -> [String] {
        let limits = schema.limits
        var phrases: [String] = []
        let lower = limits.exclusiveMinimum.map { "\($0) < " } ?? limits.minimum.map { "\($0) <= " } ?? ""
        let upper = limits.exclusiveMaximum.map { " < \($0)" } ?? limits.maximum.map { " <= \($0)" } ?? ""
        func phrase(_ key: String, _ code: String) { phrases.append(words[key] + " " + MDXText.codeSpan(code)) }
        if !lower.isEmpty || !upper.isEmpty { phrase("apiRange", "\(lower)x\(upper)") }
        if let min = limits.minLength, let max = limits.maxLength {
            phrase("apiLength", "\(min) <= length <= \(max)")
        } else if let min = limits.minLength {
            phrase("apiMinLength", String(min))
        } else if let max = limits.maxLength {
            phrase("apiMaxLength", String(max))
        }
        if let min = limits.minItems { phrase("apiMinItems", String(min)) }
        if let max = limits.maxItems { phrase("apiMaxItems", String(max)) }
        if limits.uniqueItems { phrases.append(words["apiUniqueItems"]) }
        if let multiple = limits.multipleOf { phrase("apiMultipleOf", multiple) }
        if let pattern = limits.pattern { phrase("apiPattern", pattern) }
        return phrases
    }
}

extension JSONValue {
    /// The JSON type's name, as a schema would write it.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number(let text): text.contains { $0 == "." || $0 == "e" || $0 == "E" } ? "number" : "integer"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
