import CatalogReview
import Diagnostics
import PreferenceModel

/// Reads what a review compares: the two catalogs and, when given, the subscribers' states.
///
/// Every problem in every input is collected, so one run shows them all; a failed API
/// envelope is an `api_error`, since there is no catalog in it to compare.
struct ReviewInputs {
    var old: Catalog
    var new: Catalog
    /// `nil` when no states were asked for.
    var states: [PreferenceState]?
    var warnings: [Diagnostic]

    /// Loads `old`, `new` and the states under `states` (a folder of `*.json`, or one file).
    ///
    /// - Throws: every error found in any of them.
    init(old oldPath: String, new newPath: String, states statesPath: String?) throws(DiagnosticList) {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        let old = SiteContent.load(oldPath, kind: .catalog, errors: &errors, warnings: &warnings)
        let new = SiteContent.load(newPath, kind: .catalog, errors: &errors, warnings: &warnings)
        var states: [PreferenceState]?
        if let statesPath {
            let files =
                FileReader.isDirectory(statesPath) ? FileReader.files(under: statesPath, extensions: ["json"]) : [statesPath]
            states = files.compactMap { file in
                if case .state(let state)? = SiteContent.load(file, kind: .state, errors: &errors, warnings: &warnings) {
                    return state
                }
                return nil
            }
        }
        guard errors.isEmpty, case .catalog(let oldCatalog)? = old, case .catalog(let newCatalog)? = new else {
            throw DiagnosticList(errors)
        }
        self.old = oldCatalog
        self.new = newCatalog
        self.states = states
        self.warnings = warnings
    }

    /// The review of these inputs, naming them as `sources` does, with the changes that
    /// `accepted` signs off.
    func report(_ sources: ReviewReport.Sources, accepted: [ChangeAcceptance] = []) -> ReviewReport {
        ReviewReport(old: old, new: new, states: states, sources: sources, accepted: accepted)
    }
}
