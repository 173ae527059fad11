import Foundation
import Testing

/// `preflight diff` in a pull request: the comment, the annotations, and signing changes off.
@Suite("preflight diff for pull requests: markdown, github, --accept")
struct DiffPullRequestTests {
    static let old = """
        {
          "workspace": "Test Gym",
          "topics": [
            { "slug": "streaks", "name": "Streaks", "channels": { "push": { "default": true } } },
            { "slug": "offers", "name": "Offers | 50% `off`", "channels": { "email": { "default": false } } }
          ]
        }
        """

    /// A slug renamed (breaking) and a default turned on (breaking).
    static let new = """
        {
          "workspace": "Test Gym",
          "topics": [
            { "slug": "weekly-streaks", "name": "Streaks", "channels": { "push": { "default": true } } },
            { "slug": "offers", "name": "Offers | 50% `off`", "channels": { "email": { "default": true } } }
          ]
        }
        """

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("catalogs/old.json", Self.old)
        try site.write("catalogs/new.json", Self.new)
        try site.write("states/never.json", #"{ "choices": {} }"#)
        try site.write("states/no-offers.json", #"{ "choices": { "offers": false } }"#)
        return site
    }

    /// The ids of the changes, from the JSON output, by kind.
    private func ids(_ site: TemporarySite, new: String = "catalogs/new.json") throws -> [String: String] {
        let outcome = try PreflightProcess.run(["diff", "catalogs/old.json", new, "--format", "json"], in: site.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: changes.map { ($0["kind"] as! String, $0["id"] as! String) })
    }

    @Test("--format markdown prints the comment: verdict, table with subscribers, details; exit status as usual")
    func markdown() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["diff", "catalogs/old.json", "catalogs/new.json", "--states", "states", "--format", "markdown"], in: site.root)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let text = outcome.stdout
        #expect(text.hasPrefix("❌ **2 breaking changes are not signed off** (2 changes in all).\n"))
        #expect(text.contains("| # | Severity | Change | Topic | Before → after | Subscribers affected |\n"))
        #expect(text.contains("| 2 | **breaking** | `default_changed` | `offers` | off → on | 1 of 2 |\n"))
        #expect(text.contains("<summary>#2 breaking · default_changed · Offers | 50% `off`</summary>"))
        #expect(text.contains("- \"Offers \\| 50% \\`off\\`\": the Email default turns on;"))
    }

    @Test("--format github puts an error on each breaking change's value, at its line and column")
    func github() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["diff", "catalogs/old.json", "catalogs/new.json", "--format", "github"], in: site.root)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::error file=catalogs/new.json,line=4,col=15,title=Breaking%3A slug_renamed::"))
        #expect(lines[1].hasPrefix("::error file=catalogs/new.json,line=5,col=91,title=Breaking%3A default_changed::"))
        #expect(lines[1].contains("\"Offers | 50%25 `off`\": the Email default turns on"))
        #expect(lines[2] == "2 changes: 2 breaking, 0 visible, 0 delivery, 0 cosmetic.")
    }

    @Test("--accept signs changes off: the gate passes, every output says so; a different change fails again")
    func accept() throws {
        let site = try makeSite()
        let ids = try ids(site)
        let rename = try #require(ids["slug_renamed"])
        let flip = try #require(ids["default_changed"])
        try site.write(
            "accept.json",
            """
            { "accepted": [
                { "id": "\(rename)", "by": "Ana", "why": "streaks was never shipped" },
                { "id": "\(flip)", "by": "Bo <pm>", "why": "launch | week" }
            ] }
            """)
        let diff = ["diff", "catalogs/old.json", "catalogs/new.json", "--accept", "accept.json", "--fail-on", "breaking"]
        let text = try PreflightProcess.run(diff, in: site.root)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.isEmpty)
        #expect(text.stdout.contains("✓ Signed off by Ana: streaks was never shipped (\(rename))\n"))
        #expect(text.stdout.contains("2 changes signed off.\n"))
        let markdown = try PreflightProcess.run(diff + ["--format", "markdown"], in: site.root)
        #expect(markdown.status == 0)
        #expect(markdown.stdout.hasPrefix("✅ **2 changes; every breaking one is signed off** (2)."))
        #expect(markdown.stdout.contains("- ✅ Signed off by Bo &lt;pm&gt;: launch \\| week\n"))
        let github = try PreflightProcess.run(diff + ["--format", "github"], in: site.root)
        #expect(github.status == 0)
        #expect(!github.stdout.contains("::error"))
        #expect(github.stdout.contains("::notice file=catalogs/new.json,line=4,col=15,title=Signed off%3A slug_renamed::"))
        let json = try PreflightProcess.run(diff + ["--format", "json"], in: site.root)
        #expect(json.stdout.contains(#""accepted": {"#) && json.stdout.contains(#""by": "Bo <pm>""#))
        let page = try PreflightProcess.run(diff + ["--html", "review.html"], in: site.root)
        #expect(page.status == 0)
        let html = try site.read("review.html")
        #expect(html.contains(#"id="\#(rename)" data-change="slug_renamed" data-severity="breaking" data-signed-off>"#))
        #expect(html.contains("✓ Signed off by Bo &lt;pm&gt;: launch | week"))

        // The slug is now renamed to another one: a different change, which fails again;
        // its old sign-off is stale, at its place in the file.
        try site.write("catalogs/newer.json", Self.new.replacingOccurrences(of: "weekly-streaks", with: "daily-streaks"))
        let again = try PreflightProcess.run(
            ["diff", "catalogs/old.json", "catalogs/newer.json", "--accept", "accept.json", "--fail-on", "breaking"],
            in: site.root)
        #expect(again.status == 1)
        #expect(
            again.stderr.contains(
                #"accept.json:2:5: accepted[0]: warning[stale_acceptance]: Accepted change "\#(rename)" (by Ana) matches no change of this review"#
            ))
        #expect(again.stdout.contains("1 change signed off; 1 breaking change is not."))
    }

    @Test("a bad accept file is trouble, with the position of what is wrong")
    func badAccept() throws {
        let site = try makeSite()
        try site.write("accept.json", "{ \"accepted\": [\n  { \"id\": \"x-1\", \"by\": \"Ana\" }\n] }")
        let outcome = try PreflightProcess.run(
            ["diff", "catalogs/old.json", "catalogs/new.json", "--accept", "accept.json"], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr.contains(
                #"accept.json:2:3: accepted[0].why: error[missing_field]: Missing "why"; expected why the change is intended"#))
    }

    @Test("a review file's \"accepted\" list signs changes off on the review page; a stale one is a warning")
    func manifest() throws {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.old)
        try site.write("content/reviews/catalogs/gym-next.json", Self.new)
        let rename = try #require(try ids(makeSite())["slug_renamed"])
        try site.write(
            "content/reviews/next.json",
            """
            { "old": "catalogs/gym.json", "new": "reviews/catalogs/gym-next.json",
              "accepted": [ { "id": "\(rename)", "by": "Ana", "why": "never shipped" },
                            { "id": "topic_added-00000000", "by": "Bo", "why": "gone" } ] }
            """)
        let outcome = try PreflightProcess.run(["build", "--verbose"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                #"content/reviews/next.json:3:17: accepted[1]: warning[stale_acceptance]: Accepted change "topic_added-00000000""#
            ))
        let page = try site.read("_site/reviews/next.html")
        #expect(page.contains(#"id="\#(rename)" data-change="slug_renamed" data-severity="breaking" data-signed-off>"#))
        #expect(page.contains("✓ Signed off by Ana: never shipped"))
        try site.write(
            "content/reviews/next.json", #"{ "old": "catalogs/gym.json", "new": "catalogs/gym.json", "accepted": [3] }"#)
        let bad = try PreflightProcess.run(["lint", "content/reviews/next.json"], in: site.root)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("content/reviews/next.json:1:72: accepted[0]: error[wrong_type]: Found a number;"))
    }
}
