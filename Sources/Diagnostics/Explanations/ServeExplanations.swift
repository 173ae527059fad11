extension DiagnosticCode {
    static let serveExplanations: [DiagnosticCode: Explanation] = [
        .portInUse: Explanation(
            meaning: """
                `preflight serve` listens on one port of 127.0.0.1 (4000 unless `--port` says \
                otherwise), and another program already listens there: often an earlier \
                `preflight serve` still running in another terminal.
                """,
            example: Example(
                files: [], arguments: ["serve", "--port", "4011"], condition: .portInUse(4011),
                output: "127.0.0.1:4011: error[port_in_use]: Port 4011 on 127.0.0.1 is already in use; expected a free port."),
            fix: "Stop the program using the port, or pick another with `--port N` (`--port 0` picks a free one)."),
        .portNotPermitted: Explanation(
            meaning: """
                The system refused to let Preflight listen on the port: ports below 1024 need \
                administrator rights on most systems.
                """,
            noExample: "Whether a port is permitted depends on the user running the command, not on any input.",
            fix: "Pick a port of 1024 or above with `--port N`, such as the default 4000."),
        .serverFailed: Explanation(
            meaning: """
                The preview server could not open the socket or the pipes it needs, for a \
                reason other than a busy or forbidden port: usually the process has run out of \
                file descriptors.
                """,
            noExample: "It depends on the machine's limits, not on any input.",
            fix: "Close other programs holding many files, or raise the limit (`ulimit -n`), and run the command again."),
        .watcherFailed: Explanation(
            meaning: """
                `serve` watches the content and templates folders to rebuild on every change, and \
                the system refused it the means: no free file descriptors or inotify watches.
                """,
            noExample: "It depends on the machine's limits, not on any input.",
            fix: """
                Raise the limits (`ulimit -n`, or `fs.inotify.max_user_watches` on Linux), or \
                close other programs that watch many files.
                """),
        .outputInWatchedFolder: Explanation(
            meaning: """
                `serve` rebuilds whenever a file in the content or templates folder changes. An \
                output folder inside one of them would change on every build and start the next \
                one, without end, so `serve` refuses it before building.
                """,
            example: Example(
                files: [Example.File("content/catalogs/shop.json", #"{"topics": []}"#)],
                arguments: ["serve", "--output", "content/_site"],
                output:
                    "content/_site: error[output_in_watched_folder]: The output folder is inside content, which is watched; expected it outside, since every build would start another."
            ),
            fix: "Write the site outside the watched folders, for example with the default `--output _site`."),
    ]
}
