import Testing

@testable import DevServer

@Suite("Host check, editor files, dates")
struct SmallPartsTests {
    @Test(
        "loopback names are served, with or without a port",
        arguments: [nil, "127.0.0.1", "127.0.0.1:4000", "localhost", "LOCALHOST:4000", "docs.localhost:4000", "[::1]:4000"])
    func loopbackHosts(host: String?) {
        #expect(LoopbackHost.accepts(host))
    }

    @Test(
        "other names are refused, which stops DNS rebinding",
        arguments: [
            "evil.example", "evil.example:4000", "127.0.0.1.evil.example", "localhost.evil.example", "10.0.0.2:4000",
            "127.0.0.1:abc", "[::1", "", "localhost:4000:1",
        ])
    func otherHosts(host: String) {
        #expect(!LoopbackHost.accepts(host))
    }

    @Test(
        "editors' scratch files are ignored",
        arguments: [
            "/s/content/.gym.json.swp", "/s/content/.gym.json.swx", "/s/content/gym.json~", "/s/content/4913",
            "/s/content/.#gym.json", "/s/content/#gym.json#", "/s/content/gym.json___jb_tmp___",
        ])
    func temporaryFiles(path: String) {
        #expect(EditorFiles.isTemporary(path))
    }

    @Test(
        "real files are not ignored", arguments: ["/s/content/gym.json", "/s/docs/swp.md", "/s/content/49130", "/s/#", "/s/a#b"])
    func realFiles(path: String) {
        #expect(!EditorFiles.isTemporary(path))
    }

    @Test("dates are RFC 9110's IMF-fixdate")
    func httpDate() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(secondsSince1970: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }
}
