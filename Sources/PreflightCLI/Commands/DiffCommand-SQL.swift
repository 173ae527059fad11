import CatalogReview
import Diagnostics

/// `diff --format sql`: the options of the query that counts subscribers in a database.
extension DiffCommand {
    /// The SQL-only options, for ``spec``.
    static let sqlOptionSpecs: [OptionSpec] = [
        .value(
            "dialect", "dialect", "With --format sql: the engine the query is for.",
            allowed: SQLDialect.allCases.map(\.rawValue), default: SQLDialect.duckdb.rawValue),
        .value(
            "subscribers-table", "name", "With --format sql: the table of subscribers (subscriber_id).",
            default: "subscribers"),
        .value(
            "choices-table", "name",
            "With --format sql: the table of choices (subscriber_id, topic_slug, channel, opted_in).",
            default: "subscriber_choices"),
    ]

    /// The query's options, checked before any file is read; `nil` when the format is not SQL.
    ///
    /// - Throws: `conflicting_options` for `--states` with `--format sql` (the query counts in
    ///   the database, so states given here would be silently ignored) or an SQL option without
    ///   it; `invalid_table_name` for a table name that is not a plain name.
    static func sqlOptions(_ arguments: ParsedArguments) throws(Diagnostic) -> SubscriberCountQuery.Options? {
        let sqlOnly = ["dialect", "subscribers-table", "choices-table"]
        guard arguments["format"] == "sql" else {
            if let given = sqlOnly.first(where: { arguments[$0] != nil }) {
                throw Diagnostic(
                    .conflictingOptions,
                    "--\(given) shapes the SQL query, which only --format sql prints; expected --format sql with it, or no --\(given).",
                    file: "--\(given)")
            }
            return nil
        }
        for option in ["states", "skip-invalid-states"] where arguments[option] != nil || arguments.has(option) {
            throw Diagnostic(
                .conflictingOptions,
                "--format sql counts the subscribers of the database the query runs on, not --\(option); expected one or the other.",
                file: "--\(option)")
        }
        return SubscriberCountQuery.Options(
            dialect: SQLDialect(rawValue: arguments["dialect"] ?? "") ?? .duckdb,
            subscribersTable: try SQLTableName(arguments["subscribers-table"] ?? "subscribers", option: "subscribers-table"),
            choicesTable: try SQLTableName(arguments["choices-table"] ?? "subscriber_choices", option: "choices-table"))
    }
}
