import Diagnostics
import PreferenceModel

/// `preflight lint`: checks catalogs and states (and each state against the catalogs given
/// with it), and review files, collecting every error and warning.
public struct Linter {
    public init() {}

    /// What lint found.
    public struct Report: Sendable {
        public var diagnostics: [Diagnostic] = []
        public var filesChecked = 0

        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    /// Lints files and folders (folders are searched for `*.json`).
    public func lint(paths: [String]) -> Report {
        var report = Report()
        var catalogs: [(file: String, catalog: Catalog)] = []
        var states: [(file: String, state: PreferenceState, positions: [String: SourcePosition])] = []
        for file in expand(paths) {
            report.filesChecked += 1
            let bytes: [UInt8]
            do {
                bytes = try FileReader.read(file)
            } catch {
                report.diagnostics.append(error)
                continue
            }
            if ReviewManifest.isReviewFile(file) {
                report.diagnostics += ReviewManifest.lint(bytes, file: file)
                continue
            }
            let result = PreferenceLoader.load(bytes, file: file)
            report.diagnostics += result.diagnostics
            switch result.document {
            case .catalog(let catalog)?: catalogs.append((file, catalog))
            case .state(let state)?: states.append((file, state, result.choicePositions))
            case .failure(let failure)?: report.diagnostics.append(failure.diagnostic(file: file))
            case .resolvedTopics?, nil: break
            }
        }
        for state in states where !catalogs.isEmpty {
            report.diagnostics += OrphanCheck.orphanedChoices(
                in: state.state, file: state.file, positions: state.positions, against: catalogs.map { ($0.file, $0.catalog) })
        }
        return report
    }

    /// Files named directly, and the `*.json` files under folders.
    private func expand(_ paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            if FileReader.isDirectory(path) {
                files += FileReader.files(under: path, extensions: ["json"]).filter { !$0.hasSuffix("/docs.json") }
            } else {
                files.append(path)
            }
        }
        return files
    }
}
