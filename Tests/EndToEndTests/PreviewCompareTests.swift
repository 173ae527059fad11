import Foundation
import Testing

@Suite("preflight preview --compare, end to end")
struct PreviewCompareTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("old.json", BuildCommandTests.catalog)
        try site.write(
            "new.json",
            BuildCommandTests.catalog.replacingOccurrences(of: "\"News\"", with: "\"News & offers\"")
                .replacingOccurrences(of: "Test Gym", with: "Next <Gym>"))
        try site.write("a.json", BuildCommandTests.state)
        try site.write("b.json", #"{ "subscriber": "u-2", "label": "Loud", "choices": { "news": false } }"#)
        return site
    }

    @Test("two catalogs: one page with both phones under one toolbar, names escaped, the compare script in it")
    func catalogs() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["preview", "old.json", "--compare", "new.json", "--theme", "dark", "--output", "compare.html"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("compare.html")
        #expect(page.components(separatedBy: "class=\"ios-phone\"").count == 3)
        #expect(page.contains(#"id="g0-screen""#) && page.contains(#"id="g1-screen""#))
        #expect(page.contains(#"<h2 class="pv-cell-link" id="g0-label">Left: Test Gym</h2>"#))
        #expect(page.contains(#"<h2 class="pv-cell-link" id="g1-label">Right: Next &lt;Gym&gt;</h2>"#))
        #expect(page.contains("<code>old.json  ↔  new.json</code>"))
        #expect(page.contains("data-compare-gallery") && page.contains("data-compare-status"))
        #expect(page.contains(#"data-theme="dark""#))
        #expect(!page.contains("Next <Gym>"))
        #expect(!page.contains("src=\""), "self-contained: no frames or files beside it")
    }

    @Test("two states of one catalog, or one state against another catalog's")
    func states() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["preview", "old.json", "--state", "a.json", "--compare-state", "b.json"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("<code>old.json + a.json  ↔  old.json + b.json</code>"))
        #expect(outcome.stdout.contains("Left: Test Gym — Quiet") && outcome.stdout.contains("Right: Test Gym — Loud"))
        let mixed = try PreflightProcess.run(
            ["preview", "old.json", "--state", "a.json", "--compare", "new.json"], in: site.root)
        #expect(mixed.stdout.contains("<code>old.json + a.json  ↔  new.json + a.json</code>"))
    }

    @Test("a broken side is reported with its file, and both sides' errors together")
    func errors() throws {
        let site = try makeSite()
        try site.write(
            "bad.json", #"{ "topics": [ { "slug": "Bad Slug", "name": "x", "channels": { "push": { "default": true } } } ] }"#)
        let outcome = try PreflightProcess.run(["preview", "bad.json", "--compare", "missing.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("bad.json") && outcome.stderr.contains("invalid_slug"))
        #expect(outcome.stderr.contains("missing.json"))
        #expect(outcome.stdout.isEmpty)
    }
}
