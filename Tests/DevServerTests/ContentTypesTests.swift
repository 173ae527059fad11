import Testing

@testable import DevServer

@Suite("ContentTypes")
struct ContentTypesTests {
    @Test(
        "types by extension, with utf-8 for text",
        arguments: [
            ("index.html", "text/html; charset=utf-8"),
            ("assets/site.css", "text/css; charset=utf-8"),
            ("app.js", "text/javascript; charset=utf-8"),
            ("search.json", "application/json; charset=utf-8"),
            ("sitemap.xml", "application/xml; charset=utf-8"),
            ("llms.txt", "text/plain; charset=utf-8"),
            ("docs/push.md", "text/markdown; charset=utf-8"),
            ("logo.svg", "image/svg+xml; charset=utf-8"),
            ("shot.png", "image/png"),
            ("photo.jpg", "image/jpeg"),
            ("favicon.ico", "image/x-icon"),
            ("font.woff2", "font/woff2"),
            ("INDEX.HTML", "text/html; charset=utf-8"),
        ])
    func known(path: String, type: String) {
        #expect(ContentTypes.type(forPath: path) == type)
    }

    @Test(
        "no extension, a dotfile, or an unknown extension is application/octet-stream",
        arguments: ["README", ".htaccess", "a.bin", "dir.d/file"])
    func unknown(path: String) {
        #expect(ContentTypes.type(forPath: path) == "application/octet-stream")
    }
}
