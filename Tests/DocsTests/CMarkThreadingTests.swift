import Testing

@testable import Docs

@Suite("cmark parses in parallel")
struct CMarkThreadingTests {
    @Test("On Linux the executable's stand-in for cmark's special-character bookkeeping is in use")
    func parsesMayOverlap() {
        // Any parse sets the registry up.
        let page = CMark.parse(Array("a ~~b~~ www.c.com".utf8))
        let html = page.renderHTMLText()
        #expect(html == "<p>a <del>b</del> <a href=\"http://www.c.com\">www.c.com</a></p>\n")
        #if os(Linux)
            #expect(SpecialCharacters.parsesMayOverlap)
        #endif
    }
}
