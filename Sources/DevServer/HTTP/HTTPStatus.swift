/// An HTTP status code with its reason phrase.
struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    let code: Int
    let reason: String

    var description: String { "\(code) \(reason)" }

    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}
