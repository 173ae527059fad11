import HTML
import OpenAPI

/// The line at the top of an endpoint page: the method as a badge and the URL, its path
/// parameters marked, so a reader sees at once what to call.
package enum EndpointHeader {
    /// - Parameters:
    ///   - method: `GET`, `POST`…, or `WEBHOOK`.
    ///   - server: the base URL shown before the path, when there is one.
    ///   - tryIt: the Try-it panel's id, when the page has one: a link to it sits at the end.
    ///   - words: the page's language.
    package static func html(
        method: String, path: String, server: String?, deprecated: Bool, tryIt: String? = nil,
        words: ReferenceWords = ReferenceWords()
    ) -> String {
        var html = HTMLBuffer(capacity: 512)
        let lowered = method.lowercased()
        html.raw("<div class=\"pf-endpoint\">")
        html.raw("<span class=\"pf-method pf-method-\(lowered.allSatisfy { $0.isLetter && $0.isASCII } ? lowered : "other")\">")
        html.text(method)
        html.raw("</span> <code class=\"pf-endpoint-url\">")
        if let server, !server.isEmpty {
            html.raw("<span class=\"pf-endpoint-server\">")
            html.text(server)
            html.raw("</span>")
        }
        // `{id}` in the path is a parameter the reader fills in.
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            html.text(String(rest[..<open]))
            html.raw("<span class=\"pf-path-param\">")
            html.text(String(rest[open...close]))
            html.raw("</span>")
            rest = rest[rest.index(after: close)...]
        }
        html.text(String(rest))
        html.raw("</code>")
        if deprecated {
            html.raw("<span class=\"pf-endpoint-deprecated\">")
            html.text(words["deprecated"])
            html.raw("</span>")
        }
        if let tryIt {
            html.raw("<a class=\"pf-endpoint-try\" href=\"#")
            html.text(tryIt)
            html.raw("\">")
            html.text(words["apiTryIt"])
            html.raw("</a>")
        }
        html.raw("</div>\n")
        return html.string
    }

    package static func html(
        for operation: APIOperation, withTryIt: Bool = false, words: ReferenceWords = ReferenceWords()
    ) -> String {
        html(
            method: operation.isWebhook ? "WEBHOOK" : operation.method.name,
            path: operation.path, server: operation.isWebhook ? nil : operation.servers.first?.baseURL,
            deprecated: operation.deprecated, tryIt: withTryIt ? TryItIDs(operation: operation).panel : nil, words: words)
    }

    /// `` `GET https://api.shop.test/users/{id}` ``: what to call, as the `.md` twin's first line.
    package static func markdown(method: String, url: String) -> String {
        MDXText.codeSpan("\(method) \(url)") + "\n\n"
    }

    package static func markdown(for operation: APIOperation) -> String {
        let server = operation.isWebhook ? "" : operation.servers.first?.baseURL ?? ""
        return markdown(method: operation.isWebhook ? "WEBHOOK" : operation.method.name, url: server + operation.path)
    }
}
