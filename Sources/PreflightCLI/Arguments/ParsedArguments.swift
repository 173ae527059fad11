/// A command line after parsing: positionals in order, the last value of each option, flags.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    subscript(option: String) -> String? { values[option] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake in how a command was called: printed as `Error: …` then the usage, exit 2.
struct UsageError: Error, Sendable {
    var message: String
    var spec: CommandSpec?
}

extension ParsedArguments {
    /// Parses `arguments` (the words after the command name) against `spec`.
    ///
    /// Accepts `--name value`, `--name=value`, `-x`, and `--` to end options.
    static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let option = spec.option(named: name) else {
                throw UsageError(message: "Unknown option '\(name)'", spec: spec)
            }
            if option.isFlag {
                if inlineValue != nil {
                    throw UsageError(message: "The flag '--\(option.long)' takes no value", spec: spec)
                }
                parsed.flags.insert(option.long)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "Missing value for '--\(option.long) <\(option.valueName!)>'", spec: spec)
            }
            if let allowed = option.allowed, !allowed.contains(value) {
                let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
                throw UsageError(
                    message:
                        "The value '\(value)' is invalid for '--\(option.long) <\(option.valueName!)>'; expected one of \(list)",
                    spec: spec)
            }
            parsed.values[option.long] = value
        }
        try parsed.checkPositionals(spec)
        return parsed
    }

    private func checkPositionals(_ spec: CommandSpec) throws(UsageError) {
        let required = spec.arguments.filter { !$0.isOptional }
        if positionals.count < required.count {
            let missing = required[positionals.count]
            throw UsageError(message: "Missing expected argument '<\(missing.name)>'", spec: spec)
        }
        let repeats = spec.arguments.contains { $0.isRepeating }
        if !repeats, positionals.count > spec.arguments.count {
            throw UsageError(message: "Unexpected argument '\(positionals[spec.arguments.count])'", spec: spec)
        }
    }
}

extension CommandSpec {
    func option(named word: String) -> OptionSpec? {
        if word.hasPrefix("--") {
            let long = word.dropFirst(2)
            return options.first { $0.long == long }
        }
        if word.count == 2, let short = word.last {
            return options.first { $0.short == short }
        }
        return nil
    }
}
