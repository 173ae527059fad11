import ByteTools
import Diagnostics
import Foundation

/// KaTeX's stylesheet and the fonts it names, copied into the site (`assets/katex/`) only
/// when some page has a typeset formula, and linked only from such pages.
///
/// Only the WOFF2 fonts are kept: every browser that runs the rest of the site reads them,
/// and the stylesheet is rewritten to name no other, so no link in it is broken.
enum KaTeXAssets {
    static let folder = "assets/katex"
    static let stylesheet = "\(folder)/katex.min.css"

    /// Writes the stylesheet and its fonts from `styles` (the folder holding
    /// `katex.min.css` and `fonts/`); returns how many files were written.
    static func write(from styles: String, to output: StagedOutput) throws(Diagnostic) -> Int {
        guard let original = try? FileReader.read("\(styles)/katex.min.css") else {
            throw Diagnostic(
                .buildFailed, "KaTeX's stylesheet \(styles)/katex.min.css cannot be read; expected the libjs-katex files.",
                file: styles)
        }
        let css = woff2Only(String(decoding: original, as: UTF8.self))
        try output.write(stylesheet, css)
        let fonts = fontFiles(css)
        for font in fonts {
            try output.copy("\(styles)/\(font)", as: "\(folder)/\(font)")
        }
        return 1 + fonts.count
    }

    /// The stylesheet with each `@font-face`'s WOFF and TrueType sources left out.
    static func woff2Only(_ css: String) -> String {
        guard let pattern = try? NSRegularExpression(pattern: #",\s*url\([^)]*\.(woff|ttf)\)\s*format\(['"][a-z]+['"]\)"#)
        else { return css }
        return pattern.stringByReplacingMatches(
            in: css, range: NSRange(css.startIndex..., in: css), withTemplate: "")
    }

    /// The font files the stylesheet names (`fonts/KaTeX_Main-Regular.woff2`), sorted.
    static func fontFiles(_ css: String) -> [String] {
        guard let pattern = try? NSRegularExpression(pattern: #"url\(['"]?(fonts/[A-Za-z0-9_.-]+)['"]?\)"#) else { return [] }
        let matches = pattern.matches(in: css, range: NSRange(css.startIndex..., in: css))
        let names = matches.compactMap { Range($0.range(at: 1), in: css).map { String(css[$0]) } }
        return Set(names).sorted()
    }
}

extension KaTeXAssets {
    private static let marker = Array("<span class=\"katex".utf8)

    /// Whether a page's body holds a formula KaTeX typeset, so the page links the stylesheet.
    static func isTypeset(in body: [UInt8]) -> Bool {
        // Hunting the `x`: the `k` is in every highlighted keyword's class (`hl-k`).
        ByteSearch.contains(marker, anchor: 17, in: body)
    }
}
