/// Server-side syntax highlighting: the languages Preflight knows and the lexer for each.
///
/// Every lexer returns sorted, non-overlapping byte ranges; ``CodeBlockRenderer`` turns them
/// into escaped `<span class="tok-…">` runs. Most languages are a ``LanguageTable`` read by
/// the shared ``TableLexer``; Swift, shell, JSON, HTTP, YAML, markup, diff and Markdown have
/// lexers of their own. Unknown languages get no tokens and are written as escaped plain text.
enum HighlightLanguage: Sendable {
    case swift
    case json
    /// `isSession` for terminal transcripts, where lines without a prompt are output.
    case shell(isSession: Bool)
    case http
    case table(LanguageTable)
    case yaml
    /// `isHTML` for HTML, whose `<script>` and `<style>` hold JavaScript and CSS.
    case markup(isHTML: Bool)
    case diff
    case markdown

    /// The language for a fence's first info-string word, ignoring case; nil for one Preflight
    /// does not highlight (`text`, `plaintext` and unknown names alike).
    init?(fenceLanguage: String) {
        var name = fenceLanguage.lowercased()
        // `language-python` (as some converters write it) and `{.python}`-less names alike.
        if name.hasPrefix("language-") { name.removeFirst("language-".count) }
        switch name {
        case "swift": self = .swift
        case "json", "jsonc", "json5", "geojson", "jsonl", "ndjson", "webmanifest": self = .json
        case "bash", "sh", "shell", "zsh", "ksh", "fish", "curl": self = .shell(isSession: false)
        case "console", "terminal", "shellsession", "shell-session", "sh-session", "bash-session":
            self = .shell(isSession: true)
        case "http", "https": self = .http
        case "yaml", "yml": self = .yaml
        case "xml", "svg", "xsd", "plist", "rss", "atom", "vue-html": self = .markup(isHTML: false)
        case "html", "htm", "xhtml", "vue", "svelte": self = .markup(isHTML: true)
        case "diff", "patch", "udiff": self = .diff
        case "markdown", "md", "mdx": self = .markdown
        default:
            guard let table = Self.tables[name] else { return nil }
            self = .table(table)
        }
    }

    /// The table-driven languages by every name people write for them.
    private static let tables: [String: LanguageTable] = [
        "c": CLikeTables.c, "h": CLikeTables.c,
        "cpp": CLikeTables.cpp, "c++": CLikeTables.cpp, "cc": CLikeTables.cpp, "cxx": CLikeTables.cpp,
        "hpp": CLikeTables.cpp, "arduino": CLikeTables.cpp,
        "objc": CLikeTables.objectiveC, "objective-c": CLikeTables.objectiveC, "objectivec": CLikeTables.objectiveC,
        "obj-c": CLikeTables.objectiveC, "m": CLikeTables.objectiveC, "mm": CLikeTables.objectiveC,
        "objective-cpp": CLikeTables.objectiveC,
        "java": CLikeTables.java, "groovy": CLikeTables.java, "gradle": CLikeTables.kotlin, "scala": CLikeTables.java,
        "kotlin": CLikeTables.kotlin, "kt": CLikeTables.kotlin, "kts": CLikeTables.kotlin,
        "javascript": CLikeTables.javaScript, "js": CLikeTables.javaScript, "jsx": CLikeTables.javaScript,
        "mjs": CLikeTables.javaScript, "cjs": CLikeTables.javaScript, "node": CLikeTables.javaScript,
        "typescript": CLikeTables.typeScriptWithoutTags, "ts": CLikeTables.typeScriptWithoutTags,
        "mts": CLikeTables.typeScriptWithoutTags, "cts": CLikeTables.typeScriptWithoutTags,
        "tsx": CLikeTables.tsx,
        "go": CLikeTables.go, "golang": CLikeTables.go,
        "rust": CLikeTables.rust, "rs": CLikeTables.rust,
        "php": CLikeTables.php,
        "csharp": CLikeTables.cSharp, "cs": CLikeTables.cSharp, "c#": CLikeTables.cSharp, "dotnet": CLikeTables.cSharp,
        "dart": CLikeTables.dart, "flutter": CLikeTables.dart,
        "graphql": CLikeTables.graphQL, "gql": CLikeTables.graphQL,
        "python": ScriptTables.python, "py": ScriptTables.python, "python3": ScriptTables.python,
        "py3": ScriptTables.python, "ipython": ScriptTables.python,
        "ruby": ScriptTables.ruby, "rb": ScriptTables.ruby, "gemfile": ScriptTables.ruby, "rake": ScriptTables.ruby,
        "powershell": ScriptTables.powerShell, "ps1": ScriptTables.powerShell, "ps": ScriptTables.powerShell,
        "pwsh": ScriptTables.powerShell,
        "dockerfile": ScriptTables.dockerfile, "docker": ScriptTables.dockerfile, "containerfile": ScriptTables.dockerfile,
        "makefile": ScriptTables.makefile, "make": ScriptTables.makefile, "mk": ScriptTables.makefile,
        "toml": ScriptTables.toml,
        "ini": ScriptTables.ini, "env": ScriptTables.ini, "dotenv": ScriptTables.ini, "properties": ScriptTables.ini,
        "cfg": ScriptTables.ini, "conf": ScriptTables.ini, "editorconfig": ScriptTables.ini, "gitconfig": ScriptTables.ini,
        "sql": DataTables.sql, "postgres": DataTables.sql, "postgresql": DataTables.sql, "mysql": DataTables.sql,
        "sqlite": DataTables.sql, "plsql": DataTables.sql, "psql": DataTables.sql,
        "css": DataTables.css, "scss": DataTables.scss, "sass": DataTables.scss, "less": DataTables.scss,
        "postcss": DataTables.css,
    ]

    /// The highlighted runs of `code[range]`.
    func tokens(_ code: [UInt8], in range: Range<Int>) -> [HighlightToken] {
        switch self {
        case .swift: SwiftHighlighter().tokens(code, in: range)
        case .json: JSONHighlighter().tokens(code, in: range)
        case .shell(let isSession): ShellHighlighter(isSession: isSession).tokens(code, in: range)
        case .http: HTTPHighlighter().tokens(code, in: range)
        case .table(let table): TableLexer(table: table).tokens(code, in: range)
        case .yaml: YAMLHighlighter().tokens(code, in: range)
        case .markup(let isHTML): MarkupHighlighter(isHTML: isHTML).tokens(code, in: range)
        case .diff: DiffHighlighter().tokens(code, in: range)
        case .markdown: MarkdownHighlighter().tokens(code, in: range)
        }
    }
}
