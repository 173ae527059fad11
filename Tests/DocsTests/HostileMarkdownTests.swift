import Diagnostics
import Docs
import Foundation
import Testing

/// Pages built to make a parser work hard: each renders, in time that grows with its length.
@Suite("Hostile Markdown")
struct HostileMarkdownTests {
    private func render(_ source: String) throws -> String {
        try PageRenderer().render(source: source, file: "hostile.md").html
    }

    @Test("A line of backtick runs of every length from 1 to 1,000 renders (it was quadratic in the component tokenizer)")
    func backtickRunsOfEveryLength() throws {
        let line = (1...1_000).map { String(repeating: "`", count: $0) + "a" }.joined(separator: " ")
        let html = try render(line + "\n")
        #expect(html.hasPrefix("<p>"))
    }

    @Test(
        "Code spans still hide component tags, matched by the next run of the same length",
        arguments: [
            (
                "`` a ` <Warnign> ` b `` then <Badge>ok</Badge>",
                "<p><code>a ` &lt;Warnign&gt; ` b</code> then <span class=\"pf-badge\">ok</span></p>"
            ),
            ("``` x `<Bad>` ```", "<p><code>x `&lt;Bad&gt;`</code></p>"),
            (
                "`a` <Badge>b</Badge> `<Nope>`",
                "<p><code>a</code> <span class=\"pf-badge\">b</span> <code>&lt;Nope&gt;</code></p>"
            ),
            ("``` ` `` <Badge>c</Badge>", "<p>``` ` `` <span class=\"pf-badge\">c</span></p>"),
        ])
    func codeSpansHideTags(source: String, expected: String) throws {
        #expect(try render(source + "\n").trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    @Test("A run that closes nothing leaves the tags after it to be read: `` ` `` then <Nope> is unknown_component")
    func unmatchedRunThenTag() {
        #expect(throws: (any Error).self) { try render("`` ` `` <Nope>\n") }
    }

    @Test("Other inputs cmark is known to find hard render: 50,000 `*a`, `[`, `[a](`, `_a`, `> `, and 1,000 nested lists")
    func cmarkPathologicalInputs() throws {
        let count = 50_000
        for source in [
            String(repeating: "*a ", count: count),
            String(repeating: "[", count: count) + "a]]]",
            String(repeating: "[a](", count: count),
            String(repeating: "_a ", count: count) + String(repeating: "a_ ", count: count),
            String(repeating: "> ", count: count) + "deep",
            (0..<1_000).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n"),
        ] {
            #expect(try !render(source + "\n").isEmpty)
        }
    }

    @Test("Components opened 500 deep and never closed give one unclosed_component each")
    func unclosedComponents() {
        do {
            _ = try render(String(repeating: "<Note>\ntext\n", count: 500))
            Issue.record("expected unclosed_component")
        } catch let list as DiagnosticList {
            #expect(list.diagnostics.count == 500)
            #expect(list.diagnostics.allSatisfy { $0.code == .unclosedComponent })
        } catch {
            Issue.record("expected a DiagnosticList, got \(error)")
        }
    }
}
