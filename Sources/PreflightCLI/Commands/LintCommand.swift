import SiteBuilder

/// `preflight lint [PATH ...]`: errors exit 1; warnings exit 0 unless `--strict`.
enum LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check catalogs, states and docs for errors and likely surprises.",
        discussion: """
            Folders are searched for JSON files. When catalogs and states are checked together,
            every state's choices are checked against the catalogs (orphaned_choice).
            """,
        arguments: [
            ArgumentSpec(
                name: "path", help: "Files or folders to check.", isOptional: true, isRepeating: true,
                defaultDescription: "content")
        ],
        options: [.flag("strict", "Treat warnings as errors."), .maxFileSize]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let paths = arguments.positionals.isEmpty ? ["content"] : arguments.positionals
        var report = Linter().lint(paths: paths)
        if arguments.has("strict") {
            report.diagnostics = report.diagnostics.map(\.asError)
        }
        console.print(report.diagnostics)
        console.error(
            Console.summary(errors: report.errorCount, warnings: report.warningCount, files: report.filesChecked) + "\n")
        return report.errorCount > 0 ? .failure : .success
    }
}
