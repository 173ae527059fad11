/// A path to a value inside a JSON document, printed the way people write it:
/// `topics[2].channels.push.default`.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    package private(set) var components: [Component]

    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    package static let root = JSONPath(components: [])

    package func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    package func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    package static func / (path: JSONPath, key: String) -> JSONPath { path.appending(key) }
    package static func / (path: JSONPath, index: Int) -> JSONPath { path.appending(index) }

    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key) where Self.isPlainKey(key):
                if !text.isEmpty { text += "." }
                text += key
            case .key(let key):
                // Keys that would be ambiguous in dotted form are quoted, like jq does.
                text += "[\""
                for character in key {
                    if character == "\\" || character == "\"" { text += "\\" }
                    text.append(character)
                }
                text += "\"]"
            }
        }
        return text
    }

    private static func isPlainKey(_ key: String) -> Bool {
        !key.isEmpty
            && key.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", "-": true
                default: false
                }
            }
    }
}
