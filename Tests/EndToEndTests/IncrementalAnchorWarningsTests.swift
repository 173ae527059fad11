import Foundation
import Testing

/// An incremental build reports the same broken anchors as a clean one, in the same order:
/// those its check changed, and those it kept from pages it did not check.
@Suite("Incremental builds' broken anchors")
struct IncrementalAnchorWarningsTests {
    /// Stamps trusted at once, so that unchanged pages are kept unread, as a build a few
    /// seconds after the last edit keeps them.
    private let trustingStamps = ["PREFLIGHT_TEST_SETTLING_NS": "0"]

    private func warnings(_ arguments: [String], in site: TemporarySite) throws -> [String] {
        let build = try PreflightProcess.run(
            ["build", "--allow-broken-links"] + arguments, in: site.root, environment: trustingStamps)
        #expect(build.status == 0, "\(build.stderr)")
        return build.stderr.split(separator: "\n").map(String.init).filter { $0.contains("warning[") }
    }

    @Test("a fixed anchor leaves the other pages' broken anchors reported, as a clean build reports them")
    func fixedAnchorKeepsOthers() throws {
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            #"{ "name": "Anchors", "navigation": { "groups": [ { "group": "G", "pages": ["index", "a", "b", "c", "d"] } ] } }"#)
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n\nSee [A](/a#part).\n")
        try site.write("content/docs/a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A.\n")
        try site.write("content/docs/b.md", "---\ntitle: B\n---\n\n## Other\n\nText of B.\n")
        try site.write("content/docs/c.md", "---\ntitle: C\n---\n\nSee [B](/b#missing) and [A](/a#part).\n")
        // Checked again only when its own text or B's headings change.
        try site.write("content/docs/d.md", "---\ntitle: D\n---\n\nSee [B](/b#nowhere).\n")
        #expect(try warnings([], in: site).count == 2)
        let steps = [
            ("a.md", "---\ntitle: A\n---\n\n## Gone\n\nText of A.\n", 4),
            ("a.md", "---\ntitle: A\n---\n\n## Part\n\nText of A again.\n", 2),
            ("c.md", "---\ntitle: C\n---\n\nSee [B](/b#other) and [A](/a#part).\n", 1),
        ]
        for (step, (page, text, count)) in steps.enumerated() {
            try site.write("content/docs/\(page)", text)
            let incremental = try warnings([], in: site)
            let clean = try warnings(["--no-cache", "--output", "clean-\(step)"], in: site)
            #expect(incremental.count == count, "step \(step): \(incremental)")
            #expect(incremental == clean, "step \(step)")
        }
    }
}
