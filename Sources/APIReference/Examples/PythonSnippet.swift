import JSONDocument

/// The request with `requests`.
enum PythonSnippet {
    static func code(_ request: RequestExample) -> String {
        typealias Q = StringLiterals
        var lines = ["import requests", "", "url = \(Q.python(request.url))"]
        var arguments = [Q.python(request.method), "url"]
        if !request.headers.isEmpty {
            let entries = request.headers.map { "    \(Q.python($0.name)): \(Q.python($0.value))" }
            lines.append("headers = {\n" + entries.joined(separator: ",\n") + "\n}")
            arguments.append("headers=headers")
        }
        if request.usesBasicAuth {
            arguments.append(
                "auth=(\(Q.python(RequestExample.usernamePlaceholder)), \(Q.python(RequestExample.passwordPlaceholder)))")
        }
        switch request.body {
        case .json(let node):
            lines.append("payload = " + literal(node, indent: 0))
            arguments.append("json=payload")
        case .form(let fields):
            lines.append("payload = " + dictionary(fields.map { ($0.name, Q.python($0.value)) }))
            arguments.append("data=payload")
        case .multipart(let fields):
            let data = fields.filter { !$0.isFile }.map { ($0.name, Q.python($0.value)) }
            let files = fields.filter(\.isFile).map { ($0.name, "open(\(Q.python($0.value)), \"rb\")") }
            if !data.isEmpty {
                lines.append("payload = " + dictionary(data))
                arguments.append("data=payload")
            }
            if !files.isEmpty {
                lines.append("files = " + dictionary(files))
                arguments.append("files=files")
            }
        case .text(let text):
            lines.append("payload = \(Q.python(text))")
            arguments.append("data=payload")
        case nil: break
        }
        lines += ["", "response = requests.request(\(arguments.joined(separator: ", ")))", "print(response.text)"]
        return lines.joined(separator: "\n")
    }

    private static func dictionary(_ entries: [(String, String)]) -> String {
        guard !entries.isEmpty else { return "{}" }
        return "{\n" + entries.map { "    \(StringLiterals.python($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}"
    }

    /// A JSON value as a Python literal (`True`, `False`, `None`), 4-space indented.
    static func literal(_ node: JSONNode, indent: Int) -> String {
        let inner = String(repeating: " ", count: (indent + 1) * 4)
        let outer = String(repeating: " ", count: indent * 4)
        switch node.value {
        case .null: return "None"
        case .bool(let value): return value ? "True" : "False"
        case .number(let text): return text
        case .string(let text): return StringLiterals.python(text)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            let items = elements.map { inner + literal($0, indent: indent + 1) }
            return "[\n" + items.joined(separator: ",\n") + "\n" + outer + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let items = members.map { inner + StringLiterals.python($0.key) + ": " + literal($0.node, indent: indent + 1) }
            return "{\n" + items.joined(separator: ",\n") + "\n" + outer + "}"
        }
    }
}
