import Diagnostics
import JSONDocument

@testable import OpenAPI

/// Parses YAML text, failing the test with the diagnostic when it does not parse.
func yaml(_ text: String) throws -> JSONNode {
    try YAMLReader.parse(text)
}

/// The diagnostic a YAML text fails with, or nil when it parses.
func yamlFailure(_ text: String) -> Diagnostic? {
    yamlFailure(Array(text.utf8))
}

func yamlFailure(_ bytes: [UInt8]) -> Diagnostic? {
    do {
        _ = try YAMLReader.parse(bytes)
        return nil
    } catch {
        return error
    }
}

extension JSONNode {
    /// The same tree with every position at 1:1, to compare values alone.
    var withoutPositions: JSONNode {
        let origin = SourcePosition(line: 1, column: 1)
        switch value {
        case .array(let elements):
            return JSONNode(.array(elements.map(\.withoutPositions)), at: origin)
        case .object(let members):
            return JSONNode(
                .object(members.map { JSONMember(key: $0.key, keyPosition: origin, node: $0.node.withoutPositions) }),
                at: origin)
        default:
            return JSONNode(value, at: origin)
        }
    }
}
