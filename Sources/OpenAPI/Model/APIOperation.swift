import Diagnostics
import JSONDocument

/// One operation (`POST /v1/messages`) or webhook, with everything its page shows.
package struct APIOperation: Sendable {
    package var method: HTTPMethod
    /// The path as the spec writes it (`/users/{id}`); for a webhook, its name.
    package var path: String
    package var isWebhook: Bool
    package var operationID: String?
    package var summary: String?
    package var description: String?
    package var tags: [String]
    package var deprecated: Bool
    /// `x-hidden`: the page exists but the navigation does not list it.
    package var hidden: Bool = false
    /// Path-item parameters merged with the operation's own (the operation's win), in order.
    package var parameters: [APIParameter]
    package var requestBody: APIRequestBody?
    /// By status code as written (`200`, `4XX`, `default`), in file order.
    package var responses: [APIResponse]
    /// The operation's `security`, else the document's: alternatives of schemes used together.
    /// Empty means no authentication.
    package var security: [APISecurityRequirement]
    /// The operation's `servers`, else its path item's, else the document's.
    package var servers: [APIServer]
    /// `x-codeSamples` / `x-code-samples`: hand-written examples that replace generated ones.
    package var codeSamples: [APICodeSample]
    /// `x-mint.metadata`: front-matter values for the generated page (title, sidebarTitle, …).
    package var metadata: [String: String] = [:]
    /// `x-mint.href`: the generated page's own path in the site (`/guides/users`).
    package var href: String?
    /// `x-mint.content`: MDX shown before the generated reference.
    package var content: String?
    /// Where the operation is written, for diagnostics.
    package var position: SourcePosition

    package init(method: HTTPMethod, path: String, position: SourcePosition) {
        self.method = method
        self.path = path
        self.position = position
        isWebhook = false
        tags = []
        deprecated = false
        parameters = []
        responses = []
        security = []
        servers = []
        codeSamples = []
    }

    /// `POST /v1/messages`, or `webhook order.created`.
    package var displayName: String { isWebhook ? "webhook \(path)" : "\(method.name) \(path)" }
}

package struct APIParameter: Sendable {
    package enum Location: String, Sendable, Hashable, CaseIterable {
        case path, query, header, cookie
    }

    package var name: String
    package var location: Location
    package var required: Bool
    package var deprecated: Bool
    package var description: String?
    package var schema: APISchemaID?
    /// `example`, or the first of `examples`.
    package var example: JSONNode?
    package var position: SourcePosition
}

package struct APIRequestBody: Sendable {
    package var description: String?
    package var required: Bool
    /// By media type, in file order.
    package var content: [APIMediaType]
}

package struct APIMediaType: Sendable {
    /// `application/json`, `multipart/form-data`, ….
    package var name: String
    package var schema: APISchemaID?
    /// `example`, else `examples` (name, summary, value) in file order.
    package var examples: [APIExample]
}

package struct APIExample: Sendable {
    package var name: String?
    package var summary: String?
    package var value: JSONNode
}

package struct APIResponse: Sendable {
    /// `200`, `4XX`, `default`.
    package var status: String
    package var description: String?
    package var content: [APIMediaType]
    package var headers: [APIParameter]
}

package struct APICodeSample: Sendable, Hashable {
    /// The language as written (`javascript`, `curl`), for highlighting.
    package var language: String
    package var label: String?
    package var source: String
}

extension APIParameter {
    /// A parameter known by its name and place alone: what a page's title and search words
    /// take from it (see the site's cached outlines of specs).
    package init(name: String, location: Location, position: SourcePosition) {
        self.init(
            name: name, location: location, required: location == .path, deprecated: false, description: nil, schema: nil,
            example: nil, position: position)
    }
}
