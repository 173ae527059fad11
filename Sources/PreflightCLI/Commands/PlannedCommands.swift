/// `preflight serve`: build, watch and serve on loopback with live reload.
enum ServeCommand: PlannedCommand {
    static let spec = CommandSpec(
        name: "serve",
        abstract: "Build, watch and serve the site on 127.0.0.1, reloading the browser on change.",
        options: [.value("port", "n", "The port to listen on.", default: "4000")]
    )
}
