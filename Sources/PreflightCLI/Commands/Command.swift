/// The process exit status, as PRODUCT.md §5 fixes it.
package enum ExitStatus: Int32, Sendable {
    case success = 0
    /// The input has errors (for `diff`: there are changes).
    case failure = 1
    /// Usage or system trouble.
    case trouble = 2
}

/// A subcommand: its spec (for parsing and help) and what it does.
protocol Command {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus
}
