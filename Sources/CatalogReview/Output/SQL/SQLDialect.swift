/// The SQL engines `preflight diff --format sql` writes for.
///
/// The query is the same portable SQL for every engine (CTEs, `SUM(CASE WHEN …)`, `COALESCE`,
/// `CAST(… AS BIGINT)`); dialects differ only where the engines do: how an identifier is
/// quoted and how a string literal escapes.
package enum SQLDialect: String, Sendable, Hashable, CaseIterable {
    case duckdb
    case postgres
    case bigquery
    case snowflake
    case spark

    /// One part of a name (a table, a schema, a column), quoted so that no name can be read as
    /// a keyword.
    ///
    /// A name given without quotes means different things on different engines: PostgreSQL
    /// folds it to lower case and Snowflake to upper case before matching, so it is folded the
    /// same way here and then quoted, keeping what the user meant by it. DuckDB, BigQuery and
    /// Spark match as written.
    package func quoted(identifier part: String) -> String {
        switch self {
        case .duckdb: Self.enclose(part, in: "\"")
        case .postgres: Self.enclose(part.lowercased(), in: "\"")
        case .snowflake: Self.enclose(part.uppercased(), in: "\"")
        case .bigquery, .spark: Self.enclose(part, in: "`")
        }
    }

    /// `text` as a string literal of this dialect.
    ///
    /// DuckDB and PostgreSQL read standard literals, where only `'` needs doubling; PostgreSQL's
    /// `E'…'` form is used when the text holds a backslash, so that the literal means the same
    /// whatever `standard_conforming_strings` says. BigQuery, Snowflake and Spark read backslash
    /// escapes in every literal, so backslashes, quotes and control characters are escaped.
    package func literal(_ text: String) -> String {
        switch self {
        case .duckdb:
            return "'" + text.replacing("'", with: "''") + "'"
        case .postgres:
            guard text.contains("\\") else { return "'" + text.replacing("'", with: "''") + "'" }
            return "E'" + text.replacing("\\", with: "\\\\").replacing("'", with: "''") + "'"
        case .bigquery, .snowflake, .spark:
            var escaped = "'"
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": escaped += "\\\\"
                case "'": escaped += "\\'"
                case "\n": escaped += "\\n"
                case "\r": escaped += "\\r"
                case "\t": escaped += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "'"
        }
    }

    /// `text` between `quote`s, a `quote` inside it doubled (validated names hold none, but
    /// the quoting must not depend on that).
    private static func enclose(_ text: String, in quote: String) -> String {
        quote + text.replacing(quote, with: quote + quote) + quote
    }
}
