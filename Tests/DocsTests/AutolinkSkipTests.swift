import CCmarkGFM
import Testing

@testable import Docs

@Suite("Pages with nothing to autolink parse without the autolink extension")
struct AutolinkSkipTests {
    /// Pages with `w` and `:` all over (the extension's special characters, which split text
    /// nodes) but no `@`, `://` or `www.`, in every kind of block and inline.
    static let pagesWithoutAutolinks = [
        "Swift: with words, wide windows and a colon: here.\n",
        "# What: now\n\nA *wide* `w:code` and **bold: words** with ~~strike: w~~.\n",
        "| What | Where: |\n|:---|---:|\n| w: one | two w |\n",
        "- [x] work: done\n- [ ] wait: w\n\n> quote: with w\n",
        "A [link: with words](page.md \"title: w\") and ![image: w](w.png).\n\nText[^w].\n\n[^w]: Note: with w.\n",
        "<div class=\"w\">raw: w</div>\n\nEnding\\: with an escaped colon w\n```swift\nlet w: Int = 1\n```\n",
        "Line one: w  \nline two: w\nw\n",
        // The three only in fenced code, which the extension never looks at.
        "Text: w\n\n```swift\n@State var url = \"https://example.com\" // www.example.com\n```\n\nMore: w\n",
        "~~~\nme@example.com\n```\nstill code www.example.com\n~~~\nText.\n",
        "````\n```\n@inside\n```\n````\n",
        "<!--pf:1-->\n```\n@Decorator\n```\n<!--/pf:1-->\n",
        "| a |\n|---|\n| b |\n\n```\n@after a blank line\n```\n",
        "Unclosed:\n```js\nconst a = \"x@y.z\"\n",
        "Text with `inline` and ``more`` code.\n\n~~~~\n~~~\n@code\n~~~~   \n``` `\n",
    ]

    /// Pages where an `@`, `://` or `www.` is in text: whatever looks like a fence around it is
    /// no fence to cmark.
    static let pagesThatLink = [
        // After a fence's end, and before its start.
        "```\ncode\n```\nme@example.com\n",
        "me@example.com\n```\ncode\n```\n",
        // A fence indented in a list item ends with the item, not at the page's end.
        "- item\n\n  ```\n  code\ntext me@example.com\n",
        // An HTML block holds the fence's line as its own text.
        "<div>\n```\n</div>\n\nme@example.com\n",
        "<pre>\n```\n\n</pre>\n\nme@example.com\n```\n",
        // A fence indented by two spaces, which a line at the first byte closes.
        "  ```\n  code\n```\nme@example.com\n",
        // A fence in a list item's text.
        "- ```\n  code\n  ```\n\nme@example.com\n",
        // Backticks after the opening ones: a code span, not a fence.
        "```a`b```\nme@example.com\n```\n",
        // A shorter run, or one with text after it, closes nothing.
        "````\ncode\n```\n````x\n````\nme@example.com\n",
    ]

    /// Pages searched whole though their fences are fences: a rule that holds for a fence
    /// at a line's first byte after these may not for the one before.
    static let pagesSearchedWhole = [
        // libcmark-gfm 0.29 ends a table at a fence's line, but the table extension takes any
        // line as a row once the table has begun.
        "| a |\n|---|\n| b |\n```\nme@example.com\n```\n",
        "| a |\n|---|\nrow\n```\nme@example.com\n```\n",
        // The line at the first byte ends the list item and opens a fence; an indented one
        // alone could be closed by it.
        "- item\n\n  ```\n  code\n```\nme@example.com\n",
    ]

    @Test("No @, :// or www. is found where there is none", arguments: pagesWithoutAutolinks)
    func nothingFound(page: String) {
        #expect(!Autolinks.mayOccur(in: Array(page.utf8)))
    }

    @Test(
        "Each of the three is found in text, also next to what only looks like a fence",
        arguments: ["mail me@example.com", "see http://example.com", "at www.example.com"] + pagesThatLink
            + pagesSearchedWhole)
    func triggersFound(page: String) {
        #expect(Autolinks.mayOccur(in: Array(page.utf8)))
    }

    @Test("Where the three are found next to fences, the extension links them", arguments: pagesThatLink)
    func foundWhereLinked(page: String) {
        let bytes = Array(page.utf8)
        let html = String(decoding: CMark.parse(bytes, autolinks: true).renderHTML(), as: UTF8.self)
        #expect(html.contains("<a href=\"mailto:me@example.com\">"), "\(html)")
        #expect(CMark.parse(bytes, autolinks: false).renderHTML() != CMark.parse(bytes, autolinks: true).renderHTML())
    }

    @Test("The tree and the HTML are the same as with the extension", arguments: pagesWithoutAutolinks)
    func sameTree(page: String) {
        let bytes = Array(page.utf8)
        let with = CMark.parse(bytes, autolinks: true)
        let without = CMark.parse(bytes, autolinks: false)
        #expect(Self.dump(without.root) == Self.dump(with.root))
        #expect(without.renderHTML() == with.renderHTML())
    }

    @Test("A page with an address still gets its links")
    func linksStillMade() {
        let html = String(
            decoding: CMark.parse(Array("Write to me@example.com or www.example.com.\n".utf8)).renderHTML(), as: UTF8.self)
        #expect(html.contains("<a href=\"mailto:me@example.com\">me@example.com</a>"))
        #expect(html.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
    }

    /// Pages put together from lines that open, close or only look like fences, tables, list
    /// items, quotes and HTML, with an address here and there: wherever none is found, the
    /// page parses to the same HTML as with the extension.
    @Test("Random pages: nothing found means nothing the extension would link")
    func randomPages() {
        let lines = [
            "```", "```swift", "~~~", "````", "  ```", "   ~~~", "    ```", "\t```", "``` `x`", "```  ", "- ```", "> ```",
            "- item", "  indented", "> quote", "| a | b |", "|---|---|", "| c |", "<div>", "</div>", "<pre>", "</pre>",
            "<!--pf:1-->", "<!-- open", "-->", "", "", "   ", "text: with words", "1. step", "[^1]: note",
            "me@example.com", "see http://example.com/x", "at www.example.com", "`me@example.com`",
        ]
        var generator = SeededGenerator(seed: 20_261_204)
        var skipped = 0
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 12) + 1
            let page = (0..<count).map { _ in lines[Int(generator.next() % UInt64(lines.count))] }.joined(separator: "\n")
            let bytes = Array((page + "\n").utf8)
            guard !Autolinks.mayOccur(in: bytes) else { continue }
            skipped += 1
            #expect(
                CMark.parse(bytes, autolinks: false).renderHTML() == CMark.parse(bytes, autolinks: true).renderHTML(), "\(page)")
        }
        // Most pages hold an address in text; enough hold none for the check to mean something.
        #expect(skipped > 300)
    }

    /// Every node, depth first: its type, its place and its literal.
    private static func dump(_ root: CMarkNode) -> [String] {
        var lines: [String] = []
        func visit(_ node: CMarkNode, depth: Int) {
            let type = String(cString: cmark_node_get_type_string(node.pointer))
            let literal = String(decoding: node.literalBytes, as: UTF8.self)
            lines.append(
                "\(depth) \(type) \(node.startLine):\(node.startColumn)-\(node.endLine):\(Int(cmark_node_get_end_column(node.pointer))) \(literal)"
            )
            var child = node.firstChild
            while let current = child {
                visit(current, depth: depth + 1)
                child = current.next
            }
        }
        visit(root, depth: 0)
        return lines
    }
}
