import Diagnostics
import Locking
import OpenAPI

/// The OpenAPI specs a docs site names, shared by its pages.
///
/// A spec is read once when the navigation is expanded, before pages render on every core;
/// two pages asking for a spec nothing named could each read it, which costs time, not
/// correctness (both get the same result).
///
/// The navigation may be expanded from the previous build's outline of a spec instead (see
/// ``SpecOutline``), while the files it was read from are unchanged: the spec is then read
/// only if a page that shows it renders.
///
/// Spec paths are written relative to the docs folder (Mintlify's repository root); a
/// leading `/` means the same. Files are read only inside the content folder.
final class APISpecLibrary: Sendable {
    let docsFolder: String
    let contentFolder: String
    /// Each spec read, by file, with the files it was read from and their stamps from before
    /// they were read (nil for a file that had none).
    private let specs = Locked<[String: (result: Result<APISpec, DiagnosticList>, files: [String], stamps: [FileStamp?])]>([:])
    /// What the navigation was given of each spec (``navigationSpec(_:)``), by file.
    private let navigationSpecs = Locked<[String: Result<APISpec, DiagnosticList>]>([:])
    /// The previous build's outlines, by file.
    private let previousOutlines: [String: SpecOutline]
    /// The outlines that describe this build's specs, by file: the next build's to take.
    private let currentOutlines = Locked<[String: SpecOutline]>([:])
    /// A time before any stamp this library takes: an outline is kept only of files that
    /// stood still before it.
    private let settledBy: Int64

    init(docsFolder: String, contentFolder: String, outlines: [String: SpecOutline] = [:], settledBy: Int64 = 0) {
        self.docsFolder = docsFolder
        self.contentFolder = contentFolder
        previousOutlines = outlines
        self.settledBy = settledBy
    }

    /// The file a spec path names.
    func file(_ name: String) -> String {
        let trimmed = name.hasPrefix("/") ? String(name.drop { $0 == "/" }) : name
        return "\(docsFolder)/\(trimmed)"
    }

    /// The spec, read on first use; the same result (spec or problems) every time after.
    func spec(_ name: String) -> Result<APISpec, DiagnosticList> {
        let file = self.file(name)
        if let known = specs.withLock({ $0[file] }) { return known.result }
        let contentFolder = self.contentFolder
        // Each file stamped before it is read: a write during the read shows in the next stamp.
        let stamped = Locked<(files: [String], stamps: [FileStamp?])>(([], []))
        @Sendable func read(_ path: String) throws(Diagnostic) -> [UInt8] {
            let stamp = FileStamp.of(path)
            stamped.withLock {
                $0.files.append(path)
                $0.stamps.append(stamp)
            }
            return try FileReader.read(path, inside: contentFolder)
        }
        let result = Result { () throws(DiagnosticList) -> APISpec in
            let bytes: [UInt8]
            do throws(Diagnostic) { bytes = try read(file) } catch { throw DiagnosticList([error]) }
            return try OpenAPIReader.read(file: file, bytes: bytes) { other in try read(other) }
        }
        let (files, stamps) = stamped.withLock { $0 }
        specs.withLock { $0[file] = (result, files, stamps) }
        return result
    }

    /// The spec as the navigation needs it: the previous build's outline of it while every
    /// file it was read from is unchanged, else the spec read whole (``spec(_:)``), whose
    /// outline is then kept for the next build once its files stood still. The same result
    /// every time after the first.
    func navigationSpec(_ name: String) -> Result<APISpec, DiagnosticList> {
        let file = self.file(name)
        if let known = navigationSpecs.withLock({ $0[file] }) { return known }
        let result: Result<APISpec, DiagnosticList>
        if let outline = previousOutlines[file], outline.isCurrent, let spec = outline.spec() {
            currentOutlines.withLock { $0[file] = outline }
            result = .success(spec)
        } else {
            result = spec(name)
            if case .success(let spec) = result, let read = specs.withLock({ $0[file] }) {
                let stamps = read.stamps.compactMap { $0 }
                if stamps.count == read.files.count, stamps.allSatisfy({ $0.isSettled(now: settledBy) }) {
                    currentOutlines.withLock { $0[file] = SpecOutline(spec: spec, files: read.files, stamps: stamps) }
                }
            }
        }
        navigationSpecs.withLock { $0[file] = result }
        return result
    }

    /// The outlines of the specs the navigation read, each still describing its spec.
    var outlines: [String: SpecOutline] { currentOutlines.withLock { $0 } }

    /// Whether `path` is a file a spec was read from, whole or as the outline the navigation
    /// took: what a page showing one of its operations depends on besides its own text.
    func isSpecFile(_ path: String) -> Bool {
        specs.withLock { $0.values.contains { $0.files.contains(path) } }
            || currentOutlines.withLock { $0.values.contains { $0.files.contains(path) } }
    }
}
