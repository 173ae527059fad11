import Foundation
import TestSupport

extension TemporarySite {
    /// The paths where `_site` differs from a clean build (`build --no-cache`) of the content
    /// as it is now, made into `clean`.
    func differencesFromCleanBuild() throws -> [String] {
        let clean = root.appendingPathComponent("clean")
        try? FileManager.default.removeItem(at: clean)
        let outcome = try PreflightProcess.run(["build", "--no-cache", "--output", "clean"], in: root)
        guard outcome.status == 0 else { return ["(the clean build failed: \(outcome.stderr))"] }
        return try SiteTree(root.appendingPathComponent("_site")).differences(from: SiteTree(clean))
    }
}
