import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import DevServer

/// The server over real loopback sockets, in this process, with limits small enough to test.
@Suite("Server over loopback")
struct ServerTests {
    /// A served folder and a running server, stopped when the test ends.
    final class Running {
        let folder: TemporaryFolder
        let liveReload: LiveReload
        let server: Server
        var port: UInt16 { server.port }

        init(limits: Server.Limits = Server.Limits(), heartbeat: Duration = .seconds(15)) throws {
            folder = try TemporaryFolder()
            try folder.write("site/index.html", "<html><body><h1>Home</h1></body></html>")
            try folder.write("secret.txt", "top secret")
            liveReload = LiveReload(heartbeat: heartbeat)
            server = try Server(root: "\(folder.path)/site", port: 0, liveReload: liveReload, limits: limits)
            try server.start()
        }

        deinit {
            server.stop()
        }
    }

    @Test("a connection the server has no thread for is told 503 and closed, and its slot is given back")
    func noThreadForAConnection() throws {
        let folder = try TemporaryFolder()
        try folder.write("site/index.html", "<html><body>Home</body></html>")
        let server = try Server(
            root: "\(folder.path)/site", port: 0, liveReload: LiveReload(), limits: Server.Limits(), startThread: { _ in false })
        try server.start()
        defer { server.stop() }
        // Nothing sent: the answer comes without a request, and the close is a clean one.
        let client = try RawClient(port: server.port)
        #expect(client.readToEnd())
        #expect(client.status == 503)
        #expect(client.text.contains("no thread for this connection"))
        #expect(client.text.contains("\r\nRetry-After: 1\r\n"))
        #expect(server.slots.wait(until: { $0 == (0, 0) }))
    }

    @Test("GET serves the page with the script; HEAD the same headers and no body")
    func getAndHead() throws {
        let running = try Running()
        let get = try RawClient.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: running.port)
        #expect(get.status == 200)
        #expect(get.text.contains("\r\nContent-Type: text/html; charset=utf-8\r\n"))
        #expect(get.text.contains("<h1>Home</h1><script data-preflight-live-reload>"))
        let length = get.text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n").utf8.count
        #expect(get.text.contains("\r\nContent-Length: \(length)\r\n"))
        let head = try RawClient.exchange("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: running.port)
        #expect(head.status == 200)
        #expect(head.text.contains("\r\nContent-Length: \(length)\r\n"))
        #expect(head.text.hasSuffix("\r\n\r\n"))
    }

    @Test("traversal over the wire is refused and never returns the file")
    func traversal() throws {
        let running = try Running()
        for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd"] {
            let client = try RawClient.exchange("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: running.port)
            #expect(client.status == 400, "\(path)")
            #expect(!client.text.contains("top secret"), "\(path)")
            #expect(!client.text.contains("root:"), "\(path)")
        }
    }

    @Test("a Host other than loopback is 403")
    func foreignHost() throws {
        let running = try Running()
        let client = try RawClient.exchange("GET / HTTP/1.1\r\nHost: rebind.example\r\n\r\n", port: running.port)
        #expect(client.status == 403)
        #expect(!client.text.contains("<h1>Home</h1>"))
    }

    @Test("a head that trickles in is cut off at the timeout with 408 (slowloris)")
    func slowHead() throws {
        let running = try Running(limits: Server.Limits(timeout: .milliseconds(300)))
        let client = try RawClient(port: running.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        // A header line every 100 ms, each well inside the timeout, until the server answers:
        // only one deadline for the whole head ends this; one per read would never fire.
        var line = 0
        while !client.isClosed, client.received.isEmpty, line < 600 {
            line += 1
            client.send("X-Slow: \(line)\r\n")
            client.read(until: { !$0.isEmpty }, timeout: .milliseconds(100))
        }
        #expect(client.readToEnd())
        #expect(client.status == 408)
    }

    @Test("an oversized head is 431")
    func oversizedHead() throws {
        let running = try Running()
        let padding = String(repeating: "a", count: 10_000)
        let client = try RawClient.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: \(padding)\r\n\r\n", port: running.port)
        #expect(client.status == 431)
    }

    @Test("past the connection limit a connection gets 503 at once")
    func connectionLimit() throws {
        let running = try Running(limits: Server.Limits(maxConnections: 2, timeout: .seconds(30)))
        let idle = try (0..<2).map { _ in try RawClient(port: running.port) }
        // The idle connections must be admitted before the third arrives.
        #expect(running.server.slots.wait(until: { $0.requests == 2 }))
        let third = try RawClient.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: running.port)
        #expect(third.status == 503)
        #expect(third.text.contains("\r\nRetry-After: 1\r\n"))
        withExtendedLifetime(idle) {}
    }

