import Diagnostics
import JSONDocument

/// Reads a YAML document into the same positioned tree as JSON, so the OpenAPI reader does
/// not care which one a spec was written in.
///
/// libyaml's event parser does the syntax; this reader resolves scalars with the YAML 1.2 core
/// schema (what OpenAPI authors expect: `yes` is a string, `0x1F` a number), expands anchors
/// and aliases with a budget, applies merge keys, and reports every problem at a line and
/// column counted the way the JSON parser counts them (1-based, columns in Unicode scalars).
/// Each call owns its own libyaml parser, so parses may run on many threads at once.
package enum YAMLReader {
    /// Deeper documents are refused with `nesting_too_deep`, as JSON ones are.
    package static let maximumDepth = JSONParser.maximumDepth

    /// How many nodes aliases may add in all. A real spec that reuses a schema through anchors
    /// stays far below; a "billion laughs" file (aliases of aliases) passes it after a few
    /// levels and is refused instead of being walked by everything downstream.
    package static let maximumAliasNodes = 1_000_000

    /// Parses a file holding exactly one YAML document.
    ///
    /// - Throws: a ``Diagnostic`` with code `empty_file`, `invalid_yaml`, `invalid_utf8` or
    ///   `nesting_too_deep`, positioned at the offending character (the file is left unset).
    package static func parse(_ bytes: [UInt8]) throws(Diagnostic) -> JSONNode {
        try parse(bytes, aliasBudget: maximumAliasNodes)
    }

    package static func parse(_ text: String) throws(Diagnostic) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// `parse` with a smaller alias budget, so tests can reach the limit cheaply.
    static func parse(_ bytes: [UInt8], aliasBudget: Int) throws(Diagnostic) -> JSONNode {
        if let offset = YAMLSourceText.firstInvalidUTF8(in: bytes) {
            throw Diagnostic(
                .invalidUTF8, "The file holds bytes that are not valid UTF-8; expected UTF-8 text.",
                position: YAMLSourceText.position(ofByte: offset, in: bytes))
        }
        let events = YAMLEventParser(bytes)
        var builder = YAMLTreeBuilder(aliasBudget: aliasBudget)
        while true {
            let event = try events.next()
            if let root = try builder.consume(event) { return root }
        }
    }
}
