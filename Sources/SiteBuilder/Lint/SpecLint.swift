import Diagnostics
import JSONDocument
import OpenAPI

/// `preflight lint` on an OpenAPI spec: read as the build reads it, every problem reported.
enum SpecLint {
    /// What linting a spec found: its problems and the files it is made of (the spec and
    /// every file its `$ref`s read, which are parts of it rather than catalogs or states).
    struct Result {
        var problems: [Diagnostic]
        var files: [String]
    }

    /// The spec's problems, or nil when the file is no OpenAPI document (no top-level
    /// `openapi` or `swagger` key), so other checks can have it.
    static func lint(_ bytes: [UInt8], file: String, content: String) -> Result? {
        let isYAML = file.hasSuffix(".yaml") || file.hasSuffix(".yml")
        let root: JSONNode
        do {
            root = try isYAML ? YAMLReader.parse(bytes) : JSONParser.parse(bytes)
        } catch {
            // JSON that does not parse is the catalog checks' to report; YAML is only ever a spec.
            guard isYAML else { return nil }
            var diagnostic = error
            diagnostic.file = file
            return Result(problems: [diagnostic], files: [file])
        }
        guard root["openapi"] != nil || root["swagger"] != nil else {
            guard isYAML else { return nil }
            return Result(
                problems: [
                    Diagnostic(
                        .invalidOpenAPI, "The file has no `openapi` version; expected an OpenAPI 3.0 or 3.1 document.",
                        file: file, position: root.position)
                ], files: [file])
        }
        do {
            let spec = try OpenAPIReader.read(file: file, bytes: bytes) { other in try FileReader.read(other, inside: content) }
            return Result(problems: spec.warnings, files: spec.files)
        } catch {
            return Result(problems: error.diagnostics, files: [file])
        }
    }
}
