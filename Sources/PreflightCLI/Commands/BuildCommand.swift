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
            .flag("allow-broken-links", "Report broken links (and operations a spec lacks) as warnings instead of failing."),
            .flag("strict", "Treat warnings as errors: the build fails and the output is left as it was."),
            .flag("force", "Replace an output folder that holds files Preflight did not write."),
            .flag("quiet", short: "q", "Print nothing but errors."),
            .flag("verbose", short: "v", "Also print every warning about the content, and what became of the pages."),
            .flag("no-cache", "Render every page, ignoring what the previous build left in .preflight-cache/."),
            .maxFileSize,
        ]
    )

    /// Warnings printed even without `--verbose`: broken links let through by
    /// `--allow-broken-links`, anything left out of a page as unsafe, samples that do not
    /// compile (or could not be checked), sign-offs that match no change, and feeds left
    /// unwritten for want of `--base-url`.
    private static let alwaysShown: Set<DiagnosticCode> = [
        .brokenLink, .brokenAnchor, .unknownOperation, .unsafeURL, .unsafeHTMLAttribute, .unsafeHTMLElement,
        .sampleDoesNotCompile, .sdkInterfaceInvalid, .sampleCheckUnavailable, .staleAcceptance, .invalidDiagram,
        .mermaidUnavailable, .mathUnavailable, .mathTypesetInBrowser, .feedNeedsBaseURL,
    ]

    /// The progress line on a terminal; nothing when piped or quiet.
    private static func progressReporter(_ console: Console, quiet: Bool) -> (@Sendable (Int, Int) -> Void)? {
        guard console.showsProgress, !quiet else { return nil }
        return { done, total in console.progress(done, of: total) }
    }

    /// What a build says when another one is writing the same output (a `serve`, another
    /// terminal): it waits for that one rather than fail, and says why it is not starting.
    static func waitingNotice(_ console: Console, output: String) -> @Sendable () -> Void {
        { console.error("Waiting for another build into \(TerminalText.printable(output)) to finish…\n") }
    }

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        var options = BuildOptions(
            content: arguments["content"] ?? "content", templates: arguments["templates"],
            output: arguments["output"] ?? "_site", baseURL: arguments["base-url"],
            allowBrokenLinks: arguments.has("allow-broken-links"), strict: arguments.has("strict"),
            force: arguments.has("force"), incremental: !arguments.has("no-cache"),
            progress: progressReporter(console, quiet: arguments.has("quiet")))
        options.waiting = waitingNotice(console, output: options.output)
        options.endsProcess = true
        BuildInterruption.install(console: console, output: options.output)
        do {
            let result = try SiteBuild.run(options)
            console.endProgress()
            if !arguments.has("quiet") {
                let links = result.warnings.filter { Self.alwaysShown.contains($0.code) }
                console.print(links)
                // Split by code, not by looking each warning up in `links`: a page can have thousands.
                console.summarizeWarnings(
                    result.warnings.filter { !Self.alwaysShown.contains($0.code) }, verbose: arguments.has("verbose"))
                if arguments.has("verbose"), let pages = result.pages {
                    console.error(
                        "Pages: \(pages.rendered) rendered, \(pages.dressed) dressed again around their bodies, \(pages.kept) kept.\n"
                    )
                }
                console.error("Built \(result.filesWritten) files into \(TerminalText.printable(options.output)).\n")
            }
            return .success
        } catch {
            BuildInterruption.awaitExitIfInterrupted()
            console.endProgress()
            console.print(error.diagnostics)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            console.error(
                "Build failed with \(errors) error\(errors == 1 ? "" : "s"); \(TerminalText.printable(options.output)) was left as it was.\n"
            )
            return error.diagnostics.contains { $0.code.isCommandTrouble } ? .trouble : .failure
        }
    }
}
