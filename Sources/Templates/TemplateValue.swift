/// The data a template renders: the JSON data model, so site data, front matter and the
/// conformance suite's fixtures all map onto it without loss.
///
/// Not `indirect`: lists and objects already keep their members on the heap, and boxing every
/// case would cost each string, number and flag an allocation when made and a retain and
/// release whenever a render copies it.
package enum TemplateValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// Text already in UTF-8 (a rendered page body, a sidebar): written out as it is, without
    /// a round trip through `String`. Otherwise it acts as ``string(_:)`` would.
    case utf8([UInt8])
    case array([TemplateValue])
    case object([String: TemplateValue])

    /// Whether a section renders for this value.
    ///
    /// The spec coerces section data with JavaScript's `!!data`, so besides `null`, `false` and
    /// the empty list, `0` and `""` are falsy too; that lets `{{#subtitle}}…{{/subtitle}}` hide
    /// markup around a field that is present but empty.
    package var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0 && !value.isNaN
        case .string(let value): !value.isEmpty
        case .utf8(let bytes): !bytes.isEmpty
        case .array(let items): !items.isEmpty
        case .object: true
        }
    }

    /// The value stored under `key` when this is an object; `nil` for every other case, which
    /// is what makes a name lookup move on down the context stack.
    package subscript(key: String) -> TemplateValue? {
        if case .object(let members) = self { return Self.member(key, of: members) }
        return nil
    }

    /// The member of `members` under `key`. A small object's keys are compared one by one:
    /// hashing the name cost more than comparing it with each key of the objects a page's
    /// template looks names up in most (a contents entry, a pager link, a menu item).
    static func member(_ key: String, of members: [String: TemplateValue]) -> TemplateValue? {
        guard members.count <= 8 else { return members[key] }
        for (name, value) in members where name == key { return value }
        return nil
    }
}
