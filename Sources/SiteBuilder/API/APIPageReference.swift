import OpenAPI

/// What an `openapi:` front-matter value or a navigation entry names: an operation
/// (`GET /users`) or a webhook (`webhook orderUpdated`), optionally after its spec's path
/// (`openapi.yaml GET /users`).
struct APIPageReference: Hashable, Sendable {
    enum Target: Hashable, Sendable {
        case operation(HTTPMethod, path: String)
        case webhook(String)
    }

    /// The spec's path as written; nil means the spec the navigation sets around the page.
    var spec: String?
    var target: Target

    /// Reads `[spec] METHOD /path` or `[spec] webhook NAME`; nil for anything else.
    init?(_ text: String) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.count >= 2 else { return nil }
        let hasSpec = HTTPMethod(name: words[0]) == nil && words[0].lowercased() != "webhook"
        let rest = hasSpec ? Array(words.dropFirst()) : words
        guard rest.count >= 2 else { return nil }
        let name = rest.dropFirst().joined(separator: " ")
        if rest[0].lowercased() == "webhook" {
            target = .webhook(name)
        } else if let method = HTTPMethod(name: rest[0]), name.hasPrefix("/") {
            target = .operation(method, path: name)
        } else {
            return nil
        }
        spec = hasSpec ? words[0] : nil
    }

    init(spec: String?, target: Target) {
        self.spec = spec
        self.target = target
    }

    /// `GET /users` or `webhook orderUpdated`, without the spec.
    var operationName: String {
        switch target {
        case .operation(let method, let path): "\(method.name) \(path)"
        case .webhook(let name): "webhook \(name)"
        }
    }

    /// As front matter writes it, with the spec.
    var text: String { spec.map { "\($0) \(operationName)" } ?? operationName }

    func operation(in spec: APISpec) -> APIOperation? {
        switch target {
        case .operation(let method, let path): spec.operation(method, path)
        case .webhook(let name): spec.webhook(named: name)
        }
    }
}
