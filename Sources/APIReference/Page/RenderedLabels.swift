import JSONDocument

/// The English words an endpoint page is written with, each as the exact text around it and
/// the interface string (`ui`) that says it in another language.
///
/// The reference is generated before the page's language is known, and its headings must keep
/// English anchors (`#path-parameters`) so links work in every language; the page writer swaps
/// these words for the page's own, so there is one translation table for the whole site.
package enum RenderedLabels {
    /// One word in place: `open + english + close` is what the English page holds.
    package struct Label: Sendable {
        package let open: String
        package let english: String
        package let close: String
        package let key: String
    }

    /// The contents headings of `EndpointReference` (a heading's text and its permalink's
    /// label; the anchor stays English), with their table keys.
    package static let headings: [(english: String, id: String, key: String)] = [
        ("Authorizations", "authorizations", "apiAuthorizations"),
        ("Path Parameters", "path-parameters", "apiPathParameters"),
        ("Query Parameters", "query-parameters", "apiQueryParameters"), ("Headers", "headers", "apiHeaders"),
        ("Cookies", "cookies", "apiCookies"), ("Body", "body", "apiBody"), ("Response", "response", "apiResponse"),
    ]

    /// The Try-it panel's labels, as `TryItPanel` writes them, and the header's link to it
    /// (`EndpointHeader`; its `href` varies, so the link is found by the end of it).
    package static let tryIt: [Label] = [
        Label(open: "\">", english: "Try it", close: "</a>", key: "apiTryIt"),
        Label(
            open: "<span class=\"pf-endpoint-deprecated\">", english: "deprecated", close: "</span>", key: "deprecated"),
        Label(open: "\">", english: "Try it", close: "</h2><p class=\"pf-try-request\">", key: "apiTryIt"),
        Label(open: "\">", english: "Request", close: "</h2><p class=\"pf-try-request\">", key: "apiRequest"),
        Label(
            open: "<button type=\"submit\" class=\"pf-try-send\" disabled>", english: "Send", close: "</button>",
            key: "apiSend"),
        Label(open: "\"> ", english: "Show credentials", close: "</label>", key: "apiShowCredentials"),
        Label(open: ">", english: "Copy", close: "</button><span class=\"pf-try-copied\"", key: "copy"),
        Label(
            open: "<span class=\"pf-try-required\" aria-hidden=\"true\">", english: "required", close: "</span>",
            key: "required"),
        Label(open: "<legend>", english: "Authentication", close: "</legend>", key: "apiAuthentication"),
        Label(open: "<legend>", english: "Server", close: "</legend>", key: "apiServer"),
        Label(open: "<legend>", english: "Path parameters", close: "</legend>", key: "apiPathParameters"),
        Label(open: "<legend>", english: "Query parameters", close: "</legend>", key: "apiQueryParameters"),
        Label(open: "<legend>", english: "Headers", close: "</legend>", key: "apiHeaders"),
        Label(open: "<legend>", english: "Cookies", close: "</legend>", key: "apiCookies"),
        Label(open: "<legend>", english: "Body", close: "</legend>", key: "apiBody"),
        Label(open: ">", english: "Request body", close: " <code>", key: "apiRequestBody"),
    ]

    /// The words `api.js` writes while the page runs, by the key it reads them with from the
    /// panel's `data-try-words` attribute (JSON), and the interface string for each.
    package static let script: [(name: String, key: String)] = [
        ("copied", "copied"), ("headers", "apiHeaders"), ("responseBody", "apiResponseBody"),
        ("sending", "apiSending"),
    ]

    /// The JSON `api.js` reads its words from (`{"copied":"Copié",…}`), from the page's
    /// interface strings; to be escaped as an attribute value by the caller.
    package static func scriptWords(_ words: [String: String]) -> String {
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        for (name, key) in script {
            guard let word = words[key] else { continue }
            json.key(name)
            json.string(word)
        }
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }
}
