import Diagnostics
import JSONDocument

extension SpecReader {
    /// The id of the schema written at `value`, reading it (and what it reaches) on first use.
    ///
    /// A `$ref` gets the id of its target, reserved before the target is read, so a schema
    /// that contains itself (a comment's replies are comments) ends as a loop of ids.
    mutating func schema(_ value: SpecValue) -> APISchemaID? {
        guard object(value) != nil else { return nil }
        if let reference = value["$ref"] {
            guard let text = string(reference), let (target, found) = follow(text, from: reference) else { return nil }
            let siblings = value.members.filter { $0.key != "$ref" }
            let id: APISchemaID
            if let known = schemaIDs[target.key] {
                id = known
            } else {
                id = reserveSchema()
                schemaIDs[target.key] = id
                fillSchema(id, from: found, componentName: Self.componentName(target.pointer))
            }
            // 3.1 lets a `$ref` carry its own description or title; they win over the target's.
            guard !siblings.isEmpty, !schemasInProgress.contains(id) else { return id }
            var copy = spec.schemas[id.index]
            copy.description = string(value["description"]) ?? copy.description
            copy.title = string(value["title"]) ?? copy.title
            if bool(value["deprecated"]) == true { copy.deprecated = true }
            if bool(value["nullable"]) == true, !copy.types.contains("null") { copy.types.append("null") }
            let copyID = reserveSchema()
            spec.schemas[copyID.index] = copy
            return copyID
        }
        let id = reserveSchema()
        fillSchema(id, from: value, componentName: nil)
        return id
    }

    private mutating func reserveSchema() -> APISchemaID {
        spec.schemas.append(APISchema())
        return APISchemaID(spec.schemas.count - 1)
    }

