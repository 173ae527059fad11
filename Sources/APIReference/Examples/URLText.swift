import Foundation
import JSONDocument

/// Example values written into URLs and headers, as OpenAPI's default styles serialize them.
enum URLText {
    /// RFC 3986's unreserved characters: everything else in a path segment or query is encoded.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// The `simple` style (paths and headers): scalars as text, arrays and objects joined by
    /// commas.
    static func simple(_ node: JSONNode) -> String {
        switch node.value {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): text
        case .array(let elements): elements.map(simple).joined(separator: ",")
        case .object(let members): members.flatMap { [$0.key, simple($0.node)] }.joined(separator: ",")
        }
    }

    /// The exploded `form` style (queries): one encoded pair per array element or object member.
    static func formPairs(name: String, value: JSONNode) -> [(String, String)] {
        switch value.value {
        case .array(let elements): elements.map { (encode(name), encode(simple($0))) }
        case .object(let members): members.map { (encode($0.key), encode(simple($0.node))) }
        default: [(encode(name), encode(simple(value)))]
        }
    }
}
