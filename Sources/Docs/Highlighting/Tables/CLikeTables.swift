/// The C family: braces, `//` and `/* */` comments, `"…"` strings. Each table lists its
/// language's own words; the shapes come from ``LanguageTable``.
enum CLikeTables {
    private typealias Rule = LanguageTable.StringRule

    static let c: LanguageTable = {
        var table = LanguageTable(
            keywords: cKeywords,
            types: cTypes,
            literals: ["NULL", "true", "false", "nullptr"],
            builtins: ["printf", "malloc", "free", "sizeof", "memcpy", "strlen"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [.doubleQuoted, .singleQuoted]
        table.hashDirectives = true
        table.capitalizedAreTypes = false
        return table.sealed()
    }()

    static let cpp: LanguageTable = {
        var table = LanguageTable(
            keywords: cKeywords + [
                "class", "namespace", "template", "typename", "public", "private", "protected", "virtual",
                "override", "final", "new", "delete", "this", "using", "try", "catch", "throw", "operator",
                "friend", "constexpr", "consteval", "noexcept", "explicit", "mutable", "co_await", "co_return",
                "co_yield", "concept", "requires", "decltype", "static_assert", "static_cast", "dynamic_cast",
                "const_cast", "nullptr", "auto",
            ],
            types: cTypes + ["bool", "string", "vector", "map", "size_t", "std", "wchar_t", "char8_t"],
            literals: ["true", "false", "nullptr", "NULL"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [Rule("R\"(", ")\"", escapes: false, multiline: true), .doubleQuoted, .singleQuoted]
        table.hashDirectives = true
        return table.sealed()
    }()

    static let objectiveC: LanguageTable = {
        var table = LanguageTable(
            keywords: cKeywords + [
                "self", "super", "nil", "Nil", "YES", "NO", "id", "instancetype", "nonatomic", "atomic",
                "strong", "weak", "copy", "assign", "readonly", "readwrite", "nullable", "nonnull", "in", "out",
                "__block", "__weak", "BOOL",
            ],
            types: cTypes + ["SEL", "IMP", "Class"],
            literals: ["YES", "NO", "nil", "Nil", "NULL", "true", "false"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [Rule("@\"", "\""), .doubleQuoted, .singleQuoted]
        table.hashDirectives = true
        table.atDirectives = true
        return table.sealed()
    }()

    static let java: LanguageTable = {
        var table = LanguageTable(
            keywords: jvmKeywords + [
                "extends", "implements", "instanceof", "native", "strictfp", "synchronized", "throws",
                "transient", "volatile", "var", "record", "sealed", "permits", "yield", "module", "exports",
                "requires", "default", "goto", "const", "assert", "static", "void",
            ],
            types: ["int", "long", "short", "byte", "char", "boolean", "float", "double"],
            literals: ["true", "false", "null"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [Rule("\"\"\"", "\"\"\"", multiline: true), .doubleQuoted, .singleQuoted]
        table.atAnnotations = true
        table.dollarInIdentifiers = true
        return table.sealed()
    }()

    static let kotlin: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "val", "var", "class", "interface", "object", "if", "else", "when", "for", "while", "do", "return",
                "break", "continue", "throw", "try", "catch", "finally", "import", "package", "is", "as", "in",
                "out", "by", "this", "super", "typealias", "constructor", "init", "companion", "data", "sealed",
                "enum", "open", "abstract", "override", "private", "protected", "public", "internal", "inline",
                "suspend", "lateinit", "const", "operator", "infix", "tailrec", "reified", "vararg", "where",
                "annotation", "inner", "value", "expect", "actual", "get", "set",
            ],
            types: ["Int", "Long", "String", "Boolean", "Double", "Float", "Unit", "Any", "Nothing"],
            literals: ["true", "false", "null"],
            builtins: ["println", "print", "listOf", "mapOf", "setOf", "mutableListOf", "require", "check"],
            declarations: ["fun"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.nestedBlockComments = true
        table.strings = [
            Rule("\"\"\"", "\"\"\"", escapes: false, multiline: true, interpolation: .dollarBraceOrName),
            Rule("\"", "\"", interpolation: .dollarBraceOrName), .singleQuoted,
        ]
        table.atAnnotations = true
        return table.sealed()
    }()

    static let javaScript: LanguageTable = script(typeScript: false)
    static let typeScript: LanguageTable = script(typeScript: true)

    /// JavaScript and TypeScript, with JSX tags (TypeScript's `<T>` generics make tags a guess
    /// there, so only `tsx` and the JavaScript names read them).
    private static func script(typeScript: Bool, jsx: Bool = true) -> LanguageTable {
        var keywords = [
            "var", "let", "const", "if", "else", "for", "while", "do", "return", "break", "continue", "switch",
            "case", "default", "throw", "try", "catch", "finally", "new", "delete", "typeof", "instanceof",
            "in", "of", "class", "extends", "super", "this", "import", "export", "from", "as", "async",
            "await", "yield", "static", "get", "set", "void", "with", "debugger",
        ]
        if typeScript {
            keywords += [
                "interface", "type", "enum", "implements", "namespace", "declare", "readonly", "private",
                "protected", "public", "abstract", "keyof", "infer", "is", "satisfies", "module", "override",
            ]
        }
        var table = LanguageTable(
            keywords: keywords,
            types: typeScript
                ? ["string", "number", "boolean", "any", "unknown", "never", "object", "symbol", "bigint"] : [],
            literals: ["true", "false", "null", "undefined", "NaN", "Infinity"],
            builtins: ["console", "require", "fetch", "JSON", "Math", "Promise", "Object", "Array"],
            declarations: ["function"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [Rule("`", "`", multiline: true, interpolation: .dollarBrace), .doubleQuoted, .singleQuoted]
        table.regexLiterals = true
        table.atAnnotations = true
        table.dollarInIdentifiers = true
        table.jsxTags = jsx
        return table.sealed()
    }

    static let tsx: LanguageTable = script(typeScript: true, jsx: true)
    static let typeScriptWithoutTags: LanguageTable = script(typeScript: true, jsx: false)

    static let go: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for",
                "go", "goto", "if", "import", "interface", "map", "package", "range", "return", "select",
                "struct", "switch", "type", "var",
            ],
            types: [
                "bool", "byte", "complex64", "complex128", "error", "float32", "float64", "int", "int8", "int16",
                "int32", "int64", "rune", "string", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr", "any",
            ],
            literals: ["true", "false", "nil", "iota"],
            builtins: ["append", "cap", "close", "copy", "delete", "len", "make", "new", "panic", "print", "println", "recover"],
            declarations: ["func"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [Rule("`", "`", escapes: false, multiline: true), .doubleQuoted, .singleQuoted]
        table.capitalizedAreTypes = false
        return table.sealed()
    }()

    static let rust: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
                "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
                "self", "Self", "static", "struct", "super", "trait", "type", "unsafe", "use", "where", "while",
                "yield",
            ],
            types: [
                "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize", "f32",
                "f64", "bool", "char", "str", "String", "Vec", "Option", "Result", "Box",
            ],
            literals: ["true", "false", "None", "Some", "Ok", "Err"],
            declarations: ["fn"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.nestedBlockComments = true
        table.strings = [
            Rule("br", "\"", escapes: false, multiline: true, hashDelimited: true),
            Rule("r", "\"", escapes: false, multiline: true, hashDelimited: true),
            Rule("b\"", "\"", multiline: true), Rule("\"", "\"", multiline: true),
        ]
        table.charsAndLifetimes = true
        table.bracketAttributes = true
        return table.sealed()
    }()

    static let php: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "abstract", "and", "as", "break", "case", "catch", "class", "clone", "const", "continue",
                "declare", "default", "do", "echo", "else", "elseif", "enum", "extends", "final", "finally", "fn",
                "for", "foreach", "global", "if", "implements", "include", "instanceof", "interface", "match",
                "namespace", "new", "or", "print", "private", "protected", "public", "readonly", "require",
                "require_once", "return", "static", "switch", "throw", "trait", "try", "use", "var", "while",
                "yield", "include_once",
            ],
            types: ["int", "float", "string", "bool", "array", "void", "mixed", "object", "callable", "iterable"],
            literals: ["true", "false", "null", "TRUE", "FALSE", "NULL"],
            declarations: ["function"])
        table.lineComments = [Array("//".utf8), Array("#".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [
            Rule("\"", "\"", multiline: true, interpolation: .dollarNameOrBraceDollar),
            Rule("'", "'", multiline: true),
        ]
        table.variableSigils = [UInt8(ascii: "$")]
        table.heredoc = .php
        table.atAnnotations = true
        table.bracketAttributes = true
        return table.sealed()
    }()

    static let cSharp: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "abstract", "as", "base", "break", "case", "catch", "checked", "class", "const", "continue",
                "default", "delegate", "do", "else", "enum", "event", "explicit", "extern", "finally", "fixed",
                "for", "foreach", "goto", "if", "implicit", "in", "interface", "internal", "is", "lock",
                "namespace", "new", "operator", "out", "override", "params", "private", "protected", "public",
                "readonly", "ref", "return", "sealed", "sizeof", "stackalloc", "static", "struct", "switch",
                "this", "throw", "try", "typeof", "unchecked", "unsafe", "using", "virtual", "volatile", "while",
                "async", "await", "var", "get", "set", "init", "record", "required", "when", "where", "yield",
                "nameof", "global",
            ],
            types: [
                "bool", "byte", "char", "decimal", "double", "float", "int", "long", "object", "sbyte", "short",
                "string", "uint", "ulong", "ushort", "void", "dynamic",
            ],
            literals: ["true", "false", "null"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.strings = [
            Rule("\"\"\"", "\"\"\"", escapes: false, multiline: true),
            Rule("$@\"", "\"", escapes: false, doubledCloseEscapes: true, multiline: true, interpolation: .brace),
            Rule("@$\"", "\"", escapes: false, doubledCloseEscapes: true, multiline: true, interpolation: .brace),
            Rule("@\"", "\"", escapes: false, doubledCloseEscapes: true, multiline: true),
            Rule("$\"", "\"", interpolation: .brace), .doubleQuoted, .singleQuoted,
        ]
        table.hashDirectives = true
        return table.sealed()
    }()

    static let dart: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "abstract", "as", "assert", "async", "await", "base", "break", "case", "catch", "class", "const",
                "continue", "covariant", "default", "deferred", "do", "dynamic", "else", "enum", "export",
                "extends", "extension", "external", "factory", "final", "finally", "for", "get", "hide", "if",
                "implements", "import", "in", "interface", "is", "late", "library", "mixin", "new", "on",
                "operator", "part", "required", "rethrow", "return", "sealed", "set", "show", "static", "super",
                "switch", "sync", "this", "throw", "try", "typedef", "var", "void", "when", "while", "with",
                "yield",
            ],
            types: ["int", "double", "num", "bool", "String", "List", "Map", "Set", "Future", "Stream"],
            literals: ["true", "false", "null"],
            builtins: ["print"])
        table.lineComments = [Array("//".utf8)]
        table.blockComment = (Array("/*".utf8), Array("*/".utf8))
        table.nestedBlockComments = true
        table.strings = [
            Rule("r\"", "\"", escapes: false), Rule("r'", "'", escapes: false),
            Rule("\"\"\"", "\"\"\"", multiline: true, interpolation: .dollarBraceOrName),
            Rule("'''", "'''", multiline: true, interpolation: .dollarBraceOrName),
            Rule("\"", "\"", interpolation: .dollarBraceOrName), Rule("'", "'", interpolation: .dollarBraceOrName),
        ]
        table.atAnnotations = true
        return table.sealed()
    }()

    static let graphQL: LanguageTable = {
        var table = LanguageTable(
            keywords: [
                "query", "mutation", "subscription", "fragment", "on", "type", "interface", "union", "enum",
                "input", "scalar", "schema", "extend", "directive", "implements", "repeatable",
            ],
            types: ["Int", "Float", "String", "Boolean", "ID"],
            literals: ["true", "false", "null"])
        table.lineComments = [Array("#".utf8)]
        table.strings = [Rule("\"\"\"", "\"\"\"", multiline: true), .doubleQuoted]
        table.variableSigils = [UInt8(ascii: "$")]
        table.atDirectives = true
        table.callsAreFunctions = false
        return table.sealed()
    }()

    private static let cKeywords = [
        "auto", "break", "case", "const", "continue", "default", "do", "else", "enum", "extern", "for", "goto",
        "if", "inline", "register", "restrict", "return", "sizeof", "static", "struct", "switch", "typedef",
        "union", "volatile", "while", "_Bool", "_Atomic",
    ]
    private static let cTypes = [
        "char", "double", "float", "int", "long", "short", "signed", "unsigned", "void", "int8_t", "int16_t",
        "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t", "bool", "FILE",
    ]
    private static let jvmKeywords = [
        "abstract", "break", "case", "catch", "class", "continue", "do", "else", "enum", "final", "finally",
        "for", "if", "import", "interface", "new", "package", "private", "protected", "public", "return",
        "super", "switch", "this", "throw", "try", "while",
    ]
}
