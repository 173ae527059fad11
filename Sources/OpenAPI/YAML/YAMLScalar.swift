import Diagnostics
import JSONDocument

/// Scalar resolution: what a YAML scalar means as a JSON value.
///
/// Plain scalars follow the YAML 1.2 core schema, the one OpenAPI tooling uses: `yes`, `on`
/// and `1_000` stay strings (YAML 1.1 read them as booleans and numbers, libyaml's own
/// default). Quoted and block scalars are always strings. Explicit `!!str`, `!!int`,
/// `!!float`, `!!bool` and `!!null` tags are honoured; other tags are ignored.
enum YAMLScalar {
    private static let tagPrefix = "tag:yaml.org,2002:"

    /// - Throws: `invalid_yaml` when an explicit tag does not fit the value (`!!int abc`).
    static func resolve(
        _ text: String, style: YAMLEvent.ScalarStyle, tag: String?, at position: SourcePosition
    ) throws(Diagnostic) -> JSONValue {
        switch tag {
        case nil:
            return style == .plain ? resolvePlain(text) : .string(text)
        case "!":
            // The non-specific tag: "this is a string", whatever it looks like.
            return .string(text)
        case tagPrefix + "str":
            return .string(text)
        case tagPrefix + "null":
            return .null
        case tagPrefix + "bool":
            if let bool = boolean(text) { return .bool(bool) }
            throw mismatch(text, tag: "!!bool", expected: "true or false", at: position)
        case tagPrefix + "int":
            if let number = YAMLNumberText.integer(text) { return number }
            throw mismatch(text, tag: "!!int", expected: "an integer", at: position)
        case tagPrefix + "float":
            if let number = YAMLNumberText.integer(text) ?? YAMLNumberText.float(text) { return number }
            // Infinity and NaN have no JSON spelling; their text is kept, as untagged.
            if YAMLNumberText.isInfinityOrNaN(text) { return .string(text) }
            throw mismatch(text, tag: "!!float", expected: "a number", at: position)
        default:
            return style == .plain ? resolvePlain(text) : .string(text)
        }
    }

    /// The core schema's reading of an untagged plain scalar.
    static func resolvePlain(_ text: String) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let bool = boolean(text) { return .bool(bool) }
        if let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        {
            if let number = YAMLNumberText.integer(text) ?? YAMLNumberText.float(text) { return number }
        }
        return .string(text)
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    private static func mismatch(_ text: String, tag: String, expected: String, at position: SourcePosition) -> Diagnostic {
        Diagnostic(
            .invalidYAML, "The value '\(text)' is tagged \(tag); expected \(expected) after that tag.", position: position)
    }
}
