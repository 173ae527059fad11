import Testing

@testable import Docs

/// The byte-level fast paths must decide exactly what the character-level code they skip
/// decides: each is compared with it on many generated inputs, non-ASCII and odd white
/// space included.
@Suite("Fast paths agree with the general paths")
struct FastPathTests {
    /// Pieces that stress the info-string reader: its keys, flags, quotes, braces, blanks.
    private static let infoPieces = [
        "swift", "js", "title=", "title=\"", "\"", "'", "{", "}", "{1,3-5}", "{ 2 - 4 , x}", "highlight=", "highlight={2}",
        "lines", "lines=false", "lines={false}", "wrap", "wrap=false", "wrap={false}", "wrap=true", "expandable",
        "[expandable]", "twoslash", "noCopy", "copy", "=", "==", "a=b", "x y", "My", "App.swift", "\"quoted title\"",
        "'single'", "icon=\"swift\"", "theme={null}", "focus=2,4", "-", ",", "1", "0", "99-1", " ", "  ", "\t", "~", "#",
    ]

    @Test func infoStringsReadTheSameAsBytesAndAsCharacters() {
        var generator = SeededGenerator(seed: 0xC0DE)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...7, using: &generator)
            var info = ""
            for _ in 0..<count {
                info += Self.infoPieces.randomElement(using: &generator)!
                if Bool.random(using: &generator) { info += Bool.random(using: &generator) ? " " : "\t" }
            }
            guard let fast = CodeBlockInfo.parsedASCII(info) else {
                Issue.record("printable ASCII should take the byte path: \(info.debugDescription)")
                continue
            }
            #expect(fast == CodeBlockInfo.parsedCharacters(info), "\(info.debugDescription)")
            #expect(CodeBlockInfo(info) == fast)
        }
    }

    @Test(arguments: [
        "swift title=\"é.swift\"", "swift Ünïcode", "js {1}\u{301} x", "js \"a\u{301}\" b", "js a\r\nb c", "js a\u{0}b c",
        "sh \u{A0}x y",
    ])
    func infoStringsBeyondPrintableASCIIAreReadAsCharacters(info: String) {
        #expect(CodeBlockInfo.parsedASCII(info) == nil)
        #expect(CodeBlockInfo(info) == CodeBlockInfo.parsedCharacters(info))
    }

    /// Bytes that sit at a heading's ends: ASCII, every kind of white space, marks that
    /// join the character before them, a "prepend" scalar that joins the one after it.
    private static let headingPieces: [String] = [
        "a", "Z", "9", "#", "{", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", "\u{85}", "\u{A0}",
        "\u{1680}", "\u{2003}", "\u{2028}", "\u{202F}", "\u{3000}", "\u{301}", "\u{200D}", "\u{600}", "é", "日", "🚀",
        "\u{FEFF}", "\u{0}", "\u{7F}",
    ]

    @Test func headingTextIsTrimmedTheSameWithAndWithoutTheShortcut() {
        var generator = SeededGenerator(seed: 0x7E47)
        for round in 0..<20_000 {
            var bytes: [UInt8]
            if round.isMultiple(of: 5) {
                // Raw bytes, invalid UTF-8 included: both sides repair them the same way.
                bytes = (0..<Int.random(in: 0...6, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                let count = Int.random(in: 0...5, using: &generator)
                bytes = Array((0..<count).map { _ in Self.headingPieces.randomElement(using: &generator)! }.joined().utf8)
            }
            let general = String(decoding: bytes, as: UTF8.self).trimmingWhitespace().description
            let fast = bytes.withUnsafeBufferPointer(HeadingText.trimmed)
            #expect(fast == general, "\(bytes)")
        }
    }

    @Test func asciiSlugsMatchTheScalarRules() {
        var generator = SeededGenerator(seed: 0x5106)
        for _ in 0..<20_000 {
            let text = String(
                decoding: (0..<Int.random(in: 0...24, using: &generator)).map { _ in UInt8.random(in: 0...0x7F, using: &generator)
                }, as: UTF8.self)
            #expect(HeadingSlugger.slugifyASCII(text) == HeadingSlugger.slugifyScalars(text), "\(text.debugDescription)")
        }
        #expect(HeadingSlugger.slugifyASCII("Überschrift") == nil)
        #expect(HeadingSlugger.slugify("Überschrift Ü") == "überschrift-ü")
    }

    @Test func repeatedIDsAreNumberedWhateverTheOrder() {
        var slugger = HeadingSlugger()
        let ids = ["a", "a", "a-1", "a", "b", "a-2", "a-1"].map { slugger.reserve($0) }
        #expect(ids == ["a", "a-1", "a-1-1", "a-2", "b", "a-2-1", "a-1-2"])
        // Canonically equivalent spellings are one id, as in the dictionary they share.
        #expect([slugger.reserve("caf\u{E9}"), slugger.reserve("cafe\u{301}")] == ["caf\u{E9}", "caf\u{E9}-1"])
    }
}
