import Diagnostics
import PreferenceModel
import ScreenPreview

/// `preflight preview OLD --compare NEW` (or `--state A --compare-state B`): two screens of
/// one-off files side by side in one self-contained page, under one toolbar, with the rows that
/// differ outlined and listed.
///
/// The site's compare page (``ComparePage``) frames each side's own preview page, which a
/// one-off run does not write; this page draws both phones inline, as a gallery of two does.
package enum StandaloneCompare {
    /// One side: a catalog (or resolved topics) and an optional state.
    package struct Side: Sendable {
        package var catalogPath: String
        package var statePath: String?

        package init(catalogPath: String, statePath: String?) {
            self.catalogPath = catalogPath
            self.statePath = statePath
        }
    }

    /// Renders the page comparing `left` with `right`.
    ///
    /// - Throws: either side's input errors (both sides' together), or a template's.
    package static func render(
        left: Side, right: Side, options: ScreenOptions, screenState: ScreenState?, templates: String?,
        start: PreviewToolbar.Start = PreviewToolbar.Start()
    ) throws(DiagnosticList) -> StandalonePreview.Result {
        var loaded: [StandalonePreview.Loaded] = []
        var errors: [Diagnostic] = []
        for side in [left, right] {
            do {
                loaded.append(
                    try StandalonePreview.load(catalogPath: side.catalogPath, statePath: side.statePath, screenState: screenState)
                )
            } catch {
                errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { throw DiagnosticList(errors) }
        let library = try TemplateSet.load(folder: templates)
        let labels = zip(["Left", "Right"], loaded).map { side, screen in "\(side): \(screen.source.title)" }
        let files = [left, right].map { side in side.statePath.map { "\(side.catalogPath) + \($0)" } ?? side.catalogPath }
        var page = GalleryPage(
            title: "Compare two screens", catalogFile: files.joined(separator: "  ↔  "),
            entries: zip(labels, loaded).map { GalleryPage.Entry(label: $0, href: nil, screen: $1.screen) }, total: 2)
        page.isCompare = true
        page.options = options
        page.start = start
        do {
            return StandalonePreview.Result(
                html: try page.render(with: library), warnings: loaded.flatMap(\.warnings) + library.missingPartials,
                failure: loaded.compactMap(\.failure).first)
        } catch {
            throw DiagnosticList([error])
        }
    }
}