    @Test("event streams past their own limit get 503 alone; pages are still served")
    func eventStreamLimit() throws {
        let running = try Running(limits: Server.Limits(maxConnections: 2, maxEventStreams: 3))
        let request = "GET /_preflight/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
        // More streams than the connection limit, all held open, as tabs open them one by one.
        let streams = try (0..<3).map { _ in
            let stream = try RawClient(port: running.port)
            stream.send(request)
            #expect(stream.read(until: { $0.contains("retry: 1000\n\n") }))
            #expect(stream.status == 200)
            return stream
        }
        let extra = try RawClient.exchange(request, port: running.port)
        #expect(extra.status == 503)
        #expect(extra.text.contains("Too many tabs hold a live-reload stream (3)"))
        for _ in 0..<3 {
            // The server frees a request's place after the client has its answer: wait for it,
            // or a busy machine turns the next page away for a place not yet given back.
            #expect(running.server.slots.wait(until: { $0.requests == 0 }))
            let page = try RawClient.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: running.port)
            #expect(page.status == 200)
            #expect(page.text.contains("<h1>Home</h1>"))
        }
        // A stream that ends gives its place to the next one.
        streams[0].close()
        #expect(running.server.slots.wait(until: { $0.streams == 2 }))
        let next = try RawClient(port: running.port)
        next.send(request)
        #expect(next.read(until: { $0.contains("retry: 1000\n\n") }))
        withExtendedLifetime(streams) {}
    }

    @Test("an event stream outlives the request timeout, gets heartbeats and events, and ends on stop")
    func eventStream() throws {
        let running = try Running(limits: Server.Limits(timeout: .milliseconds(300)), heartbeat: .milliseconds(200))
        let client = try RawClient(port: running.port)
        client.send("GET /_preflight/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        #expect(client.read(until: { $0.contains("retry: 1000\n\n") }))
        #expect(client.status == 200)
        #expect(client.text.contains("\r\nContent-Type: text/event-stream; charset=utf-8\r\n"))
        #expect(!client.text.contains("Content-Length"))
        // Three heartbeats 200 ms apart: the stream has outlived the 300 ms request timeout.
        #expect(client.read(until: { $0.components(separatedBy: ": heartbeat\n\n").count > 3 }))
        running.liveReload.broadcast(.reload)
        #expect(client.read(until: { $0.contains("event: reload\n") }))
        running.liveReload.broadcast(.buildError("a.json: error[x]: bad"))
        #expect(client.read(until: { $0.contains("event: build-error\ndata: a.json: error[x]: bad\n\n") }))
        running.server.stop()
        #expect(client.readToEnd())
    }

    @Test("a page that opens its stream after a failed build is told the error at once")
    func errorOnConnect() throws {
        let running = try Running()
        running.liveReload.broadcast(.buildError("broken"))
        let client = try RawClient(port: running.port)
        client.send("GET /_preflight/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(client.read(until: { $0.contains("event: build-error\ndata: broken\n\n") }))
    }

    @Test("a port in use is the coded error port_in_use")
    func portInUse() throws {
        let running = try Running()
        #expect {
            _ = try Server(root: running.folder.path, port: running.port, liveReload: LiveReload())
        } throws: { error in
            (error as? Diagnostic)?.code == .portInUse
        }
    }

    @Test("stop closes the listening socket")
    func stopCloses() throws {
        let running = try Running()
        let port = running.port
        running.server.stop()
        #expect(throws: RawClient.Failure.self) { try RawClient(port: port) }
    }
}
