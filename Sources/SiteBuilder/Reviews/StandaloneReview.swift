import CatalogReview
import Diagnostics

/// `preflight diff`: two catalog files compared, the subscribers of a states folder counted,
/// and optionally the review page.
package enum StandaloneReview {
    /// The review and what the command should tell the user about its inputs.
    package struct Result: Sendable {
        package var report: ReviewReport
        package var warnings: [Diagnostic]
    }

    /// Compares the catalog at `old` with the one at `new`, counting the states under `states`
    /// (invalid ones left out and counted when `skipInvalidStates`).
    ///
    /// - Throws: every error in the catalogs and states, each naming its file.
    package static func compare(
        old: String, new: String, states: String?, skipInvalidStates: Bool = false
    ) throws(DiagnosticList) -> Result {
        let inputs = try ReviewInputs(old: old, new: new, states: states, skipInvalid: skipInvalidStates)
        return Result(report: inputs.report(ReviewReport.Sources(old: old, new: new, states: states)), warnings: inputs.warnings)
    }

    /// The review page for `report`, through the `review` template of `templates` (or of
    /// `./templates`, or the built-in one), titled after the new catalog's workspace.
    ///
    /// - Throws: the templates' errors.
    package static func page(_ report: ReviewReport, templates: String?) throws(DiagnosticList) -> [UInt8] {
        let library = try TemplateSet.load(folder: templates)
        let workspace = report.diff.new.workspace ?? ""
        let title = workspace.allSatisfy(\.isWhitespace) ? "Catalog review" : workspace
        do {
            return try ReviewPage(report: report, title: title).render(with: library)
        } catch {
            throw DiagnosticList([error])
        }
    }
}
