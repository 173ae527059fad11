import Foundation
import HTMLQuery
import Testing

@Suite("preflight diff, end to end")
struct DiffCommandTests {
    static let old = """
        {
          "workspace": "Test Gym",
          "channels": ["push", "email"],
          "topics": [
            { "slug": "classes", "name": "Class <changes>", "category": "Training", "channels": { "push": { "default": true } } },
            { "slug": "streaks", "name": "Streaks", "category": "Progress", "channels": { "push": { "default": true } } },
            { "slug": "offers", "name": "Offers", "category": "Marketing", "channels": { "email": { "default": false } } }
          ]
        }
        """

    /// The next release: email added to a push-only topic, a slug renamed, a default turned
    /// on, a category renamed.
    static let new = """
        {
          "workspace": "Test Gym",
          "channels": ["push", "email"],
          "topics": [
            { "slug": "classes", "name": "Class <changes>", "category": "Training",
              "channels": { "push": { "default": true }, "email": { "default": false } } },
            { "slug": "weekly-streaks", "name": "Streaks", "category": "Progress", "channels": { "push": { "default": true } } },
            { "slug": "offers", "name": "Offers", "category": "Deals", "channels": { "email": { "default": true } } }
          ]
        }
        """

    /// Only a title differs: a cosmetic change.
    static let retitled = old.replacingOccurrences(of: "\"Streaks\"", with: "\"Your streaks\"")

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("old.json", Self.old)
        try site.write("new.json", Self.new)
        try site.write("retitled.json", Self.retitled)
        try site.write("states/never.json", #"{ "choices": {} }"#)
        try site.write("states/no-offers.json", #"{ "choices": { "offers": false } }"#)
        try site.write("states/no-streaks.json", #"{ "choices": { "streaks": false, "classes": false } }"#)
        return site
    }

    @Test("the text summary groups changes by severity, with counts, plain when not on a terminal; exit 1")
    func text() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["diff", "old.json", "new.json", "--states", "states"], in: site.root)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let text = outcome.stdout
        #expect(!text.contains("\u{1B}["))
        #expect(text.hasPrefix("Comparing old.json → new.json\nSubscribers: 3 states from states\n"))
        let breaking = try #require(text.range(of: "BREAKING (2)"))
        let visible = try #require(text.range(of: "VISIBLE (2)"))
        let cosmetic = try #require(text.range(of: "COSMETIC (1)"))
        #expect(breaking.lowerBound < visible.lowerBound && visible.lowerBound < cosmetic.lowerBound)
        #expect(!text.contains("DELIVERY ("))
        #expect(text.contains(#"slug_renamed          "Streaks" moves from slug "streaks" to "weekly-streaks""#))
        #expect(text.contains("1 of 3 sees a different screen; 1 loses an explicit choice."))
        #expect(text.contains("2 of 3 see a different screen; 2 follow the default and flip."))
        #expect(text.contains(#"Section "Marketing" is renamed to "Deals"."#))
        #expect(
            text.hasSuffix(
                "5 changes: 2 breaking, 2 visible, 0 delivery, 1 cosmetic.\n3 of 3 subscribers see a different screen; 1 loses an explicit choice; 2 follow a default that flips.\n"
            ))
    }

    @Test("--format json follows the documented schema, with exact counts")
    func json() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--states", "states", "--format", "json"], in: site.root)
        #expect(outcome.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        #expect(document["old"] as? String == "old.json" && document["new"] as? String == "new.json")
        #expect(document["states"] as? String == "states")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["changes": 5, "breaking": 2, "visible": 2, "delivery": 0, "cosmetic": 1])
        let totals = try #require(document["subscribers"] as? [String: Int])
        #expect(totals == ["total": 3, "affected": 3, "losingChoice": 1, "followingDefault": 2])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(
            changes.map { $0["kind"] as? String } == [
                "slug_renamed", "default_changed", "row_shape_changed", "channel_added", "section_renamed",
            ])
        let ids = changes.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == 5, "every change has its own id")
        for (id, change) in zip(ids, changes) {
            #expect(id.wholeMatch(of: /[a-z_]+-[0-9a-f]{8}/) != nil && id.hasPrefix("\(change["kind"] as? String ?? "?")-"))
        }
        let rename = changes[0]
        #expect(rename["topic"] as? String == "weekly-streaks" && rename["previousTopic"] as? String == "streaks")
        #expect(rename["before"] as? String == "streaks" && rename["after"] as? String == "weekly-streaks")
        #expect((rename["subscribers"] as? [String: Any])?["losingChoice"] as? Int == 1)
        let flip = changes[1]
        #expect(flip["channel"] as? String == "email" && flip["before"] as? Bool == false && flip["after"] as? Bool == true)
        #expect(flip["section"] as? [String: String] == ["before": "Marketing", "after": "Deals"])
        let flipCounts = try #require(flip["subscribers"] as? [String: Any])
        #expect(flipCounts["affected"] as? Int == 2 && flipCounts["followingDefault"] as? Int == 2)
        #expect(flipCounts["losingChoice"] is NSNull)
        #expect((changes[3]["subscribers"] as? [String: Any])?["receiving"] as? Int == 0)
        #expect(
            changes[0]["message"] as? String
                == #""Streaks" moves from slug "streaks" to "weekly-streaks": every choice stored under the old slug is orphaned."#
        )
    }

    @Test("without --states, JSON has null subscriber counts")
    func jsonWithoutStates() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["diff", "old.json", "new.json", "--format", "json"], in: site.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(document["states"] is NSNull && document["subscribers"] is NSNull)
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.allSatisfy { $0["subscribers"] is NSNull })
    }

    @Test("--html writes a self-contained review page: both screens, marked rows linked to the list, escaped text")
    func html() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--states", "states", "--html", "review.html"], in: site.root)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let page = try site.read("review.html")
        #expect(page.hasPrefix("<!doctype html>"))
        let review = HTMLPage(page)
        let old = try requirePart("#old-screen", of: review)
        let new = try requirePart("#new-screen", of: review)
        #expect(old["data-screen"] == "preferences" && new["data-screen"] == "preferences")
        #expect(!old.screenRows.isEmpty && !new.screenRows.isEmpty)
        #expect(review.queryAll("link, [src]").isEmpty)
        #expect(review.root.allAttributes.allSatisfy { !$0.value.hasPrefix("http://") && !$0.value.hasPrefix("https://") })
        #expect(!page.contains("<link") && !page.contains("src=\"") && !page.contains("http://") && !page.contains("https://"))
        #expect(page.contains(#"id="old-screen""#) && page.contains(#"id="new-screen""#))
        #expect(
            page.contains(
                #"data-topic="streaks" data-row="toggle" data-ann="slug: streaks" data-change="slug_renamed" data-severity="breaking""#
            ))
        #expect(
            page.contains(
                #"data-topic="weekly-streaks" data-row="toggle" data-ann="slug: weekly-streaks" data-change="slug_renamed" data-severity="breaking""#
            ))
        #expect(
            page.contains(
                #"data-topic="classes" data-row="menu" data-ann="slug: classes" data-change="row_shape_changed channel_added" data-severity="visible""#
            ))
        #expect(
            page.contains(
                #"<div class="ios-section" data-section role="group" data-category="Deals" aria-labelledby="new-s2" data-ann="category: Deals" data-change="section_renamed" data-severity="cosmetic">"#
            ))
        let rename = try #require(page.firstMatch(of: /id="(slug_renamed-[0-9a-f]{8})"/)?.output.1)
        #expect(page.contains(##"<a class="ios-mark" href="#\##(rename)" aria-label="Change 1: slug_renamed">1</a>"##))
        #expect(page.contains(#"<tr class="rv-change" id="\#(rename)" data-change="slug_renamed" data-severity="breaking">"#))
        #expect(page.contains("<strong>2</strong> of 3"))
        #expect(page.contains("Class &lt;changes&gt;") && !page.contains("Class <changes>"))
        #expect(page.contains(#"data-control="text-size""#) && page.contains(#"data-control="annotate""#))
    }

    @Test("exit status: 0 with no changes, even for reformatted JSON")
    func noChanges() throws {
        let site = try makeSite()
        let compact = Self.old.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        try site.write("compact.json", compact)
        let outcome = try PreflightProcess.run(["diff", "old.json", "compact.json"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "Comparing old.json → compact.json\n\nNo changes.\n")
        let json = try PreflightProcess.run(["diff", "old.json", "old.json", "--format", "json"], in: site.root)
        #expect(json.status == 0)
        #expect(json.stdout.contains(#""changes": []"#))
    }

    @Test("--fail-on breaking: 0 for cosmetic changes only, 1 when any change is breaking")
    func failOnBreaking() throws {
        let site = try makeSite()
        #expect(try PreflightProcess.run(["diff", "old.json", "retitled.json"], in: site.root).status == 1)
        #expect(
            try PreflightProcess.run(["diff", "old.json", "retitled.json", "--fail-on", "breaking"], in: site.root).status == 0)
        #expect(try PreflightProcess.run(["diff", "old.json", "new.json", "--fail-on", "breaking"], in: site.root).status == 1)
        #expect(try PreflightProcess.run(["diff", "old.json", "new.json", "--fail-on", "any"], in: site.root).status == 1)
    }

    @Test("catalogs inside the API envelope compare like bare ones")
    func envelope() throws {
        let site = try makeSite()
        try site.write("wrapped.json", #"{ "success": true, "data": \#(Self.old), "error": null, "metadata": {} }"#)
        #expect(try PreflightProcess.run(["diff", "wrapped.json", "old.json"], in: site.root).status == 0)
    }

    @Test(
        "trouble exits 2 with diagnostics in the usual shape",
        arguments: [
            (["diff", "nope.json", "new.json"], "nope.json: error[file_not_found]: "),
            (["diff", "old.json", "broken.json"], "broken.json:1:25: topics[0].slug: error[invalid_slug]: "),
            (["diff", "old.json", "states/never.json"], "states/never.json:1:1: topics: error[missing_field]"),
            (["diff", "old.json", "failed.json"], "failed.json:1:1: error: error[api_error]"),
            (["diff", "old.json", "new.json", "--states", "bad-states"], "bad-states/s.json:1:21: choices.x: error[wrong_type]"),
            (["diff", "old.json", "new.json", "--states", "missing"], "missing: error[file_not_found]"),
            (["diff", "old.json"], "Error: Missing expected argument '<new>'"),
            (
                ["diff", "old.json", "new.json", "--fail-on", "some"],
                "Error: The value 'some' is invalid for '--fail-on <level>'"
            ),
        ])
    func trouble(arguments: [String], expected: String) throws {
        let site = try makeSite()
        try site.write("broken.json", #"{ "topics": [ { "slug": "Bad Slug", "name": "x", "channels": {} } ] }"#)
        try site.write(
            "failed.json",
            #"{ "success": false, "data": null, "error": { "code": "unauthorized", "message": "No" }, "metadata": {} }"#)
        try site.write("bad-states/s.json", #"{ "choices": { "x": 3 } }"#)
        let outcome = try PreflightProcess.run(arguments, in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(expected), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }

    @Test("an unwritable --html path is trouble")
    func unwritablePage() throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(
            ["diff", "old.json", "new.json", "--html", "no/such/folder/r.html"], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("no/such/folder/r.html: error[output_not_writable]"))
    }

    // MARK: - Reviews in the site

    private func makeContent() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("content/catalogs/gym.json", Self.old)
        try site.write("content/reviews/catalogs/gym-next.json", Self.new)
        try site.write("content/states/no-offers.json", #"{ "choices": { "offers": false } }"#)
        try site.write(
            "content/reviews/next.json",
            #"{ "title": "Next <release>", "old": "catalogs/gym.json", "new": "reviews/catalogs/gym-next.json", "states": "states/" }"#
        )
        return site
    }

    @Test("content/reviews/*.json become review pages listed on the index; a review's own catalog is no preview")
    func reviewPageInBuild() throws {
        let site = try makeContent()
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = try site.read("_site/reviews/next.html")
        #expect(page.contains("<h1 class=\"pv-title\" id=\"pv-heading\">Next &lt;release&gt;</h1>"))
        #expect(page.contains(#"<a class="pv-back" href="../previews/index.html">"#))
        #expect(page.contains(#"id="old-screen""#) && page.contains(#"id="new-screen""#))
        #expect(page.contains(#"data-change="default_changed" data-severity="breaking""#))
        #expect(page.contains("1 of 1 subscriber sees a different screen"))
        let index = try site.read("_site/index.html")
        #expect(index.contains(#"<a href="./reviews/next.html"><strong>Next &lt;release&gt;</strong></a>"#))
        #expect(index.contains("<code>reviews/catalogs/gym-next.json</code>"))
        #expect(!site.exists("_site/previews/gym-next"))
        #expect(site.exists("_site/previews/gym/index.html"))
        let lint = try PreflightProcess.run(["lint"], in: site.root)
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    @Test(
        "a bad review file fails the build with its file, position, JSON path and code",
        arguments: [
            (#"{ "old": "catalogs/gym.json" }"#, "content/reviews/next.json:1:1: new: error[missing_field]: "),
            (
                #"{ "old": "catalogs/nope.json", "new": "catalogs/gym.json" }"#,
                "content/reviews/next.json:1:10: old: error[review_input_not_found]: "
            ),
            (
                #"{ "title": 3, "old": "catalogs/gym.json", "new": "catalogs/gym.json" }"#,
                "content/reviews/next.json:1:12: title: error[wrong_type]: "
            ),
            (
                #"{ "old": "catalogs/gym.json", "new": "states/no-offers.json" }"#,
                "content/states/no-offers.json:1:1: topics: error[missing_field]: "
            ),
            (#"["old"]"#, "content/reviews/next.json:1:1: error[wrong_type]: "),
        ])
    func badReviewFile(review: String, expected: String) throws {
        let site = try makeContent()
        try site.write("content/reviews/next.json", review)
        let outcome = try PreflightProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains(expected), "\(outcome.stderr)")
        #expect(!site.exists("_site"))
        let lint = try PreflightProcess.run(["lint", "content/reviews"], in: site.root)
        if expected.contains("content/reviews/") {
            #expect(lint.status == 1)
            #expect(lint.stderr.contains(expected), "\(lint.stderr)")
        }
    }
}
