import PreferenceModel

/// `preflight diff --format sql`: one query that counts, on the workspace's own database, the
/// subscribers each change reaches: the numbers of the JSON report's `subscribers` object,
/// one row per change, for workspaces whose choices live in a warehouse rather than in files.
///
/// It reads two tables (names overridable):
/// - `subscribers(subscriber_id)`: every subscriber once;
/// - `subscriber_choices(subscriber_id, topic_slug, channel, opted_in)`: one row per explicit
///   choice, `channel` `NULL` for a whole-topic choice, `opted_in` a boolean.
///
/// The counting mirrors ``SubscriberEvaluator`` change kind by change kind (see
/// `SubscriberCountQuery-Measures.swift`); the tests run both on the same generated
/// subscribers, on DuckDB and PostgreSQL, and require the same numbers. The query is one scan
/// of each table: the choices for the touched topics are pivoted to a row per subscriber,
/// joined to every subscriber, and summed once per count; each change kind then shapes its
/// rows in a CTE of its own, commented with the changes' ids.
package struct SubscriberCountQuery: Sendable {
    package struct Options: Sendable, Hashable {
        package var dialect: SQLDialect
        package var subscribersTable: SQLTableName
        package var choicesTable: SQLTableName

        package init(dialect: SQLDialect, subscribersTable: SQLTableName, choicesTable: SQLTableName) {
            self.dialect = dialect
            self.subscribersTable = subscribersTable
            self.choicesTable = choicesTable
        }
    }

    package let diff: CatalogDiff
    package let options: Options
    /// The catalogs as the user named them, for the query's opening comment.
    package let sources: ReviewReport.Sources

    package init(diff: CatalogDiff, options: Options, sources: ReviewReport.Sources) {
        self.diff = diff
        self.options = options
        self.sources = sources
    }

    /// The query, ending in a newline (no semicolon, so it can be wrapped or piped as is).
    package func render() -> String {
        let dialect = options.dialect
        var columns = SQLChoiceColumns()
        let measured = diff.changes.enumerated().map { index, change in
            Measured(number: index + 1, change: change, measures: measures(for: change, columns: &columns))
        }
        var text = header()
        guard !measured.isEmpty else {
            return text
                + "SELECT \(dialect.literal("")) AS change_id, \(Self.noCount) AS affected, \(Self.noCount) AS losing_choice, \(Self.noCount) AS following_default, \(Self.noCount) AS receiving\nFROM (SELECT 1 AS nothing) AS no_changes\nWHERE 1 = 0\n"
        }
        text += "WITH\n"
        if !columns.keys.isEmpty { text += chosen(columns) }
        text += tally(measured, pivoted: !columns.keys.isEmpty)
        var kinds: [ChangeKind] = []
        for entry in measured where !kinds.contains(entry.change.kind) { kinds.append(entry.change.kind) }
        for (index, kind) in kinds.enumerated() {
            text += kindRows(kind, measured.filter { $0.change.kind == kind }) + (index == kinds.count - 1 ? "\n" : ",\n")
        }
        text += "SELECT change_id, affected, losing_choice, following_default, receiving\nFROM (\n"
        text += kinds.map { "  SELECT * FROM \($0.rawValue)" }.joined(separator: "\n  UNION ALL\n")
        text += "\n) AS changes\nORDER BY change_number\n"
        return text
    }

    /// The type every count has, and a count that does not apply.
    static let noCount = "CAST(NULL AS BIGINT)"
}

// MARK: - The parts of the query

extension SubscriberCountQuery {
    /// One change with the conditions of its counts.
    struct Measured {
        var number: Int
        var change: CatalogChange
        var measures: Measures
    }

    private func header() -> String {
        let subscribers = options.subscribersTable.parts.joined(separator: ".")
        let choices = options.choicesTable.parts.joined(separator: ".")
        return """
            -- Subscribers reached by each change from \(Self.comment(sources.old)) to \(Self.comment(sources.new)):
            -- one row per change, in the order of `preflight diff`, with the counts of its JSON
            -- `subscribers` object (NULL where that has null). Dialect: \(options.dialect.rawValue).
            -- Reads \(subscribers)(subscriber_id), every subscriber once, and
            -- \(choices)(subscriber_id, topic_slug, channel, opted_in), one row per explicit
            -- choice (channel NULL for a whole-topic choice).

            """
    }

