import Diagnostics
import Foundation
import ScreenPreview
import SiteBuilder

/// `preflight preview CATALOG`: the settings screen as one self-contained HTML page.
enum PreviewCommand: Command {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "Render one catalog's settings screen as a self-contained HTML page.",
        discussion: """
            CATALOG may be a catalog, a resolved topic array, or either inside the API envelope.
            A failed envelope renders the failed-first-load screen and prints its error code.
            With --compare or --compare-state the page shows two screens side by side, the rows
            that differ outlined: CATALOG with --state, and --compare (else CATALOG) with
            --compare-state (else --state).
            """,
        arguments: [ArgumentSpec(name: "catalog", help: "A catalog, a resolved topic array, or either in an API envelope.")],
        options: [
            .value("state", "state", "A subscriber's preference state to resolve against the catalog."),
            .value("compare", "catalog", "Another catalog to show beside CATALOG, the rows that differ outlined."),
            .value("compare-state", "state", "Another state to show beside --state (against --compare, else CATALOG)."),
            .value("output", "file", "Where to write the page; - for standard output.", default: "-"),
            .value("theme", "theme", "Light or dark appearance.", allowed: ["light", "dark"], default: "light"),
            .value("look", "look", "The iOS list style.", allowed: ["ios18", "ios26"], default: "ios18"),
            .value(
                "text-size", "size", "The Dynamic Type size: \(ScreenChoices.textSizes.joined(separator: ", ")).",
                default: "large"),
            .value(
                "width", "pt", "The phone's width in points: \(ScreenChoices.deviceNames.joined(separator: ", ")).",
                default: "393"),
            .value(
                "rows", "rows", "The SDK's default rows, or a custom row builder's (one whole-topic switch per row).",
                allowed: ScreenOptions.Rows.allCases.map(\.rawValue), default: "default"),
            .value(
                "screen-state", "state", "Show the screen loaded, loading, failed or empty.",
                allowed: ScreenState.allCases.map(\.rawValue)),
            .flag("annotate", "Label each part with its dashboard source."),
            .flag("verbose", short: "v", "Print every warning about the inputs."),
            .value("templates", "dir", "A templates folder to use instead of the built-in one."),
            .flag("force", "Let --output replace an existing file that is not an HTML page."),
            .maxFileSize,
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let output = arguments["output"] ?? "-"
        let start: PreviewToolbar.Start
        let device: Device
        do {
            (start, device) = try self.start(arguments)
        } catch {
            console.usageError(error.message, spec: spec)
            return .trouble
        }
        do {
            if output != "-" { try OutputGuard.checkPage(output, force: arguments.has("force")) }
        } catch {
            console.print([error])
            return .trouble
        }
        let options = ScreenOptions(
            look: ScreenOptions.Look(rawValue: arguments["look"] ?? "ios18") ?? .ios18,
            theme: ScreenOptions.Theme(rawValue: arguments["theme"] ?? "light") ?? .light,
            annotate: arguments.has("annotate"), rows: ScreenOptions.Rows(rawValue: arguments["rows"] ?? "") ?? .standard,
            device: device)
        let result: StandalonePreview.Result
        do {
            if arguments["compare"] != nil || arguments["compare-state"] != nil {
                let catalog = arguments.positionals[0]
                result = try StandaloneCompare.render(
                    left: .init(catalogPath: catalog, statePath: arguments["state"]),
                    right: .init(
                        catalogPath: arguments["compare"] ?? catalog, statePath: arguments["compare-state"] ?? arguments["state"]),
                    options: options, screenState: arguments["screen-state"].flatMap(ScreenState.init(rawValue:)),
                    templates: arguments["templates"], start: start)
            } else {
                result = try StandalonePreview.render(
                    catalogPath: arguments.positionals[0], statePath: arguments["state"], options: options,
                    screenState: arguments["screen-state"].flatMap(ScreenState.init(rawValue:)),
                    templates: arguments["templates"],
                    start: start)
            }
        } catch {
            console.print(error.diagnostics)
            return .failure
        }
        console.summarizeWarnings(result.warnings, verbose: arguments.has("verbose"))
        if let failure = result.failure {
            console.error(
                "preview: the response failed with error code \(failure.code): \(TerminalText.printable(failure.message)); showing the failed first load.\n"
            )
        }
        if output == "-" {
            console.outBytes(result.html)
            return .success
        }
        do {
            try Data(result.html).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            console.print([
                Diagnostic(
                    .outputNotWritable, "Cannot write the page (\(error.localizedDescription)); expected a writable file.",
                    file: output)
            ])
            return .trouble
        }
        return .success
    }

    /// `--text-size` and `--width`, checked: any case of Apple's size names, a device's width.
    private static func start(_ arguments: ParsedArguments) throws(UsageError) -> (PreviewToolbar.Start, Device) {
        var start = PreviewToolbar.Start(followsSystemAppearance: arguments["theme"] == nil)
        if let text = arguments["text-size"] {
            guard let size = ScreenChoices.textSize(text) else {
                throw ScreenChoices.invalid(
                    text, option: "text-size", valueName: "size", allowed: ScreenChoices.textSizes, spec: spec)
            }
            start.textSize = size
        }
        var device = Device.standard
        if let text = arguments["width"] {
            guard let named = ScreenChoices.device(text) else {
                throw ScreenChoices.invalid(
                    text, option: "width", valueName: "pt", allowed: ScreenChoices.deviceNames, spec: spec)
            }
            device = named
        }
        return (start, device)
    }
}
