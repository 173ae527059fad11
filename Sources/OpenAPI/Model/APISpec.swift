import Diagnostics
import Foundation

/// One OpenAPI document, read and resolved: every `$ref` followed, `allOf` merged, ready to
/// render. Schemas live in one table so that recursive schemas (a tree whose children are
/// trees) are plain indices rather than infinite values.
package struct APISpec: Sendable {
    /// The file the spec was read from, as the site names it.
    package var file: String
    /// The spec's file and every file its `$ref`s read, sorted: what pages built from it depend on.
    package var files: [String] = []
    /// `openapi`: "3.0.3", "3.1.0", ….
    package var openAPIVersion: String
    package var title: String
    package var version: String
    package var description: String?
    package var servers: [APIServer]
    /// Every operation under `paths`, in file order.
    package var operations: [APIOperation]
    /// Operations under `webhooks` (3.1), by name, in file order.
    package var webhooks: [APIOperation]
    /// `components.securitySchemes`, by name, in file order.
    package var securitySchemes: [APISecurityScheme]
    /// The document's default `security`: alternatives, each a set of schemes used together.
    package var security: [APISecurityRequirement]
    /// `tags` with their descriptions, in file order (operations may name tags not listed).
    package var tags: [APITag]
    /// Every schema the operations reach; ``APISchemaID`` indexes it.
    package var schemas: [APISchema]
    /// What the spec gets wrong that Mintlify renders anyway (a security requirement naming
    /// an undefined scheme, a schema `type` JSON Schema does not have): each is left off the
    /// pages and reported as a warning, which `--strict` makes an error.
    package var warnings: [Diagnostic] = []

    package init(file: String) {
        self.file = file
        openAPIVersion = ""
        title = ""
        version = ""
        servers = []
        operations = []
        webhooks = []
        securitySchemes = []
        security = []
        tags = []
        schemas = []
    }

    package subscript(id: APISchemaID) -> APISchema { schemas[id.index] }

    /// The operation for `method` and `path` exactly as the spec writes the path.
    package func operation(_ method: HTTPMethod, _ path: String) -> APIOperation? {
        operations.first { $0.method == method && $0.path == path }
    }

    package func webhook(named name: String) -> APIOperation? {
        webhooks.first { $0.path == name }
    }

    package func securityScheme(named name: String) -> APISecurityScheme? {
        securitySchemes.first { $0.name == name }
    }
}

package struct APIServer: Sendable, Hashable {
    package var url: String
    package var description: String?
    /// `{name}` placeholders in the URL, with their defaults and choices.
    package var variables: [Variable]

    package struct Variable: Sendable, Hashable {
        package var name: String
        package var defaultValue: String
        package var choices: [String]
        package var description: String?
    }

    /// The URL every path is appended to: variables at their defaults, no trailing `/`
    /// (`https://api.test/v1/` and `/users` make `https://api.test/v1/users`).
    package var baseURL: String {
        var url = resolvedURL
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }

    /// The URL with every variable at its default.
    package var resolvedURL: String {
        variables.reduce(url) { url, variable in url.replacingOccurrences(of: "{\(variable.name)}", with: variable.defaultValue) }
    }
}

package struct APITag: Sendable, Hashable {
    package var name: String
    package var description: String?
    /// `x-group`: the navigation group's label when it should differ from the name.
    package var displayName: String?
}

extension APITag {
    /// A tag known by the names the navigation shows (see the site's cached outlines of specs).
    package init(name: String, displayName: String?) {
        self.init(name: name, description: nil, displayName: displayName)
    }
}
