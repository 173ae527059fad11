import Diagnostics

/// `preflight explain CODE`: what a diagnostic code means, an example that produces it and
/// how to fix it, like `rustc --explain`.
enum ExplainCommand: Command {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain a diagnostic code: what it means, an example and the fix.",
        discussion: "CODE is the name in brackets, as in error[invalid_slug]; the brackets may be included.",
        arguments: [ArgumentSpec(name: "code", help: "The code to explain.", isOptional: true)],
        options: [
            .flag("list", "List every code with its severity and summary."),
            .flag("reference", "Print the whole reference in Markdown (docs/diagnostics.md)."),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        if arguments.has("reference") {
            console.out(DiagnosticsReference.markdown())
            return .success
        }
        if arguments.has("list") {
            console.out(DiagnosticsReference.list())
            return .success
        }
        guard let word = arguments.positionals.first else {
            console.usageError("Missing the code to explain, or --list.", spec: spec)
            return .trouble
        }
        let name = codeName(in: word)
        guard let code = DiagnosticCode(named: name), let explanation = code.explanation else {
            let names = DiagnosticCode.allCases.map(\.name)
            let nearest = NearestNames.matches(for: name, among: names)
            let suggestion = nearest.isEmpty ? "" : " Did you mean \(nearest.joined(separator: ", "))?"
            console.usageError(
                "No diagnostic code is named '\(name)'.\(suggestion) 'preflight explain --list' lists them all.",
                spec: spec)
            return .trouble
        }
        console.out(DiagnosticsReference.text(code, explanation))
        return .success
    }

    /// `invalid_slug` from `invalid_slug`, `[invalid_slug]` or `error[invalid_slug]`.
    static func codeName(in word: String) -> String {
        guard let open = word.firstIndex(of: "["), word.hasSuffix("]") else { return word }
        return String(word[word.index(after: open)..<word.index(before: word.endIndex)])
    }
}
