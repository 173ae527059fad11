import Foundation
import TestSupport
import Testing

/// A site under `preflight serve` with the live-reload event stream open, edited the way an
/// editor's safe save does it: each change is one rename into the watched folders (a file, or
/// a whole folder, prepared beside them), so it reaches the server as one change, one build,
/// one event, and no build ever reads a half-written file.
final class ServedSite {
    enum Failure: Error {
        case noServer(String)
        case noEventStream(String)
    }

    /// What the event stream sent after a change.
    enum Event: Equatable, CustomStringConvertible {
        case reload
        /// The build's diagnostics, as the page's overlay would show them.
        case buildError(String)
        /// No event before the deadline.
        case none

        var description: String {
            switch self {
            case .reload: "reload"
            case .buildError(let text): "build-error:\n\(text)"
            case .none: "no event"
            }
        }
    }

    let site: TemporarySite
    let serve: ServeProcess
    let port: UInt16
    private let events: RawClient
    /// Where changes are prepared before they are moved in: inside the site's folder, so a
    /// rename stays on one file system, but outside the folders the server watches.
    private let staging: URL
    private var stagedCount = 0
    /// How far into the event stream events have been taken, in bytes.
    private var cursor = 0

    /// Starts `preflight serve` on `site` and opens the event stream, as a page does.
    init(_ site: TemporarySite) throws {
        self.site = site
        staging = site.root.appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        serve = try ServeProcess(["--port", "0"], in: site.root)
        guard let port = serve.waitForPort() else { throw Failure.noServer(serve.standardError) }
        self.port = port
        events = try RawClient(port: port)
        events.send("GET /_preflight/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        guard events.read(until: { $0.contains("retry: 1000\n\n") }) else { throw Failure.noEventStream(events.text) }
        skipEvents()
    }

    // MARK: - Changes

    /// A fresh path in the staging folder.
    func stagedPath() -> URL {
        stagedCount += 1
        return staging.appendingPathComponent("\(stagedCount)")
    }

    /// Writes `text` to `path`, relative to the site, in one rename; when `path`'s folder is
    /// missing, the topmost missing folder is prepared with the file in it and moved in whole.
    func write(_ path: String, _ text: String) throws {
        let target = site.root.appendingPathComponent(path)
        var topmost = target
        while !FileManager.default.fileExists(atPath: topmost.deletingLastPathComponent().path) {
            topmost = topmost.deletingLastPathComponent()
        }
        let prepared = stagedPath()
        let inside = String(target.path.dropFirst(topmost.path.count))
        let file = URL(fileURLWithPath: prepared.path + inside)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try moveIn(prepared, at: topmost)
    }

    /// Moves the file or folder at `prepared` to `target` in one rename (replacing a file there).
    func moveIn(_ prepared: URL, at target: URL) throws {
        guard rename(prepared.path, target.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Removes the file or folder at `path`, relative to the site, in one rename out of the
    /// watched folders.
    func remove(_ path: String) throws {
        let away = stagedPath()
        guard rename(site.root.appendingPathComponent(path).path, away.path) == 0 else {
            throw CocoaError(.fileNoSuchFile)
        }
        try FileManager.default.removeItem(at: away)
    }

    // MARK: - Events

    /// Skips every event sent so far: call it before a change, so that ``nextEvent(timeout:)``
    /// answers for that change alone.
    func skipEvents() {
        cursor = events.received.count
    }

    /// The first event (heartbeats skipped) after those already taken, waiting up to `timeout`
    /// for it; taken, so the next call answers the one after.
    func nextEvent(timeout: Duration = .seconds(60)) -> Event {
        var found: (event: Event, end: Int)?
        events.read(
            until: { _ in
                found = Self.firstEvent(in: String(decoding: self.events.received[self.cursor...], as: UTF8.self))
                return found != nil
            }, timeout: timeout)
        guard let found else { return .none }
        cursor += found.end
        return found.event
    }

    /// The first whole `reload` or `build-error` event in `text`, a stretch of the stream, and
    /// the length in bytes of the text up to its end.
    private static func firstEvent(in text: String) -> (event: Event, end: Int)? {
        var end = 0
        for block in text.components(separatedBy: "\n\n").dropLast() {
            end += block.utf8.count + 2
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.contains("event: reload") { return (.reload, end) }
            if lines.contains("event: build-error") {
                let text = lines.filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }.joined(separator: "\n")
                return (.buildError(text), end)
            }
        }
        return nil
    }

    /// What a failed wait reports: the end of the event stream and of what serve printed.
    var failureReport: String {
        let stream = events.text.suffix(1500)
        let closed = events.isClosed ? " (closed by the server)" : ""
        return "the event stream\(closed) ended:\n\(stream)\nserve printed:\n\(serve.standardError.suffix(3000))"
    }

    // MARK: - The site served, and a clean build of it

    /// GETs `path` from the server.
    func fetch(_ path: String) throws -> (status: Int?, body: String) {
        let client = try RawClient.exchange("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
        let text = client.text
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return (client.status, body)
    }

    /// The output folder as it stands.
    func siteTree() throws -> SiteTree {
        try SiteTree(site.root.appendingPathComponent("_site"))
    }

    /// The paths where the output folder differs from a clean build of the content as it is now.
    func differencesFromCleanBuild() throws -> [String] {
        try site.differencesFromCleanBuild()
    }
}
