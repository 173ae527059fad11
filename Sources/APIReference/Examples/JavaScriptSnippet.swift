import JSONDocument

/// The request with `fetch`, as an ES module (top-level `await`).
enum JavaScriptSnippet {
    static func code(_ request: RequestExample) -> String {
        typealias Q = StringLiterals
        var setup: [String] = []
        var options = ["  method: \(Q.javaScript(request.method))"]
        var headers = request.headers.map { "    \(Q.javaScript($0.name)): \(Q.javaScript($0.value))" }
        if request.usesBasicAuth {
            let credentials = "\(RequestExample.usernamePlaceholder):\(RequestExample.passwordPlaceholder)"
            headers.append("    \"Authorization\": \"Basic \" + btoa(\(Q.javaScript(credentials)))")
        }
        if !headers.isEmpty { options.append("  headers: {\n" + headers.joined(separator: ",\n") + "\n  }") }
        switch request.body {
        case .json(let node): options.append("  body: " + json(node))
        case .form(let fields):
            let pairs = fields.map { "    [\(Q.javaScript($0.name)), \(Q.javaScript($0.value))]" }
            options.append("  body: new URLSearchParams([\n" + pairs.joined(separator: ",\n") + "\n  ])")
        case .multipart(let fields):
            setup.append("const form = new FormData();")
            for field in fields {
                let value =
                    field.isFile
                    ? "new Blob([\"<file contents>\"]), \(Q.javaScript(field.value))" : Q.javaScript(field.value)
                setup.append("form.append(\(Q.javaScript(field.name)), \(value));")
            }
            options.append("  body: form")
        case .text(let text): options.append("  body: \(Q.javaScript(text))")
        case nil: break
        }
        let call = "const response = await fetch(\(Q.javaScript(request.url)), {\n" + options.joined(separator: ",\n") + "\n});"
        return (setup + [call, "const data = await response.text();", "console.log(data);"]).joined(separator: "\n")
    }

    /// `JSON.stringify(…)` of the example written as a JavaScript literal (JSON text is one),
    /// unless it has a `__proto__` key, which a literal would take as its prototype: then the
    /// JSON text itself, as a string.
    private static func json(_ node: JSONNode) -> String {
        let text = JSONWriter.text(of: node, pretty: true)
        if hasProtoKey(node) { return StringLiterals.javaScript(text) }
        return "JSON.stringify(" + text.replacingOccurrences(of: "\n", with: "\n  ") + ")"
    }

    private static func hasProtoKey(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object(let members): members.contains { $0.key == "__proto__" || hasProtoKey($0.node) }
        case .array(let elements): elements.contains(where: hasProtoKey)
        default: false
        }
    }
}
