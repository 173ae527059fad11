import Foundation
import TestSupport
import Testing

/// Whole outputs of the real binary checked byte for byte against `Golden/`: a small docs site
/// as built, a preview page, `diff` as text and JSON, and `lint` with warnings.
///
/// Re-record after an intended change with `RECORD=1 swift test --filter GoldenOutputTests`
/// (the recording run fails on purpose), then review the golden diff like any other change.
/// Every command runs with the fixture folder as its working directory, so no temporary path
/// reaches an output; the stylesheet and script the preview embeds are elided (they are
/// checked as files of their own), everything else is kept.
@Suite("Golden outputs")
struct GoldenOutputTests {
    /// A catalog of a small climbing gym: two sections, a switch row and a menu row each.
    static let catalog = """
        {
          "workspace": "Boulder Barn",
          "topics": [
            { "slug": "route-setting", "name": "New routes", "category": "Climbing",
              "description": "When the setters finish a wall.",
              "channels": { "push": { "default": true } } },
            { "slug": "competitions", "name": "Competitions & events", "category": "Climbing",
              "channels": { "push": { "default": false }, "email": { "default": true } } },
            { "slug": "membership", "name": "Membership <renewals>", "category": "Account",
              "channels": { "email": { "default": true, "dailyCap": 1 }, "sms": { "default": false } } }
          ]
        }
        """

    /// The next release of that catalog: a rename, a flipped default, a removed topic, a new one.
    static let nextCatalog = """
        {
          "workspace": "Boulder Barn",
          "topics": [
            { "slug": "route-setting", "name": "Fresh routes", "category": "Climbing",
              "description": "When the setters finish a wall.",
              "channels": { "push": { "default": false } } },
            { "slug": "competitions", "name": "Competitions & events", "category": "Climbing",
              "channels": { "push": { "default": false }, "email": { "default": true } } },
            { "slug": "youth-club", "name": "Youth club", "category": "Climbing",
              "channels": { "email": { "default": false } } }
          ]
        }
        """

    static let state =
        #"{ "subscriber": "climber-7", "label": "Routes only", "choices": { "competitions": false, "membership": { "sms": true } } }"#

    /// Replaces the bodies of embedded `<style>` and `<script>` blocks longer than a short
    /// inline snippet with a marker, so the goldens hold the page's structure, not the assets.
    static func elidingEmbeddedAssets(_ html: String) throws -> String {
        var output = html
        for tag in ["style", "script"] {
            let pattern = try Regex("<\(tag)>\\n?([\\s\\S]*?)</\(tag)>")
            output = output.replacing(pattern) { match in
                let body = match.output[1].substring ?? ""
                return body.count > 400 ? "<\(tag)>/* embedded \(tag), elided */</\(tag)>" : String(match.output[0].substring!)
            }
        }
        return output
    }

