import Foundation
import Testing

/// docs.json dropdowns and tab menus drawn as disclosure menus, and navigation icons.
@Suite("Navigation dropdowns, menus and icons, end to end")
struct DocsNavigationMenusTests {
    @Test("a tab's menu items are a button opening their list, not tabs named \"Tab · Item\"; icons are drawn")
    func tabMenusAndIcons() throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            { "name": "Acme", "navigation": { "tabs": [
              { "tab": "Guides", "icon": "book", "menu": [
                { "item": "Basics", "icon": "no-such-icon", "groups": [{ "group": "Start", "icon": "gear", "pages": ["index"] }] },
                { "item": "Advanced", "groups": [{ "group": "Deep", "pages": ["deep/one"] }] }
              ] },
              { "tab": "API", "icon": "/images/api.svg", "groups": [{ "group": "Reference", "pages": ["api"] }] }
            ] } }
            """)
        try site.write("docs/images/api.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        for (path, title) in [("index", "Home"), ("deep/one", "One"), ("api", "API")] {
            try site.write("docs/\(path).mdx", "---\ntitle: \(title)\n---\n\nText.\n")
        }
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let deep = try site.read("_site/deep/one.html")
        #expect(!deep.contains("Guides · Basics"))
        #expect(
            deep.contains(
                "<li class=\"nav-menu\"><button type=\"button\" class=\"nav-menu-button\" aria-expanded=\"true\" aria-controls=\"nav-menu-1\"><span class=\"nav-icon\"><svg"
            ))
        #expect(
            deep.contains(
                "</svg></span>Guides</button>\n<ul class=\"nav-menu-list\" id=\"nav-menu-1\">\n<li><a href=\"../index.html\">Basics</a></li>\n"
            ))
        #expect(deep.contains("<li><a href=\"one.html\" aria-current=\"true\">Advanced</a></li>\n</ul>\n</li>\n"))
        // A file path icon is an image, relative to the page; an unknown name draws nothing.
        #expect(
            deep.contains(
                "<li><a href=\"../api.html\"><img class=\"nav-icon\" src=\"../images/api.svg\" alt=\"\" width=\"16\" height=\"16\">API</a></li>"
            ))
        let home = try site.read("_site/index.html")
        #expect(home.contains("<p class=\"nav-group-title\"><span class=\"nav-icon\"><svg"))
        #expect(home.contains("</svg></span>Start</p>"))
        // The unknown name of "Basics" draws no neutral glyph.
        #expect(!home.contains("<circle cx=\"12\" cy=\"12\" r=\"9\"/><circle cx=\"12\" cy=\"12\" r=\"2\"/>"))
    }

    @Test("navigation.dropdowns is one menu named by the current dropdown, listing them all")
    func dropdowns() throws {
        let site = try TemporarySite()
        try site.write(
            "docs/docs.json",
            """
            { "name": "Acme", "navigation": { "dropdowns": [
              { "dropdown": "Learn", "groups": [{ "group": "G", "pages": ["index"] }] },
              { "dropdown": "Build", "tabs": [
                { "tab": "SDK", "groups": [{ "group": "H", "pages": ["build/sdk"] }] },
                { "tab": "CLI", "groups": [{ "group": "I", "pages": ["build/cli"] }] }
              ] }
            ] } }
            """)
        for (path, title) in [("index", "Home"), ("build/sdk", "SDK"), ("build/cli", "CLI")] {
            try site.write("docs/\(path).mdx", "---\ntitle: \(title)\n---\n\nText.\n")
        }
        let outcome = try PreflightProcess.run(["build", "--content", "docs"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let home = try site.read("_site/index.html")
        #expect(
            home.contains(
                "<div class=\"nav-menu nav-dropdown\">\n<button type=\"button\" class=\"nav-menu-button\" aria-expanded=\"true\" aria-controls=\"nav-menu-1\">Learn</button>"
            ))
        #expect(
            home.contains(
                "<li><a href=\"index.html\" aria-current=\"true\">Learn</a></li>\n<li><a href=\"build/sdk.html\">Build</a></li>\n</ul>\n</div>"
            ))
        #expect(!home.contains(">SDK</a>"), "the other dropdown's tabs are not listed")
        let cli = try site.read("_site/build/cli.html")
        #expect(cli.contains("aria-controls=\"nav-menu-1\">Build</button>"))
        #expect(
            cli.contains(
                "<ul class=\"nav-tabs\">\n<li><a href=\"sdk.html\">SDK</a></li>\n<li><a href=\"cli.html\" aria-current=\"true\">CLI</a></li>\n</ul>"
            ))
        #expect(!cli.contains("Build · CLI"))
        #expect(cli.contains("<ol><li>Build</li><li>CLI</li><li>I</li></ol>"))
    }
}
