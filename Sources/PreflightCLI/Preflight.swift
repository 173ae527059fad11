import Diagnostics

/// The command line: picks the subcommand, parses its arguments, runs it.
package enum Preflight {
    static var commands: [any Command.Type] {
        [
            BuildCommand.self, PreviewCommand.self, SnapshotCommand.self, DiffCommand.self, LintCommand.self, ServeCommand.self,
            MarkdownCommand.self,
            ExplainCommand.self,
        ]
    }

    /// Runs `preflight` with `arguments` (without the program name) and returns the exit status.
    package static func main(_ arguments: [String]) -> Int32 {
        let console = Console()
        // Built only for help, which lists every command: a run of one builds no other one's spec.
        var specs: [CommandSpec] { commands.map { $0.spec } }
        guard let first = arguments.first else {
            console.out(HelpFormatter.rootHelp(commands: specs))
            return ExitStatus.success.rawValue
        }
        switch first {
        case "-h", "--help":
            console.out(HelpFormatter.rootHelp(commands: specs))
            return ExitStatus.success.rawValue
        case "--version":
            console.out(HelpFormatter.version + "\n")
            return ExitStatus.success.rawValue
        case "help":
            if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                console.out(HelpFormatter.help(for: command.spec))
            } else {
                console.out(HelpFormatter.rootHelp(commands: specs))
            }
            return ExitStatus.success.rawValue
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            let message = first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'"
            console.error(
                "Error: \(TerminalText.printable(message))\nUsage: preflight <subcommand>\n  See 'preflight --help' for more information.\n"
            )
            return ExitStatus.trouble.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("-h") || rest.contains("--help") {
            console.out(HelpFormatter.help(for: command.spec))
            return ExitStatus.success.rawValue
        }
        if rest.contains("--version") {
            console.out(HelpFormatter.version + "\n")
            return ExitStatus.success.rawValue
        }
        do {
            let parsed = try ParsedArguments.parse(rest, spec: command.spec)
            try parsed.applyFileSizeLimit(spec: command.spec)
            return command.run(parsed, console: console).rawValue
        } catch {
            console.usageError(error.message, spec: error.spec ?? command.spec)
            return ExitStatus.trouble.rawValue
        }
    }
}
