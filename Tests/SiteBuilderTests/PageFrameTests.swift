import Foundation
import Testing

@testable import SiteBuilder

@Suite("A page's frame: its body's place in its file, and what its template took from it")
struct PageFrameTests {
    /// A frame with headings, flags and a body of some length, placed in a page around it.
    static func frame(number: Int) -> PageFrame {
        let body = Array("<p>Body \(number) with <a href=\"x.html\">a link</a>.</p>".utf8)
        let rendered = RenderedDoc(
            html: body,
            headings: [
                DocHeading(level: 1, text: "Title", id: "title"), DocHeading(level: 2, text: "Setup", id: "setup"),
                DocHeading(level: 4, text: "Deep", id: "deep"), DocHeading(level: 3, text: "Step \(number)", id: "step"),
            ], links: [], markdown: "", hasScreens: number == 1, dependencies: [], utilityClasses: number == 0 ? ["grid"] : [],
            hasEndpoint: number == 1)
        var frame = PageFrame(
            rendered: rendered, body: body, words: number == 2 ? "fr" : "en", mathIsTypeset: number == 0,
            mathIsLeftToBrowser: number == 1)
        _ = frame.place(body, in: Array("<html><main>".utf8) + body + Array("</main></html>".utf8))
        return frame
    }

    @Test("the template's values come from the rendered page: levels 2 and 3 for contents, no first-level heading")
    func valuesFromTheRenderedPage() {
        let frame = Self.frame(number: 1)
        #expect(frame.toc.map(\.id) == ["setup", "step"])
        #expect(!frame.showsTitle)
        #expect(frame.hasScreens && frame.hasEndpoint && !frame.hasUtilities)
        #expect(!frame.mathIsTypeset && frame.mathIsLeftToBrowser)
        #expect(frame.bodyOffset == "<html><main>".utf8.count)
    }

    @Test("the body is found where the page holds it whole, past a false start, and not where it is cut short")
    func placing() {
        let body = Array(String(repeating: "<p>same start</p>", count: 4).utf8) + Array("<p>end</p>".utf8)
        let rendered = RenderedDoc(html: body, headings: [], links: [], markdown: "", hasScreens: false, dependencies: [])
        var frame = PageFrame(rendered: rendered, body: body, words: "en", mathIsTypeset: false, mathIsLeftToBrowser: false)
        // The body's first bytes come first in the sidebar, then the body whole.
        let page = Array("<nav><p>same start</p><p>same start</p></nav>".utf8) + body + Array("<footer/>".utf8)
        let isPlaced = frame.place(body, in: page)
        #expect(isPlaced)
        #expect(frame.bodyOffset == "<nav><p>same start</p><p>same start</p></nav>".utf8.count)
        #expect(frame.body(in: page) == body)
        // A template that leaves the body out, or a page ending inside it.
        let isLeftOut = !frame.place(body, in: Array("<nav><p>same start</p></nav>".utf8))
        let isCut = !frame.place(body, in: Array(page[..<(page.count - 12)]))
        #expect(isLeftOut && isCut)
        // An empty body is anywhere.
        var empty = PageFrame(rendered: rendered, body: [], words: "en", mathIsTypeset: false, mathIsLeftToBrowser: false)
        let isEmptyPlaced = empty.place([], in: page)
        #expect(isEmptyPlaced)
        #expect(empty.body(in: page) == [])
    }

    @Test("a file whose body changed by hand, moved, or was cut short gives no body")
    func changedFileGivesNoBody() {
        let frame = Self.frame(number: 0)
        let body = Array("<p>Body 0 with <a href=\"x.html\">a link</a>.</p>".utf8)
        let page = Array("<html><main>".utf8) + body + Array("</main></html>".utf8)
        #expect(frame.body(in: page) == body)
        var edited = page
        edited[frame.bodyOffset + 4] = UInt8(ascii: "b")
        #expect(frame.body(in: edited) == nil)
        #expect(frame.body(in: Array("<html>".utf8) + page) == nil)
        #expect(frame.body(in: Array(page[..<(frame.bodyOffset + 5)])) == nil)
    }

    @Test("a frame reads back from its record as it was; a damaged record reads as none")
    func recordRoundTrip() {
        for number in 0..<2 {
            let frame = Self.frame(number: number)
            #expect(PageFrame(record: frame.encoded[...]) == frame)
            let record = frame.encoded
            #expect(PageFrame(record: record.dropLast()) == nil)
            #expect(PageFrame(record: record[...] + [0]) == nil)
        }
    }
}
