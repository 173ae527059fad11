/// One entry of `components.securitySchemes`.
package struct APISecurityScheme: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// `http` with its scheme: `bearer`, `basic`, ….
        case http(scheme: String, bearerFormat: String?)
        /// `apiKey` sent in a header, query parameter or cookie under `name`.
        case apiKey(name: String, location: APIParameter.Location)
        case oauth2
        case openIDConnect
        case mutualTLS
    }

    package var name: String
    package var kind: Kind
    package var description: String?
    /// `x-default`: a value the Try-it panel starts with (a test key, a placeholder).
    package var defaultValue: String?
}

/// Schemes that are used together (one alternative of a `security` list), by name.
package struct APISecurityRequirement: Sendable, Hashable {
    package var schemes: [String]
}
