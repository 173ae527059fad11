import CatalogReview
import Diagnostics
import Foundation

/// A review of the content folder: `reviews/NAME.json` compared into a ``ReviewReport``,
/// which the build turns into `reviews/NAME.html` and a line on the index.
package struct ReviewEntry: Sendable {
    /// The review file inside the content folder, e.g. `reviews/next-release.json`.
    package var file: String
    package var title: String
    package var report: ReviewReport

    /// The file name without folder and extension: the review's id in URLs.
    package var id: String { ((file as NSString).lastPathComponent as NSString).deletingPathExtension }

    /// Every review file directly in `content/reviews/` (the catalogs a review compares may sit
    /// in folders below it, out of the site's own catalogs), compared and counted.
    ///
    /// A bad review file adds coded errors naming the file and JSON path; a catalog or state it
    /// names adds its own. Findings already in the lists (a shipped catalog that a review
    /// compares is loaded twice) are not repeated.
    static func loadAll(from content: String, errors: inout [Diagnostic], warnings: inout [Diagnostic]) -> [ReviewEntry] {
        let folder = "\(content)/reviews"
        var reviews: [ReviewEntry] = []
        let listing = FileReader.listing(under: folder, extensions: ["json"], inside: content)
        errors += listing.refused
        for file in listing.files where ReviewManifest.isReviewFile(file) {
            var found: [Diagnostic] = []
            let review = load(file, content: content, diagnostics: &found)
            for diagnostic in found {
                if diagnostic.severity == .error {
                    if !errors.contains(diagnostic) { errors.append(diagnostic) }
                } else if !warnings.contains(diagnostic) {
                    warnings.append(diagnostic)
                }
            }
            if let review { reviews.append(review) }
        }
        return reviews
    }

    private static func load(_ file: String, content: String, diagnostics: inout [Diagnostic]) -> ReviewEntry? {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(file)
        } catch {
            diagnostics.append(error)
            return nil
        }
        guard let manifest = ReviewManifest.decode(bytes, file: file, diagnostics: &diagnostics) else { return nil }
        let missing = manifest.missingInputs(content: content, file: file)
        guard missing.isEmpty else {
            diagnostics += missing
            return nil
        }
        let inputs: ReviewInputs
        do {
            inputs = try ReviewInputs(
                old: "\(content)/\(manifest.old.value)", new: "\(content)/\(manifest.new.value)",
                states: manifest.states.map { "\(content)/\($0.value)" }, collect: .page)
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
        diagnostics += inputs.warnings
        let name = (file as NSString).lastPathComponent
        let sources = ReviewReport.Sources(old: manifest.old.value, new: manifest.new.value, states: manifest.states?.value)
        let title = manifest.title ?? (name as NSString).deletingPathExtension
        let report = inputs.report(sources, accepted: manifest.accepted)
        diagnostics += report.staleAcceptances.map(\.staleWarning)
        return ReviewEntry(file: "reviews/\(name)", title: title, report: report)
    }
}
