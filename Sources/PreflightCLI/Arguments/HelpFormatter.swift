/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpFormatter {
    static let version = "0.1.0"

    static func help(for spec: CommandSpec) -> String {
        var text = "OVERVIEW: \(spec.abstract)\n"
        if let discussion = spec.discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage(for: spec))\n"
        if !spec.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in spec.arguments {
                text += row("<\(argument.name)>", help: argument.help, default: argument.defaultDescription)
            }
        }
        text += "\nOPTIONS:\n"
        for option in spec.options {
            var label = option.short.map { "-\($0), " } ?? ""
            label += "--\(option.long)"
            if let valueName = option.valueName { label += " <\(valueName)>" }
            var help = option.help
            if let allowed = option.allowed { help += " (values: \(allowed.joined(separator: ", ")))" }
            text += row(label, help: help, default: option.defaultDescription)
        }
        text += row("--version", help: "Show the version.", default: nil)
        text += row("-h, --help", help: "Show help information.", default: nil)
        return text
    }

    static func usage(for spec: CommandSpec) -> String {
        var parts = [spec.fullName]
        for argument in spec.arguments {
            var word = "<\(argument.name)>"
            if argument.isRepeating { word += " ..." }
            parts.append(argument.isOptional ? "[\(word)]" : word)
        }
        for option in spec.options {
            let word = option.valueName.map { "--\(option.long) <\($0)>" } ?? "--\(option.long)"
            parts.append("[\(word)]")
        }
        return parts.joined(separator: " ")
    }

    static func rootHelp(commands: [CommandSpec]) -> String {
        var text = "OVERVIEW: Preview BuzzKit notification settings screens and publish the SDK docs.\n"
        text += "\nUSAGE: preflight <subcommand>\n"
        text += "\nOPTIONS:\n"
        text += row("--version", help: "Show the version.", default: nil)
        text += row("-h, --help", help: "Show help information.", default: nil)
        text += "\nSUBCOMMANDS:\n"
        for command in commands {
            text += row(command.name, help: command.abstract, default: nil)
        }
        text += "\n  See 'preflight help <subcommand>' for detailed help.\n"
        return text
    }

    /// One two-column row, the label padded to 24 columns like swift-argument-parser.
    private static func row(_ label: String, help: String, default defaultValue: String?) -> String {
        let help = defaultValue.map { "\(help) (default: \($0))" } ?? help
        let indented = "  \(label)"
        if indented.count < 26 {
            return indented.padding(toLength: 26) + help + "\n"
        }
        return indented + "\n" + String(repeating: " ", count: 26) + help + "\n"
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, length - count))
    }
}
