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

    /// The stylesheet with each `@font-face`'s WOFF and TrueType sources left out: every
    /// `, url(….woff|.ttf) format('…')`. (Read byte by byte: a regular expression cost a
    /// millisecond to compile on every build with a formula.)
    static func woff2Only(_ css: String) -> String {
        let bytes = Array(css.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ","), let end = otherFontSource(bytes, at: index) {
                index = end
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Where `,\s*url([^)]*.(woff|ttf))\s*format(['"][a-z]+['"])` starting at `start` ends,
    /// or nil when none starts there.
    private static func otherFontSource(_ bytes: [UInt8], at start: Int) -> Int? {
        var index = skipSpaces(bytes, from: start + 1)
        guard let url = after("url(", in: bytes, at: index), let close = bytes[url...].firstIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let name = String(decoding: bytes[url..<close], as: UTF8.self)
        guard name.hasSuffix(".woff") || name.hasSuffix(".ttf") else { return nil }
        index = skipSpaces(bytes, from: close + 1)
        guard let format = after("format(", in: bytes, at: index), format < bytes.count, isQuote(bytes[format]) else {
            return nil
        }
        var letters = format + 1
        while letters < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[letters]) { letters += 1 }
        guard letters > format + 1, letters + 1 < bytes.count, isQuote(bytes[letters]), bytes[letters + 1] == UInt8(ascii: ")")
        else { return nil }
        return letters + 2
    }

    /// The font files the stylesheet names (`fonts/KaTeX_Main-Regular.woff2`), sorted: every
    /// `url(['"]?(fonts/[A-Za-z0-9_.-]+)['"]?)`.
    static func fontFiles(_ css: String) -> [String] {
        let bytes = Array(css.utf8)
        var names: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard var name = after("url(", in: bytes, at: index) else {
                index += 1
                continue
            }
            if name < bytes.count, isQuote(bytes[name]) { name += 1 }
            guard let start = after("fonts/", in: bytes, at: name) else {
                index += 1
                continue
            }
            var end = start
            while end < bytes.count, isFontNameByte(bytes[end]) { end += 1 }
            var close = end
            if close < bytes.count, isQuote(bytes[close]) { close += 1 }
            guard end > start, close < bytes.count, bytes[close] == UInt8(ascii: ")") else {
                index += 1
                continue
            }
            names.insert(String(decoding: bytes[name..<end], as: UTF8.self))
            index = close + 1
        }
        return names.sorted()
    }

    /// The index after `word` when `bytes` holds it at `index`.
    private static func after(_ word: StaticString, in bytes: [UInt8], at index: Int) -> Int? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        let matches = word.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
        return matches ? index + count : nil
    }

    private static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        // `\s`: space, tab, line feed, vertical tab, form feed, carriage return.
        while index < bytes.count, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) { index += 1 }
        return index
    }

    private static func isQuote(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") }

    private static func isFontNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
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
