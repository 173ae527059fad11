import Diagnostics
import JSONDocument

/// Turns a parsed JSON tree into a ``PreferenceDocument``, collecting every finding rather
/// than stopping at the first, so `lint` can show them all at once.
struct DocumentDecoder {
    let file: String
    var diagnostics: [Diagnostic] = []
    var choicePositions: [String: SourcePosition] = [:]
    /// Channels already reported by `odd_display_name`: one hint per channel and file is enough.
    var channelsWithOddNames: Set<Channel> = []

    init(file: String) {
        self.file = file
    }

    mutating func decodeTop(_ root: JSONNode, expecting kind: DocumentKind) -> PreferenceDocument? {
        if let members = root.members, members.contains(where: { $0.key == "success" }) {
            return decodeEnvelope(root, expecting: kind)
        }
        return decodeBody(root, at: .root, expecting: kind)
    }

    /// `{ success, data, error, metadata }`: a successful one yields its data, a failed one its error.
    private mutating func decodeEnvelope(_ root: JSONNode, expecting kind: DocumentKind) -> PreferenceDocument? {
        checkKeys(root, at: .root, allowed: ["success", "data", "error", "metadata"])
        guard let success = requireBool(root, "success", at: .root) else { return nil }
        if success {
            guard let data = require(root, "data", at: .root, expected: "the response's data") else { return nil }
            return decodeBody(data, at: .root / "data", expecting: kind)
        }
        let errorPath = JSONPath.root / "error"
        guard let errorNode = root["error"], !errorNode.isNull else {
            report(
                .missingField,
                "A failed response (success: false) has no \"error\"; expected an object with \"code\" and \"message\".",
                root, at: errorPath)
            return nil
        }
        guard errorNode.members != nil else {
            wrongType(errorNode, at: errorPath, expected: "an object with \"code\" and \"message\"")
            return nil
        }
        let code = optionalString(errorNode, "code", at: errorPath) ?? "unknown_error"
        let message = optionalString(errorNode, "message", at: errorPath) ?? "no message"
        return .failure(APIFailure(code: code, message: message))
    }

    /// The document inside (or without) an envelope, by shape: an array is resolved topics,
    /// an object with `topics` a catalog, one with `choices` a state.
    private mutating func decodeBody(_ node: JSONNode, at path: JSONPath, expecting kind: DocumentKind) -> PreferenceDocument? {
        switch (node.value, kind) {
        case (.array, .any), (.array, .screen):
            return decodeResolvedTopics(node, at: path).map { .resolvedTopics($0) }
        case (.object, .catalog), (.object, .screen):
            return decodeCatalog(node, at: path).map { .catalog($0) }
        case (.object, .state):
            return decodeState(node, at: path).map { .state($0) }
        case (.object, .any):
            if node["topics"] != nil { return decodeCatalog(node, at: path).map { .catalog($0) } }
            if node["choices"] != nil { return decodeState(node, at: path).map { .state($0) } }
            report(
                .unknownDocument,
                "This object is neither a catalog nor a state; expected a catalog (with \"topics\"), a preference state (with \"choices\"), a resolved topic array, or an API envelope.",
                node, at: path)
            return nil
        case (_, .any), (_, .screen):
            wrongType(node, at: path, expected: "a catalog object, a resolved topic array, or an API envelope")
        case (_, .catalog):
            wrongType(node, at: path, expected: "a catalog object with \"topics\"")
        case (_, .state):
            wrongType(node, at: path, expected: "a preference state object with \"choices\"")
        }
        return nil
    }
}

// MARK: - Reporting

extension DocumentDecoder {
    mutating func report(_ code: DiagnosticCode, _ message: String, _ node: JSONNode, at path: JSONPath, hint: String? = nil) {
        diagnostics.append(
            Diagnostic(code, message, file: file, position: node.position, jsonPath: path.description, hint: hint))
    }

    mutating func wrongType(_ node: JSONNode, at path: JSONPath, expected: String) {
        report(.wrongType, "Found \(node.value.kindDescription); expected \(expected).", node, at: path)
    }

    /// Warns about keys Preflight does not know (they are ignored, for forward compatibility).
    mutating func checkKeys(_ node: JSONNode, at path: JSONPath, allowed: Set<String>) {
        for member in node.members ?? [] where !allowed.contains(member.key) {
            let known = allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .unknownKey, "Unknown key \"\(member.key)\" is ignored; known keys here are \(known).",
                    file: file, position: member.keyPosition, jsonPath: (path / member.key).description))
        }
    }
}

// MARK: - Field access

extension DocumentDecoder {
    /// The member, or an error `missing_field` naming what was expected.
    mutating func require(_ object: JSONNode, _ key: String, at path: JSONPath, expected: String) -> JSONNode? {
        if let node = object[key] { return node }
        report(.missingField, "Missing \"\(key)\"; expected \(expected).", object, at: path / key)
        return nil
    }

    mutating func requireBool(_ object: JSONNode, _ key: String, at path: JSONPath, code: DiagnosticCode = .missingField) -> Bool?
    {
        guard let node = object[key] else {
            report(code, "Missing \"\(key)\"; expected true or false.", object, at: path / key)
            return nil
        }
        guard let value = node.bool else {
            wrongType(node, at: path / key, expected: "true or false")
            return nil
        }
        return value
    }

    /// A string member that may be absent or null.
    mutating func optionalString(_ object: JSONNode, _ key: String, at path: JSONPath) -> String? {
        guard let node = object[key], !node.isNull else { return nil }
        guard let value = node.string else {
            wrongType(node, at: path / key, expected: "a string or null")
            return nil
        }
        return value
    }

    /// A required, non-blank string: `missing_field`, `wrong_type` or `blank_name`.
    mutating func requireName(_ object: JSONNode, at path: JSONPath) -> String? {
        guard let node = require(object, "name", at: path, expected: "the topic's title as a non-blank string") else {
            return nil
        }
        guard let name = node.string else {
            wrongType(node, at: path / "name", expected: "the topic's title as a non-blank string")
            return nil
        }
        if name.allSatisfy(\.isWhitespace) {
            report(.blankName, "The topic's name is blank; expected the row's title as non-blank text.", node, at: path / "name")
            return nil
        }
        return name
    }

    /// A required slug matching `^[a-z0-9]+(-[a-z0-9]+)*$`.
    mutating func requireSlug(_ object: JSONNode, at path: JSONPath) -> String? {
        guard let node = require(object, "slug", at: path, expected: "a slug such as \"gym-reminders\"") else { return nil }
        guard let slug = node.string else {
            wrongType(node, at: path / "slug", expected: "a slug string such as \"gym-reminders\"")
            return nil
        }
        guard Slug.isValid(slug) else {
            report(.invalidSlug, Slug.problem(slug), node, at: path / "slug")
            return nil
        }
        return slug
    }
}
