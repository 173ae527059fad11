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
    ]

    @Test("No @, :// or www. is found where there is none", arguments: pagesWithoutAutolinks)
    func nothingFound(page: String) {
        #expect(!Autolinks.mayOccur(in: Array(page.utf8)))
    }

    @Test("Each of the three is found", arguments: ["mail me@example.com", "see http://example.com", "at www.example.com"])
    func triggersFound(page: String) {
        #expect(Autolinks.mayOccur(in: Array(page.utf8)))
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
