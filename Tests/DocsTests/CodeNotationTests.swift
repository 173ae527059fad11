import Foundation
import Testing

@testable import Docs

/// Shiki's `[!code …]` notations and Mintlify's code block meta.
@Suite("Code notations and meta")
struct CodeNotationTests {
    /// The block's `<code>` contents.
    private func code(_ info: String, _ body: String) throws -> String {
        let html = try render("```\(info)\n\(body)\n```\n").html
        let start = try #require(html.range(of: "<code"))
        let open = try #require(html[start.upperBound...].range(of: ">"))
        let end = try #require(html.range(of: "</code>"))
        return String(html[open.upperBound..<end.lowerBound])
    }

    /// The text a reader copies: the code's text content (tags dropped, entities decoded).
    private func copiedText(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    /// The class attribute of each line span.
    private func lineClasses(_ html: String) -> [String] {
        html.components(separatedBy: "\n").map { line in
            guard let range = line.range(of: #"^<span class="([^"]*)">"#, options: .regularExpression) else { return "" }
            return String(line[range].dropFirst(13).dropLast(2))
        }
    }

    @Test func addedAndRemovedLinesLoseTheirNotationsInEachCommentSyntax() throws {
        let js = try code("js", "function foo() {\n  console.log('hewwo') // [!code --]\n  console.log('hello') // [!code ++]\n}")
        #expect(lineClasses(js) == ["line", "line diff remove", "line diff add", "line"])
        #expect(copiedText(js) == "function foo() {\n  console.log('hewwo')\n  console.log('hello')\n}")

        let python = try code("python", "x = 1  # [!code highlight]\ny = 2 # [!code error]\nz = 3 # [!code warning]")
        #expect(lineClasses(python) == ["line highlighted", "line highlighted error", "line highlighted warning"])
        #expect(copiedText(python) == "x = 1\ny = 2\nz = 3")

        let html = try code("html", "<p>Hi</p> <!-- [!code focus] -->\n<p>Bye</p>")
        #expect(lineClasses(html) == ["line focused", "line"])
        #expect(copiedText(html) == "<p>Hi</p>\n<p>Bye</p>")

        let css = try code("css", "a { color: red; } /* [!code ++] */")
        #expect(copiedText(css) == "a { color: red; }")
        let sql = try code("sql", "SELECT 1; -- [!code --]")
        #expect(copiedText(sql) == "SELECT 1;")
        #expect(lineClasses(sql) == ["line diff remove"])
        let jsx = try code("jsx", "<Card /> {/* [!code ++] */}")
        #expect(copiedText(jsx) == "<Card />")
    }

    @Test func focusDimsTheOtherLinesThroughThePre() throws {
        let html = try render("```ts\nconst a = 1\nconst b = 2 // [!code focus]\n```\n").html
        #expect(html.contains("<pre class=\"pf-code has-focused\">"))
        let plain = try render("```ts\nconst a = 1\n```\n").html
        #expect(plain.contains("<pre class=\"pf-code\">"))
    }

    @Test func countsMarkTheFollowingLines() throws {
        let html = try code("go", "a := 1 // [!code ++:2]\nb := 2\nc := 3")
        #expect(lineClasses(html) == ["line diff add", "line diff add", "line"])
    }

    @Test func aNotationAloneOnItsLineTakesTheLineAndMarksTheNext() throws {
        let html = try code("rb", "# [!code highlight:2]\nputs 1\nputs 2\nputs 3")
        #expect(lineClasses(html) == ["line highlighted", "line highlighted", "line"])
        #expect(copiedText(html) == "puts 1\nputs 2\nputs 3")
    }

    @Test func otherWordsInTheCommentStay() throws {
        let html = try code("kt", "val x = 1 // the answer [!code ++]")
        #expect(copiedText(html) == "val x = 1 // the answer")
        #expect(lineClasses(html) == ["line diff add"])
    }

    @Test func unknownNotationsAndNotationsOutsideCommentsStay() throws {
        let unknown = try code("js", "a() // [!code magic]")
        #expect(copiedText(unknown) == "a() // [!code magic]")
        let inString = try code("js", "s = \"[!code ++]\"")
        #expect(copiedText(inString) == "s = \"[!code ++]\"")
        #expect(lineClasses(inString) == ["line"])
    }

    @Test func diffLanguageMarksAddedAndRemovedLines() throws {
        let html = try code("diff", "--- a/x\n+++ b/x\n-old\n+new\n same")
        #expect(lineClasses(html) == ["line", "line", "line diff remove", "line diff add", "line"])
        #expect(html.contains("<span class=\"tok-del\">-old</span>"))
        #expect(html.contains("<span class=\"tok-ins\">+new</span>"))
    }

    @Test func metaFocusExpandableIconAndDiffFlag() throws {
        let info = CodeBlockInfo("js Example.js diff focus={2} expandable icon=\"js\" lines")
        #expect(info.title == "Example.js")
        #expect(info.focusedLines == [2...2])
        #expect(info.isExpandable)
        #expect(info.icon == "js")
        #expect(info.showsLineNumbers)
        #expect(CodeBlockInfo("js diff").title == nil)
        #expect(CodeBlockInfo.parsedCharacters("js Exämple diff focus={2} expandable icon=\"js\"").title == "Exämple")
        #expect(CodeBlockInfo.parsedCharacters("js Exämple focus={1-2} expandable").focusedLines == [1...2])

        let html = try render("```js Example.js focus={2} expandable icon=\"js\" lines\nconst a = 1\nconst b = 2\n```\n").html
        #expect(html.contains("<div class=\"pf-code-block pf-code-numbered pf-code-expandable\" data-language=\"js\">"))
        #expect(html.contains("<span class=\"pf-code-icon\">"))
        #expect(html.contains("<button class=\"pf-code-expand\" type=\"button\" aria-expanded=\"false\" hidden>Expand</button>"))
        #expect(html.contains("<span class=\"line focused\">"))
        #expect(html.contains("<pre class=\"pf-code has-focused\">"))
    }

    @Test func notationsStripByTheBytesWithoutChangingOtherLines() throws {
        let code = Array("a // [!code ++]\n\u{00E9}t\u{00E9} // [!code --]\nz".utf8)
        let stripped = try #require(CodeNotations.strip(code, end: code.count))
        #expect(String(decoding: stripped.code, as: UTF8.self) == "a\n\u{00E9}t\u{00E9}\nz")
        #expect(stripped.marks == [.added, .removed, []])
        #expect(CodeNotations.strip(Array("no notes".utf8), end: 8) == nil)
    }
}
