import Diagnostics
import JSONDocument

/// Reads an OpenAPI 3.0 or 3.1 document, JSON or YAML, into an ``APISpec``.
///
/// Every `$ref` is followed, within the file and into relative files, so the pages never see
/// one; what cannot be read is reported with the file, line, column and JSON path of the
/// offending value rather than leaving a page silently empty.
package enum OpenAPIReader {
    /// - Parameters:
    ///   - file: the spec's path, as diagnostics should name it; relative `$ref`s start here.
    ///   - bytes: the spec's contents.
    ///   - load: reads another file a `$ref` names (a path built from `file`'s folder); it
    ///     throws when the file is missing or outside the site.
    /// - Returns: the spec, with ``APISpec/warnings`` holding what it gets wrong that
    ///   Mintlify tolerates (`undefined_security_scheme`, `unsupported_security_scheme`,
    ///   `unknown_schema_type`); the pages are built without those parts.
    /// - Throws: every problem found (`invalid_openapi`, `broken_ref`,
    ///   `unsupported_openapi_version`, and the parsers' own codes), each positioned.
    package static func read(
        file: String, bytes: [UInt8], load: @escaping (String) throws -> [UInt8]
    ) throws(DiagnosticList) -> APISpec {
        let root: JSONNode
        do {
            root = try SpecFiles.parse(bytes, file: file)
        } catch {
            var diagnostic = error
            diagnostic.file = file
            throw DiagnosticList([diagnostic])
        }
        var reader = SpecReader(file: file, root: root, load: load)
        var spec = reader.readSpec()
        guard reader.errors.isEmpty else { throw DiagnosticList(reader.errors) }
        spec.warnings = reader.warnings
        return spec
    }
}
