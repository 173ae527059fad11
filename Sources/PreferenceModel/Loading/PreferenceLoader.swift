import Diagnostics
import JSONDocument

/// Reads preference documents from JSON bytes, reporting every problem with its position,
/// its JSON path and a stable code.
package enum PreferenceLoader {
    /// Loads one file's bytes. `file` names the file in diagnostics.
    package static func load(_ bytes: [UInt8], file: String, expecting kind: DocumentKind = .any) -> LoadResult {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            return LoadResult(document: nil, diagnostics: [error.inFile(file)])
        }
        var decoder = DocumentDecoder(file: file)
        let document = decoder.decodeTop(root, expecting: kind)
        let hasErrors = decoder.diagnostics.contains { $0.severity == .error }
        // The decoder reports in the order it checks things (a whole object's keys first, a
        // topic's slug before its name); readers expect file order. The sort is stable.
        let inFileOrder = decoder.diagnostics.sorted {
            ($0.position ?? SourcePosition(line: 1, column: 1)) < ($1.position ?? SourcePosition(line: 1, column: 1))
        }
        return LoadResult(
            document: hasErrors ? nil : document, diagnostics: inFileOrder,
            choicePositions: decoder.choicePositions)
    }

    /// Loads a catalog, throwing its errors. A failed envelope throws `api_error`.
    package static func catalog(_ bytes: [UInt8], file: String) throws(DiagnosticList) -> Catalog {
        let result = load(bytes, file: file, expecting: .catalog)
        switch result.document {
        case .catalog(let catalog)?: return catalog
        case .failure(let failure)?: throw DiagnosticList([failure.diagnostic(file: file)])
        default: throw DiagnosticList(result.errors)
        }
    }

    /// Loads a state, throwing its errors. A failed envelope throws `api_error`.
    package static func state(_ bytes: [UInt8], file: String) throws(DiagnosticList) -> PreferenceState {
        let result = load(bytes, file: file, expecting: .state)
        switch result.document {
        case .state(let state)?: return state
        case .failure(let failure)?: throw DiagnosticList([failure.diagnostic(file: file)])
        default: throw DiagnosticList(result.errors)
        }
    }
}
