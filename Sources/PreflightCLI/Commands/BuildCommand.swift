import Diagnostics
import SiteBuilder

/// `preflight build`: the whole site into the output folder, atomically.
enum BuildCommand: Command {
    static let spec = CommandSpec(
        name: "build",
        abstract: "Build the site: settings-screen previews and the SDK docs.",
        options: [
            .value("content", "dir", "The content folder.", default: "content"),
            .value("templates", "dir", "The templates folder.", default: "templates"),
            .value("output", "dir", "Where the site is written.", default: "_site"),
            .value("base-url", "url", "The site's public address, for the sitemap."),
            .flag("allow-broken-links", "Report broken links as warnings instead of failing."),
            .flag("quiet", short: "q", "Print nothing but errors."),
            .flag("verbose", short: "v", "Also print every warning about the content."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let options = BuildOptions(
            content: arguments["content"] ?? "content", templates: arguments["templates"],
            output: arguments["output"] ?? "_site", baseURL: arguments["base-url"],
            allowBrokenLinks: arguments.has("allow-broken-links"))
        BuildInterruption.install(console: console, output: options.output)
        do {
            let result = try SiteBuild.run(options)
            if !arguments.has("quiet") {
                // Broken links let through by --allow-broken-links are always worth seeing.
                let links = result.warnings.filter { $0.code == "broken_link" || $0.code == "broken_anchor" }
                console.print(links)
                console.summarizeWarnings(result.warnings.filter { !links.contains($0) }, verbose: arguments.has("verbose"))
                console.error("Built \(result.filesWritten) files into \(options.output).\n")
            }
            return .success
        } catch {
            BuildInterruption.awaitExitIfInterrupted()
            console.print(error.diagnostics)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            console.error("Build failed with \(errors) error\(errors == 1 ? "" : "s"); \(options.output) was left as it was.\n")
            return .failure
        }
    }
}
