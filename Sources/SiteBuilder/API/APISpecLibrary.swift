import Diagnostics
import Locking
import OpenAPI

/// The OpenAPI specs a docs site names, shared by its pages.
///
/// A spec is read once when the navigation is expanded, before pages render on every core;
/// two pages asking for a spec nothing named could each read it, which costs time, not
/// correctness (both get the same result).
///
/// Spec paths are written relative to the docs folder (Mintlify's repository root); a
/// leading `/` means the same. Files are read only inside the content folder.
final class APISpecLibrary: Sendable {
    let docsFolder: String
    let contentFolder: String
    private let specs = Locked<[String: Result<APISpec, DiagnosticList>]>([:])

    init(docsFolder: String, contentFolder: String) {
        self.docsFolder = docsFolder
        self.contentFolder = contentFolder
    }

    /// The file a spec path names.
    func file(_ name: String) -> String {
        let trimmed = name.hasPrefix("/") ? String(name.drop { $0 == "/" }) : name
        return "\(docsFolder)/\(trimmed)"
    }

    /// The spec, read on first use; the same result (spec or problems) every time after.
    func spec(_ name: String) -> Result<APISpec, DiagnosticList> {
        let file = self.file(name)
        if let known = specs.withLock({ $0[file] }) { return known }
        let contentFolder = self.contentFolder
        let result = Result { () throws(DiagnosticList) -> APISpec in
            let bytes: [UInt8]
            do throws(Diagnostic) { bytes = try FileReader.read(file, inside: contentFolder) } catch {
                throw DiagnosticList([error])
            }
            return try OpenAPIReader.read(file: file, bytes: bytes) { other in
                try FileReader.read(other, inside: contentFolder)
            }
        }
        specs.withLock { $0[file] = result }
        return result
    }
}
