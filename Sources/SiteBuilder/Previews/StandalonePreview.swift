import Diagnostics
import PreferenceModel
import ScreenPreview

/// `preflight preview`: one catalog (and optionally one state) as a self-contained page.
package enum StandalonePreview {
    /// The rendered page and what the command should tell the user.
    package struct Result: Sendable {
        package var html: [UInt8]
        package var warnings: [Diagnostic]
        /// The failed envelope's error, when the input was a failed API response.
        package var failure: APIFailure?
    }

    /// Renders the page for `catalogPath`, resolving `statePath` against it when given.
    ///
    /// - Parameters:
    ///   - screenState: shows the screen in another state than its data implies.
    ///   - start: the text size and width the toolbar starts on.
    ///   - bare: only the screen, filling the window (for screenshots).
    /// - Throws: the input files' errors, or a template's.
    package static func render(
        catalogPath: String, statePath: String?, options: ScreenOptions, screenState: ScreenState?, templates: String?,
        start: PreviewToolbar.Start = PreviewToolbar.Start(), bare: Bool = false
    ) throws(DiagnosticList) -> Result {
        let loaded = try load(catalogPath: catalogPath, statePath: statePath, screenState: screenState)
        var page = PreviewPage(screen: loaded.screen, source: loaded.source, options: options, start: start)
        page.bare = bare
        let library = try TemplateSet.load(folder: templates)
        do {
            return Result(
                html: try page.render(with: library), warnings: loaded.warnings + library.missingPartials,
                failure: loaded.failure)
        } catch {
            throw DiagnosticList([error])
        }
    }

    /// One screen read from its files, with what the command should tell the user.
    struct Loaded: Sendable {
        var screen: PreferenceScreen
        var source: PreviewPage.Source
        var warnings: [Diagnostic]
        var failure: APIFailure?
    }

    /// Reads `catalogPath`, resolving `statePath` against it when given.
    ///
    /// - Throws: the input files' errors.
    static func load(catalogPath: String, statePath: String?, screenState: ScreenState?) throws(DiagnosticList) -> Loaded {
        let catalogResult = PreferenceLoader.load(try read(catalogPath), file: catalogPath, expecting: .screen)
        var warnings = catalogResult.warnings
        guard let document = catalogResult.document else { throw DiagnosticList(catalogResult.diagnostics) }

        var state = PreferenceState.neverChose
        if let statePath {
            let stateResult = PreferenceLoader.load(try read(statePath), file: statePath, expecting: .state)
            warnings += stateResult.warnings
            switch stateResult.document {
            case .state(let loaded)?:
                state = loaded
                if case .catalog(let catalog) = document {
                    warnings += OrphanCheck.orphanedChoices(
                        in: loaded, file: statePath, positions: stateResult.choicePositions, against: [(catalogPath, catalog)])
                } else {
                    warnings.append(
                        Diagnostic(
                            .stateIgnored,
                            "The topics in \(catalogPath) are already resolved for a subscriber, so this state is not applied.",
                            file: statePath))
                }
            case .failure(let failure)?:
                throw DiagnosticList([failure.diagnostic(file: statePath)])
            default:
                throw DiagnosticList(stateResult.errors)
            }
        }

        var screen = PreferenceScreen(document: document, state: state)!
        if let screenState { screen = screen.showing(screenState) }
        let failure: APIFailure? = if case .failure(let failure) = document { failure } else { nil }
        return Loaded(
            screen: screen, source: source(document, catalogPath: catalogPath, statePath: statePath, state: state),
            warnings: warnings, failure: failure)
    }

    private static func read(_ path: String) throws(DiagnosticList) -> [UInt8] {
        do {
            return try FileReader.read(path)
        } catch {
            throw DiagnosticList([error])
        }
    }

    private static func source(
        _ document: PreferenceDocument, catalogPath: String, statePath: String?, state: PreferenceState
    )
        -> PreviewPage.Source
    {
        let fileName = String(catalogPath.split(separator: "/").last ?? Substring(catalogPath))
        var title = fileName
        if case .catalog(let catalog) = document, let workspace = catalog.workspace, !workspace.allSatisfy(\.isWhitespace) {
            title = workspace
        }
        if let label = state.label, !label.allSatisfy(\.isWhitespace) { title += " — \(label)" }
        let subscriber = state.subscriber ?? (statePath == nil ? "a subscriber who never chose" : "unnamed subscriber")
        return PreviewPage.Source(title: title, catalogFile: catalogPath, stateFile: statePath, subscriber: subscriber)
    }
}
