/// What a command accepts, used both to parse its arguments and to print its help.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var discussion: String?
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []

    /// `preflight build`, `preflight lint`, …
    var fullName: String { "preflight \(name)" }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var isOptional = false
    var isRepeating = false
    var defaultDescription: String?
}

/// A `--long` option that takes a value, or a flag when `valueName` is `nil`.
struct OptionSpec: Sendable {
    var long: String
    var short: Character?
    var valueName: String?
    var help: String
    /// When set, the only values accepted.
    var allowed: [String]?
    var defaultDescription: String?

    var isFlag: Bool { valueName == nil }

    static func flag(_ long: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(long: long, short: short, valueName: nil, help: help)
    }

    static func value(
        _ long: String, _ valueName: String, _ help: String, allowed: [String]? = nil, default defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(long: long, valueName: valueName, help: help, allowed: allowed, defaultDescription: defaultValue)
    }
}
