import Foundation
import TestSupport

extension TemporarySite {
    /// The paths where `_site` differs from a clean build (`build --no-cache`) of the content
    /// as it is now, made into `clean`.
    func differencesFromCleanBuild() throws -> [String] {
        try cleanBuildComparison().differences
    }

    /// ``differencesFromCleanBuild()`` with `arguments` given to the clean build, and what
    /// the clean build printed.
    func cleanBuildComparison(arguments: [String] = []) throws -> (differences: [String], stderr: String) {
        let clean = root.appendingPathComponent("clean")
        try? FileManager.default.removeItem(at: clean)
        let outcome = try PreflightProcess.run(["build", "--no-cache", "--output", "clean"] + arguments, in: root)
        guard outcome.status == 0 else { return (["(the clean build failed: \(outcome.stderr))"], outcome.stderr) }
        return (try SiteTree(root.appendingPathComponent("_site")).differences(from: SiteTree(clean)), outcome.stderr)
    }
}
