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
    /// (invalid ones left out and counted when `skipInvalidStates`) and marking the changes the
    /// sign-off file `accept` names. `collect` keeps the subscribers that `--show-subscribers`
    /// and the page's picker name.
    ///
    /// A sign-off that matches no change is a `stale_acceptance` warning among the result's.
    ///
    /// - Throws: every error in the catalogs, the states and the sign-off file, each naming its file.
    package static func compare(
        old: String, new: String, states: String?, skipInvalidStates: Bool = false, accept: String? = nil,
        collect: SubscriberCollector.Limits? = nil
    ) throws(DiagnosticList)
        -> Result
    {
        var acceptWarnings: [Diagnostic] = []
        var accepted: [ChangeAcceptance] = []
        var acceptErrors: [Diagnostic] = []
        if let accept {
            do {
                accepted = try AcceptanceList.load(try FileReader.read(accept), file: accept, warnings: &acceptWarnings)
            } catch let error as DiagnosticList {
                acceptErrors = error.diagnostics
            } catch {
                acceptErrors = Diagnostic.list(from: error, else: .unreadableFile, file: accept)
            }
        }
        let inputs: ReviewInputs
        do {
            inputs = try ReviewInputs(
                old: old, new: new, states: states, skipInvalid: skipInvalidStates, collect: collect)
        } catch {
            throw DiagnosticList(error.diagnostics + acceptErrors)
        }
        guard acceptErrors.isEmpty else { throw DiagnosticList(acceptErrors) }
        let report = inputs.report(ReviewReport.Sources(old: old, new: new, states: states), accepted: accepted)
        return Result(
            report: report, warnings: inputs.warnings + acceptWarnings + report.staleAcceptances.map(\.staleWarning))
    }

    /// Where the changes sit in the two catalog files, for `--format github`; a file that
    /// cannot be read again gives no positions.
    package static func positions(old: String, new: String) -> GitHubAnnotations {
        GitHubAnnotations(
            old: CatalogPositions((try? FileReader.read(old)) ?? []), new: CatalogPositions((try? FileReader.read(new)) ?? []))
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
