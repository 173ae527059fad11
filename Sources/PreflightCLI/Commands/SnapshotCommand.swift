import Diagnostics
import Foundation
import ScreenPreview

/// `preflight snapshot CATALOG`: PNGs of the settings screen through headless Chromium, one per
/// combination of the values given (a comma-separated list per flag makes a matrix).
enum SnapshotCommand: Command {
    static let spec = CommandSpec(
        name: "snapshot",
        abstract: "Take PNG screenshots of a catalog's settings screen with headless Chromium.",
        discussion: """
            Each flag takes one value or a comma-separated list; every combination is one PNG,
            named CATALOG--STATE--LOOK-THEME-SIZE-WIDTH.png (with -custom before .png for custom
            rows; STATE is never-chose without a state). The image is the screen alone at the
            device's size in points times --scale: a 393-point screen at 3x is 1179 x 2556 pixels.
            Chromium is CHROMIUM_BIN, or chromium, chromium-browser, google-chrome or
            google-chrome-stable on PATH.
            """,
        arguments: [ArgumentSpec(name: "catalog", help: "A catalog, a resolved topic array, or either in an API envelope.")],
        options: [
            .value("state", "file", "A subscriber's preference state to resolve against the catalog."),
            .value("states", "dir", "Every *.json state in a folder, one set of screenshots each."),
            .value("look", "looks", "The iOS list styles: ios18, ios26.", default: "ios18"),
            .value("theme", "themes", "The appearances: light, dark.", default: "light"),
            .value(
                "text-size", "sizes", "Dynamic Type sizes: \(ScreenChoices.textSizes.joined(separator: ", ")).",
                default: "large"),
            .value(
                "width", "pts", "Device widths in points: \(ScreenChoices.deviceNames.joined(separator: ", ")).", default: "393"),
            .value("rows", "rows", "default, custom.", default: "default"),
            .value("scale", "n", "Pixels per point.", allowed: ["1", "2", "3"], default: "3"),
            .value("output", "dir", "The folder to write the PNGs into (created when missing)."),
            .flag("verbose", short: "v", "Print every warning about the inputs."),
            .maxFileSize,
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let request: Request
        do {
            request = try Request(arguments)
        } catch {
            console.usageError(error.message, spec: spec)
            return .trouble
        }
        let chromium: Chromium
        do {
            chromium = try Chromium.find()
        } catch {
            console.print([error])
            return .trouble
        }
        let states: [String?]
        do {
            states = try request.states()
        } catch {
            console.print([error])
            return .failure
        }
        return SnapshotRun(request: request, states: states, chromium: chromium, console: console).run()
    }
}

extension SnapshotCommand {
    /// The command line, checked: every list value known, one way to name states, an output.
    struct Request {
        var catalog: String
        var state: String?
        var statesFolder: String?
        var looks: [ScreenOptions.Look]
        var themes: [ScreenOptions.Theme]
        var textSizes: [String]
        var devices: [Device]
        var rows: [ScreenOptions.Rows]
        var scale: Int
        var output: String
        var verbose: Bool

        init(_ arguments: ParsedArguments) throws(UsageError) {
            catalog = arguments.positionals[0]
            state = arguments["state"]
            statesFolder = arguments["states"]
            if state != nil && statesFolder != nil {
                throw UsageError(message: "Give --state FILE or --states DIR, not both", spec: spec)
            }
            guard let output = arguments["output"], !output.isEmpty else {
                throw UsageError(message: "Missing value for '--output <dir>': the folder to write the PNGs into", spec: spec)
            }
            self.output = output
            looks = try Self.list(arguments, "look", "looks", ScreenOptions.Look.allCases.map(\.rawValue)) {
                ScreenOptions.Look(rawValue: $0)
            }
            themes = try Self.list(arguments, "theme", "themes", ScreenOptions.Theme.allCases.map(\.rawValue)) {
                ScreenOptions.Theme(rawValue: $0)
            }
            textSizes = try Self.list(arguments, "text-size", "sizes", ScreenChoices.textSizes) { ScreenChoices.textSize($0) }
            devices = try Self.list(arguments, "width", "pts", ScreenChoices.deviceNames) { ScreenChoices.device($0) }
            rows = try Self.list(arguments, "rows", "rows", ScreenOptions.Rows.allCases.map(\.rawValue)) {
                ScreenChoices.rows($0)
            }
            scale = Int(arguments["scale"] ?? "3") ?? 3
            verbose = arguments.has("verbose")
        }

        /// A flag's comma-separated values, each read by `parse`; the default when it is absent.
        private static func list<Value>(
            _ arguments: ParsedArguments, _ option: String, _ valueName: String, _ allowed: [String],
            _ parse: (String) -> Value?
        ) throws(UsageError) -> [Value] {
            let given = arguments[option] ?? spec.options.first { $0.long == option }!.defaultDescription!
            var values: [Value] = []
            for word in given.split(separator: ",", omittingEmptySubsequences: false) {
                let text = word.trimmingCharacters(in: .whitespaces)
                guard let value = parse(text) else {
                    throw ScreenChoices.invalid(text, option: option, valueName: valueName, allowed: allowed, spec: spec)
                }
                values.append(value)
            }
            return values
        }

        /// The state files: `--state`, every `*.json` of `--states` in name order, or none.
        ///
        /// - Throws: `file_not_found` for a states folder that is missing or holds no `.json`.
        func states() throws(Diagnostic) -> [String?] {
            if let state { return [state] }
            guard let statesFolder else { return [nil] }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: statesFolder, isDirectory: &isFolder), isFolder.boolValue else {
                throw Diagnostic(.fileNotFound, "No such folder; expected a folder of state files.", file: statesFolder)
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: statesFolder)) ?? [])
                .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
            guard !names.isEmpty else {
                throw Diagnostic(.fileNotFound, "The folder holds no .json state; expected at least one.", file: statesFolder)
            }
            let folder = statesFolder.hasSuffix("/") ? String(statesFolder.dropLast()) : statesFolder
            return names.map { "\(folder)/\($0)" }
        }
    }
}
