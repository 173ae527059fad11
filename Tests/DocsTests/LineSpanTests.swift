import Docs
import Testing

/// Spans of plain lines are copied whole into cmark's Markdown and the twin; lines around
/// components, text after tags, indented children and CRLF files must come out as they do
/// line by line.
@Suite("Plain line spans")
struct LineSpanTests {
    private let source = [
        "Intro line one.", "See [a](/a).", "", "<Note>", "  Inside [b](/b).", "</Note>", "",
        "Text <Tooltip tip=\"t\">word</Tooltip> after.", "Then [c](/c).", "", "    indented code", "", "<Tip>Short.</Tip>",
        "Last [d](/d).",
    ]

    @Test("Links keep their page lines before, inside and after components", arguments: ["\n", "\r\n"])
    func linkLines(lineEnding: String) throws {
        let page = try render(source.joined(separator: lineEnding) + lineEnding)
        #expect(page.links.map(\.target) == ["/a", "/b", "/c", "/d"])
        #expect(page.links.map(\.line) == [2, 5, 9, 14])
    }

    @Test("The twin and the HTML carry every line once, in order", arguments: ["\n", "\r\n"])
    func twinAndHTML(lineEnding: String) throws {
        let page = try render(source.joined(separator: lineEnding) + lineEnding)
        #expect(page.markdownTwin.hasPrefix("Intro line one.\nSee [a](/a).\n\n> **Note**\n>\n> Inside [b](/b).\n\n"))
        #expect(page.markdownTwin.hasSuffix("Then [c](/c).\n\n    indented code\n\n> **Tip**\n>\n> Short.\n\nLast [d](/d).\n"))
        #expect(page.html.hasPrefix("<p>Intro line one.\nSee <a href=\"/a\">a</a>.</p>\n"))
        #expect(page.html.contains("<code><span class=\"line\">indented code</span></code>"))
        #expect(
            page.html.contains("word<span class=\"pf-tooltip-tip\" role=\"tooltip\" id=\"pf-tip-1\">t</span></span> after.\nThen")
        )
        #expect(page.html.hasSuffix("<p>Last <a href=\"/d\">d</a>.</p>\n"))
    }

    @Test("Blank lines are dropped where the twin already has one, and kept where they are content")
    func blankLines() throws {
        #expect(try render("---\ntitle: T\n---\n\n\n  \nFirst.\n\n\nSecond.\n").markdownTwin == "First.\n\n\nSecond.\n")
        #expect(try render("<Note>\nA\n</Note>\n\n \n\nAfter.\n").markdownTwin == "> **Note**\n>\n> A\n\nAfter.\n")
        #expect(try render("<Note>\nA\n</Note>\n\n\n").markdownTwin == "> **Note**\n>\n> A\n")
    }

    @Test("Indented children lose their shared indentation line by line")
    func indentedChildren() throws {
        let page = try render("<Steps>\n  <Step title=\"One\">\n    Run [x](/x):\n\n        code line\n  </Step>\n</Steps>\n")
        #expect(page.markdownTwin == "1. **One**\n\n   Run [x](/x):\n\n       code line\n")
        #expect(page.links.map(\.line) == [3])
        #expect(page.html.contains("<span class=\"line\">code line</span>"))
    }

    @Test(
        "A fence's lines, read in one go, keep the lines after them numbered and come out as written", arguments: ["\n", "\r\n"])
    func fencedLines(lineEnding: String) throws {
        let lines = [
            "Before [a](/a).", "", "```swift", "let x = 1", "", "   let y = 2  ", "```", "After [b](/b).", "", "<Note>",
            "  ```js", "    indented()", "", "  more()", "  ```", "  Inside [c](/c).", "</Note>",
        ]
        let page = try render(lines.joined(separator: lineEnding) + lineEnding)
        #expect(page.links.map(\.line) == [1, 8, 16])
        #expect(page.markdownTwin.contains("```swift\nlet x = 1\n\n   let y = 2  \n```\nAfter [b](/b)."))
        #expect(page.markdownTwin.contains("> ```js\n>   indented()\n>\n> more()\n> ```\n> Inside [c](/c)."))
        #expect(
            page.html.contains(
                "<span class=\"line\">   <span class=\"tok-kw\">let</span> y = <span class=\"tok-num\">2</span>  </span>"))
    }

    @Test("A fence left open runs to the body's end, its last line without a line feed included")
    func unclosedFence() throws {
        let page = try render("Text.\n\n```\nfirst\n\nlast")
        #expect(page.markdownTwin == "Text.\n\n```\nfirst\n\nlast\n")
        #expect(page.html.contains("<span class=\"line\">last</span>"))
    }
}