    /// The pivot: one row per subscriber with a choice for a touched topic.
    private func chosen(_ columns: SQLChoiceColumns) -> String {
        let dialect = options.dialect
        func column(_ name: String) -> String { "c.\(dialect.quoted(identifier: name))" }
        var text = """
              -- Each subscriber's explicit choices for the topics the changes touch: 1 on, 0 off,
              -- NULL never chose.
              chosen AS (
                SELECT
                  \(column("subscriber_id")) AS subscriber_id,

            """
        for (index, key) in columns.keys.enumerated() {
            let channel =
                key.channel.map { "\(column("channel")) = \(dialect.literal($0.rawValue))" } ?? "\(column("channel")) IS NULL"
            let what = key.channel.map { "channel \(Self.comment($0.rawValue))" } ?? "whole topic"
            text += """
                      MAX(CASE WHEN \(column("topic_slug")) = \(dialect.literal(key.slug)) AND \(channel) THEN CASE WHEN \(column("opted_in")) THEN 1 ELSE 0 END END) AS choice_\(index + 1)\(index == columns.keys.count - 1 ? "" : ",") -- \(Self.comment(key.slug)), \(what)

                """
        }
        var slugs: [String] = []
        for key in columns.keys where !slugs.contains(key.slug) { slugs.append(key.slug) }
        text += """
                FROM \(options.choicesTable.quoted(in: dialect)) AS c
                WHERE \(column("topic_slug")) IN (\(slugs.map(dialect.literal).joined(separator: ", "))) AND \(column("opted_in")) IS NOT NULL
                GROUP BY \(column("subscriber_id"))
              ),

            """
        return text
    }

    /// One pass over every subscriber: each count is a sum over them.
    private func tally(_ measured: [Measured], pivoted: Bool) -> String {
        var lines = ["      CAST(COUNT(*) AS BIGINT) AS everyone"]
        for entry in measured {
            let sums = entry.measures.conditions.map { name, condition in
                "      CAST(COALESCE(SUM(CASE WHEN \(condition) THEN 1 ELSE 0 END), 0) AS BIGINT) AS c\(entry.number)_\(name)"
            }
            guard !sums.isEmpty else { continue }
            lines.append("      -- \(label(entry))\n" + sums.joined(separator: ",\n"))
        }
        var text = """
              -- Every subscriber once, with their choices: how many each change reaches.
              tally AS (
                SELECT
            \(lines.joined(separator: ",\n"))
                FROM \(options.subscribersTable.quoted(in: options.dialect)) AS s

            """
        if pivoted {
            text += "    LEFT JOIN chosen AS p ON p.subscriber_id = s.\(options.dialect.quoted(identifier: "subscriber_id"))\n"
        }
        return text + "  ),\n"
    }

    /// A kind's CTE: one row per change of that kind, its counts taken from the tally.
    private func kindRows(_ kind: ChangeKind, _ entries: [Measured]) -> String {
        let rows = entries.map { entry in
            let counts = entry.measures.columns(number: entry.number)
            return """
                    -- \(label(entry))
                    SELECT \(entry.number) AS change_number, \(options.dialect.literal(entry.change.id)) AS change_id, \(counts.affected) AS affected, \(counts.losingChoice) AS losing_choice, \(counts.followingDefault) AS following_default, \(counts.receiving) AS receiving FROM tally
                """
        }
        return "  \(kind.rawValue) AS (\n" + rows.joined(separator: "\n    UNION ALL\n") + "\n  )"
    }

    /// `3. default_changed-3f9a1c2b: topic 'digest', channel 'email'`, safe inside a comment.
    private func label(_ entry: Measured) -> String {
        var text = "\(entry.number). \(entry.change.id)"
        let change = entry.change
        if let old = change.oldSlug, let new = change.newSlug, old != new {
            text += ": topic \(Self.comment(old)) -> \(Self.comment(new))"
        } else if let slug = change.slug {
            text += ": topic \(Self.comment(slug))"
        }
        if let channel = change.channel { text += ", channel \(Self.comment(channel.rawValue))" }
        return text
    }

    /// Text from the inputs as it may appear in a `--` comment: quoted, every character other
    /// than printable ASCII replaced by `?`, so that nothing can end the comment's line.
    /// Values that the query compares appear only as literals (``SQLDialect/literal(_:)``).
    static func comment(_ text: String) -> String {
        var safe = "'"
        for scalar in text.unicodeScalars {
            safe += (0x20...0x7E).contains(scalar.value) ? String(scalar) : "?"
        }
        return safe + "'"
    }
}
