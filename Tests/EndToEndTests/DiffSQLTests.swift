import Foundation
import Testing

/// `preflight diff --format sql`: the query for a warehouse, its options and how it gates.
@Suite("preflight diff --format sql")
struct DiffSQLTests {
    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("catalogs/old.json", DiffPullRequestTests.old)
        try site.write("catalogs/new.json", DiffPullRequestTests.new)
        try site.write("states/never.json", #"{ "choices": {} }"#)
        return site
    }

    @Test("prints one query with a row per change id, in the JSON's order, for the dialect and tables asked")
    func query() throws {
        let site = try makeSite()
        let json = try PreflightProcess.run(
            ["diff", "catalogs/old.json", "catalogs/new.json", "--format", "json"], in: site.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let ids = try #require(document["changes"] as? [[String: Any]]).map { $0["id"] as! String }
        let outcome = try PreflightProcess.run(
            [
                "diff", "catalogs/old.json", "catalogs/new.json", "--format", "sql", "--dialect", "snowflake",
                "--subscribers-table", "analytics.members", "--choices-table", "analytics.member_choices",
            ], in: site.root)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let sql = outcome.stdout
        #expect(sql.contains(#"FROM "ANALYTICS"."MEMBERS" AS s"#))
        #expect(sql.contains(#"FROM "ANALYTICS"."MEMBER_CHOICES" AS c"#))
        #expect(sql.hasSuffix("ORDER BY change_number\n"))
        var last = sql.startIndex
        for id in ids {
            let found = try #require(sql.range(of: "'\(id)' AS change_id", range: last..<sql.endIndex))
            last = found.upperBound
        }
    }

    @Test("--fail-on breaking gates on the catalogs, with or without sign-offs, as with every format")
    func gate() throws {
        let site = try makeSite()
        let arguments = ["diff", "catalogs/old.json", "catalogs/new.json", "--format", "sql", "--fail-on", "breaking"]
        #expect(try PreflightProcess.run(arguments, in: site.root).status == 1)
        let same = try PreflightProcess.run(
            ["diff", "catalogs/old.json", "catalogs/old.json", "--format", "sql", "--fail-on", "breaking"], in: site.root)
        #expect(same.status == 0)
        #expect(same.stdout.contains("WHERE 1 = 0"))
    }

    @Test(
        "options that cannot go together, and table names that are not plain names, are coded usage errors",
        arguments: [
            (["--format", "sql", "--states", "states"], "--states: error[conflicting_options]"),
            (["--format", "sql", "--skip-invalid-states"], "--skip-invalid-states: error[conflicting_options]"),
            (["--format", "json", "--dialect", "postgres"], "--dialect: error[conflicting_options]"),
            (["--choices-table", "t"], "--choices-table: error[conflicting_options]"),
            (["--format", "sql", "--choices-table", "x; DROP TABLE y"], "--choices-table: error[invalid_table_name]"),
            (["--format", "sql", "--subscribers-table", "a.b.c.d"], "--subscribers-table: error[invalid_table_name]"),
        ])
    func refused(_ extra: [String], _ expected: String) throws {
        let site = try makeSite()
        let outcome = try PreflightProcess.run(["diff", "catalogs/old.json", "catalogs/new.json"] + extra, in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix(expected), "\(outcome.stderr)")
    }
}
