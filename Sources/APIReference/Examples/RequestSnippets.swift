import OpenAPI

/// One request example on an endpoint page: a tab of the code group.
package struct RequestSnippet: Sendable, Hashable {
    /// The highlighter's language id: `bash`, `javascript`, `python`, `swift`, `go`, or a
    /// code sample's own language.
    package var language: String
    /// The tab's label: `cURL`, `JavaScript`, `Python`, `Swift`, `Go`.
    package var label: String
    package var code: String
}

/// The request examples of an endpoint page.
package enum RequestSnippets {
    /// The operation's `x-codeSamples` when it has any (in their order, labelled by their
    /// language when they have no label), else generated curl, JavaScript (fetch), Python
    /// (requests), Swift (URLSession) and Go (net/http) examples of one request.
    ///
    /// The generated request uses the first server's URL (or the path alone when there is no
    /// server), every path parameter, the query, header and cookie parameters that are required
    /// or have an example, the first alternative of `security` with placeholder credentials,
    /// and the first request media type's example.
    package static func snippets(for operation: APIOperation, in spec: APISpec) -> [RequestSnippet] {
        if !operation.codeSamples.isEmpty {
            return operation.codeSamples.map { sample in
                RequestSnippet(
                    language: languageID(sample.language), label: sample.label ?? sample.language, code: sample.source)
            }
        }
        let request = RequestExample(operation: operation, in: spec)
        return [
            RequestSnippet(language: "bash", label: "cURL", code: CurlSnippet.code(request)),
            RequestSnippet(language: "javascript", label: "JavaScript", code: JavaScriptSnippet.code(request)),
            RequestSnippet(language: "python", label: "Python", code: PythonSnippet.code(request)),
            RequestSnippet(language: "swift", label: "Swift", code: SwiftSnippet.code(request)),
            RequestSnippet(language: "go", label: "Go", code: GoSnippet.code(request)),
        ]
    }

    /// The highlighter's id for a code sample's language as people write it (`curl`, `js`,
    /// `py`, `golang`, `Node`).
    static func languageID(_ language: String) -> String {
        let lowered = language.lowercased()
        switch lowered {
        case "curl", "shell", "sh", "bash", "zsh": return "bash"
        case "js", "node", "nodejs", "node.js", "javascript": return "javascript"
        case "ts", "typescript": return "typescript"
        case "py", "python", "python3": return "python"
        case "golang", "go": return "go"
        default: return lowered
        }
    }
}
