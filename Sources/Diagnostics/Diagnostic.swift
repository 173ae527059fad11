/// How serious a diagnostic is.
package enum Severity: String, Sendable, Hashable, Codable {
    /// The input cannot be used; the command exits 1.
    case error
    /// The input works but will probably surprise someone; `--strict` makes it an error.
    case warning
}

/// One finding about an input file, with where it is and a stable snake_case code.
///
/// Every layer reports problems as diagnostics so the command line can print them in one
/// shape, the compiler's: `file:line:col: error[code]: message`, and for a problem located
/// by a JSON path `file:line:col: topics[2].channels: error[code]: message`.
package struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Usually the code's own severity; `--strict` makes warnings errors.
    package var severity: Severity
    /// What kind of problem this is; tools and tests match on its snake_case name.
    package var code: DiagnosticCode
    /// A full sentence that quotes the offending value and says what was expected.
    package var message: String
    /// The file as the user named it (relative paths stay relative).
    package var file: String?
    package var position: SourcePosition?
    /// The JSON path of the offending value, such as `topics[2].channels.push.default`.
    package var jsonPath: String?
    /// A suggestion printed on its own line after the diagnostic.
    package var hint: String?

    package init(
        _ code: DiagnosticCode, _ message: String, file: String? = nil, position: SourcePosition? = nil,
        jsonPath: String? = nil, hint: String? = nil
    ) {
        self.severity = code.severity
        self.code = code
        self.message = message
        self.file = file
        self.position = position
        self.jsonPath = jsonPath
        self.hint = hint
    }

    /// The same diagnostic attributed to `file` (loaders work on bytes; callers know the name).
    package func inFile(_ file: String) -> Diagnostic {
        var copy = self
        copy.file = file
        return copy
    }

    /// The same finding as an error: what `--strict` makes of a warning.
    package var asError: Diagnostic {
        var copy = self
        copy.severity = .error
        return copy
    }

    /// The one-line form, without the hint.
    package var description: String {
        var prefix = file ?? "<input>"
        if let position { prefix += ":\(position.line):\(position.column)" }
        if let jsonPath, !jsonPath.isEmpty { prefix += ": \(jsonPath)" }
        return "\(prefix): \(severity.rawValue)[\(code)]: \(message)"
    }
}

/// Several diagnostics thrown together, in the order they were found.
package struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Diagnostic {
    /// The diagnostics a thrown error carries, whichever of the two shapes it has; any other
    /// error (one Preflight did not foresee) becomes a single `fallback` diagnostic for `file`.
    package static func list(from error: any Error, else fallback: DiagnosticCode, file: String?) -> [Diagnostic] {
        list(from: error) { Diagnostic(fallback, "\($0)", file: file) }
    }

    /// The diagnostics a thrown error carries; `unforeseen` describes any other error.
    package static func list(from error: any Error, unforeseen: (any Error) -> Diagnostic) -> [Diagnostic] {
        switch error {
        case let diagnostic as Diagnostic: [diagnostic]
        case let list as DiagnosticList: list.diagnostics
        default: [unforeseen(error)]
        }
    }
}
