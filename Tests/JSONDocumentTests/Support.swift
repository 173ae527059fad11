import Diagnostics
import JSONDocument

/// Parses `text`, failing the test (by returning `nil`) when it throws.
func parsed(_ text: String) -> JSONNode? {
    try? JSONParser.parse(text)
}

/// The diagnostic parsing `bytes` throws, or `nil` when it parses.
func parseError(_ bytes: [UInt8]) -> Diagnostic? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

func parseError(_ text: String) -> Diagnostic? {
    parseError(Array(text.utf8))
}

func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

extension JSONNode {
    /// The number's text, when this is a number.
    var numberText: String? {
        if case .number(let text) = value { return text }
        return nil
    }
}
