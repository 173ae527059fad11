import Diagnostics
import JSONDocument

/// A value being read: the node, the file it is in and its JSON path there, for diagnostics.
struct SpecValue {
    var node: JSONNode
    var file: String
    var path: JSONPath

    /// Member `key` of this object, if there is one.
    subscript(key: String) -> SpecValue? {
        node[key].map { SpecValue(node: $0, file: file, path: path / key) }
    }

    /// The members of this object in file order; empty for anything else.
    var members: [(key: String, value: SpecValue)] {
        (node.members ?? []).map { ($0.key, SpecValue(node: $0.node, file: file, path: path / $0.key)) }
    }

    /// The elements of this array in order; empty for anything else.
    var elements: [SpecValue] {
        (node.elements ?? []).enumerated().map { SpecValue(node: $1, file: file, path: path / $0) }
    }
}

/// Reads one spec: the document, then operations, schemas and security, collecting problems.
///
/// Reading goes on after a problem so that one run reports all of them; only structural
/// problems are errors, and details of the wrong kind are reported where they are written.
/// What Mintlify renders anyway is a warning, and the part it concerns is left out.
struct SpecReader {
    var files: SpecFiles
    let file: String
    let root: JSONNode
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []
    var spec: APISpec
    /// Schemes left out with a warning, so requirements naming them are not reported again.
    var leftOutSchemes: Set<String> = []
    /// Schemas already read, by `file#pointer`, so every `$ref` to one shares its id and a
    /// recursive schema refers to itself instead of unfolding forever.
    var schemaIDs: [String: APISchemaID] = [:]
    /// Schemas whose reading has begun and not ended: a `$ref` back to one is a cycle.
    var schemasInProgress: Set<APISchemaID> = []

    init(file: String, root: JSONNode, load: @escaping (String) throws -> [UInt8]) {
        files = SpecFiles(file: file, root: root, load: load)
        self.file = file
        self.root = root
        spec = APISpec(file: file)
    }

    var rootValue: SpecValue { SpecValue(node: root, file: file, path: .root) }

    mutating func readSpec() -> APISpec {
        let document = rootValue
        guard document.node.members != nil else {
            fail(.invalidOpenAPI, document, "The spec is \(document.node.value.kindDescription); expected an object.")
            return spec
        }
        guard readVersion(document) else { return spec }
        if let info = object(document["info"]) {
            spec.title = string(info["title"]) ?? ""
            spec.version = string(info["version"]) ?? ""
            spec.description = string(info["description"])
        }
        spec.servers = servers(document["servers"]) ?? []
        spec.tags = tags(document["tags"])
        spec.securitySchemes = securitySchemes(document["components"]?["securitySchemes"])
        spec.security = security(document["security"]) ?? []
        readPaths(document["paths"])
        readWebhooks(document["webhooks"])
        spec.files = files.names
        return spec
    }

    /// `openapi: 3.0.x` or `3.1.x`; Swagger 2.0 and anything else is refused with its own code.
    private mutating func readVersion(_ document: SpecValue) -> Bool {
        if let swagger = document["swagger"] {
            fail(
                .unsupportedOpenAPIVersion, swagger,
                "The spec is Swagger \(swagger.node.string ?? "2.0"); expected OpenAPI 3.0 or 3.1 (convert it, e.g. with swagger2openapi)."
            )
            return false
        }
        guard let version = document["openapi"] else {
            fail(.invalidOpenAPI, document, "The spec has no `openapi` version; expected \"openapi\": \"3.1.0\" or \"3.0.3\".")
            return false
        }
        guard let text = string(version) else { return false }
        guard text.hasPrefix("3.0") || text.hasPrefix("3.1") else {
            fail(.unsupportedOpenAPIVersion, version, "The spec is OpenAPI \"\(text)\"; expected 3.0 or 3.1.")
            return false
        }
        spec.openAPIVersion = text
        return true
    }
}

// MARK: - Values of the expected kind

extension SpecReader {
    mutating func fail(_ code: DiagnosticCode, _ value: SpecValue, _ message: String) {
        errors.append(diagnostic(code, value, message))
    }

    /// Reports what the pages leave out but Mintlify renders anyway; reading goes on.
    mutating func warn(_ code: DiagnosticCode, _ value: SpecValue, _ message: String) {
        warnings.append(diagnostic(code, value, message))
    }

    private func diagnostic(_ code: DiagnosticCode, _ value: SpecValue, _ message: String) -> Diagnostic {
        Diagnostic(
            code, message, file: value.file, position: value.node.position,
            jsonPath: value.path.components.isEmpty ? nil : value.path.description)
    }

    /// Reports a value of the wrong kind and returns nil.
    mutating func wrongKind<T>(_ value: SpecValue, expected: String) -> T? {
        fail(.invalidOpenAPI, value, "\(value.path) is \(value.node.value.kindDescription); expected \(expected).")
        return nil
    }

    mutating func string(_ value: SpecValue?) -> String? {
        guard let value, !value.node.isNull else { return nil }
        if let string = value.node.string { return string }
        // YAML reads `version: 1.0` as a number; a spec means the text.
        if case .number(let text) = value.node.value { return text }
        return wrongKind(value, expected: "a string")
    }

    mutating func bool(_ value: SpecValue?) -> Bool? {
        guard let value, !value.node.isNull else { return nil }
        if let bool = value.node.bool { return bool }
        return wrongKind(value, expected: "true or false")
    }

    mutating func integer(_ value: SpecValue?) -> Int? {
        guard let value, !value.node.isNull else { return nil }
        if let integer = value.node.integer { return integer }
        if case .number(let text) = value.node.value, let double = Double(text), double == double.rounded(),
            abs(double) < 1e15
        {
            return Int(double)
        }
        return wrongKind(value, expected: "a whole number")
    }

    /// A number's text as written.
    mutating func number(_ value: SpecValue?) -> String? {
        guard let value, !value.node.isNull else { return nil }
        if case .number(let text) = value.node.value { return text }
        return wrongKind(value, expected: "a number")
    }

    mutating func object(_ value: SpecValue?) -> SpecValue? {
        guard let value, !value.node.isNull else { return nil }
        if value.node.members != nil { return value }
        return wrongKind(value, expected: "an object")
    }

    mutating func array(_ value: SpecValue?) -> [SpecValue]? {
        guard let value, !value.node.isNull else { return nil }
        if value.node.elements != nil { return value.elements }
        return wrongKind(value, expected: "an array")
    }

    mutating func strings(_ value: SpecValue?) -> [String] {
        guard let elements = array(value) else { return [] }
        return elements.compactMap { string($0) }
    }
}
