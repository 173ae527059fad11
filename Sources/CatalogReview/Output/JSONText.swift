/// A JSON value with its object keys in a fixed order, printed with two-space indentation, so
/// the same report always gives the same bytes.
enum JSONText {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONText])
    case object([(String, JSONText)])

    /// The value as text, ending without a newline.
    var printed: String {
        var text = ""
        write(into: &text, indent: "")
        return text
    }

    private func write(into text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .string(let value): Self.quote(value, into: &text)
        case .array(let items) where items.isEmpty: text += "[]"
        case .object(let members) where members.isEmpty: text += "{}"
        case .array(let items):
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += indent + "  "
                item.write(into: &text, indent: indent + "  ")
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            text += "{\n"
            for (index, (key, value)) in members.enumerated() {
                text += indent + "  "
                Self.quote(key, into: &text)
                text += ": "
                value.write(into: &text, indent: indent + "  ")
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped; the rest as UTF-8.
    private static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
