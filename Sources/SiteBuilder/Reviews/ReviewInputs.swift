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
    var impact: SubscriberImpact?
    /// The subscribers kept to be named, when `collect` asked for them.
    var sample: SubscriberSample?
    var warnings: [Diagnostic]

    /// Loads `old` and `new`, and streams the states of `states` (a folder searched
    /// recursively, one file of states, or `-` for standard input) through the counting.
    ///
    /// `collect` says which subscribers to keep for the outputs that name them.
    ///
    /// - Throws: every error found in any of them (invalid states only without `skipInvalid`).
    init(
        old oldPath: String, new newPath: String, states statesPath: String?, skipInvalid: Bool = false,
        collect: SubscriberCollector.Limits? = nil
    )
        throws(DiagnosticList)
    {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        let old = SiteContent.load(oldPath, kind: .catalog, errors: &errors, warnings: &warnings)
        let new = SiteContent.load(newPath, kind: .catalog, errors: &errors, warnings: &warnings)
        guard errors.isEmpty, case .catalog(let oldCatalog)? = old, case .catalog(let newCatalog)? = new else {
            throw DiagnosticList(errors)
        }
        if let statesPath {
            let inputs: [StateCounting.Input]
            if statesPath != "-" && FileReader.isDirectory(statesPath) {
                inputs = FileReader.files(under: statesPath, extensions: nil).map { .init(path: $0, inFolder: true) }
            } else {
                inputs = [.init(path: statesPath, inFolder: false)]
            }
            let counted = StateCounting.count(
                diff: CatalogDiff(old: oldCatalog, new: newCatalog), inputs: inputs, skipInvalid: skipInvalid,
                limit: Self.stateLimit, collect: collect)
            guard counted.errors.isEmpty else { throw DiagnosticList(counted.errors) }
            warnings += counted.warnings
            impact = counted.impact
            impact?.skippedInvalid = counted.skipped
            sample = counted.sample
        }
        self.old = oldCatalog
        self.new = newCatalog
        self.warnings = warnings
    }

    /// One state may be as large as a JSON file may be; an export as a whole is streamed, so
    /// it may be larger.
    private static var stateLimit: StateCounting.SizeLimit {
        let bytes = FileSizeLimit.bytes(for: "states.json")
        return StateCounting.SizeLimit(bytes: bytes) { FileSizeLimit.tooLarge($0, size: nil, limit: bytes) }
    }

    /// The review of these inputs, naming them as `sources` does, with the changes that
    /// `accepted` signs off.
    func report(_ sources: ReviewReport.Sources, accepted: [ChangeAcceptance] = []) -> ReviewReport {
        ReviewReport(
            diff: CatalogDiff(old: old, new: new), impact: impact, sources: sources, accepted: accepted, sample: sample)
    }
}
