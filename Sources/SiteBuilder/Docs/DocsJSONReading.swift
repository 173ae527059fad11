import Diagnostics
import JSONDocument

/// What the readers of docs.json share: a string where one is expected, and `wrong_type`,
/// at the value's place, where something else stands.
protocol DocsJSONReading {
    var file: String { get }
    var errors: [Diagnostic] { get set }
}

extension DocsJSONReading {
    /// The string at `key`, nil when it is missing or null; a `wrong_type` error otherwise.
    mutating func string(_ node: JSONNode, _ key: String, _ path: JSONPath) -> String? {
        guard let value = node[key], !value.isNull else { return nil }
        guard let text = value.string else {
            fail(value, path / key, "a string")
            return nil
        }
        return text
    }

    mutating func fail(_ node: JSONNode, _ path: JSONPath, _ expected: String) {
        errors.append(
            Diagnostic(
                .wrongType, "Found \(node.value.kindDescription); expected \(expected).", file: file, position: node.position,
                jsonPath: path.description))
    }
}
