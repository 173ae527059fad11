import Diagnostics
import Dispatch
import Locking
import PreferenceModel

/// Everything a build reads from the content folder, loaded and checked.
package struct SiteContent: Sendable {
    package var catalogs: [CatalogEntry] = []
    package var states: [StateEntry] = []
    /// `reviews/*.json`: catalog changes to review, each compared and counted.
    package var reviews: [ReviewEntry] = []
    /// Warnings found while loading; errors are thrown instead.
    package var warnings: [Diagnostic] = []
    /// The hash of each catalog and state file as it was read, by its path in the content folder (an entry's `file`): the previews' keys take them
    /// rather than reading every file again.
    var hashes: [String: ContentHash] = [:]

    /// Loads `content/catalogs/**/*.json`, `content/states/**/*.json` and `content/reviews/*.json`,
    /// and checks that no two catalogs or states take one preview name.
    ///
    /// - Throws: every error found, so one run shows them all.
    package static func load(from content: String) throws(DiagnosticList) -> SiteContent {
        guard FileReader.isDirectory(content) else {
            throw DiagnosticList([
                Diagnostic(
                    .contentNotFound, "No content folder here; expected a folder with catalogs/ and states/.", file: content)
            ])
        }
        var site = SiteContent()
        var errors: [Diagnostic] = []
        let catalogFiles = FileReader.listing(under: "\(content)/catalogs", extensions: ["json"], inside: content)
        let stateFiles = FileReader.listing(under: "\(content)/states", extensions: ["json"], inside: content)
        errors += catalogFiles.refused + stateFiles.refused
        // Parsed on every core (a site may have hundreds of states), then taken in file order,
        // so the errors and warnings read as if one thread had read the files in turn.
        let files = catalogFiles.files.map { ($0, DocumentKind.catalog) } + stateFiles.files.map { ($0, DocumentKind.state) }
        let loaded = Locked([Loaded?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let (file, kind) = files[index]
            var errors: [Diagnostic] = []
            var warnings: [Diagnostic] = []
            var hash: ContentHash?
            let document = load(file, kind: kind, errors: &errors, warnings: &warnings) { hash = $0 }
            let result = Loaded(document: document, errors: errors, warnings: warnings, hash: hash)
            loaded.withLock { $0[index] = result }
        }
        var hashes: [String: ContentHash] = [:]
        for (index, result) in loaded.withLock({ $0 }).enumerated() {
            guard let result else { continue }
            let (file, kind) = files[index]
            errors += result.errors
            site.warnings += result.warnings
            if let hash = result.hash { hashes[relative(file, to: content)] = hash }
            switch (kind, result.document) {
            case (.catalog, .catalog(let catalog)?):
                site.catalogs.append(CatalogEntry(file: relative(file, to: content), catalog: catalog))
            case (.state, .state(let state)?):
                site.states.append(StateEntry(file: relative(file, to: content), state: state))
            default: break
            }
        }
        site.hashes = hashes
        errors += PreviewNames.clashes(site.catalogs, site.states, content: content)
        site.reviews = ReviewEntry.loadAll(from: content, errors: &errors, warnings: &site.warnings)
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        return site
    }

    /// What reading one file gave.
    private struct Loaded: Sendable {
        var document: PreferenceDocument?
        var errors: [Diagnostic]
        var warnings: [Diagnostic]
        var hash: ContentHash?
    }

    /// One preference file's document, adding its errors and warnings to the lists; a failed
    /// API envelope is an error, since a site cannot be built from it.
    ///
    /// - Parameter hashed: given the file's hash once it is read.
    static func load(
        _ file: String, kind: DocumentKind, errors: inout [Diagnostic], warnings: inout [Diagnostic],
        hashed: (ContentHash) -> Void = { _ in }
    ) -> PreferenceDocument? {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(file)
        } catch {
            errors.append(error)
            return nil
        }
        hashed(ContentHash(bytes))
        let result = PreferenceLoader.load(bytes, file: file, expecting: kind)
        errors += result.errors
        warnings += result.warnings
        if case .failure(let failure)? = result.document {
            errors.append(failure.diagnostic(file: file))
            return nil
        }
        return result.document
    }

    private static func relative(_ file: String, to content: String) -> String {
        let prefix = content.hasSuffix("/") ? content : content + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}

/// A catalog of the content folder.
package struct CatalogEntry: Sendable {
    /// The path inside the content folder, e.g. `catalogs/pulse-fitness.json`.
    package let file: String
    package var catalog: Catalog
    /// The catalog's id in URLs: its path under `catalogs/` without the extension, folders
    /// joined with `-` (`catalogs/a/x.json` → `a-x`), so `catalogs/a/x.json` and
    /// `catalogs/b/x.json` get previews of their own while a catalog at the top keeps its
    /// file name. Ids that still meet are an error (``PreviewNames/clashes(_:_:)``). Made
    /// once: every preview's path and link names it.
    package let id: String

    package init(file: String, catalog: Catalog) {
        self.file = file
        self.catalog = catalog
        id = PreviewNames.id(of: file, under: "catalogs")
    }

    /// What the index calls it: the workspace name, or the file's id.
    package var title: String {
        if let workspace = catalog.workspace, !workspace.allSatisfy(\.isWhitespace) { return workspace }
        return id
    }
}

/// A subscriber state of the content folder.
package struct StateEntry: Sendable {
    package let file: String
    package var state: PreferenceState
    /// The state's page name: its path under `states/` as for a catalog's id
    /// (`states/eu/ana.json` → `eu-ana`), made once.
    package let id: String

    package init(file: String, state: PreferenceState) {
        self.file = file
        self.state = state
        id = PreviewNames.id(of: file, under: "states")
    }

    /// What the index calls this subscriber: the label, else the subscriber id, else the file's id.
    package var title: String {
        for candidate in [state.label, state.subscriber] {
            if let candidate, !candidate.allSatisfy(\.isWhitespace) { return candidate }
        }
        return id
    }
}
