import Foundation
import OpenAPI

/// What the panel lets the reader fill for one operation, worked out once for both the HTML
/// and the data the script reads, so the two never disagree on which field is which.
struct TryItRequest {
    let operation: APIOperation
    let spec: APISpec
    /// The parameters with a field, each with its position in `operation.parameters`.
    let parameters: [(index: Int, parameter: APIParameter)]
    /// The body's media type the panel sends: the first JSON one, else the first.
    let body: APIMediaType?
    /// The security schemes any alternative uses, in first-use order.
    let schemes: [APISecurityScheme]
    /// `operation.security`'s alternatives as indices into `schemes`; an empty one means the
    /// request may go without authentication.
    let alternatives: [[Int]]

    init(operation: APIOperation, spec: APISpec) {
        self.operation = operation
        self.spec = spec
        // OpenAPI says header parameters named Accept, Content-Type or Authorization are
        // ignored: the media type and the security scheme say those.
        let ignoredHeaders = MediaTypes.headersSetElsewhere
        parameters = operation.parameters.enumerated().compactMap { index, parameter in
            if parameter.location == .header, ignoredHeaders.contains(parameter.name.lowercased()) { return nil }
            return (index, parameter)
        }
        body = MediaTypes.requestBody(of: operation)
        var schemes: [APISecurityScheme] = []
        var alternatives: [[Int]] = []
        for requirement in operation.security {
            var alternative: [Int] = []
            for name in requirement.schemes {
                guard let scheme = spec.securityScheme(named: name) else { continue }
                if let known = schemes.firstIndex(of: scheme) {
                    alternative.append(known)
                } else {
                    schemes.append(scheme)
                    alternative.append(schemes.count - 1)
                }
            }
            if !alternatives.contains(alternative) { alternatives.append(alternative) }
        }
        self.schemes = schemes
        self.alternatives = alternatives
    }

    var bodyIsJSON: Bool { body.map { MediaTypes.isJSON($0.name) } ?? false }

    /// The first server's URL at its defaults and the path, as the simple panel shows it.
    var fullURL: String {
        (operation.servers.first?.baseURL ?? "") + operation.path
    }
}

extension APISecurityScheme {
    /// The word the script and the panel's classes use for how the scheme is sent.
    var tryItKind: String {
        switch kind {
        case .http(let scheme, _):
            switch scheme.lowercased() {
            case "bearer": "bearer"
            case "basic": "basic"
            default: "http"
            }
        case .apiKey: "apiKey"
        case .oauth2, .openIDConnect: "bearer"
        case .mutualTLS: "mutualTLS"
        }
    }
}
