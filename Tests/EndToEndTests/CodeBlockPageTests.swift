import Foundation
import Testing

/// A page with a block in every language Preflight highlights and every line notation, built
/// by the real binary.
@Suite("Code blocks on a built page")
struct CodeBlockPageTests {
    /// Each language, a line of it whose first word is a keyword (or a highlighted word), and
    /// its comment syntax for a notation.
    static let samples: [(language: String, line: String, comment: String)] = [
        ("swift", "let answer = 42", "//"), ("objc", "return [self greet];", "//"), ("kotlin", "val answer = 42", "//"),
        ("java", "return answer;", "//"), ("javascript", "const answer = 42;", "//"), ("ts", "let answer: number = 42;", "//"),
        ("jsx", "const el = <Card title=\"x\" />;", "//"), ("tsx", "export const el = <Card />;", "//"),
        ("python", "import os", "#"), ("ruby", "require \"json\"", "#"), ("go", "package main", "//"),
        ("rust", "let answer: u32 = 42;", "//"), ("php", "echo $answer;", "//"), ("csharp", "var answer = 42;", "//"),
        ("c", "return 0;", "//"), ("cpp", "return 0;", "//"), ("dart", "final answer = 42;", "//"),
        ("bash", "echo \"$HOME\"", "#"), ("zsh", "export PATH=\"$PATH:/bin\"", "#"), ("powershell", "$answer = 42", "#"),
        ("json", "{\"answer\": 42}", "//"), ("yaml", "answer: 42", "#"), ("toml", "answer = 42", "#"),
        ("xml", "<answer value=\"42\"/>", "<!--"), ("html", "<p class=\"a\">42</p>", "<!--"), ("css", "a { color: red; }", "/*"),
        ("scss", "$gap: 4px;", "//"), ("sql", "SELECT 42;", "--"), ("graphql", "query { answer }", "#"),
        ("dockerfile", "FROM swift:6.0", "#"), ("makefile", "all: build", "#"), ("ini", "answer = 42", ";"),
        ("env", "ANSWER=42", "#"), ("markdown", "# Answer", "<!--"), ("mdx", "<Note>42</Note>", "{/*"),
    ]

    static func closer(_ comment: String) -> String {
        switch comment {
        case "<!--": " -->"
        case "/*": " */"
        case "{/*": " */}"
        default: ""
        }
    }

    @Test func everyLanguageIsHighlightedAndEveryNotationLeavesTheCode() throws {
        let notations = ["++", "--", "focus", "highlight", "error", "warning"]
        var page = "---\ntitle: Code\ndescription: Every language.\n---\n\n"
        for (index, sample) in Self.samples.enumerated() {
            let notation = notations[index % notations.count]
            page += "```\(sample.language) \(sample.language).txt lines\n"
            page += "\(sample.line) \(sample.comment) [!code \(notation)]\(Self.closer(sample.comment))\n"
            page += "\(sample.line)\n```\n\n"
        }
        page += "```diff\n-old\n+new\n```\n\n```text diff\nplain <b>\n```\n\n```brainfuck\n+[-]\n```\n"
        let site = try TemporarySite()
        try site.write(
            "content/docs.json",
            "{ \"name\": \"Code\", \"navigation\": { \"groups\": [ { \"group\": \"G\", \"pages\": [\"index\"] } ] } }")
        try site.write("content/docs/index.md", page)
        let result = try PreflightProcess.run(["build"], in: site.root)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try site.read("_site/index.html")

        #expect(!html.contains("[!code"), "a notation was left in the page")
        let blocks = html.components(separatedBy: "<div class=\"pf-code-block").dropFirst()
        #expect(blocks.count == Self.samples.count + 3)
        for (block, sample) in zip(blocks, Self.samples) {
            #expect(block.contains("data-language=\"\(sample.language)\""), "\(sample.language)")
            #expect(block.contains("<span class=\"tok-"), "\(sample.language) has no highlighted token")
            #expect(block.contains("<span class=\"pf-code-title\">\(sample.language).txt</span>"), "\(sample.language)")
            #expect(block.contains(" pf-code-numbered"), "\(sample.language)")
        }
        for (mark, expected) in [
            ("++", "line diff add"), ("--", "line diff remove"), ("focus", "line focused"), ("highlight", "line highlighted"),
            ("error", "line highlighted error"), ("warning", "line highlighted warning"),
        ] {
            #expect(html.contains("<span class=\"\(expected)\">"), "no \(mark) line")
        }
        // The diff language and flag: coloured lines, and `diff` is not a title.
        #expect(html.contains("<span class=\"line diff remove\"><span class=\"tok-del\">-old</span></span>"))
        #expect(!html.contains("pf-code-title\">diff<"))
        // Unknown and plain languages are escaped text.
        #expect(html.contains("<code class=\"language-text\"><span class=\"line\">plain &lt;b&gt;</span></code>"))
        #expect(html.contains("<code class=\"language-brainfuck\"><span class=\"line\">+[-]</span></code>"))
    }
}
