import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("The imports a docs page's screens scan follows")
struct DocsScreenImportsTests {
    /// The catalogs `import … from '…'` lines name, read line by line: what
    /// ``DocsScreen/imports(in:)``, which searches the bytes and skips lines without ` from `
    /// before reading one as a `String`, must give.
    private static func referenceImports(_ source: String) -> [String] {
        let lines = Array(source.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        return lines.map { String(decoding: $0, as: UTF8.self) }.compactMap { line -> String? in
            guard line.utf8.starts(with: "import ".utf8), let from = line.range(of: " from ", options: .backwards) else {
                return nil
            }
            var target = line[from.upperBound...].trimmingCharacters(in: .whitespaces)
            if target.hasSuffix(";") { target.removeLast() }
            guard let quote = target.first, quote == "'" || quote == "\"", target.count > 2, target.last == quote else {
                return nil
            }
            return DocsScreen(named: String(target.dropFirst().dropLast()), state: nil)?.catalog
        }
    }

    @Test("Only lines that start with `import ` count, wherever they fall in the page")
    func linesThatStartWithImport() {
        let source = """
            import A from '/snippets/a.mdx'
            text import B from '/snippets/b.mdx'
              import C from '/snippets/c.mdx'
            importD from '/snippets/d.mdx'
            import E from "/snippets/e.mdx";
            \nimport F from '/snippets/f.mdx'
            """
        #expect(DocsScreen.imports(in: Array(source.utf8)) == ["snippets/a.mdx", "snippets/e.mdx", "snippets/f.mdx"])
        #expect(DocsScreen.imports(in: Array("import G from 'g.json'".utf8)) == ["g.json"])
        #expect(DocsScreen.imports(in: []).isEmpty)
        #expect(DocsScreen.imports(in: Array("import".utf8)).isEmpty)
    }

    @Test("Agrees with reading line by line on generated pages")
    func agreesOnGeneratedPages() {
        let pieces = [
            "import X from '/s/x.mdx'", "import ", "import", "i", "im", "\n", "\n\n", "text", " ", "xi",
            "\nimport Y from \"y.mdx\"",
            "import Z from 'z.mdx';", "{/* import W from 'w.mdx' */}", "é", "\r\n", "import Foundation", " from ", "from",
        ]
        var generator = SplitMix(seed: 11)
        for _ in 0..<500 {
            let page = (0..<Int(generator.next() % 30)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(DocsScreen.imports(in: Array(page.utf8)) == Self.referenceImports(page), "\(page)")
        }
    }
}
