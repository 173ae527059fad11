import JSONDocument

/// Pretty-printed JSON text for examples: what `JSON.stringify(value, null, 2)` writes.
///
/// ``JSONWriter`` writes compact bytes for the site's own files; an example is read by people,
/// so it gets one member per line and keeps the schema's key order. Strings are escaped exactly
/// as ``JSONWriter`` escapes them, so the text always parses back to the same value.
package enum PrettyJSON {
    package static func text(_ node: JSONNode) -> String {
        var output: [UInt8] = []
        write(node, indent: 0, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ node: JSONNode, indent: Int, to output: inout [UInt8]) {
        switch node.value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): JSONWriter.appendString(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1, to: &output)
                write(element, indent: indent + 1, to: &output)
            }
            newline(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1, to: &output)
                JSONWriter.appendString(member.key, to: &output)
                output.append(contentsOf: ": ".utf8)
                write(member.node, indent: indent + 1, to: &output)
            }
            newline(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }
}
