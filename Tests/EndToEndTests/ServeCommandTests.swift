import Foundation
import Locking
import TestSupport
import Testing

/// `preflight serve` through the real binary, over loopback, with raw sockets so that no HTTP
/// client normalizes the requests.
@Suite("preflight serve, end to end")
struct ServeCommandTests {
    static let catalog = """
        { "topics": [ { "slug": "gym", "name": "Gym reminders", "channels": { "push": { "default": true } } } ] }
        """

    /// A temporary site with one small catalog and `preflight serve --port 0` running on it.
    final class Served {
        let site: TemporarySite
        let serve: ServeProcess
        let port: UInt16

        init(catalog: String = ServeCommandTests.catalog, arguments: [String] = []) throws {
            site = try TemporarySite()
            try site.write("content/catalogs/gym.json", catalog)
            serve = try ServeProcess(["--port", "0"] + arguments, in: site.root)
            port = try #require(serve.waitForPort(), "no URL printed; stderr: \(serve.standardError)")
        }

        func get(_ path: String, method: String = "GET") throws -> RawClient {
            try RawClient.exchange("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
        }

        /// An open event stream, once its opening has arrived.
        func events() throws -> RawClient {
            let client = try RawClient(port: port)
            client.send("GET /_preflight/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
            #expect(client.read(until: { $0.contains("retry: 1000\n\n") }), "no event stream: \(client.text)")
            return client
        }
    }

    @Test("serves the site with the reload script, 404 for a missing page, HEAD without a body; Ctrl-C exits 0")
    func servesAndStops() throws {
        let served = try Served()
        #expect(served.serve.standardOutput == "Serving _site at http://127.0.0.1:\(served.port)/ (Ctrl-C to stop)\n")
        let page = try served.get("/previews/gym/index.html")
        #expect(page.status == 200)
        #expect(page.text.contains("\r\nContent-Type: text/html; charset=utf-8\r\n"))
        #expect(page.text.contains("\r\nCache-Control: no-store\r\n"))
        #expect(page.text.contains("Gym reminders"))
        #expect(page.text.contains("<script data-preflight-live-reload>"))
        #expect(page.text.contains(#"new EventSource("/_preflight/events")"#))
        #expect(try served.get("/").status == 200)
        #expect(try served.get("/assets/site.css").text.contains("\r\nContent-Type: text/css; charset=utf-8\r\n"))
        #expect(try served.get("/previews/gym").text.contains("\r\nLocation: /previews/gym/\r\n"))
        let missing = try served.get("/no/such/page.html")
        #expect(missing.status == 404)
        #expect(missing.text.contains("\r\nContent-Type: text/html; charset=utf-8\r\n"))
        let head = try served.get("/previews/gym/index.html", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.text.hasSuffix("\r\n\r\n"))
        #expect(!head.text.contains("Gym reminders"))
        #expect(try served.get("/", method: "POST").text.contains("\r\nAllow: GET, HEAD\r\n"))

        #expect(served.serve.stop(with: SIGINT) == 0)
        #expect(served.serve.standardError.hasSuffix("Stopped.\n"))
        #expect(throws: RawClient.Failure.self) { try RawClient(port: served.port) }
    }

    @Test(
        "paths that leave the site are refused and never return the file",
        arguments: [
            "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
            "/..\\..\\etc\\passwd", "/previews/../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd%00.html",
        ])
    func refusesTraversal(path: String) throws {
        let served = try Served()
        let response = try served.get(path)
        #expect(response.status == 400 || response.status == 404, "\(response.text.prefix(200))")
        #expect(!response.text.contains("root:"))
        #expect(served.serve.stop() == 0)
    }

    @Test("an edit reloads open pages; a broken catalog shows its errors while the last good site stays served")
    func reloadsAndReportsErrors() throws {
        let served = try Served()
        let stream = try served.events()
        try served.site.write(
            "content/catalogs/gym.json", ServeCommandTests.catalog.replacingOccurrences(of: "Gym reminders", with: "Gym alerts"))
        #expect(stream.read(until: { $0.contains("event: reload\ndata: reload\n\n") }, timeout: .seconds(60)), "\(stream.text)")
        #expect(try served.get("/previews/gym/index.html").text.contains("Gym alerts"))

        try served.site.write(
            "content/catalogs/gym.json", #"{ "topics": [ { "slug": "Bad Slug", "name": "x", "channels": {} } ] }"#)
        #expect(
            stream.read(until: { $0.contains("event: build-error\ndata: content/catalogs/gym.json:") }, timeout: .seconds(60)),
            "\(stream.text)")
        #expect(stream.text.contains("error[invalid_slug]"))
        #expect(served.serve.waitForError(containing: "error[invalid_slug]"))
        let stillServed = try served.get("/previews/gym/index.html")
        #expect(stillServed.status == 200)
        #expect(stillServed.text.contains("Gym alerts"))

        let reloads = stream.text.components(separatedBy: "event: reload").count
        try served.site.write("content/catalogs/gym.json", ServeCommandTests.catalog)
        #expect(
            stream.read(until: { $0.components(separatedBy: "event: reload").count > reloads }, timeout: .seconds(60)),
            "\(stream.text)")
        #expect(served.serve.stop() == 0)
        #expect(stream.readToEnd(), "the event stream stayed open after the server stopped")
    }

