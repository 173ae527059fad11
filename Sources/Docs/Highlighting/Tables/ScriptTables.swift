/// Languages with `#` comments: Python, Ruby, PowerShell, and the build and config files
/// written in the same style (Dockerfile, Makefile, TOML, INI and `.env`).
enum ScriptTables {
    private typealias Rule = LanguageTable.StringRule

    static let python: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "and", "as", "assert", "async", "await", "break", "class", "continue", "del", "elif", "else",
                "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
                "not", "or", "pass", "raise", "return", "try", "while", "with", "yield", "match", "case", "self",
            ],
            types: ["int", "float", "str", "bool", "list", "dict", "set", "tuple", "bytes", "object", "type"],
            literals: ["True", "False", "None"],
            builtins: [
                "print", "len", "range", "open", "isinstance", "enumerate", "zip", "map", "filter", "sorted",
                "super", "getattr", "setattr", "hasattr", "repr", "sum", "min", "max", "abs", "any", "all",
            ],
            declarations: ["def"])
        table.lineComments = [Array("#".utf8)]
        var rules: [Rule] = []
        for quote in ["\"\"\"", "'''", "\"", "'"] {
            for prefix in ["rb", "br", "fr", "rf", "b", "r", "u", "f", ""] {
                rules.append(
                    Rule(
                        prefix + quote, quote, escapes: !prefix.contains("r"), multiline: quote.count == 3,
                        interpolation: prefix.contains("f") ? .brace : .none))
            }
        }
        table.strings = rules
        table.atAnnotations = true
        return table.sealed()
    }()

    static let ruby: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "alias", "and", "begin", "break", "case", "class", "do", "else", "elsif", "end", "ensure", "for",
                "if", "in", "module", "next", "not", "or", "redo", "rescue", "retry", "return", "self", "super",
                "then", "undef", "unless", "until", "when", "while", "yield", "require",
                "include", "extend", "attr_reader", "attr_writer", "attr_accessor", "private", "protected",
                "public", "raise", "lambda", "proc",
            ],
            literals: ["true", "false", "nil"],
            builtins: ["puts", "print", "p", "pp", "format"],
            declarations: ["def"])
        table.lineComments = [Array("#".utf8)]
        table.blockComment = (Array("=begin".utf8), Array("=end".utf8))
        table.strings = [
            Rule("\"", "\"", multiline: true, interpolation: .hashBrace), Rule("'", "'", multiline: true),
            Rule("`", "`", interpolation: .hashBrace),
        ]
        table.variableSigils = [UInt8(ascii: "@"), UInt8(ascii: "$")]
        table.colonSymbols = true
        table.heredoc = .ruby
        table.regexLiterals = true
        return table.sealed()
    }()

    static let powerShell: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "begin", "break", "catch", "class", "continue", "data", "do", "dynamicparam", "else", "elseif",
                "end", "exit", "filter", "finally", "for", "foreach", "from", "if", "in", "param", "process",
                "return", "switch", "throw", "trap", "try", "until", "using", "while",
            ],
            declarations: ["function"], caseInsensitive: true)
        table.lineComments = [Array("#".utf8)]
        table.blockComment = (Array("<#".utf8), Array("#>".utf8))
        table.strings = [
            Rule("@\"", "\"@", escapes: false, multiline: true, interpolation: .dollarParenOrName),
            Rule("@'", "'@", escapes: false, multiline: true),
            Rule("\"", "\"", escapes: false, multiline: true, interpolation: .dollarParenOrName),
            Rule("'", "'", escapes: false, doubledCloseEscapes: true, multiline: true),
        ]
        table.variableSigils = [UInt8(ascii: "$")]
        table.dashParameters = true
        table.dashedWordsAreCommands = true
        table.dashInIdentifiers = true
        table.capitalizedAreTypes = false
        return table.sealed()
    }()

    static let dockerfile: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "from", "run", "cmd", "label", "maintainer", "expose", "env", "add", "copy", "entrypoint",
                "volume", "user", "workdir", "arg", "onbuild", "stopsignal", "healthcheck", "shell", "as",
            ],
            caseInsensitive: true)
        table.lineComments = [Array("#".utf8)]
        table.strings = [.doubleQuoted, .singleQuoted]
        table.variableSigils = [UInt8(ascii: "$")]
        table.capitalizedAreTypes = false
        table.callsAreFunctions = false
        return table.sealed()
    }()

    static let makefile: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "ifeq", "ifneq", "ifdef", "ifndef", "else", "endif", "include", "define", "endef", "export",
                "override",
            ])
        table.lineComments = [Array("#".utf8)]
        table.strings = [.doubleQuoted, .singleQuoted]
        table.variableSigils = [UInt8(ascii: "$")]
        table.keysBeforeEquals = true
        table.dashInIdentifiers = true
        table.capitalizedAreTypes = false
        table.callsAreFunctions = false
        return table.sealed()
    }()

    static let toml: LanguageTable = {
        var table = LanguageTable(literals: ["true", "false", "inf", "nan"])
        table.lineComments = [Array("#".utf8)]
        table.strings = [
            Rule("\"\"\"", "\"\"\"", multiline: true), Rule("'''", "'''", escapes: false, multiline: true),
            .doubleQuoted, Rule("'", "'", escapes: false),
        ]
        table.keysBeforeEquals = true
        table.sectionHeaders = true
        table.capitalizedAreTypes = false
        table.callsAreFunctions = false
        return table.sealed()
    }()

    /// INI, `.properties`, `.env` and git config files.
    static let ini: LanguageTable = {
        var table = LanguageTable(keywords: ["export"], literals: ["true", "false", "yes", "no", "on", "off"])
        table.lineComments = [Array("#".utf8), Array(";".utf8)]
        table.strings = [.doubleQuoted, Rule("'", "'", escapes: false)]
        table.keysBeforeEquals = true
        table.sectionHeaders = true
        table.variableSigils = [UInt8(ascii: "$")]
        table.capitalizedAreTypes = false
        table.callsAreFunctions = false
        return table.sealed()
    }()
}
