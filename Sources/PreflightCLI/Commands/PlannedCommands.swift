/// `preflight diff`: what a catalog change does to every subscriber's screen.
enum DiffCommand: PlannedCommand {
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Show what a catalog change does to every subscriber's screen.",
        arguments: [
            ArgumentSpec(name: "old", help: "The catalog as it is."),
            ArgumentSpec(name: "new", help: "The catalog as it will be."),
        ],
        options: [
            .value("states", "dir", "Subscribers' states to count the affected ones."),
            .value("format", "format", "Output format.", allowed: ["text", "json"], default: "text"),
            .value("html", "file", "Also write a review page."),
            .value("fail-on", "level", "Which changes make the exit status 1.", allowed: ["any", "breaking"], default: "any"),
        ]
    )
}

/// `preflight serve`: build, watch and serve on loopback with live reload.
enum ServeCommand: PlannedCommand {
    static let spec = CommandSpec(
        name: "serve",
        abstract: "Build, watch and serve the site on 127.0.0.1, reloading the browser on change.",
        options: [.value("port", "n", "The port to listen on.", default: "4000")]
    )
}