    @Test("a save that changes no file of the site reloads nothing; the fix of a failed build reloads, even to the same site")
    func unchangedSaveReloadsNothing() throws {
        let served = try Served()
        let stream = try served.events()
        // The same bytes saved again: the site is rebuilt, and no page is different.
        try served.site.write("content/catalogs/gym.json", ServeCommandTests.catalog)
        #expect(
            served.serve.waitForError(containing: "no file of the site changed (content/catalogs/gym.json changed).\n"),
            "\(served.serve.standardError)")
        try served.site.write(
            "content/catalogs/gym.json", #"{ "topics": [ { "slug": "Bad Slug", "name": "x", "channels": {} } ] }"#)
        // Events arrive in order: by the build error, a reload sent before it would have arrived.
        #expect(stream.read(until: { $0.contains("event: build-error\n") }, timeout: .seconds(60)), "\(stream.text)")
        #expect(!stream.text.contains("event: reload"), "\(stream.text)")
        // The fix brings back the very site the error left in place: the pages still reload.
        try served.site.write("content/catalogs/gym.json", ServeCommandTests.catalog)
        #expect(stream.read(until: { $0.contains("event: reload\n") }, timeout: .seconds(60)), "\(stream.text)")
        #expect(served.serve.standardError.contains("Rebuilt "), "\(served.serve.standardError)")
        #expect(served.serve.stop() == 0)
    }

