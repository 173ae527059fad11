import Docs
import Testing

@Suite("GitHub Flavored Markdown")
struct GFMTests {
    @Test(arguments: [
        (
            "| a | b |\n|---|:-:|\n| 1 | 2 |\n",
            "<table>\n<thead>\n<tr>\n<th>a</th>\n<th align=\"center\">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td align=\"center\">2</td>\n</tr>\n</tbody>\n</table>\n"
        ),
        ("~~gone~~ and ~single~\n", "<p><del>gone</del> and <del>single</del></p>\n"),
        ("Visit www.example.com now\n", "<p>Visit <a href=\"http://www.example.com\">www.example.com</a> now</p>\n"),
        (
            "- [x] done\n- [ ] todo\n",
            "<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> done</li>\n<li><input type=\"checkbox\" disabled=\"\" /> todo</li>\n</ul>\n"
        ),
        ("<textarea>text</textarea>\n", "<p>&lt;textarea>text&lt;/textarea></p>\n"),
        ("<span class=\"raw\">raw *html*</span>\n", "<p><span class=\"raw\">raw <em>html</em></span></p>\n"),
    ])
    func extensionsAreOn(source: String, html: String) throws {
        #expect(try render(source).html == html)
    }

    @Test func footnotesAreOn() throws {
        let html = try render("Text.[^n]\n\n[^n]: The note.\n").html
        #expect(html.contains("<sup class=\"footnote-ref\"><a href=\"#fn-n\" id=\"fnref-n\" data-footnote-ref>1</a></sup>"))
        #expect(html.contains("<section class=\"footnotes\" data-footnotes>"))
    }

    @Test func crlfAndByteOrderMarksAreNormalized() throws {
        let page = try render("\u{FEFF}---\r\ntitle: T\r\n---\r\nOne\r\n[x](/x)\r\n")
        #expect(page.title == "T")
        #expect(page.html == "<p>One\n<a href=\"/x\">x</a></p>\n")
        #expect(page.links.first?.line == 5)
    }
}
