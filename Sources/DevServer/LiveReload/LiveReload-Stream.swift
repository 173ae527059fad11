extension LiveReload {
    /// Answers a GET of ``path``: streams events to `socket` until the page goes away, a write
    /// stalls for `writeTimeout`, or the hub closes.
    ///
    /// The stream holds its connection (and its place under the connection limit) for as long
    /// as the page is open, but none of the request timeouts apply: it idles by design.
    func stream(to socket: Socket, writeTimeout: Duration) {
        guard let wake = WakePipe(), let (id, first) = subscribe(wake) else { return }
        defer { unsubscribe(id) }
        // `retry` makes the browser reconnect a second after the stream drops, e.g. on a restart.
        var opening = HTTPResponse(status: .ok, contentType: ContentTypes.eventStream).head(contentLength: nil)
        opening += Array("retry: 1000\n\n".utf8)
        if let first { opening += first.wireFormat }
        guard socket.write(opening, deadline: .now + writeTimeout) else { return }
        while true {
            let bytes: [UInt8]
            switch socket.wait(orWake: wake, timeout: heartbeat) {
            case .woken:
                wake.drain()
                guard let events = takeEvents(for: id) else { return }
                bytes = events.flatMap(\.wireFormat)
            case .timedOut:
                bytes = Array(": heartbeat\n\n".utf8)
            case .readable:
                // A page sends nothing after its request, so this is the tab closing.
                guard case .bytes = socket.read(upTo: 1024, deadline: .now) else { return }
                continue
            }
            guard socket.write(bytes, deadline: .now + writeTimeout) else { return }
        }
    }
}

extension LiveReload.Event {
    /// The event as the stream carries it: `event:` then one `data:` line per line of text.
    var wireFormat: [UInt8] {
        switch self {
        case .reload:
            return Array("event: reload\ndata: reload\n\n".utf8)
        case .buildError(let text):
            // The format ends a field at CR or LF, so each line of the text becomes its own
            // `data:` line, which the browser joins back with LF.
            let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            return Array(("event: build-error\n" + lines.map { "data: \($0)\n" }.joined() + "\n").utf8)
        }
    }
}
