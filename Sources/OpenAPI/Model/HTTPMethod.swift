/// The HTTP methods an OpenAPI path item may hold, in the order the specification lists them.
package enum HTTPMethod: String, Sendable, Hashable, CaseIterable, Comparable {
    case get, put, post, delete, options, head, patch, trace

    /// As people write it in docs and navigation: `GET`.
    package var name: String { rawValue.uppercased() }

    /// Reads `GET`, `get` or `Get`.
    package init?(name: some StringProtocol) {
        self.init(rawValue: name.lowercased())
    }

    package static func < (lhs: HTTPMethod, rhs: HTTPMethod) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
