/// A request head. The server answers GET and HEAD only, so it never reads a body.
struct HTTPRequest: Sendable, Equatable {
    var method: String
    /// The request target exactly as sent, such as `/docs/a%20b?tab=2`.
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// The header fields in the order sent; names keep the case they were sent in.
    var headers: [HTTPHeader]

    /// The target's path, before any query, still percent-encoded.
    var path: Substring { target.prefix { $0 != "?" } }

    /// The target's query with its leading `?`, or an empty string.
    var query: Substring { target.drop { $0 != "?" } }

    /// The value of the first header field called `name`, compared without regard to case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// One header field.
struct HTTPHeader: Sendable, Equatable {
    var name: String
    var value: String
}
