enum BuildCommand: PlannedCommand {
    static let spec = CommandSpec(name: "build", abstract: "Build the site.")
}
