extension JSONWriter {
    /// A parsed value written back as JSON text: compact on one line, or pretty with
    /// two-space indentation. Members keep their file order; numbers keep their text.
    package static func text(of node: JSONNode, pretty: Bool = false) -> String {
        var output: [UInt8] = []
        write(node.value, pretty: pretty, indent: 0, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, pretty: Bool, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let bool): output += (bool ? "true" : "false").utf8
        case .number(let text): output += text.utf8
        case .string(let text): appendString(text, to: &output)
        case .array(let elements):
            writeList(elements.count, open: "[", close: "]", pretty: pretty, indent: indent, into: &output) { index, output in
                write(elements[index].value, pretty: pretty, indent: indent + 1, into: &output)
            }
        case .object(let members):
            writeList(members.count, open: "{", close: "}", pretty: pretty, indent: indent, into: &output) { index, output in
                appendString(members[index].key, to: &output)
                output += (pretty ? ": " : ":").utf8
                write(members[index].node.value, pretty: pretty, indent: indent + 1, into: &output)
            }
        }
    }

    private static func writeList(
        _ count: Int, open: Character, close: Character, pretty: Bool, indent: Int, into output: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open.asciiValue!)
        guard count > 0 else {
            output.append(close.asciiValue!)
            return
        }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if pretty {
                output.append(UInt8(ascii: "\n"))
                output += repeatElement(UInt8(ascii: " "), count: (indent + 1) * 2)
            }
            element(index, &output)
        }
        if pretty {
            output.append(UInt8(ascii: "\n"))
            output += repeatElement(UInt8(ascii: " "), count: indent * 2)
        }
        output.append(close.asciiValue!)
    }
}