    /// `User` for `/components/schemas/User` (and Swagger-style `/definitions/User`).
    private static func componentName(_ pointer: String) -> String? {
        for prefix in ["/components/schemas/", "/definitions/", "/$defs/"] where pointer.hasPrefix(prefix) {
            let name = String(pointer.dropFirst(prefix.count))
            if !name.contains("/") {
                return name.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
        }
        return nil
    }

    private mutating func fillSchema(_ id: APISchemaID, from value: SpecValue, componentName: String?) {
        schemasInProgress.insert(id)
        defer { schemasInProgress.remove(id) }
        var schema = APISchema()
        schema.componentName = componentName
        let required = readOwnKeywords(value, into: &schema)
        // A target that is itself a `$ref` (`Alias: {$ref: User}`) has its target's keywords,
        // taken like an `allOf` part; a loop of aliases ends at an id already reserved.
        if value["$ref"] != nil, let targetID = self.schema(value) {
            merge(spec.schemas[targetID.index], into: &schema)
        }
        // `allOf` parts are merged into one schema: the reader sees one list of properties.
        for part in array(value["allOf"]) ?? [] {
            guard let partID = self.schema(part) else { continue }
            merge(spec.schemas[partID.index], into: &schema)
        }
        // `required` beside `allOf` may name properties that only a part defines.
        for index in schema.properties.indices where required.contains(schema.properties[index].name) {
            schema.properties[index].required = true
        }
        spec.schemas[id.index] = schema
    }

    /// Reads the schema's own keywords and returns the names it lists as `required`.
    private mutating func readOwnKeywords(_ value: SpecValue, into schema: inout APISchema) -> Set<String> {
        schema.title = string(value["title"])
        schema.description = string(value["description"])
        if let type = value["type"] {
            let written = type.node.elements != nil ? type.elements : [type]
            schema.types = written.compactMap { element in
                guard let name = string(element) else { return nil }
                guard Self.schemaTypes.contains(name) else {
                    // Mintlify shows such a schema without a type; so do the pages.
                    warn(
                        .unknownSchemaType, element,
                        "The schema's type is \"\(name)\", which JSON Schema does not have, so the pages show it untyped; expected string, number, integer, boolean, array, object or null."
                    )
                    return nil
                }
                return name
            }
        }
        if bool(value["nullable"]) == true, !schema.types.contains("null") { schema.types.append("null") }
        schema.format = string(value["format"])
        schema.enumValues = (array(value["enum"]) ?? []).map(\.node)
        schema.constValue = value["const"]?.node
        schema.defaultValue = value["default"]?.node
        if let example = value["example"] { schema.examples.append(example.node) }
        if let examples = value["examples"] {
            // 3.1's `examples` is an array of values; a map (as in media types) is tolerated.
            if let elements = examples.node.elements {
                schema.examples += elements
            } else if let members = examples.node.members {
                schema.examples += members.map(\.node)
            }
        }
        schema.deprecated = bool(value["deprecated"]) ?? false
        schema.readOnly = bool(value["readOnly"]) ?? false
        schema.writeOnly = bool(value["writeOnly"]) ?? false
        readLimits(value, into: &schema.limits)

        let required = Set(strings(value["required"]))
        for (name, property) in object(value["properties"])?.members ?? [] {
            guard let id = self.schema(property) else { continue }
            schema.properties.append(APISchema.Property(name: name, schema: id, required: required.contains(name)))
        }
        if let additional = value["additionalProperties"] {
            if let allowed = additional.node.bool {
                schema.additionalProperties = .allowed(allowed)
            } else if let id = self.schema(additional) {
                schema.additionalProperties = .schema(id)
            }
        }
        if let items = value["items"] { schema.items = self.schema(items) }
        schema.oneOf = (array(value["oneOf"]) ?? []).compactMap { self.schema($0) }
        schema.anyOf = (array(value["anyOf"]) ?? []).compactMap { self.schema($0) }
        return required
    }

    private mutating func readLimits(_ value: SpecValue, into limits: inout APISchema.Limits) {
        limits.minimum = number(value["minimum"])
        limits.maximum = number(value["maximum"])
        // 3.0 writes `exclusiveMinimum: true` beside `minimum`; 3.1 writes the bound itself.
        for (key, bound) in [("exclusiveMinimum", limits.minimum), ("exclusiveMaximum", limits.maximum)] {
            guard let written = value[key] else { continue }
            let exclusive = written.node.bool.map { $0 ? bound : nil } ?? number(written)
            if key == "exclusiveMinimum" {
                limits.exclusiveMinimum = exclusive
                if exclusive != nil, written.node.bool != nil { limits.minimum = nil }
            } else {
                limits.exclusiveMaximum = exclusive
                if exclusive != nil, written.node.bool != nil { limits.maximum = nil }
            }
        }
        limits.minLength = integer(value["minLength"])
        limits.maxLength = integer(value["maxLength"])
        limits.pattern = string(value["pattern"])
        limits.minItems = integer(value["minItems"])
        limits.maxItems = integer(value["maxItems"])
        limits.uniqueItems = bool(value["uniqueItems"]) ?? false
        limits.multipleOf = number(value["multipleOf"])
    }

    /// `allOf`: the part's properties and constraints added to the schema's own, which win.
    private func merge(_ part: APISchema, into schema: inout APISchema) {
        schema.title = schema.title ?? part.title
        schema.description = schema.description ?? part.description
        if schema.types.isEmpty {
            schema.types = part.types
        } else if !part.types.isEmpty {
            let common = schema.types.filter(part.types.contains)
            if !common.isEmpty { schema.types = common }
        }
        schema.format = schema.format ?? part.format
        if schema.enumValues.isEmpty { schema.enumValues = part.enumValues }
        schema.constValue = schema.constValue ?? part.constValue
        schema.defaultValue = schema.defaultValue ?? part.defaultValue
        schema.examples += part.examples
        for property in part.properties {
            if let index = schema.properties.firstIndex(where: { $0.name == property.name }) {
                schema.properties[index].required = schema.properties[index].required || property.required
            } else {
                schema.properties.append(property)
            }
        }
        schema.additionalProperties = schema.additionalProperties ?? part.additionalProperties
        schema.items = schema.items ?? part.items
        schema.oneOf += part.oneOf
        schema.anyOf += part.anyOf
        schema.deprecated = schema.deprecated || part.deprecated
        schema.readOnly = schema.readOnly || part.readOnly
        schema.writeOnly = schema.writeOnly || part.writeOnly
        if schema.limits.isEmpty { schema.limits = part.limits }
    }
}

extension SpecReader {
    /// The types JSON Schema (and so OpenAPI) knows.
    fileprivate static let schemaTypes: Set<String> = ["string", "number", "integer", "boolean", "array", "object", "null"]
}
