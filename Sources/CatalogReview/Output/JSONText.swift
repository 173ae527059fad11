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

    /// The value on one line, safe inside an HTML `<script type="application/json">`: `<`,
    /// `>` and `&` are written `\u003c`, `\u003e`, `\u0026`, so no `</script>` or `<!--` in
    /// a value can end the element or change how the browser reads it.
    var scriptSafe: String {
        var text = ""
        writeCompact(into: &text)
        return text
    }

    private func writeCompact(into text: inout String) {
        switch self {
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.writeCompact(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += "," }
                Self.quote(key, into: &text, html: true)
                text += ":"
                value.writeCompact(into: &text)
            }
            text += "}"
        case .string(let value): Self.quote(value, into: &text, html: true)
        default: write(into: &text, indent: "")
        }
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
    private static func quote(_ string: String, into text: inout String, html: Bool = false) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "<" where html: text += "\\u003c"
            case ">" where html: text += "\\u003e"
            case "&" where html: text += "\\u0026"
            case "\u{2028}" where html: text += "\\u2028"
            case "\u{2029}" where html: text += "\\u2029"
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
