import Testing

@testable import DevServer

@Suite("StaticFiles")
struct StaticFilesTests {
    func request(_ target: String, method: String = "GET") -> HTTPRequest {
        HTTPRequest(method: method, target: target, version: "HTTP/1.1", headers: [HTTPHeader(name: "Host", value: "127.0.0.1")])
    }

    func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    @Test("a page is served as UTF-8 HTML with the live-reload script before </body>")
    func page() throws {
        let folder = try TemporaryFolder()
        try folder.write("index.html", "<html><body><p>Caf\u{E9}</p></body></html>")
        let response = StaticFiles(root: folder.path).response(to: request("/"))
        #expect(response.status == .ok)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(text(response).hasPrefix("<html><body><p>Caf\u{E9}</p><script data-preflight-live-reload>"))
        #expect(text(response).hasSuffix("</script>\n</body></html>"))
        #expect(text(response).contains("new EventSource(\"/_preflight/events\")"))
    }

    @Test("other files are served byte for byte, without the script")
    func otherFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("assets/site.css", "body { color: red; }")
        let response = StaticFiles(root: folder.path).response(to: request("/assets/site.css"))
        #expect(response.status == .ok)
        #expect(response.header("Content-Type") == "text/css; charset=utf-8")
        #expect(text(response) == "body { color: red; }")
    }

    @Test("HEAD sends GET's headers, Content-Length included, and no body")
    func head() throws {
        let folder = try TemporaryFolder()
        try folder.write("llms.txt", "twelve bytes")
        let response = StaticFiles(root: folder.path).response(to: request("/llms.txt", method: "HEAD"))
        let wire = String(decoding: response.serialized(includingBody: false), as: UTF8.self)
        #expect(wire.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(wire.contains("\r\nContent-Length: 12\r\n"))
        #expect(wire.contains("\r\nCache-Control: no-store\r\n"))
        #expect(wire.hasSuffix("\r\n\r\n"))
    }

    @Test("methods other than GET and HEAD are 405 with Allow", arguments: ["POST", "PUT", "DELETE", "OPTIONS", "TRACE"])
    func methodNotAllowed(method: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("index.html", "<p>home</p>")
        let response = StaticFiles(root: folder.path).response(to: request("/", method: method))
        #expect(response.status == .methodNotAllowed)
        #expect(response.header("Allow") == "GET, HEAD")
    }

    @Test("a missing file gets the site's own 404.html with status 404")
    func sitesNotFoundPage() throws {
        let folder = try TemporaryFolder()
        try folder.write("404.html", "<body>Lost?</body>")
        let response = StaticFiles(root: folder.path).response(to: request("/missing"))
        #expect(response.status == .notFound)
        #expect(text(response).hasPrefix("<body>Lost?<script data-preflight-live-reload>"))
    }

    @Test("without a 404.html, a small built-in page that escapes the path and still reloads")
    func builtInNotFoundPage() throws {
        let folder = try TemporaryFolder()
        let response = StaticFiles(root: folder.path).response(to: request("/<b>missing</b>"))
        #expect(response.status == .notFound)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(text(response).contains("/&lt;b&gt;missing&lt;/b&gt;"))
        #expect(!text(response).contains("<b>missing"))
        #expect(text(response).contains("data-preflight-live-reload"))
    }

    @Test("a traversing path is 400 and never the file")
    func traversal() throws {
        let folder = try TemporaryFolder()
        try folder.write("site/index.html", "<p>home</p>")
        try folder.write("secret.txt", "top secret")
        let files = StaticFiles(root: "\(folder.path)/site")
        for target in ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/..\\secret.txt"] {
            let response = files.response(to: request(target))
            #expect(response.status == .badRequest, "\(target)")
            #expect(!text(response).contains("top secret"), "\(target)")
        }
    }

    @Test("a folder without its slash is a 301 to it")
    func redirect() throws {
        let folder = try TemporaryFolder()
        try folder.write("docs/index.html", "<p>docs</p>")
        let response = StaticFiles(root: folder.path).response(to: request("/docs?x=1"))
        #expect(response.status == .movedPermanently)
        #expect(response.header("Location") == "/docs/?x=1")
    }
}
