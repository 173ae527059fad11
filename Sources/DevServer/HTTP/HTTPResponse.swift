/// A response to send: status, header fields and body.
///
/// Every response of the dev server says `Cache-Control: no-store` (a page must never come back
/// stale after a rebuild), `X-Content-Type-Options: nosniff`, and `Connection: close`: one request
/// per connection keeps the timeouts and the connection limit simple, and loopback connections are
/// cheap.
struct HTTPResponse: Sendable {
    var status: HTTPStatus
    /// Header fields besides the ones every response gets.
    var headers: [HTTPHeader]
    var body: [UInt8]

    init(status: HTTPStatus, contentType: String? = nil, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = (contentType.map { [HTTPHeader(name: "Content-Type", value: $0)] } ?? []) + headers
        self.body = body
    }

    /// The bytes to send. A response to HEAD has the headers of GET, `Content-Length` included,
    /// and no body.
    func serialized(includingBody: Bool) -> [UInt8] {
        var bytes = head(contentLength: body.count)
        if includingBody { bytes += body }
        return bytes
    }

    /// The status line and header fields; without `contentLength` the body runs until the
    /// connection closes, which is how an event stream is sent.
    func head(contentLength: Int?) -> [UInt8] {
        var text = "HTTP/1.1 \(status)\r\n"
        var fields = headers
        fields.append(HTTPHeader(name: "Date", value: HTTPDate.now()))
        if let contentLength { fields.append(HTTPHeader(name: "Content-Length", value: String(contentLength))) }
        fields.append(HTTPHeader(name: "Cache-Control", value: "no-store"))
        fields.append(HTTPHeader(name: "X-Content-Type-Options", value: "nosniff"))
        fields.append(HTTPHeader(name: "Connection", value: "close"))
        for field in fields {
            text += "\(field.name): \(field.value)\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }

    /// The value of the first header field called `name`, compared without regard to case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
