import Diagnostics

/// A table named by `--subscribers-table` or `--choices-table`: one to three dot-separated
/// parts (`subscribers`, `analytics.subscribers`, `warehouse.analytics.subscribers`), each
/// letters, digits and underscores, not starting with a digit.
///
/// Names are checked rather than passed through, since they are pasted into a query that
/// runs against a production warehouse: anything else (quotes, spaces, semicolons, comment
/// marks, empty parts) is refused with `invalid_table_name`, never quoted into something
/// that might still mean more than a name.
package struct SQLTableName: Sendable, Hashable {
    package let parts: [String]

    /// The longest part any of the engines accepts (Snowflake's and BigQuery's limits are
    /// larger; PostgreSQL truncates at 63 bytes, so longer names would silently change).
    static let maximumPartLength = 63

    /// Checks `text`, the value of `option` (`--subscribers-table`).
    ///
    /// - Throws: an `invalid_table_name` diagnostic naming the option and quoting the value.
    package init(_ text: String, option: String) throws(Diagnostic) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...3).contains(parts.count), parts.allSatisfy(Self.isPlain) else {
            throw Diagnostic(
                .invalidTableName,
                "The table name \"\(text)\" is not a plain name; expected letters, digits and underscores (not starting with a digit, at most \(Self.maximumPartLength) each), optionally qualified as schema.table or catalog.schema.table.",
                file: "--\(option)")
        }
        self.parts = parts
    }

    /// The name as `dialect` reads it, each part quoted.
    package func quoted(in dialect: SQLDialect) -> String {
        parts.map { dialect.quoted(identifier: $0) }.joined(separator: ".")
    }

    private static func isPlain(_ part: String) -> Bool {
        guard let first = part.utf8.first, part.utf8.count <= maximumPartLength, !(0x30...0x39).contains(first) else {
            return false
        }
        return part.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
    }
}
