/// Query and style languages that fit the shared lexer: SQL and CSS with its preprocessors.
enum DataTables {
    private typealias Rule = LanguageTable.StringRule

    static let sql: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "select", "from", "where", "and", "or", "not", "insert", "into", "values", "update", "set",
                "delete", "create", "table", "drop", "alter", "add", "column", "index", "view", "join", "inner",
                "left", "right", "outer", "full", "cross", "on", "as", "group", "by", "order", "having", "limit",
                "offset", "union", "all", "distinct", "case", "when", "then", "else", "end", "in", "is", "like",
                "between", "exists", "primary", "key", "foreign", "references", "unique", "default", "check",
                "constraint", "with", "returning", "begin", "commit", "rollback", "transaction", "if", "asc",
                "desc", "grant", "revoke", "cascade", "trigger", "function", "returns", "language", "conflict",
                "do", "nothing", "using", "over", "partition", "window", "recursive", "schema", "database",
            ],
            types: [
                "int", "integer", "bigint", "smallint", "serial", "bigserial", "text", "varchar", "char",
                "boolean", "bool", "date", "time", "timestamp", "timestamptz", "numeric", "decimal", "real",
                "float", "double", "uuid", "json", "jsonb", "blob", "bytea", "interval",
            ],
            literals: ["null", "true", "false"],
            builtins: ["count", "sum", "avg", "min", "max", "coalesce", "now", "lower", "upper", "cast"],
            caseInsensitive: true)
        table.lineComments = [Array("--".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [
            Rule("'", "'", escapes: false, doubledCloseEscapes: true, multiline: true),
            Rule("\"", "\"", escapes: false, doubledCloseEscapes: true, kind: .variable),
            Rule("`", "`", escapes: false, kind: .variable),
        ]
        table.variableSigils = [UInt8(ascii: "@")]
        table.capitalizedAreTypes = false
        return table.sealed()
    }()

    static let css = style(lineComments: false)
    static let scss = style(lineComments: true)

    private static func style(lineComments: Bool) -> LanguageTable {
        var table = LanguageTable(
            keywords: ["from", "to", "and", "not", "only"],
            types: [
                "html", "body", "div", "span", "a", "p", "h1", "h2", "h3", "ul", "ol", "li", "img", "pre", "code",
                "button", "input", "table", "header", "footer", "main", "nav", "section", "article",
            ],
            literals: [
                "none", "auto", "inherit", "initial", "unset", "block", "inline", "flex", "grid", "solid",
                "transparent", "bold", "normal", "absolute", "relative", "fixed", "sticky", "hidden",
            ])
        if lineComments { table.lineComments = [Array("//".utf8)] }
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [.doubleQuoted, .singleQuoted]
        table.atDirectives = true
        table.hashColors = true
        table.dashInIdentifiers = true
        table.colonKeys = true
        table.capitalizedAreTypes = false
        if lineComments { table.variableSigils = [UInt8(ascii: "$")] }
        return table.sealed()
    }
}
