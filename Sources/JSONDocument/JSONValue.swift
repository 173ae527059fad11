import Diagnostics

/// A JSON value that remembers where it started in its file.
package struct JSONNode: Sendable, Hashable {
    package var value: JSONValue
    package var position: SourcePosition

    package init(_ value: JSONValue, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

/// A member of a JSON object, in file order.
package struct JSONMember: Sendable, Hashable {
    package var key: String
    package var keyPosition: SourcePosition
    package var node: JSONNode

    package init(key: String, keyPosition: SourcePosition, node: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.node = node
    }
}

/// The kinds of JSON value. Objects keep their members in file order (later duplicates win
/// on lookup) so diagnostics come out in the order a reader meets them.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's text as written, so integers stay exact.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The noun used in messages: "a string", "an object", ….
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONNode {
    /// The value of member `key` when this is an object (the last one when repeated).
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.node
    }

    package var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    package var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    package var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    package var bool: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// The value as an `Int` when it is a number written without fraction or exponent.
    package var integer: Int? {
        if case .number(let text) = value { return Int(text) }
        return nil
    }
}
