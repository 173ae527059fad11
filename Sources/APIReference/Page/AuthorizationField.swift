import OpenAPI

/// How a reader authenticates, as one field: the header, query parameter or cookie that
/// carries the credential, and what goes in it.
struct AuthorizationField {
    let scheme: APISecurityScheme
    let words: ReferenceWords

    init(_ scheme: APISecurityScheme, words: ReferenceWords = ReferenceWords()) {
        self.scheme = scheme
        self.words = words
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
                words[
                    "apiAuthBearer",
                    ["example": MDXText.codeSpan("Bearer \(token)"), "token": MDXText.codeSpan(token)]]
            )
        case .http(let kind, _) where kind == "basic":
            return (
                "header", "Authorization",
                words[
                    "apiAuthBasic",
                    [
                        "example": MDXText.codeSpan("Basic <encoded-value>"), "value": MDXText.codeSpan("<encoded-value>"),
                        "credentials": MDXText.codeSpan("username:password"),
                    ]]
            )
        case .http(let kind, _):
            return ("header", "Authorization", words["apiAuthHTTP", ["scheme": MDXText.codeSpan(kind)]])
        case .apiKey(let name, let location):
            return (location.rawValue, name, words["apiAuthKey"])
        case .oauth2:
            return ("header", "Authorization", words["apiAuthOAuth", ["example": MDXText.codeSpan("Bearer <token>")]])
        case .openIDConnect:
            return ("header", "Authorization", words["apiAuthOpenID", ["example": MDXText.codeSpan("Bearer <token>")]])
        case .mutualTLS:
            return ("header", words["apiAuthCertificate"], words["apiAuthMutualTLS"])
        }
    }
}
