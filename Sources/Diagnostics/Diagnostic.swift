/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable {
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
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public var severity: Severity
    /// A stable snake_case identifier such as `invalid_slug`; tools and tests match on it.
    public var code: String
    /// A full sentence that quotes the offending value and says what was expected.
    public var message: String
    /// The file as the user named it (relative paths stay relative).
    public var file: String?
    public var position: SourcePosition?
    /// The JSON path of the offending value, such as `topics[2].channels.push.default`.
    public var jsonPath: String?
    /// A suggestion printed on its own line after the diagnostic.
    public var hint: String?

    public init(
        _ severity: Severity, code: String, message: String, file: String? = nil,
        position: SourcePosition? = nil, jsonPath: String? = nil, hint: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.position = position
        self.jsonPath = jsonPath
        self.hint = hint
    }

    public static func error(
        _ code: String, _ message: String, file: String? = nil, position: SourcePosition? = nil,
        jsonPath: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code: code, message: message, file: file, position: position, jsonPath: jsonPath, hint: hint)
    }

    public static func warning(
        _ code: String, _ message: String, file: String? = nil, position: SourcePosition? = nil,
        jsonPath: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code: code, message: message, file: file, position: position, jsonPath: jsonPath, hint: hint)
    }

    /// The same diagnostic attributed to `file` (loaders work on bytes; callers know the name).
    public func inFile(_ file: String) -> Diagnostic {
        var copy = self
        copy.file = file
        return copy
    }

    /// The same finding as an error: what `--strict` makes of a warning.
    public var asError: Diagnostic {
        var copy = self
        copy.severity = .error
        return copy
    }

    /// The one-line form, without the hint.
    public var description: String {
        var prefix = file ?? "<input>"
        if let position { prefix += ":\(position.line):\(position.column)" }
        if let jsonPath, !jsonPath.isEmpty { prefix += ": \(jsonPath)" }
        return "\(prefix): \(severity.rawValue)[\(code)]: \(message)"
    }
}

/// Several diagnostics thrown together, in the order they were found.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
