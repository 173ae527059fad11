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

/// `preflight markdown`: one page's body as an HTML fragment.
enum MarkdownCommand: PlannedCommand {
    static let spec = CommandSpec(
        name: "markdown",
        abstract: "Print one page's body as an HTML fragment (components expanded).",
        arguments: [ArgumentSpec(name: "file", help: "A Markdown page; - for standard input.", isOptional: true, defaultDescription: "-")]
    )
}
