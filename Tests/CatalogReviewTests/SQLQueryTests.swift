import CatalogReview
import Diagnostics
import PreferenceModel
import Testing

@Suite("SQL names and literals")
struct SQLQueryTests {
    @Test(
        "table names are plain names, optionally qualified; anything else is invalid_table_name",
        arguments: [
            "subscribers; DROP TABLE subscribers", "subscribers--", "a\"b", "a`b", "a'b", "a b", "", ".", "a.", ".a",
            "a..b", "a.b.c.d", "1abc", "ünicode", "a/*b*/", "a\nb", String(repeating: "a", count: 64),
        ])
    func refused(_ name: String) {
        #expect(throws: Diagnostic.self) { try SQLTableName(name, option: "subscribers-table") }
        do {
            _ = try SQLTableName(name, option: "choices-table")
        } catch {
            #expect(error.code == .invalidTableName)
            #expect(error.file == "--choices-table")
        }
    }

    @Test("each part is quoted as the engine reads an unquoted name")
    func quoting() throws {
        let name = try SQLTableName("Analytics.Subscribers_2", option: "subscribers-table")
        #expect(name.quoted(in: .duckdb) == #""Analytics"."Subscribers_2""#)
        #expect(name.quoted(in: .postgres) == #""analytics"."subscribers_2""#)
        #expect(name.quoted(in: .snowflake) == #""ANALYTICS"."SUBSCRIBERS_2""#)
        #expect(name.quoted(in: .bigquery) == "`Analytics`.`Subscribers_2`")
        #expect(name.quoted(in: .spark) == "`Analytics`.`Subscribers_2`")
        #expect(try SQLTableName("db.analytics.subscribers", option: "x").parts == ["db", "analytics", "subscribers"])
        // Quoting never relies on the check: a quote inside is doubled.
        #expect(SQLDialect.postgres.quoted(identifier: "a\"b") == #""a""b""#)
        #expect(SQLDialect.bigquery.quoted(identifier: "a`b") == "`a``b`")
    }

    @Test("string literals escape what each dialect reads as special")
    func literals() {
        let text = "pager's \\ été\n"
        #expect(SQLDialect.duckdb.literal(text) == "'pager''s \\ été\n'")
        #expect(SQLDialect.postgres.literal("it's") == "'it''s'")
        #expect(SQLDialect.postgres.literal(text) == "E'pager''s \\\\ été\n'")
        for dialect in [SQLDialect.bigquery, .snowflake, .spark] {
            #expect(dialect.literal(text) == "'pager\\'s \\\\ été\\n'")
            #expect(dialect.literal("a\u{1}b\u{7F}") == "'a\\u0001b\\u007f'")
        }
    }

    @Test("catalog values reach the query only as literals; comments hold no line break from the inputs")
    func injection() throws {
        let hostile = "x'); DROP TABLE subscribers; --\nSELECT 1"
        let old = catalog(topic("news", [("push", true), (hostile, false)]))
        let new = catalog(topic("news", [("push", false)]))
        let diff = CatalogDiff(old: old, new: new)
        let options = SubscriberCountQuery.Options(
            dialect: .postgres, subscribersTable: try SQLTableName("subscribers", option: "s"),
            choicesTable: try SQLTableName("subscriber_choices", option: "c"))
        let query = SubscriberCountQuery(
            diff: diff, options: options, sources: .init(old: "old\n.json", new: "new.json")
        ).render()
        // Every occurrence is the escaped literal, or the comment's form with the line break
        // replaced, so nothing of the value is ever read as SQL.
        let literal = "'x''); DROP TABLE subscribers; --\nSELECT 1'"
        let comment = "'x'); DROP TABLE subscribers; --?SELECT 1'"
        let occurrences = query.ranges(of: "DROP TABLE").count
        #expect(occurrences > 0)
        #expect(query.ranges(of: literal).count + query.ranges(of: comment).count == occurrences)
        #expect(query.contains("-- Subscribers reached by each change from 'old?.json' to 'new.json':"))
    }

    @Test("the same diff always gives the same query, one row per change in the report's order")
    func deterministic() throws {
        let old = catalog(topic("news", [("push", true), ("email", false)]), topic("gone", [("push", true)]))
        let new = catalog(topic("headlines", name: "News", [("push", false), ("email", false)]))
        let options = SubscriberCountQuery.Options(
            dialect: .duckdb, subscribersTable: try SQLTableName("subscribers", option: "s"),
            choicesTable: try SQLTableName("subscriber_choices", option: "c"))
        let render = {
            SubscriberCountQuery(diff: CatalogDiff(old: old, new: new), options: options, sources: .init(old: "a", new: "b"))
                .render()
        }
        let query = render()
        #expect(query == render())
        let ids = CatalogDiff(old: old, new: new).changes.map(\.id)
        var last = query.startIndex
        for id in ids {
            let found = try #require(query.range(of: "'\(id)' AS change_id", range: last..<query.endIndex))
            last = found.upperBound
        }
    }
}