    /// Checks that no absolute path of the fixture leaked into an output.
    static func expectNoTemporaryPath(_ text: String, of site: TemporarySite, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.contains(site.root.lastPathComponent), "a temporary path leaked", sourceLocation: sourceLocation)
    }

    @Test("the built docs site: every page, the file list")
    func docsSite() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/barn.json", Self.catalog)
        try site.write("content/states/routes-only.json", Self.state)
        try site.write(
            "content/docs.json",
            """
            {
              "name": "Barn Docs",
              "navigation": {
                "groups": [
                  { "group": "Start", "pages": ["index", "guides/first-visit"] },
                  { "group": "App", "pages": ["app/notifications"] }
                ]
              }
            }
            """)
        try site.write(
            "content/docs/index.md",
            """
            ---
            title: Welcome to the barn
            description: Everything about climbing with us.
            ---

            Start with [your first visit](/guides/first-visit), then tune [notifications](/app/notifications#choose).

            <CardGroup cols={2}>
              <Card title="First visit" href="/guides/first-visit">Shoes, chalk, waivers.</Card>
              <Card title="Notifications" href="/app/notifications">What we send.</Card>
            </CardGroup>
            """)
        try site.write(
            "content/docs/guides/first-visit.mdx",
            """
            ---
            title: Your first visit
            sidebarTitle: First visit
            ---

            ## Before you come

            <Steps>
              <Step title="Sign the waiver">Online, it takes two minutes.</Step>
              <Step title="Book an intro">Ask at the desk.</Step>
            </Steps>

            <Warning>Bring **clean** shoes.</Warning>

            ## At the desk

            | Item | Price |
            |---|---|
            | Day pass | 12 & up |
            | Shoes | 4 |
            """)
        try site.write(
            "content/docs/app/notifications.md",
            """
            ---
            title: Notifications
            ---

            ## Choose {#choose}

            Each topic has a row. Here is what a member who only wants new routes sees:

            <SettingsPreview catalog="catalogs/barn.json" state="states/routes-only.json" />

            ```swift title="Prefs.swift" {2}
            let center = NotificationCenter()
            let topics = try await center.topics(for: "climber-7")
            ```

            Back to [the start](../index).
            """)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        let output = site.root.appendingPathComponent("_site")
        let files = (FileManager.default.subpaths(atPath: output.path) ?? []).filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }.sorted()
        Golden.expect(files.joined(separator: "\n") + "\n", matches: "docs-site/FILES.txt")
        // Every written page and index; the assets are copies of templates/ and ScreenPreview's
        // Assets/, and .preflight-site is the build's own marker.
        let pages = files.filter { !$0.hasPrefix("assets/") && $0 != ".preflight-site" }
        #expect(pages.contains("index.html") && pages.contains("app/notifications.html"))
        for path in pages {
            let text = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            Self.expectNoTemporaryPath(text, of: site)
            Golden.expect(try Self.elidingEmbeddedAssets(text), matches: "docs-site/\(path)")
        }
    }

    @Test("preflight preview of a catalog and a state")
    func preview() throws {
        let site = try TemporarySite()
        try site.write("barn.json", Self.catalog)
        try site.write("routes-only.json", Self.state)
        let outcome = try PreflightProcess.run(["preview", "barn.json", "--state", "routes-only.json"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        Self.expectNoTemporaryPath(outcome.stdout + outcome.stderr, of: site)
        Golden.expect(try Self.elidingEmbeddedAssets(outcome.stdout), matches: "preview/barn-routes-only.html")
        Golden.expect(outcome.stderr, matches: "preview/barn-routes-only.stderr.txt")
    }

    @Test("preflight diff, as text and as JSON")
    func diff() throws {
        let site = try TemporarySite()
        try site.write("barn.json", Self.catalog)
        try site.write("barn-next.json", Self.nextCatalog)
        try site.write("states/routes-only.json", Self.state)
        try site.write("states/never-chose.json", #"{ "choices": {} }"#)
        let text = try PreflightProcess.run(["diff", "barn.json", "barn-next.json", "--states", "states"], in: site.root)
        #expect(text.status == 1, "\(text.stderr)")
        Self.expectNoTemporaryPath(text.stdout + text.stderr, of: site)
        Golden.expect(text.stdout, matches: "diff/barn.txt")
        let json = try PreflightProcess.run(
            ["diff", "barn.json", "barn-next.json", "--states", "states", "--format", "json"], in: site.root)
        #expect(json.status == 1, "\(json.stderr)")
        Self.expectNoTemporaryPath(json.stdout + json.stderr, of: site)
        Golden.expect(json.stdout, matches: "diff/barn.json")
    }

    @Test("preflight lint with warnings")
    func lint() throws {
        let site = try TemporarySite()
        try site.write("catalogs/barn.json", Self.catalog)
        try site.write("catalogs/empty.json", #"{ "topics": [] }"#)
        try site.write(
            "states/stale.json",
            "{\n  \"choices\": {\n    \"bouldering-league\": true,\n    \"route-setting\": { \"email\": true }\n  }\n}\n")
        let outcome = try PreflightProcess.run(["lint", "catalogs", "states"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        Self.expectNoTemporaryPath(outcome.stdout + outcome.stderr, of: site)
        #expect(outcome.stderr.contains("warning["))
        Golden.expect(outcome.stdout, matches: "lint/warnings.stdout.txt")
        Golden.expect(outcome.stderr, matches: "lint/warnings.stderr.txt")
    }
}