    @Test("pages read without pause while edits land are always whole: the old page or the new one, never half of one")
    func readsDuringEditsAreWhole() throws {
        let served = try Served()
        // A page large enough that writing it takes many writes, and a second page beside it.
        func page(_ edit: Int) -> String {
            "---\ntitle: Long\n---\n\nEdit \(edit) begins.\n\n"
                + String(repeating: "A paragraph of the long page, written again on every edit.\n\n", count: 4000)
                + "Edit \(edit) ends.\n"
        }
        try served.site.write("content/docs/long.md", page(0))
        try served.site.write("content/docs/other.md", "---\ntitle: Other\n---\n\nSee [the long page](/long).\n")
        let stream = try served.events()
        #expect(stream.read(until: { $0.contains("event: reload") }, timeout: .seconds(60)), "\(stream.text)")
        #expect(try served.get("/long.html").text.contains("Edit 0 ends."))

        let done = Locked(false)
        let problems = Locked<[String]>([])
        let reads = Locked(0)
        let finished = DispatchSemaphore(value: 0)
        let port = served.port
        let reader = Thread {
            defer { finished.signal() }
            while !done.withLock({ $0 }) {
                let request = "GET /long.html HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
                guard let response = try? RawClient.exchange(request, port: port) else { continue }
                reads.withLock { $0 += 1 }
                let text = response.text
                let begins = text.range(of: #"Edit \d+ begins\."#, options: .regularExpression).map { String(text[$0]) }
                let ends = text.range(of: #"Edit \d+ ends\."#, options: .regularExpression).map { String(text[$0]) }
                if response.status != 200 || !text.hasSuffix("</html>\n") || begins == nil
                    || begins?.dropLast(" begins.".count) != ends?.dropLast(" ends.".count)
                {
                    problems.withLock {
                        $0.append("status \(response.status ?? 0), \(text.count) bytes, \(begins ?? "-") … \(ends ?? "-")")
                    }
                }
            }
        }
        reader.start()
        for edit in 1...8 {
            let reloads = stream.text.components(separatedBy: "event: reload").count
            try served.site.write("content/docs/long.md", page(edit))
            #expect(
                stream.read(until: { $0.components(separatedBy: "event: reload").count > reloads }, timeout: .seconds(60)),
                "\(stream.text)")
            // The page served once the reload is sent is the new one.
            #expect(try served.get("/long.html").text.contains("Edit \(edit) ends."), "edit \(edit)")
        }
        done.withLock { $0 = true }
        finished.wait()
        #expect(reads.withLock { $0 } > 8)
        #expect(problems.withLock { $0 }.isEmpty, "\(problems.withLock { $0 }.prefix(3))")
        #expect(served.serve.stop() == 0)
    }

    @Test("a failed first build still serves, prints the diagnostics, and shows them to every page that opens")
    func failedFirstBuild() throws {
        let served = try Served(catalog: #"{ "topics": [ { "slug": "Bad Slug", "name": "x", "channels": {} } ] }"#)
        // Standard error is a pipe of its own: it may arrive after the URL on standard output.
        #expect(
            served.serve.waitForError(containing: "content/catalogs/gym.json:1:25: topics[0].slug: error[invalid_slug]"),
            "\(served.serve.standardError)")
        let stream = try served.events()
        #expect(stream.read(until: { $0.contains("event: build-error\n") && $0.hasSuffix("\n\n") }), "\(stream.text)")
        #expect(stream.text.contains("error[invalid_slug]"))
        let page = try served.get("/")
        #expect(page.status == 404)
        #expect(page.text.contains("<script data-preflight-live-reload>"))
        try served.site.write("content/catalogs/gym.json", ServeCommandTests.catalog)
        #expect(stream.read(until: { $0.contains("event: reload\n") }, timeout: .seconds(60)), "\(stream.text)")
        #expect(try served.get("/").status == 200)
        #expect(served.serve.stop() == 0)
    }

    @Test("--allow-broken-links serves a site whose pages link to missing pages and anchors, and its edits too")
    func allowsBrokenLinks() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json", #"{ "name": "Ahead", "navigation": { "groups": [ { "group": "G", "pages": ["index"] } ] } }"#)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [later](/later).\n")
        let refused = try ServeProcess(["--port", "0"], in: site.root)
        #expect(refused.waitForError(containing: "error[broken_link]"), "\(refused.standardError)")
        #expect(refused.stop() == 0)
        let serve = try ServeProcess(["--port", "0", "--allow-broken-links"], in: site.root)
        let port = try #require(serve.waitForPort(), "\(serve.standardError)")
        let stream = try RawClient(port: port)
        stream.send("GET /_preflight/events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
        #expect(stream.read(until: { $0.contains("retry: 1000\n\n") }))
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [later](/later#part), edited.\n")
        #expect(stream.read(until: { $0.contains("event: reload\n") }, timeout: .seconds(60)), "\(stream.text)")
        let page = try RawClient.exchange("GET /index.html HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n", port: port)
        #expect(page.text.contains("edited."))
        #expect(!stream.text.contains("build-error"))
        #expect(serve.stop() == 0)
    }

    @Test("a template change rebuilds too")
    func watchesTemplates() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", ServeCommandTests.catalog)
        try site.copyTemplates()
        let serve = try ServeProcess(["--port", "0"], in: site.root)
        let port = try #require(serve.waitForPort(), "\(serve.standardError)")
        let stream = try RawClient(port: port)
        stream.send("GET /_preflight/events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
        #expect(stream.read(until: { $0.contains("retry: 1000\n\n") }))
        let layout = try site.read("templates/page.mustache")
        try site.write("templates/page.mustache", layout + "<!-- edited -->\n")
        #expect(stream.read(until: { $0.contains("event: reload\n") }, timeout: .seconds(60)), "\(stream.text)")
        #expect(serve.stop() == 0)
    }

    @Test("64 idle event streams leave pages served; a stream past them alone gets 503")
    func eventStreamsDoNotStarvePages() throws {
        let served = try Served()
        let streams = try (0..<64).map { _ in try served.events() }
        let page = try served.get("/previews/gym/index.html")
        #expect(page.status == 200)
        #expect(page.text.contains("Gym reminders"))
        let extra = try served.get("/_preflight/events")
        #expect(extra.status == 503, "\(extra.text.prefix(300))")
        #expect(extra.text.contains("Too many tabs hold a live-reload stream (64)"))
        #expect(try served.get("/").status == 200)
        #expect(served.serve.stop() == 0)
        withExtendedLifetime(streams) {}
    }

    @Test("SIGTERM stops it cleanly as well")
    func sigterm() throws {
        let served = try Served()
        #expect(served.serve.stop(with: SIGTERM) == 0)
    }

    @Test("a port in use is the coded error port_in_use and exit 2")
    func portInUse() throws {
        let served = try Served()
        let second = try PreflightProcess.run(["serve", "--port", "\(served.port)"], in: served.site.root)
        #expect(second.status == 2)
        #expect(
            second.stderr.contains(
                "127.0.0.1:\(served.port): error[port_in_use]: Port \(served.port) on 127.0.0.1 is already in use"))
        #expect(second.stdout.isEmpty)
        #expect(served.serve.stop() == 0)
    }

    @Test("a port that is not a number from 0 to 65535 is a usage error", arguments: ["http", "-1", "65536"])
    func badPort(port: String) throws {
        let site = try TemporarySite()
        let outcome = try PreflightProcess.run(["serve", "--port", port], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("Error: The value '\(port)' is invalid for '--port <n>'"))
        #expect(outcome.stderr.contains("Usage: preflight serve"))
    }

    @Test("an output folder inside a watched folder is refused, since every build would start another")
    func outputInsideContent() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", ServeCommandTests.catalog)
        let outcome = try PreflightProcess.run(["serve", "--port", "0", "--output", "content/_site"], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("error[output_in_watched_folder]"))
    }
}
