import OpenAPI

/// How a reader authenticates, as one field: the header, query parameter or cookie that
/// carries the credential, and what goes in it.
struct AuthorizationField {
    let scheme: APISecurityScheme

    init(_ scheme: APISecurityScheme) {
        self.scheme = scheme
    }

    var mdx: String {
        let (location, name, explanation) = parts
        var text = "<ParamField\(MDXText.attribute(location, name)) type=\"string\""
        text += MDXText.attribute("id", "authorization-\(scheme.name)") + " required>\n"
        text += explanation + "\n\n"
        if let description = scheme.description { text += MDXText.markdown(description) + "\n\n" }
        return text + "</ParamField>\n\n"
    }

    private var parts: (location: String, name: String, explanation: String) {
        switch scheme.kind {
        case .http(let kind, let format) where kind == "bearer":
            let token = format.map { "<\($0)>" } ?? "<token>"
            return (
                "header", "Authorization",
                "Bearer authentication header of the form \(MDXText.codeSpan("Bearer \(token)")), where \(MDXText.codeSpan(token)) is your auth token."
            )
        case .http(let kind, _) where kind == "basic":
            return (
                "header", "Authorization",
                "Basic authentication header of the form \(MDXText.codeSpan("Basic <encoded-value>")), where \(MDXText.codeSpan("<encoded-value>")) is the base64-encoded string \(MDXText.codeSpan("username:password"))."
            )
        case .http(let kind, _):
            return ("header", "Authorization", "HTTP \(MDXText.codeSpan(kind)) authentication.")
        case .apiKey(let name, let location):
            return (location.rawValue, name, "Your API key.")
        case .oauth2:
            return ("header", "Authorization", "An OAuth 2.0 access token, as \(MDXText.codeSpan("Bearer <token>")).")
        case .openIDConnect:
            return ("header", "Authorization", "An OpenID Connect token, as \(MDXText.codeSpan("Bearer <token>")).")
        case .mutualTLS:
            return ("header", "Client certificate", "A client TLS certificate, presented when connecting.")
        }
    }
}
