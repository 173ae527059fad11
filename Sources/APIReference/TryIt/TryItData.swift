import JSONDocument
import OpenAPI

/// The JSON the panel's script reads: the method, path, servers, parameters, body and
/// security, with every schema they reach as a subset of JSON Schema.
///
/// Schemas are numbered in a table of their own and refer to each other by number, the way
/// the spec model does, so a recursive schema is written once and the script's checker
/// follows it only as deep as the reader's JSON goes.
struct TryItData {
    /// The most schemas one panel carries; past it, a schema is written as "anything", which
    /// the checker accepts. Keeps a page small when a body reaches a whole API's schemas.
    static let schemaLimit = 400

    static func json(for request: TryItRequest) -> String {
        var writer = TryItData(spec: request.spec)
        writer.write(request)
        return writer.json.scriptText
    }

    private let spec: APISpec
    private var json = JSONWriter()
    /// Spec schema id → this panel's number, and the queue of schemas still to write.
    private var numbers: [APISchemaID: Int] = [:]
    private var queue: [APISchemaID] = []

    private init(spec: APISpec) {
        self.spec = spec
    }

    private mutating func write(_ request: TryItRequest) {
        let operation = request.operation
        json.beginObject()
        json.key("method")
        json.string(operation.method.name)
        json.key("path")
        json.string(operation.path)
        json.key("servers")
        json.beginArray()
        for server in operation.servers {
            json.beginObject()
            json.key("url")
            json.string(server.url)
            json.key("variables")
            json.beginArray()
            for variable in server.variables {
                json.beginObject()
                json.key("name")
                json.string(variable.name)
                json.key("default")
                json.string(variable.defaultValue)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        writeParameters(request)
        writeBody(request)
        writeSecurity(request)
        writeSchemas()
        json.endObject()
    }

    private mutating func writeParameters(_ request: TryItRequest) {
        json.key("parameters")
        json.beginArray()
        for (index, parameter) in request.parameters {
            json.beginObject()
            json.key("index")
            json.int(index)
            json.key("name")
            json.string(parameter.name)
            json.key("in")
            json.string(parameter.location.rawValue)
            json.key("required")
            json.bool(parameter.required || parameter.location == .path)
            json.key("schema")
            schemaReference(parameter.schema)
            json.endObject()
        }
        json.endArray()
    }

    private mutating func writeBody(_ request: TryItRequest) {
        json.key("body")
        guard let body = request.body else { return json.null() }
        json.beginObject()
        json.key("mediaType")
        json.string(body.name)
        json.key("json")
        json.bool(request.bodyIsJSON)
        json.key("required")
        json.bool(request.operation.requestBody?.required ?? false)
        json.key("schema")
        schemaReference(request.bodyIsJSON ? body.schema : nil)
        json.endObject()
    }

    private mutating func writeSecurity(_ request: TryItRequest) {
        json.key("schemes")
        json.beginArray()
        for scheme in request.schemes {
            json.beginObject()
            json.key("name")
            json.string(scheme.name)
            json.key("type")
            json.string(scheme.tryItKind)
            switch scheme.kind {
            case .apiKey(let name, let location):
                json.key("param")
                json.string(name)
                json.key("in")
                json.string(location.rawValue)
            case .http(let name, _):
                json.key("scheme")
                json.string(name)
            default: break
            }
            json.endObject()
        }
        json.endArray()
        json.key("alternatives")
        json.beginArray()
        for alternative in request.alternatives {
            json.beginArray()
            for index in alternative { json.int(index) }
            json.endArray()
        }
        json.endArray()
    }

    // MARK: - Schemas

    private mutating func schemaReference(_ id: APISchemaID?) {
        guard let id else { return json.null() }
        json.int(number(for: id))
    }

    private mutating func number(for id: APISchemaID) -> Int {
        if let known = numbers[id] { return known }
        let next = numbers.count
        numbers[id] = next
        queue.append(id)
        return next
    }

    private mutating func writeSchemas() {
        json.key("schemas")
        json.beginArray()
        var written = 0
        while written < queue.count {
            let id = queue[written]
            written += 1
            if written > Self.schemaLimit || id.index >= spec.schemas.count {
                json.beginObject()
                json.endObject()
            } else {
                writeSchema(spec[id])
            }
        }
        json.endArray()
    }

    private mutating func writeSchema(_ schema: APISchema) {
        json.beginObject()
        if !schema.types.isEmpty {
            json.key("type")
            json.beginArray()
            for type in schema.types { json.string(type) }
            json.endArray()
        }
        if let format = schema.format {
            json.key("format")
            json.string(format)
        }
        if !schema.enumValues.isEmpty {
            json.key("enum")
            json.beginArray()
            for value in schema.enumValues { json.node(value) }
            json.endArray()
        }
        if let constValue = schema.constValue {
            json.key("const")
            json.node(constValue)
        }
        writeLimits(schema.limits)
        // readOnly properties are the server's to write: a request leaves them out.
        let properties = schema.properties.filter { !spec[$0.schema].readOnly }
        if !properties.isEmpty {
            json.key("properties")
            json.beginArray()
            for property in properties {
                json.beginArray()
                json.string(property.name)
                json.int(number(for: property.schema))
                json.endArray()
            }
            json.endArray()
            json.key("required")
            json.beginArray()
            for property in properties where property.required { json.string(property.name) }
            json.endArray()
        }
        switch schema.additionalProperties {
        case .allowed(false):
            json.key("additionalProperties")
            json.bool(false)
        case .schema(let id):
            json.key("additionalProperties")
            json.int(number(for: id))
        default: break
        }
        if let items = schema.items {
            json.key("items")
            json.int(number(for: items))
        }
        for (name, alternatives) in [("oneOf", schema.oneOf), ("anyOf", schema.anyOf)] where !alternatives.isEmpty {
            json.key(name)
            json.beginArray()
            for alternative in alternatives { json.int(number(for: alternative)) }
            json.endArray()
        }
        json.endObject()
    }

    private mutating func writeLimits(_ limits: APISchema.Limits) {
        let numbers = [
            ("minimum", limits.minimum), ("maximum", limits.maximum), ("exclusiveMinimum", limits.exclusiveMinimum),
            ("exclusiveMaximum", limits.exclusiveMaximum),
        ]
        for case (let name, let value?) in numbers where Double(value) != nil {
            json.key(name)
            json.number(specText: value)
        }
        let counts = [
            ("minLength", limits.minLength), ("maxLength", limits.maxLength), ("minItems", limits.minItems),
            ("maxItems", limits.maxItems),
        ]
        for case (let name, let value?) in counts {
            json.key(name)
            json.int(value)
        }
        if let pattern = limits.pattern {
            json.key("pattern")
            json.string(pattern)
        }
    }
}
