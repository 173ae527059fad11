import Diagnostics
import OpenAPI
import PreferenceModel

/// `preflight lint`: checks catalogs and states (and each state against the catalogs given
/// with it), review files, `docs.json` and docs pages, collecting every error and warning.
package struct Linter {
    /// The content folder that docs pages' snippets and previews are read from.
    package var content: String

    package init(content: String = "content") {
        self.content = content
    }

    /// What lint found.
    package struct Report: Sendable {
        package var diagnostics: [Diagnostic] = []
        package var filesChecked = 0

        package var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        package var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    /// Lints files and folders (folders are searched for `*.json`).
    package func lint(paths: [String]) -> Report {
        var report = Report()
        var catalogs: [(file: String, catalog: Catalog)] = []
        var states: [(file: String, state: PreferenceState, positions: [String: SourcePosition])] = []
        // One for every page, so a catalog that several pages preview is read once.
        var rendering = DocsRendering(contentFolder: content)
        // Pages read the content folder's docs.json variables, as they do in a build.
        if let settings = contentConfig()?.settings, !settings.variables.isEmpty {
            rendering.variables = DocsVariables(values: settings.variables)
        }
        var docsConfig: (file: String, settings: DocsSettings)?
        var pages: [String] = []
        let files = expand(paths)
        // Specs first: the files their `$ref`s read are parts of them, not catalogs or states.
        var specParts: Set<String> = []
        for file in files where file.hasSuffix(".json") || file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
            guard let bytes = try? FileReader.read(file), let result = SpecLint.lint(bytes, file: file, content: content)
            else { continue }
            report.diagnostics += result.problems
            specParts.formUnion(result.files)
            specParts.insert(file)
        }
        report.filesChecked += specParts.intersection(files).count
        for file in files where !specParts.contains(file) {
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
            if file.hasSuffix(".md") || file.hasSuffix(".mdx") {
                report.diagnostics += lintPage(bytes, file: file, rendering: rendering)
                pages.append(file)
                continue
            }
            if file.hasSuffix("/docs.json") || file == "docs.json" {
                do {
                    let config = try DocsConfig.parse(bytes, file: file)
                    report.diagnostics += config.settings.warnings(file: file)
                    docsConfig = (file, config.settings)
                } catch {
                    report.diagnostics += error.diagnostics
                }
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
        if !pages.isEmpty, let config = docsConfig ?? contentConfig() {
            report.diagnostics += SiteSamples.check(settings: config.settings, configFile: config.file, pages: pages)
        }
        for state in states where !catalogs.isEmpty {
            report.diagnostics += OrphanCheck.orphanedChoices(
                in: state.state, file: state.file, positions: state.positions, against: catalogs.map { ($0.file, $0.catalog) })
        }
        return report
    }

    /// A docs page renders as the site would render it: its errors are lint's errors, and what
    /// it leaves out as unsafe (`unsafe_url`, …) lint's warnings.
    private func lintPage(_ bytes: [UInt8], file: String, rendering: DocsRendering) -> [Diagnostic] {
        do {
            return try rendering.render(bytes, file).warnings
        } catch {
            return Diagnostic.list(from: error, else: .renderFailed, file: file)
        }
    }

    /// The content folder's docs.json, for pages linted without it.
    private func contentConfig() -> (file: String, settings: DocsSettings)? {
        let file = "\(content)/docs.json"
        guard let bytes = try? FileReader.read(file), let config = try? DocsConfig.parse(bytes, file: file) else { return nil }
        return (file, config.settings)
    }

    /// Whether a YAML file is an OpenAPI spec: a line starting `openapi:` or `swagger:`. A
    /// byte check rather than a parse, so a spec that does not parse is still linted (and its
    /// YAML error reported).
    private static func isSpec(_ file: String) -> Bool {
        guard let bytes = try? FileReader.read(file) else { return false }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
            $0.hasPrefix("openapi:") || $0.hasPrefix("swagger:") || $0.hasPrefix("\"openapi\":")
        }
    }

    /// Files named directly, and the JSON and Markdown files under folders (snippets are
    /// checked where they are used).
    private func expand(_ paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            if FileReader.isDirectory(path) {
                files += FileReader.files(under: path, extensions: ["json", "md", "mdx"]).filter { !$0.contains("/snippets/") }
                // YAML files are checked only when they are OpenAPI specs; others are left alone.
                files += FileReader.files(under: path, extensions: ["yaml", "yml"]).filter { Self.isSpec($0) }
            } else {
                files.append(path)
            }
        }
        return files
    }
}
