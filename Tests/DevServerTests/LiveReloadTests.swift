import Testing

@testable import DevServer

@Suite("Live reload: the script, its injection, the event format, the hub")
struct LiveReloadTests {
    func inject(_ page: String) -> String {
        String(decoding: LiveReloadScript.inject(into: Array(page.utf8)), as: UTF8.self)
    }

    @Test("the script goes before the last </body>, matched without regard to case")
    func injection() {
        let script = LiveReloadScript.markup
        #expect(inject("<body>a</body>") == "<body>a\(script)</body>")
        #expect(inject("<BODY>a</BODY >") == "<BODY>a\(script)</BODY >")
        #expect(inject("<p>\"</body>\"</p></body>") == "<p>\"</body>\"</p>\(script)</body>")
        #expect(inject("<table><tbody></tbody></table>") == "<table><tbody></tbody></table>\(script)")
        #expect(inject("<p>no body tag") == "<p>no body tag\(script)")
        #expect(inject("") == script)
    }

    @Test("the overlay shows the text as text, never as markup")
    func overlayUsesTextContent() {
        #expect(LiveReloadScript.markup.contains("textContent = event.data"))
        #expect(!LiveReloadScript.markup.contains("innerHTML"))
    }

    @Test("reload is one event; a build error is one data line per line of text")
    func wireFormat() {
        #expect(String(decoding: LiveReload.Event.reload.wireFormat, as: UTF8.self) == "event: reload\ndata: reload\n\n")
        let error = LiveReload.Event.buildError("a.json:1:2: error[x]: bad\r\n  hint: fix\n\nevent: reload")
        #expect(
            String(decoding: error.wireFormat, as: UTF8.self)
                == "event: build-error\ndata: a.json:1:2: error[x]: bad\ndata:   hint: fix\ndata: \ndata: event: reload\n\n")
    }

    @Test("a stream opened after a failed build is told the error first; a good build clears it")
    func remembersTheLastError() {
        let hub = LiveReload()
        guard let wake = WakePipe() else {
            Issue.record("no pipe")
            return
        }
        hub.broadcast(.buildError("broken"))
        #expect(hub.subscribe(wake)?.first == .buildError("broken"))
        hub.broadcast(.reload)
        #expect(hub.subscribe(wake)?.first == nil)
    }

    @Test("events queue per stream until taken; a closed hub ends every stream and takes no more")
    func queuesAndCloses() throws {
        let hub = LiveReload()
        let wake = try #require(WakePipe())
        let id = try #require(hub.subscribe(wake)).id
        hub.broadcast(.reload)
        hub.broadcast(.buildError("x"))
        #expect(hub.takeEvents(for: id) == [.reload, .buildError("x")])
        #expect(hub.takeEvents(for: id) == [])
        hub.close()
        #expect(hub.takeEvents(for: id) == nil)
        #expect(hub.subscribe(wake) == nil)
    }
}
