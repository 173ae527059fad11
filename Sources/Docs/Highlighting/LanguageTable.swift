/// What one language looks like to ``TableLexer``: its words, comments, strings and the few
/// shapes (annotations, directives, regular expressions, lifetimes, heredocs) that set it apart.
///
/// Thirty languages share one lexer this way: a language is a value, not a lexer of its own,
/// so a fix to string or comment handling reaches every language at once.
struct LanguageTable: Sendable {
    /// Tags of the words in ``words``.
    enum Word: UInt8 {
        case keyword = 1, type, literal, builtin
        /// A keyword after which the next identifier is a declaration's name (`func`, `def`, `fn`).
        case declaration
    }

    /// How code is embedded in a string.
    enum Interpolation: Sendable, Equatable {
        case none
        /// `${…}` (JavaScript templates, shell-like strings).
        case dollarBrace
        /// `${…}` and `$name` (Kotlin, Dart, Groovy).
        case dollarBraceOrName
        /// `#{…}` (Ruby).
        case hashBrace
        /// `{…}`, with `{{` as a literal brace (Python f-strings, C# `$"…"`).
        case brace
        /// `$name` and `$(…)` (PowerShell).
        case dollarParenOrName
        /// `$name` and `{$…}` (PHP).
        case dollarNameOrBraceDollar
    }

    /// One kind of string literal: the bytes that open and close it and what happens inside.
    struct StringRule: Sendable {
        var open: [UInt8]
        var close: [UInt8]
        var escapes = true
        /// Whether a doubled closing quote stands for one quote (SQL, C# verbatim strings).
        var doubledCloseEscapes = false
        var multiline = false
        var interpolation = Interpolation.none
        /// Rust's `r#"…"#`: any number of `#`s between the prefix and the quote, matched at the end.
        var hashDelimited = false
        var kind = TokenKind.string

        init(
            _ open: String, _ close: String, escapes: Bool = true, doubledCloseEscapes: Bool = false,
            multiline: Bool = false, interpolation: Interpolation = .none, hashDelimited: Bool = false,
            kind: TokenKind = .string
        ) {
            self.open = Array(open.utf8)
            self.close = Array(close.utf8)
            self.escapes = escapes
            self.doubledCloseEscapes = doubledCloseEscapes
            self.multiline = multiline
            self.interpolation = interpolation
            self.hashDelimited = hashDelimited
            self.kind = kind
        }
    }

    /// Heredocs: `<<~EOS` … `EOS` (Ruby) or `<<<EOT` … `EOT;` (PHP).
    enum Heredoc: Sendable { case ruby, php }

    var words: KeywordTable
    /// Whether words match whatever their case (SQL, PowerShell, Dockerfile); the table then holds them lowercased.
    var caseInsensitiveWords = false
    var lineComments: [[UInt8]] = []
    var blockComment: (open: [UInt8], close: [UInt8])?
    var nestedBlockComments = false
    /// Tried in order at each quote or prefix letter: longer openers first.
    var strings: [StringRule] = []
    /// `Name` starting with a capital is a type.
    var capitalizedAreTypes = true
    /// `name(` is a call, coloured as a function.
    var callsAreFunctions = true
    /// `$` may be part of an identifier (JavaScript, Java).
    var dollarInIdentifiers = false
    /// `-` may be inside an identifier (CSS, Makefile names).
    var dashInIdentifiers = false
    /// `@Name` is an annotation or decorator.
    var atAnnotations = false
    /// `@media` and friends are directives (CSS).
    var atDirectives = false
    /// `#include` at a line's start is a preprocessor directive.
    var hashDirectives = false
    /// `#[derive(…)]` is an attribute (Rust).
    var bracketAttributes = false
    /// `'a` is a lifetime and `'a'` a character (Rust).
    var charsAndLifetimes = false
    /// `/…/flags` where an operand is expected is a regular expression (JavaScript, Ruby).
    var regexLiterals = false
    /// A sigil that starts a variable (`$` in PHP, PowerShell, Perl-like languages; `@` for Ruby's instance variables).
    var variableSigils: [UInt8] = []
    /// `:symbol` is a literal (Ruby).
    var colonSymbols = false
    var heredoc: Heredoc?
    /// `name:` inside braces is a property name (CSS).
    var colonKeys = false
    /// `name =` at a line's start is a key (TOML, INI).
    var keysBeforeEquals = false
    /// `[section]` at a line's start names a table (TOML, INI).
    var sectionHeaders = false
    /// `#fff` is a colour, shown as a number (CSS).
    var hashColors = false
    /// `-Name` after a space is a parameter (PowerShell).
    var dashParameters = false
    /// A word with a `-` inside is a command (PowerShell's `Get-ChildItem`).
    var dashedWordsAreCommands = false
    /// `<Name …>` where an operand is expected is a JSX tag.
    var jsxTags = false
    /// Which bytes may open a string (a quote or a prefix letter in either case), set by ``sealed()``.
    private(set) var stringStarts: [Bool] = []

    init(
        keywords: [String] = [], types: [String] = [], literals: [String] = [], builtins: [String] = [],
        declarations: [String] = [], caseInsensitive: Bool = false
    ) {
        let fold: ([String]) -> [String] = { caseInsensitive ? $0.map { $0.lowercased() } : $0 }
        words = KeywordTable(tagging: [
            (fold(builtins), Word.builtin.rawValue), (fold(types), Word.type.rawValue),
            (fold(keywords), Word.keyword.rawValue), (fold(literals), Word.literal.rawValue),
            (fold(declarations), Word.declaration.rawValue),
        ])
        caseInsensitiveWords = caseInsensitive
    }
}

// MARK: - Common string rules

extension LanguageTable.StringRule {
    /// `"…"` with backslash escapes, ending with its line.
    static let doubleQuoted = Self("\"", "\"")
    /// `'…'` with backslash escapes, ending with its line.
    static let singleQuoted = Self("'", "'")
}

// MARK: - Sealing

extension LanguageTable {
    /// The table with its lookup masks filled in; every table is sealed once, where it is defined.
    func sealed() -> LanguageTable {
        var table = self
        var mask = [Bool](repeating: false, count: 256)
        for rule in strings {
            guard let first = rule.open.first else { continue }
            mask[Int(first)] = true
            if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { mask[Int(first - 32)] = true }
            if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { mask[Int(first + 32)] = true }
        }
        table.stringStarts = mask
        return table
    }
}
