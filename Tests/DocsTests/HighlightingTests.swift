import ByteTools
import Foundation
import HTMLQuery
import Testing

@testable import Docs

@Suite("Highlighting")
struct HighlightingTests {
    /// The `<code>` contents of a page holding one fenced block.
    private func code(_ language: String, _ body: String) throws -> String {
        let html = try render("```\(language)\n\(body)\n```\n").html
        let start = try #require(html.range(of: "<code"))
        let open = try #require(html[start.upperBound...].range(of: ">"))
        let end = try #require(html.range(of: "</code>"))
        return String(html[open.upperBound..<end.lowerBound])
    }

    @Test func swiftKeywordsTypesAttributesDirectivesAndNumbers() throws {
        let html = try code(
            "swift",
            """
            @discardableResult
            public func greet(_ name: String) -> Bool {
                #if DEBUG
                let count = 0x1F + 1_000 + 2.5e-3
                #endif
                return self.isReady && true
            }
            """)
        #expect(html.contains("<span class=\"line\"><span class=\"tok-attr\">@discardableResult</span></span>"))
        #expect(
            html.contains(
                "<span class=\"tok-kw\">public</span> <span class=\"tok-kw\">func</span> <span class=\"tok-fn\">greet</span>(_ name: <span class=\"tok-type\">String</span>) -&gt; <span class=\"tok-type\">Bool</span> {"
            ))
        #expect(html.contains("<span class=\"tok-dir\">#if</span> <span class=\"tok-type\">DEBUG</span>"))
        #expect(
            html.contains(
                "<span class=\"tok-num\">0x1F</span> + <span class=\"tok-num\">1_000</span> + <span class=\"tok-num\">2.5e-3</span>"
            ))
        #expect(
            html.contains(
                "<span class=\"tok-kw\">return</span> <span class=\"tok-kw\">self</span>.isReady &amp;&amp; <span class=\"tok-lit\">true</span>"
            ))
    }

    @Test func swiftStringsInterpolateCode() throws {
        let html = try code("swift", #"let s = "Hello \(name + "!") and \(count)""#)
        #expect(
            html.contains(
                #"<span class="tok-str">&quot;Hello </span><span class="tok-interp">\(</span>name + <span class="tok-str">&quot;!&quot;</span><span class="tok-interp">)</span><span class="tok-str"> and </span><span class="tok-interp">\(</span>count<span class="tok-interp">)</span><span class="tok-str">&quot;</span>"#
            ))
    }

    @Test func swiftInterpolationMayHoldParenthesesAndNestedStrings() throws {
        let html = try code("swift", #"print("a \(f(g(1), "b \(x)")) c")"#)
        #expect(html.contains(#"<span class="tok-str"> c&quot;</span>)"#))
        #expect(
            html.contains(
                #"<span class="tok-str">&quot;b </span><span class="tok-interp">\(</span>x<span class="tok-interp">)</span><span class="tok-str">&quot;</span>"#
            ))
    }

    @Test func swiftRawAndMultilineStrings() throws {
        let raw = try code("swift", ##"let r = #"raw \(not) \#(yes) "quoted""#"##)
        #expect(
            raw.contains(
                ##"<span class="tok-str">#&quot;raw \(not) </span><span class="tok-interp">\#(</span>yes<span class="tok-interp">)</span><span class="tok-str"> &quot;quoted&quot;&quot;#</span>"##
            ))
        let multiline = try code("swift", "let m = \"\"\"\n  first \"line\"\n  \"\"\"\nlet after = 1")
        #expect(multiline.contains("<span class=\"line\"><span class=\"tok-str\">  first &quot;line&quot;</span></span>"))
        #expect(
            multiline.contains(
                "<span class=\"line\"><span class=\"tok-kw\">let</span> after = <span class=\"tok-num\">1</span></span>"))
    }

    @Test func swiftCommentsNestAndSpanLines() throws {
        let html = try code("swift", "// line <comment>\n/* outer /* inner */\n still */ let x = 1")
        #expect(html.contains("<span class=\"line\"><span class=\"tok-com\">// line &lt;comment&gt;</span></span>"))
        #expect(
            html.contains(
                "<span class=\"line\"><span class=\"tok-com\">/* outer /* inner */</span></span>\n<span class=\"line\"><span class=\"tok-com\"> still */</span> <span class=\"tok-kw\">let</span> x"
            ))
    }

    @Test func scriptTagsInCodeAndStringsAreEscaped() throws {
        for language in ["swift", "json", "bash", "http", "ruby", ""] {
            let html = try render("```\(language)\n\"<script>alert('x')</script>\" <script>x</script>\n```\n").html
            let block = try #require(try requireFragment(html).query("pre code"), "\(language)")
            #expect(block.normalizedText == "\"<script>alert('x')</script>\" <script>x</script>", "\(language)")
            #expect(block.queryAll("script").isEmpty, "\(language)")
            #expect(!html.contains("<script>"), "\(language)")
        }
    }

    @Test func jsonKeysValuesAndLiterals() throws {
        let html = try code("json", #"{"name": "x", "count": -2, "ok": true, "none": null, "list": [1.5e2]}"#)
        #expect(
            html
                == #"<span class="line">{<span class="tok-key">&quot;name&quot;</span>: <span class="tok-str">&quot;x&quot;</span>, <span class="tok-key">&quot;count&quot;</span>: <span class="tok-num">-2</span>, <span class="tok-key">&quot;ok&quot;</span>: <span class="tok-lit">true</span>, <span class="tok-key">&quot;none&quot;</span>: <span class="tok-lit">null</span>, <span class="tok-key">&quot;list&quot;</span>: [<span class="tok-num">1.5e2</span>]}</span>"#
        )
    }

    @Test func shellCommandsFlagsStringsVariablesAndComments() throws {
        let html = try code(
            "bash",
            "# install it\n$ export TOKEN=\"abc $HOME\" && swift build --configuration release | tee log.txt\nif [ -f x ]; then echo 'no $EXPANSION'; fi"
        )
        #expect(html.contains("<span class=\"line\"><span class=\"tok-com\"># install it</span></span>"))
        #expect(
            html.contains(
                "<span class=\"tok-prompt\">$</span> <span class=\"tok-kw\">export</span> <span class=\"tok-var\">TOKEN</span>=<span class=\"tok-str\">&quot;abc </span><span class=\"tok-var\">$HOME</span><span class=\"tok-str\">&quot;</span>"
            ))
        #expect(
            html.contains(
                "&amp;&amp; <span class=\"tok-fn\">swift</span> build <span class=\"tok-attr\">--configuration</span> release | <span class=\"tok-fn\">tee</span> log.txt"
            ))
        #expect(
            html.contains(
                "<span class=\"tok-kw\">then</span> <span class=\"tok-fn\">echo</span> <span class=\"tok-str\">&#39;no $EXPANSION&#39;</span>; <span class=\"tok-kw\">fi</span>"
            ))
    }

    @Test(arguments: ["sh", "zsh", "shell"])
    func shellAliases(language: String) throws {
        #expect(try code(language, "ls -la").contains("<span class=\"tok-fn\">ls</span> <span class=\"tok-attr\">-la</span>"))
    }

    @Test func consoleOutputLinesStayPlain() throws {
        let html = try code("console", "$ swift --version\nSwift version 6.3 (if this)")
        #expect(
            html
                == "<span class=\"line\"><span class=\"tok-prompt\">$</span> <span class=\"tok-fn\">swift</span> <span class=\"tok-attr\">--version</span></span>\n<span class=\"line\">Swift version 6.3 (if this)</span>"
        )
    }

    @Test func httpRequestLineHeadersAndJSONBody() throws {
        let html = try code(
            "http",
            "POST /v1/preferences HTTP/1.1\nHost: api.buzzkit.dev\nContent-Type: application/json\n\n{\"topic\": \"digest\"}")
        #expect(
            html.contains(
                "<span class=\"tok-kw\">POST</span> <span class=\"tok-str\">/v1/preferences</span> <span class=\"tok-type\">HTTP/1.1</span>"
            ))
        #expect(html.contains("<span class=\"tok-key\">Host</span>: <span class=\"tok-str\">api.buzzkit.dev</span>"))
        #expect(
            html.contains("{<span class=\"tok-key\">&quot;topic&quot;</span>: <span class=\"tok-str\">&quot;digest&quot;</span>}")
        )
    }

    @Test func httpStatusLine() throws {
        let html = try code("http", "HTTP/1.1 404 Not Found\nContent-Type: text/plain")
        #expect(
            html.hasPrefix(
                "<span class=\"line\"><span class=\"tok-kw\">HTTP/1.1</span> <span class=\"tok-num\">404</span> Not Found</span>")
        )
    }

    @Test func unknownLanguagesAreEscapedPlainText() throws {
        #expect(try code("brainfuck", "puts \"<b>&\"") == "<span class=\"line\">puts &quot;&lt;b&gt;&amp;&quot;</span>")
        #expect(
            try render("    indented <code>\n").html.contains("<code><span class=\"line\">indented &lt;code&gt;</span></code>"))
    }

    @Test func wrapperHasTitleCopyButtonAndLanguage() throws {
        let html = try render("```swift title=\"App.swift\" lines wrap icon=\"swift\" theme={null} unknown=1\nlet x = 1\n```\n")
            .html
        #expect(
            html.hasPrefix(
                "<div class=\"pf-code-block pf-code-wrap pf-code-numbered\" data-language=\"swift\">\n<div class=\"pf-code-header\"><span class=\"pf-code-icon\"><svg"
            ))
        #expect(
            html.contains(
                "</span><span class=\"pf-code-title\">App.swift</span><button class=\"pf-copy\" type=\"button\" aria-label=\"Copy code\">Copy</button></div>\n<pre class=\"pf-code\"><code class=\"language-swift\">"
            ))
        #expect(html.hasSuffix("</code></pre>\n</div>\n"))
    }

    @Test func highlightedLinesAreMarked() throws {
        let html = try code("text {1,3-4} {9-99}", "one\ntwo\nthree\nfour\nfive")
        let marked = html.components(separatedBy: "\n").map { $0.hasPrefix("<span class=\"line highlighted\">") }
        #expect(marked == [true, false, true, true, false])
        let other = try code("js highlight={2}", "a\nb")
        #expect(other == "<span class=\"line\">a</span>\n<span class=\"line highlighted\">b</span>")
    }

    @Test(arguments: [
        ("swift", CodeBlockInfo.Expected(language: "swift", title: nil, lines: [])),
        ("swift Package.swift", .init(language: "swift", title: "Package.swift", lines: [])),
        ("swift My App {1,3-5}", .init(language: "swift", title: "My App", lines: [1...1, 3...5])),
        ("bash title=\"Install it\" highlight={2}", .init(language: "bash", title: "Install it", lines: [2...2])),
        ("json theme={null} {4}", .init(language: "json", title: nil, lines: [4...4])),
        ("js title='x y' lines wrap expandable", .init(language: "js", title: "x y", lines: [])),
        ("ts twoslash Twoslash example focus=2,4", .init(language: "ts", title: "Twoslash example", lines: [])),
        ("python library.py [expandable]", .init(language: "python", title: "library.py", lines: [])),
        ("", .init(language: nil, title: nil, lines: [])),
        ("js {-} {1,-,3}", .init(language: "js", title: nil, lines: [1...1, 3...3])),
        ("js highlight=-", .init(language: "js", title: nil, lines: [])),
    ])
    func infoStrings(info: String, expected: CodeBlockInfo.Expected) {
        let parsed = CodeBlockInfo(info)
        #expect(parsed.language == expected.language)
        #expect(parsed.title == expected.title)
        #expect(parsed.highlightedLines == expected.lines)
    }

    // MARK: - Robustness

    @Test(arguments: [HighlightLanguage.swift, .json, .shell(isSession: false), .shell(isSession: true), .http])
    func lexersNeverFailOnRandomInput(language: HighlightLanguage) {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet = Array("\"'`\\()#@/*{}[]$:=-.\n \t0123456789abcdefXYZ_<>&é".utf8)
        for round in 0..<300 {
            let length = Int.random(in: 0...400, using: &generator)
            let code = (0..<length).map { _ in
                round.isMultiple(of: 3)
                    ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator)!
            }
            let tokens = language.tokens(code, in: 0..<code.count)
            var previousEnd = 0
            for token in tokens {
                #expect(token.start >= previousEnd && token.end > token.start && token.end <= code.count)
                previousEnd = token.end
            }
        }
    }

    @Test func pathologicalInputsStayLinear() throws {
        let cases: [(HighlightLanguage, String)] = [
            (.swift, String(repeating: #""\("#, count: 40_000)),
            (.swift, String(repeating: "/*", count: 60_000)),
            (.swift, String(repeating: "#", count: 100_000) + "\""),
            (.swift, String(repeating: #"\"#, count: 100_000)),
            (.json, String(repeating: "\"a\"          ", count: 20_000)),
            (.shell(isSession: false), String(repeating: "\"$(", count: 50_000)),
            (.http, String(repeating: "H: v\n", count: 40_000)),
        ]
        // A deadline only a hang (a quadratic scan of these inputs) reaches, however busy the
        // machine; the tokens must still cover no more than the code.
        for (language, text) in cases {
            let code = Array(text.utf8)
            let start = ContinuousClock.now
            let tokens = language.tokens(code, in: 0..<code.count)
            #expect(start.duration(to: .now) < .seconds(60), "\(language) took too long")
            #expect(tokens.allSatisfy { $0.end <= code.count }, "\(language)")
        }
        let start = ContinuousClock.now
        let block = "```swift\n" + String(repeating: #"let s = "\(a /* x */ "b")" // c"# + "\n", count: 5_000) + "```\n"
        #expect(!(try render(block).html.isEmpty))
        #expect(start.duration(to: .now) < .seconds(60))
    }
}

extension CodeBlockInfo {
    /// What an info string should parse to.
    struct Expected: Sendable {
        var language: String?
        var title: String?
        var lines: [ClosedRange<Int>]
    }
}

/// A small deterministic generator so the random inputs are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var value = state
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        return value
    }
}

@Suite("Highlighting internals")
struct HighlightingInternalsTests {
    /// Each kind's opening tag is the one CSS class the stylesheet styles.
    @Test func everyTokenKindOpensItsSpan() {
        let classes: [TokenKind: String] = [
            .keyword: "tok-kw", .type: "tok-type", .string: "tok-str", .comment: "tok-com", .number: "tok-num",
            .attribute: "tok-attr", .directive: "tok-dir", .literal: "tok-lit", .key: "tok-key", .variable: "tok-var",
            .function: "tok-fn", .interpolation: "tok-interp", .prompt: "tok-prompt", .tag: "tok-tag", .regex: "tok-re",
            .escape: "tok-esc", .inserted: "tok-ins", .deleted: "tok-del", .heading: "tok-head",
        ]
        #expect(classes.count == TokenKind.allCases.count)
        for kind in TokenKind.allCases {
            #expect(kind.openingTag.description == "<span class=\"\(classes[kind] ?? "?")\">", "\(kind)")
        }
    }

    @Test func keywordTableFindsEveryWordAndNothingElse() {
        let words = ["as", "do", "if", "in", "is", "let", "var", "func", "Self", "self", "associatedtype", "precedencegroup"]
        let table = KeywordTable(words)
        for word in words {
            let code = Array(("  " + word + "  ").utf8)
            #expect(table.contains(code, 2..<(2 + word.utf8.count)), "\(word)")
        }
        #expect(!words.isEmpty)
        let misses = [
            "", "a", "i", "iff", "le", "lets", "Func", "SELF", "selF", "associatedtypes", "precedencegrou", "if\0", "\0if", "éif",
        ]
        for word in misses {
            let code = Array(word.utf8)
            #expect(!table.contains(code, 0..<code.count), "\(word)")
        }
    }

    /// The identifier test is a bit mask; it must say what its definition says of every byte.
    @Test func identifierBytesMatchTheirDefinition() {
        for value in 0...255 {
            let byte = UInt8(value)
            #expect(
                ByteClass.isIdentifierPart(byte) == (ByteClass.isIdentifierStart(byte) || ByteClass.isDigit(byte)), "\(value)")
        }
    }

    @Test func taggedTablesGiveTheLastGroupsTag() {
        let table = KeywordTable(tagging: [(["true", "nil"], 1), (["func", "let", "true"], 2), (["func"], 3)])
        let tags = ["true": 2, "nil": 1, "func": 3, "let": 2, "lets": nil, "fun": nil] as [String: UInt8?]
        for (word, tag) in tags {
            var bytes = Array(word.utf8)
            #expect(bytes.withUnsafeMutableBufferPointer { table.tag(of: UnsafeBufferPointer($0)) } == tag, "\(word)")
        }
    }

    /// Lexing the start of a larger buffer gives what lexing that start alone gives: the
    /// lexer reads nothing past the end of its range, whatever the cut falls in.
    @Test func lexingAPrefixInPlaceMatchesLexingItAlone() {
        let samples = [
            ##"let s = "a \(f("b \(x)", (1, 2))) c" + #"raw \#(y) \(z)"# // done"##,
            "let m = \"\"\"\n  first \\(a) \"line\"\n  \"\"\"\n/* a /* b */ c */ @main #if os(Linux) 0x1F 2.5e-3 `default` .init",
            "func f() -> Self { return self.x ?? nil } struct S: P { var t: T = true }",
        ]
        for sample in samples {
            let code = Array(sample.utf8)
            for cut in 0...code.count {
                let alone = HighlightLanguage.swift.tokens(Array(code[..<cut]), in: 0..<cut)
                #expect(HighlightLanguage.swift.tokens(code, in: 0..<cut) == alone, "\(sample) cut at \(cut)")
            }
        }
    }

    /// Every kind the Swift lexer produces, on one line each, including runs that span lines
    /// and interpolations nested in strings nested in interpolations.
    @Test func swiftProducesEveryKindItKnows() {
        let code = Array(
            ##"""
            @main struct App { func run() -> Int { 0x1F } }
            #if DEBUG
            let s = "a \(f("b \(x)")) c", t = true
            /* one
               two */
            let m = """
              \(1)
              """
            """##.utf8)
        let tokens = HighlightLanguage.swift.tokens(code, in: 0..<code.count)
        let kinds = Set(tokens.map(\.kind))
        #expect(
            kinds == [.attribute, .keyword, .type, .function, .number, .directive, .string, .interpolation, .literal, .comment])
        let text = { (token: HighlightToken) in String(decoding: code[token.start..<token.end], as: UTF8.self) }
        #expect(tokens.filter { $0.kind == .interpolation }.map(text) == [#"\("#, #"\("#, ")", ")", #"\("#, ")"])
        #expect(tokens.filter { $0.kind == .comment }.map(text) == ["/* one\n   two */"])
        #expect(tokens.filter { $0.kind == .function }.map(text) == ["run"])
    }

    /// Runs of punctuation are stepped over in one go; the byte that ends a run must still
    /// start its token.
    @Test func punctuationRunsStopAtEveryTokenStart() throws {
        let html = try code("swift", #"x=(1)+[2]//c"# + "\n" + #"a+="s";;#if,@main ]`default`{0x1F}"\((a))""#)
        #expect(
            html.hasPrefix(
                #"<span class="line">x=(<span class="tok-num">1</span>)+[<span class="tok-num">2</span>]<span class="tok-com">//c</span></span>"#
            ))
        #expect(
            html.contains(
                #"a+=<span class="tok-str">&quot;s&quot;</span>;;<span class="tok-dir">#if</span>,<span class="tok-attr">@main</span> ]`default`{<span class="tok-num">0x1F</span>}"#
            ))
        #expect(
            html.hasSuffix(
                #"<span class="tok-str">&quot;</span><span class="tok-interp">\(</span>(a)<span class="tok-interp">)</span><span class="tok-str">&quot;</span></span>"#
            ))
    }

    /// A token over several lines is cut at each line end, and marked lines keep their
    /// class whatever token crosses them.
    @Test func tokensSpanningMarkedLines() throws {
        let html = try code("swift {2}", "let s = \"\"\"\n  a <b>\n  \"\"\" // done")
        #expect(
            html
                == [
                    #"<span class="line"><span class="tok-kw">let</span> s = <span class="tok-str">&quot;&quot;&quot;</span></span>"#,
                    #"<span class="line highlighted"><span class="tok-str">  a &lt;b&gt;</span></span>"#,
                    #"<span class="line"><span class="tok-str">  &quot;&quot;&quot;</span> <span class="tok-com">// done</span></span>"#,
                ].joined(separator: "\n"))
    }

    /// The `<code>` contents of a page holding one fenced block.
    private func code(_ info: String, _ body: String) throws -> String {
        let html = try render("```\(info)\n\(body)\n```\n").html
        let start = try #require(html.range(of: "<code"))
        let open = try #require(html[start.upperBound...].range(of: ">"))
        let end = try #require(html.range(of: "</code>"))
        return String(html[open.upperBound..<end.lowerBound])
    }
}
