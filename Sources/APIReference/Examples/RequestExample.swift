import Foundation
import JSONDocument
import OpenAPI

/// One concrete request for an operation, before it is written in any language: the URL with
/// its path and query filled in, the headers, the authentication and the body.
///
/// Every snippet is written from this one value, so curl, fetch, requests, URLSession and
/// net/http always send the same request.
struct RequestExample {
    /// The placeholders readers replace with their own credentials. They are our constants,
    /// safe in every language's string syntax, and left unencoded in a query so they stay readable.
    static let tokenPlaceholder = "<token>"
    static let apiKeyPlaceholder = "<api-key>"
    static let usernamePlaceholder = "<username>"
    static let passwordPlaceholder = "<password>"

    enum Body {
        /// A JSON example, written in each language's idiom.
        case json(JSONNode)
        /// `application/x-www-form-urlencoded` fields, unencoded.
        case form([(name: String, value: String)])
        /// `multipart/form-data` fields; a file field's value is a file name.
        case multipart([(name: String, value: String, isFile: Bool)])
        /// Any other media type: the example's text.
        case text(String)
    }

    /// `GET`, `POST`, ….
    var method: String
    /// The first server's URL (no trailing slash) and the path, or the path alone when the
    /// spec names no server: a made-up host would look real.
    var url = ""
    /// Header parameters, a `Cookie` header, API keys and the bearer token, then `Content-Type`.
    var headers: [(name: String, value: String)] = []
    /// HTTP basic authentication with placeholder credentials, in each language's idiom.
    var usesBasicAuth = false
    var body: Body?

    init(operation: APIOperation, in spec: APISpec) {
        method = operation.method.name
        var cookies: [String] = []
        var query: [(String, String)] = []
        var path = operation.path
        for parameter in operation.parameters {
            let value = ExampleValue(parameter: parameter, in: spec).node
            switch parameter.location {
            case .path:
                let text = URLText.encode(URLText.simple(value))
                path = path.replacingOccurrences(of: "{\(parameter.name)}", with: text)
            case .query where Self.isShown(parameter, in: spec):
                query += URLText.formPairs(name: parameter.name, value: value)
            case .header where Self.isShown(parameter, in: spec) && !Self.reservedHeaders.contains(parameter.name.lowercased()):
                headers.append((parameter.name, URLText.simple(value)))
            case .cookie where Self.isShown(parameter, in: spec):
                cookies.append("\(parameter.name)=\(URLText.simple(value))")
            default: break
            }
        }
        addAuthentication(operation, spec, &query, &cookies)
        if !cookies.isEmpty { headers.append(("Cookie", cookies.joined(separator: "; "))) }
        let base = operation.servers.first?.baseURL ?? ""
        url = base + path + (query.isEmpty ? "" : "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
        addBody(operation, spec)
    }

    /// OpenAPI ignores header parameters with these names: the body and security say them.
    private static let reservedHeaders = MediaTypes.headersSetElsewhere

    /// Optional query, header and cookie parameters are shown only when the spec gives them
    /// an example, so a snippet stays the smallest request that works.
    private static func isShown(_ parameter: APIParameter, in spec: APISpec) -> Bool {
        parameter.required || parameter.example != nil || parameter.schema.map { !spec[$0].examples.isEmpty } == true
    }

    /// The first alternative of the operation's `security`, every scheme of it.
    private mutating func addAuthentication(
        _ operation: APIOperation, _ spec: APISpec, _ query: inout [(String, String)], _ cookies: inout [String]
    ) {
        for name in operation.security.first?.schemes ?? [] {
            guard let scheme = spec.securityScheme(named: name) else { continue }
            switch scheme.kind {
            case .http(let kind, _) where kind.lowercased() == "basic": usesBasicAuth = true
            case .http(let kind, _) where kind.lowercased() == "bearer":
                headers.append(("Authorization", "Bearer \(Self.tokenPlaceholder)"))
            case .http(let kind, _): headers.append(("Authorization", "\(kind) \(Self.tokenPlaceholder)"))
            case .apiKey(let name, .query): query.append((URLText.encode(name), Self.apiKeyPlaceholder))
            case .apiKey(let name, .cookie): cookies.append("\(name)=\(Self.apiKeyPlaceholder)")
            case .apiKey(let name, _): headers.append((name, Self.apiKeyPlaceholder))
            case .oauth2, .openIDConnect: headers.append(("Authorization", "Bearer \(Self.tokenPlaceholder)"))
            case .mutualTLS: break
            }
        }
    }

    /// The body of the request's media type: its first example, else one built from its schema.
    private mutating func addBody(_ operation: APIOperation, _ spec: APISpec) {
        guard let media = MediaTypes.requestBody(of: operation) else { return }
        let example =
            media.examples.first?.value
            ?? media.schema.map { ExampleValue(schema: $0, in: spec, mode: .request).node }
        let type = media.name.lowercased()
        if type == "multipart/form-data" {
            body = .multipart(
                Self.fields(of: example).map { (name, node) in
                    let file = Self.isFile(property: name, of: media.schema, in: spec)
                    return (name, file ? "file.bin" : URLText.simple(node), file)
                })
            return
        }
        if type == "application/x-www-form-urlencoded" {
            body = .form(Self.fields(of: example).map { ($0.0, URLText.simple($0.1)) })
        } else if MediaTypes.isJSON(type) {
            body = .json(example ?? JSONNode(.object([]), at: ExampleValue.generatedPosition))
        } else if let example {
            body = .text(example.string ?? JSONWriter.text(of: example, pretty: true))
        } else {
            return  // Nothing to send, so no Content-Type to announce.
        }
        headers.append(("Content-Type", media.name))
    }

    private static func fields(of example: JSONNode?) -> [(String, JSONNode)] {
        (example?.members ?? []).map { ($0.key, $0.node) }
    }

    /// A property whose schema (or whose items' schema) has the format `binary` or `base64`.
    private static func isFile(property name: String, of schema: APISchemaID?, in spec: APISpec) -> Bool {
        guard let schema, let property = spec[schema].properties.first(where: { $0.name == name }) else { return false }
        var target = spec[property.schema]
        if let items = target.items { target = spec[items] }
        return target.format == "binary" || target.format == "base64"
    }
}
