import Diagnostics
import JSONDocument
import Testing

@testable import SiteBuilder

@Suite("docs.json settings reading")
struct DocsSettingsReadingTests {
    private func read(_ json: String) throws -> DocsSettings {
        DocsSettings.read(try JSONParser.parse(Array(json.utf8)), file: "docs.json")
    }

    @Test("each value left out is its own warning at its own place")
    func separateWarnings() throws {
        let settings = try read(#"{"theme": "luma", "banner": {"content": 3, "dismissible": "yes"}, "interaction": {}}"#)
        #expect(
            settings.problems.map(\.description) == [
                "docs.json:1:11: warning[unsupported_setting]: docs.json sets something Preflight does not honour: theme: luma; the site is built without it.",
                "docs.json:1:41: warning[unsupported_setting]: docs.json sets something Preflight does not honour: banner.content: a number (expected a string); the site is built without it.",
                "docs.json:1:59: warning[unsupported_setting]: docs.json sets something Preflight does not honour: banner.dismissible: a string (expected true or false); the site is built without it.",
                "docs.json:1:67: warning[unsupported_setting]: docs.json sets something Preflight does not honour: interaction; the site is built without it.",
            ])
        #expect(settings.bannerMarkdown == nil)
        #expect(settings.bannerDismissible == false)
    }

    @Test("addresses that could run script are unsafe_url; a redirect to one is left out")
    func unsafeAddresses() throws {
        let settings = try read(
            #"{"logo": {"light": "/l.svg", "href": "javascript:x()"}, "redirects": [{"source": "/a", "destination": "data:text/html,x"}]}"#
        )
        #expect(settings.problems.map(\.code) == [.unsafeURL, .unsafeURL])
        #expect(settings.problems.map { $0.position?.column } == [38, 103])
        #expect(settings.redirects.isEmpty)
    }

    @Test("background colours are kept side by side: a side that is not hex is named (the stylesheet leaves it out)")
    func backgroundColor() throws {
        let settings = try read(##"{"background": {"color": {"light": "#fff", "dark": "rgb(0,0,0)"}}}"##)
        #expect(settings.backgroundColor == DocsSettings.Pair(light: "#fff", dark: "rgb(0,0,0)"))
        #expect(try read(#"{"background": {"color": "blue"}}"#).backgroundColor == nil)
        #expect(settings.problems.count == 1)
        #expect(settings.problems.first?.message.contains("background.color: rgb(0,0,0)") == true)
    }

    @Test("variables are read; wrong names and values are named")
    func variables() throws {
        let settings = try read(#"{"variables": {"v": "1", "n": 2, "a b": "c"}}"#)
        #expect(settings.variables == ["v": "1"])
        #expect(settings.problems.count == 2)
    }
}

@Suite("docs.json settings reading: shapes")
struct DocsSettingsShapeTests {
    @Test("lists and objects of the wrong shape are named, not skipped silently")
    func shapes() throws {
        let json = #"{"navbar": {"links": "x"}, "seo": {"metatags": [], "indexing": 1}, "icons": {"library": true}}"#
        let settings = DocsSettings.read(try JSONParser.parse(Array(json.utf8)), file: "docs.json")
        #expect(
            settings.problems.map(\.message) == [
                "docs.json sets something Preflight does not honour: navbar.links: a string (expected an array); the site is built without it.",
                "docs.json sets something Preflight does not honour: seo.metatags: an array (expected an object); the site is built without it.",
                "docs.json sets something Preflight does not honour: seo.indexing: a number (expected a string); the site is built without it.",
                "docs.json sets something Preflight does not honour: icons.library: a boolean (expected a string); the site is built without it.",
            ])
    }

    @Test("an unsafe logo image is unsafe_url")
    func unsafeLogo() throws {
        let json = #"{"logo": {"light": "javascript:x()", "dark": "/d.svg"}}"#
        let settings = DocsSettings.read(try JSONParser.parse(Array(json.utf8)), file: "docs.json")
        #expect(settings.problems.map(\.code) == [.unsafeURL])
    }
}
