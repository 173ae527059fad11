extension ReferenceWords {
    /// Every word of an endpoint page in English, by the key the site's interface strings
    /// give it in other languages. `{name}` marks what the page fills in.
    package static let english: [String: String] = reference.merging(tryIt) { first, _ in first }
        .merging(script) { first, _ in first }

    /// The generated reference: headings, field facts, authentication.
    private static let reference: [String: String] = [
        "apiAuthorizations": "Authorizations", "apiPathParameters": "Path Parameters",
        "apiQueryParameters": "Query Parameters", "apiHeaders": "Headers", "apiCookies": "Cookies", "apiBody": "Body",
        "apiResponse": "Response", "apiTryIt": "Try it", "deprecated": "deprecated", "required": "required",
        "default": "Default:", "apiAnyOf": "Any one of the following:", "apiResponseHeaders": "Headers:",
        "apiAuthBearer": "Bearer authentication header of the form {example}, where {token} is your auth token.",
        "apiAuthBasic":
            "Basic authentication header of the form {example}, where {value} is the base64-encoded string {credentials}.",
        "apiAuthHTTP": "HTTP {scheme} authentication.", "apiAuthKey": "Your API key.",
        "apiAuthOAuth": "An OAuth 2.0 access token, as {example}.", "apiAuthOpenID": "An OpenID Connect token, as {example}.",
        "apiAuthCertificate": "Client certificate",
        "apiAuthMutualTLS": "A client TLS certificate, presented when connecting.",
        "apiOptions": "Available options:", "apiAllowedValue": "Allowed value:", "apiExample": "Example:",
        "apiRange": "Range:", "apiLength": "Length:", "apiMinLength": "Minimum length:", "apiMaxLength": "Maximum length:",
        "apiMinItems": "Minimum items:", "apiMaxItems": "Maximum items:", "apiUniqueItems": "Items are unique.",
        "apiMultipleOf": "Multiple of:", "apiPattern": "Pattern:", "apiRecursive": "Recursive: the same fields as {name}.",
        "apiItsParent": "its parent", "apiProperties": "properties", "apiOption": "Option {number}",
        "apiReadOnly": "read-only", "apiWriteOnly": "write-only",
    ]

    /// The Try-it panel as the page writes it.
    private static let tryIt: [String: String] = [
        "apiRequest": "Request", "apiSend": "Send", "apiShowCredentials": "Show credentials", "copy": "Copy",
        "apiNoScript":
            "Filling in and sending requests here needs JavaScript; the curl command below works in a terminal.",
        "apiServer": "Server", "apiBaseURL": "Base URL", "apiAuthentication": "Authentication",
        "apiCredentialsNote":
            "Kept only in this page’s memory: nothing is stored, and it leaves the page only in the request you send.",
        "apiAuthMethod": "Method", "apiNone": "None", "apiUsername": "{scheme}: username",
        "apiPassword": "{scheme}: password", "apiKeyLabel": "{scheme}: API key", "apiBearerLabel": "{scheme}: bearer token",
        "apiCredentialsLabel": "{scheme}: {kind} credentials", "apiAccessTokenLabel": "{scheme}: access token",
        "apiSentAsHeader": "sent as the header {name}", "apiSentAsQuery": "sent as the query parameter {name}",
        "apiSentAsCookie": "sent as the cookie {name}", "apiFormat": "Format: {format}",
        "apiSentAsAuthorization": "sent as Authorization: {kind} …", "apiSentAsBearer": "sent as a bearer token",
        "apiCertificateNote": "{scheme}: the browser presents its own client certificate; curl needs --cert.",
        "apiTryPathParameters": "Path parameters", "apiTryQueryParameters": "Query parameters",
        "apiCookiesNote": "Browsers send their own cookies for a site; these go only into the curl command.",
        "apiChoose": "Choose…", "apiNotSet": "Not set", "apiBodyHintJSON": "JSON, checked against the schema as you type.",
        "apiBodyHintText": "Sent as written.", "apiRequestBody": "Request body", "apiOr": "{first} or {second}",
        "apiCommaSeparated": "comma-separated", "apiBetween": "{low} to {high}", "apiAtLeast": "at least {low}",
        "apiAtMost": "at most {high}", "apiPatternHint": "pattern {pattern}",
    ]

    /// The words `api.js` writes while the page runs, which it reads from the panel's
    /// `data-try-words` attribute by these keys (English when the attribute is absent).
    static let script: [String: String] = [
        "copied": "Copied", "apiCopyFailed": "Could not copy: select the command and copy it",
        "apiHeadersCount": "Headers ({count})", "apiResponseBody": "Response body", "apiEmptyBody": "(empty body)",
        "apiSending": "Sending {method} {url}…", "apiStatusIn": "{status} in {time} ms",
        "apiFixFields": "Fix the fields marked above before sending.",
        "apiNeedsHTTP":
            "Sending needs the site served over http or https (for example with preflight serve); this page was opened from a file. The curl command above works in a terminal.",
        "apiLatin1": "The browser cannot send the header {name}: a header's name and value may hold only Latin-1 characters.",
        "apiUnreachable": "The browser could not complete the request to {target}.",
        "apiCORS":
            "Most likely the API does not allow calls from this page's origin ({origin}, a CORS rule), or the server cannot be reached.",
        "apiNetworkDown": "Most likely the server cannot be reached, or the network is down.",
        "apiCurlInstead": "The curl command above sends the same request from a terminal, where CORS does not apply.",
        "apiFailed": "The request failed: {message}", "required": "required", "apiFieldError": "{message}.",
        "apiWholeNumber": "expected a whole number", "apiNumber": "expected a number",
        "apiInvalidJSON": "Not valid JSON at line {line}, column {column}: {message}", "apiMoreErrors": "…and {count} more",
        "apiJSONNested": "nested too deeply", "apiJSONValue": "expected a value but found {found}",
        "apiJSONName": "expected a property name in double quotes but found {found}",
        "apiJSONColon": "expected ':' after a property name but found {found}",
        "apiJSONObjectEnd": "expected ',' or '}' but found {found}", "apiJSONArrayEnd": "expected ',' or ']' but found {found}",
        "apiJSONControl": "a control character must be escaped inside a string",
        "apiJSONEscape": "unknown escape in a string", "apiJSONUnclosed": "a string is not closed",
        "apiJSONTrailing": "unexpected {found} after the JSON value",
        "apiJSONEnd": "the end of the text", "apiTypeMismatch": "expected {types}, found {actual}", "apiOrWord": " or ",
        "apiOneOf": "must be one of {values}", "apiConst": "must be {value}", "apiMinimum": "must be at least {limit}",
        "apiMaximum": "must be at most {limit}", "apiExclusiveMinimum": "must be more than {limit}",
        "apiExclusiveMaximum": "must be less than {limit}", "apiMinLengthError": "must be at least {limit} characters long",
        "apiMaxLengthError": "must be at most {limit} characters long", "apiPatternError": "must match the pattern {pattern}",
        "apiMinItemsError": "must hold at least {limit} items", "apiMaxItemsError": "must hold at most {limit} items",
        "apiMissingProperty": "missing the required property {name}",
        "apiExtraProperty": "is not a property this schema allows", "apiNoShape": "matches none of the {count} allowed shapes",
        "apiManyShapes": "matches {count} of the shapes where exactly one is allowed",
    ]
}
