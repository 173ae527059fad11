import Docs
import Testing

@Suite("Navigation icons: the built-in set, or an image")
struct IconsTests {
    @Test(arguments: ["book-open", "gear", "fa-solid gear", "lucide-bot", "trophy", "git-merge", "blocks", "file-braces"])
    func namesTheSetDrawsGiveTheirSVG(name: String) throws {
        let svg = try #require(Icons.knownSVG(name))
        #expect(svg.hasPrefix("<svg class=\"pf-icon-svg\""))
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test func anUnknownNameGivesNothing() {
        #expect(Icons.knownSVG("no-such-icon") == nil)
    }

    @Test(arguments: [
        ("https://cdn.test/x.svg", true), ("/images/logo.png", true), ("./icons/a.svg", true), ("icons/a.webp", true),
        ("book-open", false), ("fa-solid gear", false),
    ])
    func imageReferencesAreURLsAndFilePaths(icon: String, isImage: Bool) {
        #expect(Icons.isImageReference(icon) == isImage)
    }
}
