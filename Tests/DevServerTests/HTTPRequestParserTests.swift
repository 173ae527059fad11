import Testing

@testable import DevServer

@Suite("HTTPRequestParser")
struct HTTPRequestParserTests {
    let parser = HTTPRequestParser()

    func parse(_ text: String) -> HTTPRequestParser.Outcome {
        parser.parse(Array(text.utf8))
    }

    @Test("parses the request line and header fields; the target splits into path and query")
    func parsesRequest() throws {
        let outcome = parse("GET /docs/a%20b?tab=2 HTTP/1.1\r\nHost: 127.0.0.1:4000\r\nAccept:  text/html \r\n\r\n")
        guard case .request(let request) = outcome else {
            Issue.record("expected a request, got \(outcome)")
            return
        }
        #expect(request.method == "GET")
        #expect(request.target == "/docs/a%20b?tab=2")
        #expect(request.path == "/docs/a%20b")
        #expect(request.query == "?tab=2")
        #expect(request.version == "HTTP/1.1")
        #expect(request.header("host") == "127.0.0.1:4000")
        #expect(request.header("ACCEPT") == "text/html")
    }

    @Test("waits for the blank line that ends the head")
    func incomplete() {
        #expect(parse("") == .incomplete)
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
    }

    @Test("accepts bare LF line ends, empty lines before the request, and HTTP/1.0 without Host")
    func lenientWhereHarmless() {
        #expect(parse("GET / HTTP/1.1\nHost: x\n\n") != .failure(.badRequest))
        #expect(parse("\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n") != .failure(.badRequest))
        guard case .request(let request) = parse("HEAD / HTTP/1.0\r\n\r\n") else {
            Issue.record("HTTP/1.0 without Host was refused")
            return
        }
        #expect(request.method == "HEAD")
    }

    @Test(
        "refuses malformed heads with 400",
        arguments: [
            "GET\r\n\r\n",
            "GET /\r\n\r\n",
            "GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n",
            "GET  / HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET http://example.com/ HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET * HTTP/1.1\r\nHost: x\r\n\r\n",
            "G(T / HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET /a\u{7F} HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET /caf\u{E9} HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET /#top HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET / HTTP/1\r\nHost: x\r\n\r\n",
            "GET / http/1.1\r\nHost: x\r\n\r\n",
            "GET / HTTP/1.1\r\nHost : x\r\n\r\n",
            "GET / HTTP/1.1\r\n: x\r\nHost: x\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nX-Long: a\r\n b\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\rX-Evil: y\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nX-Null: a\u{0}b\r\n\r\n",
            "GET / HTTP/1.1\r\nNo-Colon\r\nHost: x\r\n\r\n",
            "GET / HTTP/1.1\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
        ])
    func malformed(text: String) {
        #expect(parse(text) == .failure(.badRequest))
    }

    @Test("a version other than 1.0 and 1.1 is 505")
    func unsupportedVersion() {
        #expect(parse("GET / HTTP/2.0\r\nHost: x\r\n\r\n") == .failure(.versionNotSupported))
        #expect(parse("GET / HTTP/0.9\r\n\r\n") == .failure(.versionNotSupported))
    }

    @Test("a head over the limit is 431, whether complete or still arriving")
    func headTooLarge() {
        let big = "GET / HTTP/1.1\r\nHost: x\r\nX-Padding: \(String(repeating: "a", count: 9000))\r\n\r\n"
        #expect(parse(big) == .failure(.headerFieldsTooLarge))
        #expect(parse(String(big.dropLast(4))) == .failure(.headerFieldsTooLarge))
    }

    @Test("a request line over the limit is 414")
    func requestLineTooLong() {
        #expect(parse("GET /\(String(repeating: "a", count: 9000))") == .failure(.uriTooLong))
    }

    @Test("more header fields than the limit is 431")
    func tooManyFields() {
        let fields = (0..<101).map { "X-\($0): y\r\n" }.joined()
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n\(fields)\r\n") == .failure(.headerFieldsTooLarge))
    }

    @Test("the limits are settable")
    func customLimits() {
        let small = HTTPRequestParser(maxHeadBytes: 32, maxHeaderCount: 1)
        #expect(small.parse(Array("GET / HTTP/1.1\r\nHost: x\r\nA: b\r\n\r\n".utf8)) == .failure(.headerFieldsTooLarge))
        #expect(small.parse(Array("GET / HTTP/1.1\r\nHost: xyz\r\n\r\n".utf8)) != .failure(.headerFieldsTooLarge))
    }
}
