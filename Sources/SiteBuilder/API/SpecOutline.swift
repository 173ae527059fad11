import Diagnostics
import OpenAPI

/// What expanding the navigation takes from an OpenAPI spec, kept in the build cache with the
/// stamps of the files it was read from: the operations' and webhooks' names, tags, titles,
/// links and search words, the spec's tags and its warnings.
///
/// While every stamp holds, the next build expands the navigation from the outline and reads
/// the spec itself only for an endpoint page it renders: a one-page edit of a site with a
/// spec of hundreds of operations no longer parses and resolves it (most of such an edit's time).
struct SpecOutline: Equatable, Sendable {
    /// The spec's file and every file its `$ref`s read, each with its stamp from before it was read.
    var files: [String]
    var stamps: [FileStamp]
    /// The reduced spec (``spec()``), encoded.
    var encoded: [UInt8]

    /// The outline of `spec`, read from `files` as `stamps` found them.
    init(spec: APISpec, files: [String], stamps: [FileStamp]) {
        self.files = files
        self.stamps = stamps
        var writer = CacheWriter()
        writer.string(spec.file)
        writer.strings(spec.files)
        writer.int(spec.tags.count)
        for tag in spec.tags {
            writer.string(tag.name)
            writer.optional(tag.displayName)
        }
        BuildCache.encode(spec.warnings, into: &writer)
        // Which the cache's diagnostics leave out: a spec's problems are placed by JSON path too.
        for warning in spec.warnings { writer.optional(warning.jsonPath) }
        for operations in [spec.operations, spec.webhooks] {
            writer.int(operations.count)
            for operation in operations { Self.encode(operation, into: &writer) }
        }
        encoded = writer.bytes
    }

    init(files: [String], stamps: [FileStamp], encoded: [UInt8]) {
        self.files = files
        self.stamps = stamps
        self.encoded = encoded
    }

    /// Whether every file is still as it was stamped.
    var isCurrent: Bool {
        zip(files, stamps).allSatisfy { file, stamp in FileStamp.of(file) == stamp }
    }

    /// The spec as far as the navigation reads it: its file and files, tags, warnings, and
    /// each operation's method, path, names, summary, description, tags, flags, parameters'
    /// names, `x-mint` metadata and link, and position. No schema, body, response or server:
    /// a page that shows those reads the spec whole. Nil when the bytes are not an outline.
    func spec() -> APISpec? {
        var reader = CacheReader(encoded)
        do throws(CacheReader.Corrupt) {
            var spec = APISpec(file: try reader.string())
            spec.files = try reader.strings()
            let tagCount = try reader.int()
            guard tagCount >= 0, tagCount <= reader.remaining else { return nil }
            for _ in 0..<tagCount {
                spec.tags.append(APITag(name: try reader.string(), displayName: try reader.optional()))
            }
            spec.warnings = try BuildCache.decodeDiagnostics(&reader)
            for index in spec.warnings.indices { spec.warnings[index].jsonPath = try reader.optional() }
            spec.operations = try Self.decodeOperations(&reader)
            spec.webhooks = try Self.decodeOperations(&reader)
            return reader.isAtEnd ? spec : nil
        } catch {
            return nil
        }
    }

    private static func encode(_ operation: APIOperation, into writer: inout CacheWriter) {
        writer.string(operation.method.rawValue)
        writer.string(operation.path)
        writer.int(operation.isWebhook ? 1 : 0)
        writer.optional(operation.operationID)
        writer.optional(operation.summary)
        writer.optional(operation.description)
        writer.strings(operation.tags)
        writer.int(operation.deprecated ? 1 : 0)
        writer.int(operation.hidden ? 1 : 0)
        writer.int(operation.parameters.count)
        for parameter in operation.parameters {
            writer.string(parameter.name)
            writer.string(parameter.location.rawValue)
            encode(parameter.position, into: &writer)
        }
        let metadata = operation.metadata.sorted { $0.key < $1.key }
        writer.strings(metadata.map(\.key))
        writer.strings(metadata.map(\.value))
        writer.optional(operation.href)
        encode(operation.position, into: &writer)
    }

    private static func decodeOperations(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> [APIOperation] {
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw CacheReader.Corrupt() }
        var operations: [APIOperation] = []
        operations.reserveCapacity(count)
        for _ in 0..<count {
            guard let method = HTTPMethod(rawValue: try reader.string()) else { throw CacheReader.Corrupt() }
            var operation = APIOperation(method: method, path: try reader.string(), position: SourcePosition(line: 0, column: 0))
            operation.isWebhook = try reader.int() == 1
            operation.operationID = try reader.optional()
            operation.summary = try reader.optional()
            operation.description = try reader.optional()
            operation.tags = try reader.strings()
            operation.deprecated = try reader.int() == 1
            operation.hidden = try reader.int() == 1
            let parameterCount = try reader.int()
            guard parameterCount >= 0, parameterCount <= reader.remaining else { throw CacheReader.Corrupt() }
            for _ in 0..<parameterCount {
                let name = try reader.string()
                guard let location = APIParameter.Location(rawValue: try reader.string()) else { throw CacheReader.Corrupt() }
                operation.parameters.append(APIParameter(name: name, location: location, position: try decodePosition(&reader)))
            }
            let keys = try reader.strings()
            let values = try reader.strings()
            guard keys.count == values.count else { throw CacheReader.Corrupt() }
            operation.metadata = Dictionary(zip(keys, values), uniquingKeysWith: { first, _ in first })
            operation.href = try reader.optional()
            operation.position = try decodePosition(&reader)
            operations.append(operation)
        }
        return operations
    }

    private static func encode(_ position: SourcePosition, into writer: inout CacheWriter) {
        writer.int(position.line)
        writer.int(position.column)
    }

    private static func decodePosition(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> SourcePosition {
        SourcePosition(line: try reader.int(), column: try reader.int())
    }
}
