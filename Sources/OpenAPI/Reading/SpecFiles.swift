import Diagnostics
import JSONDocument

/// The files one spec is made of: its own and every file its `$ref`s reach, each parsed once.
struct SpecFiles {
    private var documents: [String: JSONNode]
    /// Files that could not be read or parsed: a second `$ref` into one fails at once,
    /// without reading it again.
    private var failures: [String: Diagnostic] = [:]
    private let load: (String) throws -> [UInt8]

    init(file: String, root: JSONNode, load: @escaping (String) throws -> [UInt8]) {
        documents = [file: root]
        self.load = load
    }

    /// Every file read so far, sorted.
    var names: [String] { documents.keys.sorted() }

    /// The parsed document at `file`, read on first use.
    ///
    /// - Throws: the loader's or the parser's diagnostic, with the file set.
    mutating func document(_ file: String) throws(Diagnostic) -> JSONNode {
        if let document = documents[file] { return document }
        if let failure = failures[file] { throw failure }
        let bytes: [UInt8]
        do {
            bytes = try load(file)
        } catch {
            let failure =
                Diagnostic.list(from: error, else: .brokenRef, file: file).first
                ?? Diagnostic(.brokenRef, "\(file) cannot be read.", file: file)
            failures[file] = failure
            throw failure
        }
        do {
            let document = try Self.parse(bytes, file: file)
            documents[file] = document
            return document
        } catch {
            var diagnostic = error
            diagnostic.file = file
            failures[file] = diagnostic
            throw diagnostic
        }
    }

    /// YAML for `.yaml`/`.yml` files, JSON for `.json`; otherwise JSON when the text starts
    /// with `{`, as a spec served without an extension usually is.
    static func parse(_ bytes: [UInt8], file: String) throws(Diagnostic) -> JSONNode {
        let lowered = file.lowercased()
        if lowered.hasSuffix(".json") { return try JSONParser.parse(bytes) }
        if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") { return try YAMLReader.parse(bytes) }
        let first = bytes.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        return first == UInt8(ascii: "{") ? try JSONParser.parse(bytes) : try YAMLReader.parse(bytes)
    }
}
