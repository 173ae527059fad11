import Testing

@testable import SiteBuilder

@Suite("The dark-mode accent derived from colors.primary")
struct AccentContrastTests {
    @Test("a dark primary is lightened until it reads at 4.5:1 on the dark background, and no further")
    func lightened() throws {
        let derived = AccentContrast.readable("#7c3aed", on: "#0f0f12")
        #expect(derived != "#7c3aed")
        let ground = try #require(SiteChrome.rgb("#0f0f12"))
        let mixed = try #require(SiteChrome.rgb(derived))
        let original = try #require(SiteChrome.rgb("#7c3aed"))
        #expect(AccentContrast.ratio(mixed, ground) >= 4.5)
        #expect(AccentContrast.ratio(original, ground) < 4.5)
        // One step (5 %) less white would not have read well enough.
        let step = try #require((1...20).first { SiteChrome.mix("#ffffff", "#7c3aed", Double($0) / 20) == derived })
        let lessWhite = try #require(SiteChrome.rgb(SiteChrome.mix("#ffffff", "#7c3aed", Double(step - 1) / 20)))
        #expect(AccentContrast.ratio(lessWhite, ground) < 4.5)
        #expect(AccentContrast.readable("#7c3aed", on: "#0f0f12") == derived)
    }

    @Test("a primary that already reads on the background, or is not a hex colour, stays as it is")
    func unchanged() {
        #expect(AccentContrast.readable("#26BD6C", on: "#0f0f12") == "#26BD6C")
        #expect(AccentContrast.readable("rebeccapurple", on: "#0f0f12") == "rebeccapurple")
    }

    @Test("contrast ratios are WCAG's: black on white is 21:1")
    func ratio() {
        #expect(abs(AccentContrast.ratio((0, 0, 0), (255, 255, 255)) - 21) < 0.001)
    }
}
