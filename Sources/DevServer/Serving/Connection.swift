/// One connection's life: read a request head within the limits, answer it, close.
struct Connection {
    let socket: Socket
    let files: StaticFiles
    let liveReload: LiveReload
    let limits: Server.Limits

    /// Answers the connection; returns which kind of slot in `slots` it ended holding.
    func run(slots: ConnectionSlots) -> ConnectionSlots.Kind {
        // One deadline for the whole head, however slowly it trickles in.
        let deadline = ContinuousClock.now + limits.timeout
        let parser = HTTPRequestParser(maxHeadBytes: limits.maxHeadBytes)
        var received: [UInt8] = []
        while true {
            switch parser.parse(received) {
            case .incomplete:
                switch socket.read(upTo: 4096, deadline: deadline) {
                case .bytes(let bytes): received += bytes
                case .timedOut:
                    send(.page(.requestTimeout, message: "The request took too long to arrive."))
                    return .request
                case .closed, .failed: return .request
                }
            case .failure(let status):
                send(.page(status, message: Self.explanation(of: status, limits: limits)))
                return .request
            case .request(let request):
                return respond(to: request, slots: slots)
            }
        }
    }
}

// MARK: - Answering

private extension Connection {
    func respond(to request: HTTPRequest, slots: ConnectionSlots) -> ConnectionSlots.Kind {
        guard LoopbackHost.accepts(request.header("Host")) else {
            send(.page(.forbidden, message: "The dev server answers only to 127.0.0.1 and localhost."))
            return .request
        }
        guard request.path == LiveReload.path else {
            send(files.response(to: request), includingBody: request.method != "HEAD")
            return .request
        }
        guard request.method == "GET" else {
            send(
                .page(
                    .methodNotAllowed, message: "The event stream is opened with GET.",
                    headers: [HTTPHeader(name: "Allow", value: "GET")]),
                includingBody: request.method != "HEAD")
            return .request
        }
        guard slots.becomeStream() else {
            // This tab goes without live reload; the page itself was served.
            send(
                .page(
                    .serviceUnavailable,
                    message:
                        "Too many tabs hold a live-reload stream (\(limits.maxEventStreams)); close some and reload this one."))
            return .request
        }
        liveReload.stream(to: socket, writeTimeout: limits.timeout)
        return .stream
    }

    func send(_ response: HTTPResponse, includingBody: Bool = true) {
        if socket.write(response.serialized(includingBody: includingBody), deadline: .now + limits.timeout) {
            socket.finish(lingering: .seconds(1))
        }
    }

    static func explanation(of status: HTTPStatus, limits: Server.Limits) -> String {
        switch status {
        case .uriTooLong, .headerFieldsTooLarge: "The request head is larger than \(limits.maxHeadBytes) bytes."
        case .versionNotSupported: "The dev server speaks HTTP/1.0 and HTTP/1.1."
        default: "The request is malformed."
        }
    }
}
