import CatalogReview
import Diagnostics
import Foundation
import SiteBuilder

/// `preflight diff OLD NEW`: what a catalog change does to every subscriber's screen.
///
/// Exits like `diff(1)`, so it can gate a release in CI: 0 no change, 1 changes (with
/// `--fail-on breaking`, only breaking ones), 2 trouble (unreadable or invalid input, usage).
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Show what a catalog change does to every subscriber's screen.",
        discussion: """
            OLD and NEW are catalogs, or catalogs in the API envelope. Each change has a severity:
            breaking, visible, delivery or cosmetic. Exit status: 0 no change, 1 changes (with
            --fail-on breaking, only breaking ones not signed off), 2 trouble. Every change has a
            stable id; --accept names the ones a reviewer signed off.
            """,
        arguments: [
            ArgumentSpec(name: "old", help: "The catalog as it is."),
            ArgumentSpec(name: "new", help: "The catalog as it will be."),
        ],
        options: [
            .value(
                "states", "path",
                "Subscribers' states to count the affected ones: a folder, a .json, .jsonl or .ndjson file (or .gz), or - for stdin."
            ),
            .flag("skip-invalid-states", "Leave out invalid states, counting them, instead of failing."),
            .value(
                "format", "format", "Output format: a pull-request comment (markdown) or workflow annotations (github) too.",
                allowed: ["text", "json", "markdown", "github", "sql"], default: "text"),
            .value("html", "file", "Also write a review page with the screens before and after."),
            .value("fail-on", "level", "Which changes make the exit status 1.", allowed: ["any", "breaking"], default: "any"),
            .value("accept", "file", "Sign-offs: { \"accepted\": [ { \"id\", \"by\", \"why\" } ] } naming changes by id."),
            .value(
                "show-subscribers", "n", "List up to N affected subscribers (id and label) under each change, in text and json.",
                default: "0"),
            .value("templates", "dir", "A templates folder to use instead of the built-in one."),
            .flag("verbose", short: "v", "Print every warning about the inputs."),
            .flag("force", "Let --html replace an existing file that is not an HTML page."),
            .maxFileSize,
        ] + sqlOptionSpecs
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let result: StandaloneReview.Result
        let showText = arguments["show-subscribers"] ?? "0"
        guard let show = Int(showText), show >= 0 else {
            console.usageError(
                "The value '\(showText)' is invalid for '--show-subscribers <n>'; expected a whole number, 0 or more", spec: spec)
            return .trouble
        }
        let sql: SubscriberCountQuery.Options?
        do {
            sql = try sqlOptions(arguments)
            if let page = arguments["html"] { try OutputGuard.checkPage(page, force: arguments.has("force")) }
        } catch {
            console.print([error])
            return .trouble
        }
        do {
            result = try StandaloneReview.compare(
                old: arguments.positionals[0], new: arguments.positionals[1], states: arguments["states"],
                skipInvalidStates: arguments.has("skip-invalid-states"), accept: arguments["accept"],
                collect: .outputs(showing: show, page: arguments["html"] != nil))
        } catch {
            console.print(error.diagnostics)
            return .trouble
        }
        // A stale or repeated sign-off is about the reviewer's own file, so it is always shown.
        let signOffCodes: Set<DiagnosticCode> = [.staleAcceptance, .duplicateAcceptance]
        let stale = result.warnings.filter { signOffCodes.contains($0.code) }
        console.summarizeWarnings(
            result.warnings.filter { !signOffCodes.contains($0.code) }, verbose: arguments.has("verbose"))
        if !stale.isEmpty { console.print(stale) }
        let report = result.report
        if let page = arguments["html"],
            let status = writePage(report, to: page, templates: arguments["templates"], console: console)
        {
            return status
        }
        switch arguments["format"] ?? "text" {
        case "json": console.out(JSONReport.render(report, showSubscribers: show))
        case "markdown": console.out(MarkdownReport().render(report))
        case "sql": console.out(SubscriberCountQuery(diff: report.diff, options: sql!, sources: report.sources).render())
        case "github":
            console.out(StandaloneReview.positions(old: report.sources.old, new: report.sources.new).render(report))
        default: console.out(TextReport(colors: console.colorsOutput, showSubscribers: show).render(report))
        }
        if report.entries.isEmpty { return .success }
        if arguments["fail-on"] == "breaking" { return report.hasBreakingChanges ? .failure : .success }
        return .failure
    }

    /// Writes the review page; returns the exit status when that failed.
    private static func writePage(_ report: ReviewReport, to path: String, templates: String?, console: Console) -> ExitStatus? {
        do {
            let html = try StandaloneReview.page(report, templates: templates)
            try Data(html).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            console.print(
                Diagnostic.list(from: error) {
                    Diagnostic(
                        .outputNotWritable, "Cannot write the page (\($0.localizedDescription)); expected a writable file.",
                        file: path)
                })
        }
        return .trouble
    }
}
