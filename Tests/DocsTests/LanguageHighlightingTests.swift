import Testing

@testable import Docs

/// Each language on a snippet of the kind SDK docs carry: its words, strings, comments,
/// numbers, and the one case that a naive lexer gets wrong.
@Suite("Highlighting every language")
struct LanguageHighlightingTests {
    /// The highlighted runs of `source` in `language`, as (text, kind) pairs.
    private func runs(_ language: String, _ source: String) -> [Run] {
        guard let highlighter = HighlightLanguage(fenceLanguage: language) else { return [] }
        let code = Array(source.utf8)
        return highlighter.tokens(code, in: 0..<code.count).map {
            Run(text: String(decoding: code[$0.start..<$0.end], as: UTF8.self), kind: $0.kind)
        }
    }

    struct Run: Equatable, CustomStringConvertible {
        var text: String
        var kind: TokenKind
        var description: String { "\(kind):\(text)" }
    }

    private func expectRuns(
        _ language: String, _ source: String, _ expected: [(String, TokenKind)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = runs(language, source)
        for (text, kind) in expected {
            #expect(
                found.contains(Run(text: text, kind: kind)), "\(language): no \(kind) run \(text) in \(found)",
                sourceLocation: sourceLocation)
        }
    }

    private func expectNoRun(
        _ language: String, _ source: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = runs(language, source)
        #expect(
            !found.contains { $0.text == text }, "\(language): unexpected run \(text) in \(found)", sourceLocation: sourceLocation
        )
    }

    @Test func javaScriptRegexIsToldFromDivision() {
        let source = """
            const re = /a\\/b[/]c/gi; // comment
            let half = total / 2 / count;
            const msg = `Hi ${user.name + `!${n}`}`;
            """
        expectRuns(
            "js", source,
            [
                ("const", .keyword), ("/a\\/b[/]c/gi", .regex), ("// comment", .comment), ("2", .number),
                ("`Hi ", .string), ("${", .interpolation), ("`!", .string), ("`", .string),
            ])
        expectNoRun("js", source, "/ 2 /")
    }

    @Test func typeScriptTypesDecoratorsAndJSX() {
        expectRuns(
            "ts", "@Component()\nexport interface User { id: number; name?: string }\nfunction greet(u: User): void {}",
            [("@Component", .attribute), ("interface", .keyword), ("number", .type), ("greet", .function), ("User", .type)])
        expectRuns(
            "tsx", "return <Button onClick={() => go(1)}>Go</Button>;",
            [("Button", .tag), ("return", .keyword), ("go", .function), ("1", .number)])
        expectRuns("jsx", "const a = b < c;\nconst el = <div className=\"x\" />;", [("div", .tag), ("\"x\"", .string)])
        expectNoRun("jsx", "const a = b < c;", "c")
    }

    @Test func pythonTripleQuotedFStringsAndDecorators() {
        let source = """
            @app.route("/users")
            def handler(request):
                \"\"\"Docstring with "quotes".\"\"\"
                name = f'''Hello {user["name"]!r} {{literal}}
            ok'''
                return rb"\\d+" if True else None  # done
            """
        expectRuns(
            "py", source,
            [
                ("@app.route", .attribute), ("def", .keyword), ("handler", .function),
                ("\"\"\"Docstring with \"quotes\".\"\"\"", .string), ("f'''Hello ", .string), ("{", .interpolation),
                ("\"name\"", .string), (" {{literal}}\nok'''", .string), ("rb\"\\d+\"", .string), ("True", .literal),
                ("None", .literal), ("# done", .comment),
            ])
    }

    @Test func rubyHeredocsInterpolationSymbolsAndVariables() {
        let source = """
            class Greeter
              def greet(name)
                @count += 1
                text = <<~EOS
                  Hello #{name}
                EOS
                puts "Hi #{name.upcase}!", :done
              end
            end
            """
        expectRuns(
            "rb", source,
            [
                ("class", .keyword), ("Greeter", .type), ("greet", .function), ("@count", .variable),
                ("<<~EOS", .string), ("      Hello #{name}\n    EOS", .string), ("\"Hi ", .string), ("#{", .interpolation),
                (":done", .literal), ("end", .keyword),
            ])
    }

    @Test func goRawStringsAndBuiltins() {
        let source = """
            package main

            func main() {
                pattern := `C:\\path\\n "raw"
            second line`
                x := make([]int, 0x1F)
                fmt.Println("tab\\t", len(x), nil)
            }
            """
        expectRuns(
            "golang", source,
            [
                ("package", .keyword), ("func", .keyword), ("main", .function),
                ("`C:\\path\\n \"raw\"\nsecond line`", .string), ("make", .function), ("int", .type), ("0x1F", .number),
                ("\\t", .escape), ("len", .function), ("nil", .literal), ("Println", .function),
            ])
    }

    @Test func rustLifetimesCharsRawStringsAndAttributes() {
        let source = """
            #[derive(Debug, Clone)]
            struct Parser<'a> { input: &'a str }
            fn first(s: &str) -> char { let c = 'x'; let nl = '\\n'; let e = 'é'; c }
            let raw = r#"a "quoted" \\n"#; /* outer /* inner */ still */ let n = 1_000u32;
            """
        expectRuns(
            "rs", source,
            [
                ("#[derive(Debug, Clone)]", .attribute), ("struct", .keyword), ("'a", .attribute), ("fn", .keyword),
                ("first", .function), ("'x'", .string), ("'\\n'", .string), ("'é'", .string),
                ("r#\"a \"quoted\" \\n\"#", .string), ("/* outer /* inner */ still */", .comment), ("1_000u32", .number),
                ("char", .type), ("str", .type),
            ])
    }

    @Test func cSharpVerbatimAndInterpolatedStrings() {
        let source = #"""
            #region Setup
            var path = @"C:\temp\""quoted""";
            var msg = $"Hello {user.Name}, {{braces}} {count:N0}";
            public async Task<int> RunAsync() => await Task.FromResult(42);
            """#
        expectRuns(
            "cs", source,
            [
                ("#region", .directive), ("var", .keyword), (#"@"C:\temp\""quoted""""#, .string),
                ("$\"Hello ", .string), ("{", .interpolation), ("public", .keyword), ("int", .type), ("42", .number),
                ("Task", .type),
            ])
    }

    @Test func kotlinJavaAndDartTemplates() {
        expectRuns(
            "kt", "fun main() { val name = \"x\"; println(\"Hi $name, ${name.length}\") }",
            [("fun", .keyword), ("main", .function), ("val", .keyword), ("$name", .interpolation), ("${", .interpolation)])
        expectRuns(
            "java",
            "@Override\npublic static void main(String[] args) { long n = 10_000L; String s = \"\"\"\n  text\n  \"\"\"; }",
            [
                ("@Override", .attribute), ("public", .keyword), ("void", .keyword), ("long", .type), ("10_000L", .number),
                ("\"\"\"\n  text\n  \"\"\"", .string),
            ])
        expectRuns(
            "dart", "void main() { final n = 'Hi \\$x ${list.length}'; print(n); }",
            [("final", .keyword), ("${", .interpolation), ("print", .function), ("\\$", .escape)])
    }

    @Test func cFamilyAndObjectiveC() {
        expectRuns(
            "c", "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 0xFF); return 0; }",
            [("#include", .directive), ("<stdio.h>", .string), ("int", .type), ("printf", .function), ("0xFF", .number)])
        expectRuns(
            "c++", "template <typename T> class Box { std::vector<T> items; auto s = R\"(raw \\n \"x\")\"; };",
            [("template", .keyword), ("class", .keyword), ("R\"(raw \\n \"x\")\"", .string)])
        expectRuns(
            "objc",
            "@interface Greeter : NSObject\n@property (nonatomic) NSString *name;\n- (void)greet { NSLog(@\"Hi %@\", self.name); }\n@end",
            [("@interface", .directive), ("@\"Hi %@\"", .string), ("self", .keyword), ("NSObject", .type)])
    }

    @Test func phpVariablesAndHeredoc() {
        let source = #"""
            <?php
            $name = "World";
            echo "Hello $name and {$user->name}";
            $text = <<<EOT
              Body $name
              EOT;
            """#
        expectRuns(
            "php", source,
            [
                ("$name", .variable), ("echo", .keyword), ("\"Hello ", .string), ("$name", .interpolation),
                ("<<<EOT", .string), ("  Body $name\n  EOT", .string),
            ])
    }

    @Test func shellAndConsoleTellPromptsFromOutput() {
        expectRuns(
            "sh", "echo \"Today is $(date +%A) for $USER\" # greet",
            [("echo", .function), ("$USER", .variable), ("# greet", .comment)])
        let session = runs("console", "$ swift build\nBuilding for debugging...\n% ls -la\n> Write-Host hi\nok")
        #expect(session.contains(Run(text: "$", kind: .prompt)))
        #expect(session.contains(Run(text: "%", kind: .prompt)))
        #expect(session.contains(Run(text: ">", kind: .prompt)))
        #expect(session.contains(Run(text: "swift", kind: .function)))
        #expect(!session.contains { $0.text.contains("Building") || $0.text == "ok" })
    }

    @Test func powerShellCmdletsParametersAndStrings() {
        expectRuns(
            "ps1",
            "# list\n$items = Get-ChildItem -Path \"$HOME\\src\" -Recurse\nforeach ($i in $items) { Write-Host \"Item: $($i.Name)\" }",
            [
                ("# list", .comment), ("$items", .variable), ("Get-ChildItem", .function), ("-Path", .attribute),
                ("$HOME", .interpolation), ("foreach", .keyword), ("$(", .interpolation),
            ])
    }

    @Test func configLanguages() {
        expectRuns(
            "yml",
            "# config\nname: app\nversion: 1.2\nenabled: true\ndescription: |\n  line one: not a key\n  line two\nnext: &anchor \"quoted\" # c\nlist: [a, 1, null]",
            [
                ("# config", .comment), ("name", .key), ("app", .string), ("1.2", .number), ("true", .literal),
                ("|", .keyword), ("  line one: not a key", .string), ("  line two", .string), ("next", .key),
                ("&anchor", .attribute),
                ("\"quoted\"", .string), ("# c", .comment), ("null", .literal),
            ])
        expectRuns(
            "toml", "[tool.poetry]\nname = \"app\" # n\nversion = '1.0'\nlines = \"\"\"\nmulti\n\"\"\"\nport = 8_080",
            [
                ("[tool.poetry]", .type), ("name", .key), ("\"app\"", .string), ("# n", .comment), ("8_080", .number),
                ("\"\"\"\nmulti\n\"\"\"", .string),
            ])
        expectRuns(
            "env", "# secrets\nAPI_KEY=abc123\nexport URL=\"https://x\"",
            [("# secrets", .comment), ("API_KEY", .key), ("export", .keyword), ("\"https://x\"", .string)])
        expectRuns(
            "ini", "[core]\n; note\nbare = true", [("[core]", .type), ("; note", .comment), ("bare", .key), ("true", .literal)])
        expectRuns(
            "dockerfile", "FROM swift:6.0 AS build\nRUN swift build -c release # compile\nENV PATH=\"$HOME/bin\"",
            [("FROM", .keyword), ("AS", .keyword), ("RUN", .keyword), ("# compile", .comment), ("ENV", .keyword)])
        expectRuns(
            "makefile", "CC := clang\nbuild: deps\n\t$(CC) -o app main.c # link",
            [("CC", .key), ("build", .key), ("$(CC)", .variable), ("# link", .comment)])
    }

    @Test func queryAndStyleLanguages() {
        expectRuns(
            "sql", "-- users\nSELECT id, COUNT(*) FROM \"users\" WHERE name = 'O''Brien' AND age > 21; /* end */",
            [
                ("-- users", .comment), ("SELECT", .keyword), ("COUNT", .function), ("\"users\"", .variable),
                ("'O''Brien'", .string), ("21", .number), ("/* end */", .comment),
            ])
        expectRuns(
            "css", "@media (max-width: 600px) { .card { color: #fff; --gap: 1.5rem; display: none !important; } }",
            [
                ("@media", .directive), ("600px", .number), ("color", .key), ("#fff", .number), ("--gap", .key),
                ("1.5rem", .number), ("none", .literal),
            ])
        expectRuns(
            "scss", "$primary: blue; // note\n.a { &:hover { color: $primary; } }",
            [("$primary", .variable), ("// note", .comment), ("color", .key)])
        expectRuns(
            "graphql", "query GetUser($id: ID!) { user(id: $id) @include(if: true) { name } } # c",
            [("query", .keyword), ("$id", .variable), ("ID", .type), ("@include", .directive), ("# c", .comment)])
    }

    @Test func markupDiffAndMarkdown() {
        expectRuns(
            "html",
            "<!DOCTYPE html>\n<!-- note -->\n<a href=\"/x\" data-id='1'>Tom &amp; Jerry</a>\n<script>const x = 1 < 2;</script>",
            [
                ("<!DOCTYPE html>", .directive), ("<!-- note -->", .comment), ("a", .tag), ("href", .attribute),
                ("\"/x\"", .string), ("&amp;", .literal), ("const", .keyword), ("script", .tag), ("2", .number),
            ])
        expectRuns(
            "xml", "<?xml version=\"1.0\"?>\n<plist><![CDATA[<raw>]]></plist>",
            [("<?xml version=\"1.0\"?>", .directive), ("<![CDATA[<raw>]]>", .string), ("plist", .tag)])
        expectRuns(
            "diff", "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old line\n+new line\n same",
            [("--- a/x", .keyword), ("@@ -1,2 +1,2 @@", .directive), ("-old line", .deleted), ("+new line", .inserted)])
        expectRuns(
            "mdx", "# Title\n\n- item with `code` and [link](https://x)\n<Note>hi</Note>\n```js\nconst a = 1\n```",
            [
                ("# Title", .heading), ("-", .keyword), ("`code`", .string), ("https://x", .string), ("Note", .tag),
                ("```js", .string), ("const a = 1", .string),
            ])
    }

    @Test func unknownAndPlainLanguagesGetNoTokens() {
        for name in ["text", "plaintext", "txt", "brainfuck", "", "ü"] {
            #expect(HighlightLanguage(fenceLanguage: name) == nil, "\(name)")
        }
    }

    @Test(arguments: [
        "js", "ts", "tsx", "py", "rb", "go", "rs", "php", "cs", "c", "c++", "objc", "kt", "java", "dart", "graphql",
        "ps1", "dockerfile", "makefile", "toml", "ini", "sql", "css", "scss", "yaml", "html", "xml", "diff", "mdx",
    ])
    func everyLanguageIsLinearOnDeepNesting(language: String) throws {
        // Unclosed openers of every kind, thousands deep: each byte is read a bounded number of times.
        let piece = "${`\"#{f\"{(/*<!--'''\"\"\"[{<<~EOS\n"
        let code = Array(String(repeating: piece, count: 2_000).utf8)
        let highlighter = try #require(HighlightLanguage(fenceLanguage: language))
        let tokens = highlighter.tokens(code, in: 0..<code.count)
        var previousEnd = 0
        for token in tokens {
            #expect(token.start >= previousEnd && token.end <= code.count)
            previousEnd = token.end
        }
    }
}
