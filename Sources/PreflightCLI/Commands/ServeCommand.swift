import DevServer
import Diagnostics
import Foundation
import SiteBuilder

/// `preflight serve`: build, serve on 127.0.0.1, rebuild on every change, reload open pages.
enum ServeCommand: Command {
    static let spec = CommandSpec(
        name: "serve",
        abstract: "Build, watch and serve the site on 127.0.0.1, reloading the browser on change.",
        discussion: """
            Serves the output folder on 127.0.0.1 only. A change in the content or templates folder
            rebuilds the site and reloads every open page; a failed build shows its errors over
            the page and the last good site stays served. Ctrl-C stops the server.
            """,
        options: [
            .value("port", "n", "The port to listen on; 0 picks a free one.", default: "4000"),
            .value("content", "dir", "The content folder.", default: "content"),
            .value("templates", "dir", "The templates folder.", default: "templates"),
            .value("output", "dir", "Where the site is written and served from.", default: "_site"),
            .flag("force", "Replace an output folder that holds files Preflight did not write."),
            .flag(
                "allow-broken-links",
                "Report broken links (and operations a spec lacks) as warnings instead of failing the build."),
            .maxFileSize,
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let portText = arguments["port"] ?? "4000"
        guard let port = UInt16(portText) else {
            console.usageError(
                "The value '\(portText)' is invalid for '--port <n>'; expected a number from 0 to 65535", spec: spec)
            return .trouble
        }
        var options = BuildOptions(
            content: arguments["content"] ?? "content", templates: arguments["templates"], output: arguments["output"] ?? "_site",
            force: arguments.has("force"))
        // A site being written often links ahead to pages not there yet, as `mint dev` allows.
        options.allowBrokenLinks = arguments.has("allow-broken-links")
        options.waiting = BuildCommand.waitingNotice(console, output: options.output)
        // Refused before the server starts: a first build would fail the same way on every change.
        do {
            try OutputGuard.check(
                output: options.output, content: options.content, templates: options.templates, force: options.force)
        } catch {
            console.print([error])
            return .trouble
        }
        let watched = [options.content, options.templates ?? "templates"]
        if let folder = watched.first(where: { isInside(options.output, $0) }) {
            console.print([
                Diagnostic(
                    .outputInWatchedFolder,
                    "The output folder is inside \(folder), which is watched; expected it outside, since every build would start another.",
                    file: options.output)
            ])
            return .trouble
        }
        // Before anything else, so a Ctrl-C during the first build still stops cleanly.
        let stopSignals = StopSignals()
        let liveReload = LiveReload()
        let server: Server
        let watcher: FileWatcher
        let site = SiteRebuilder(options: options, console: console, liveReload: liveReload)
        do {
            server = try Server(root: options.output, port: port, liveReload: liveReload)
            watcher = try FileWatcher(roots: watched) { changed in site.build(after: changed) }
        } catch {
            console.print([error])
            return .trouble
        }
        site.build(after: nil)
        do {
            try server.start()
            try watcher.start()
        } catch {
            server.stop()
            console.print([error])
            return .trouble
        }
        console.out("Serving \(TerminalText.printable(options.output)) at http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)\n")
        stopSignals.wait()
        watcher.stop()
        server.stop()
        site.saveCache()
        console.error("Stopped.\n")
        return .success
    }

    /// Whether `path` is `folder` or lies under it, comparing absolute paths.
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
