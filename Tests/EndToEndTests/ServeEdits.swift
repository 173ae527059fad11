import Foundation

/// A small served site's content, and the edits a writer makes to it while `serve` runs.
///
/// An edit is one or more steps; each step is one change on disk that changes the built site
/// (so the server sends a reload: a save that changes no output file sends none), with a page
/// to fetch at that reload and what it must then show. Edits that need two files changed (a
/// heading renamed and the link to it) go through states that build without errors.
struct ServeEdits {
    /// The kinds of edit, each touching a different kind of input.
    enum Kind: CaseIterable {
        /// A page's body: the common case, which may re-render that page alone. In turn: plain
        /// text, text with a formula (the KaTeX stylesheet comes or goes), with links to another
        /// page and to its own anchor, with utility classes (their stylesheet comes, changes,
        /// goes), and an MDX page's that imports a snippet.
        case pageText
        /// A heading another page links to by anchor, added, renamed or removed in turn.
        case heading
        /// A page's title, which every page's sidebar shows.
        case title
        /// A page's tag, which every page's sidebar shows beside its title.
        case sidebarTag
        /// The snippet an MDX page imports, which may re-render that page alone.
        case snippet
        /// The catalog a page's `<SettingsPreview>` shows.
        case catalog
        /// The state that `<SettingsPreview>` shows.
        case state
        /// docs.json: the site's name and the navigation's order.
        case docsConfig
        /// docs.json's settings that only the pages' surroundings show: the name, the primary
        /// colour and a navbar link.
        case surroundings
        /// A templates folder that appears, changes its page template, and goes.
        case template
        case newPage
        case removedPage
        /// A static file, moving between two folders.
        case staticFile
        /// A page in a folder of its own, added to the navigation, or taken out and removed.
        case nestedNavigation
        /// A second catalog, which comes and goes.
        case catalogComesOrGoes
        /// The text of a page showing an OpenAPI operation, which may re-render that page alone.
        case apiPageText
        /// The OpenAPI spec that page shows.
        case spec
        /// A JavaScript module whose component a page imports.
        case scriptSnippet
    }

    /// One change on disk, then what its reload must serve.
    struct Step {
        var name: String
        var change: (ServedSite) throws -> Void
        var page: String
        var shows: [String] = []
        var lacks: [String] = []
        var status = 200
    }

    // MARK: - The content's state

    /// Counts edits, so that each one writes text not seen before.
    private var number = 0
    /// Where in ``pageTextTurns`` the next page text edit is.
    private var pageTextTurn: Int
    private var aBody = "Text of A."
    private var bBody = "Text of B."
    private var dBody = "Text of D."
    /// a.md's headings after "Part" (which index.md always links to), and the one of them
    /// index.md links to as well.
    private var headings: [String] = []
    private var linkedHeading: String?
    private var headingEdits = 0
    private var cTitle = "C"
    private var cTag = "Old"
    private var snippet = "<Note>Shared note.</Note>\n"
    private var snippetEdits = 0
    private var topicName = "Gym reminders"
    private var stateLabel = "Quiet"
    private var gymChosen = false
    private var siteName = "Served"
    private var navigationReversed = false
    private var surroundingsEdits = 0
    private var templateEdits = 0
    private var newPages: [Int] = []
    private var staticFolder: Int?
    /// The nested page's title while it exists, and whether the navigation lists it.
    private var nestedTitle: String?
    private var nestedListed = false
    private var extraCatalog = false
    private var apiText = "Items, as written."
    private var apiResponse = "The items."
    private var pillLabel = "Pill"

    // MARK: - Files

    private var indexPage: String {
        let more = linkedHeading.map { " and [more](/a#\(Self.slug($0)))" } ?? ""
        return "---\ntitle: Home\n---\n\nSee [A](/a#part)\(more).\n"
    }

    private var aPage: String {
        "---\ntitle: A\n---\n\n## Part\n\n\(aBody)\n" + headings.map { "\n## \($0)\n\nUnder \($0).\n" }.joined()
    }

    private var bPage: String {
        "---\ntitle: B\n---\nimport Shared from '/snippets/note.mdx'\n\n<Shared />\n\n\(bBody)\n"
    }

    /// The page showing the catalog and the state: a page that reads them takes the whole build.
    private static let screenPage =
        "---\ntitle: Screen\n---\n\n<SettingsPreview catalog=\"catalogs/gym.json\" state=\"states/quiet.json\" />\n"

    private var dPage: String { "---\ntitle: D\n---\n\n\(dBody)\n" }

    /// A page that imports another page, d.mdx, as a snippet: each edit of d's text shows here too.
    private static let fPage = "---\ntitle: F\n---\nimport D from '/docs/d.mdx'\n\nF shows D:\n\n<D />\n"

    /// A page showing a component of a JavaScript module, and the module.
    private static let gPage = "---\ntitle: G\n---\nimport { Pill } from '/snippets/pill.jsx'\n\nG shows <Pill />.\n"
    private var pill: String { "export const Pill = () => <em>\(pillLabel)</em>;\n" }

    private var cPage: String { "---\ntitle: \(cTitle)\ntag: \(cTag)\n---\n\nText of C.\n" }

    private var apiPage: String { "---\ntitle: List items\nopenapi: \"/api.json GET /items\"\n---\n\n\(apiText)\n" }

    private var spec: String {
        #"""
        { "openapi": "3.0.3", "info": { "title": "Items", "version": "1" },
          "paths": { "/items": { "get": { "summary": "List items",
            "responses": { "200": { "description": "\#(apiResponse)" } } } } } }
        """#
    }

    private var docsConfig: String {
        var pages = ["index", "a", "b", "c", "d", "screen", "items", "f", "g"]
        if navigationReversed { pages = ["index"] + pages.dropFirst().reversed() }
        if nestedListed { pages.append("guide/deep") }
        let list = pages.map { "\"\($0)\"" }.joined(separator: ", ")
        let colour = String(format: "#%06x", 0x2050a0 + surroundingsEdits * 0x10101)
        let navbar =
            #"{ "links": [ { "label": "Edit \#(surroundingsEdits)", "href": "https://example.com/\#(surroundingsEdits)" } ] }"#
        return #"""
            { "name": "\#(siteName)", "colors": { "primary": "\#(colour)" }, "navbar": \#(navbar),
              "navigation": { "groups": [ { "group": "G", "pages": [\#(list)] } ] } }
            """#
    }

    private static func catalog(workspace: String, topic: String) -> String {
        """
        {
          "workspace": "\(workspace)",
          "topics": [
            { "slug": "gym", "name": "\(topic)", "category": "Training",
              "channels": { "push": { "default": true }, "email": { "default": false } } },
            { "slug": "news", "name": "News", "channels": { "email": { "default": true } } }
          ]
        }
        """
    }

    private var state: String {
        #"{ "subscriber": "u-1", "label": "\#(stateLabel)", "choices": { "gym": \#(gymChosen) } }"#
    }

    /// A heading's anchor, as the site makes it from "Extra 3".
    private static func slug(_ heading: String) -> String {
        heading.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// Edits from the first state; page text edits start at `pageTextTurn` of their turns.
    init(pageTextTurn: Int = 0) {
        self.pageTextTurn = pageTextTurn % Self.pageTextTurns
    }

    /// Writes the content as it stands, before `serve` starts.
    func writeSite(to site: TemporarySite) throws {
        try site.write("content/docs.json", docsConfig)
        try site.write("content/docs/index.md", indexPage)
        try site.write("content/docs/a.md", aPage)
        try site.write("content/docs/b.mdx", bPage)
        try site.write("content/docs/c.md", cPage)
        try site.write("content/docs/d.mdx", dPage)
        try site.write("content/docs/f.mdx", Self.fPage)
        try site.write("content/docs/g.mdx", Self.gPage)
        try site.write("content/snippets/pill.jsx", pill)
        try site.write("content/docs/screen.mdx", Self.screenPage)
        try site.write("content/snippets/note.mdx", snippet)
        try site.write("content/catalogs/gym.json", Self.catalog(workspace: "Test Gym", topic: topicName))
        try site.write("content/states/quiet.json", state)
        try site.write("content/docs/items.mdx", apiPage)
        try site.write("content/docs/api.json", spec)
    }

    // MARK: - Edits

    /// The steps of an edit of `kind`, from the content as it stands; the content then stands
    /// as those steps leave it.
    mutating func steps(_ kind: Kind) -> [Step] {
        number += 1
        let n = number
        switch kind {
        case .pageText:
            defer { pageTextTurn = (pageTextTurn + 1) % Self.pageTextTurns }
            return [pageTextStep(turn: pageTextTurn, n)]
        case .heading:
            return headingSteps(n)
        case .title:
            cTitle = "C \(n)"
            return [
                write("c's title", "content/docs/c.md", cPage, page: "/a.html", shows: [">\(cTitle) <span class=\"nav-tag\">"])
            ]
        case .sidebarTag:
            cTag = "Tag \(n)"
            return [write("c's tag", "content/docs/c.md", cPage, page: "/a.html", shows: ["nav-tag\">\(cTag)<"])]
        case .snippet:
            // Its text, and in turn a heading of its own: an anchor of the pages importing it.
            snippetEdits += 1
            let note = "Shared note, edit \(n)."
            let heading = snippetEdits % 2 == 0 ? "Shared \(n)" : nil
            snippet = (heading.map { "## \($0)\n\n" } ?? "") + "<Note>\(note)</Note>\n"
            return [
                write(
                    heading == nil ? "snippet" : "snippet with a heading", "content/snippets/note.mdx", snippet, page: "/b.html",
                    shows: [note] + (heading.map { ["id=\"\(Self.slug($0))\""] } ?? []))
            ]
        case .catalog:
            topicName = "Gym reminders \(n)"
            return [
                write(
                    "catalog", "content/catalogs/gym.json", Self.catalog(workspace: "Test Gym", topic: topicName),
                    page: "/screen.html", shows: [topicName])
            ]
        case .state:
            stateLabel = "Quiet \(n)"
            gymChosen.toggle()
            return [
                write("state", "content/states/quiet.json", state, page: "/screen.html", shows: ["Test Gym, \(stateLabel)"])
            ]
        case .surroundings:
            siteName = "Served \(n)"
            surroundingsEdits += 1
            return [
                write(
                    "docs.json's surroundings", "content/docs.json", docsConfig, page: "/a.html",
                    shows: ["<title>A · \(siteName)</title>", ">Edit \(surroundingsEdits)<"])
            ]
        case .docsConfig:
            siteName = "Served \(n)"
            navigationReversed.toggle()
            return [
                write("docs.json", "content/docs.json", docsConfig, page: "/a.html", shows: ["<title>A · \(siteName)</title>"])
            ]
        case .template:
            return templateSteps(n)
        case .newPage:
            return [newPage(n)]
        case .removedPage:
            var steps: [Step] = []
            if newPages.isEmpty { steps.append(newPage(n)) }
            let gone = newPages.removeFirst()
            steps.append(
                Step(
                    name: "new-\(gone) removed", change: { try $0.remove("content/docs/new-\(gone).md") },
                    page: "/new-\(gone).html", status: 404))
            return steps
        case .staticFile:
            let old = staticFolder
            let folder = old == 0 ? 1 : 0
            staticFolder = folder
            var steps = [
                write(
                    "static file", "content/docs/files-\(folder)/data.txt", "data \(n)\n", page: "/files-\(folder)/data.txt",
                    shows: ["data \(n)"])
            ]
            if let old {
                steps.append(
                    Step(
                        name: "static folder removed", change: { try $0.remove("content/docs/files-\(old)") },
                        page: "/files-\(old)/data.txt", status: 404))
            }
            return steps
        case .nestedNavigation:
            return nestedSteps(n)
        case .apiPageText:
            apiText = "Items, edit \(n)."
            return [write("the API page's text", "content/docs/items.mdx", apiPage, page: "/items.html", shows: [apiText])]
        case .spec:
            apiResponse = "The items, edit \(n)."
            return [write("the spec", "content/docs/api.json", spec, page: "/items.html", shows: [apiResponse])]
        case .scriptSnippet:
            pillLabel = "Pill \(n)"
            return [
                write(
                    "a JavaScript snippet", "content/snippets/pill.jsx", pill, page: "/g.html", shows: ["<em>\(pillLabel)</em>"])
            ]
        case .catalogComesOrGoes:
            extraCatalog.toggle()
            if extraCatalog {
                return [
                    write(
                        "extra catalog", "content/catalogs/extra.json",
                        Self.catalog(workspace: "Extra \(n)", topic: "Extra topic"),
                        page: "/previews/index.html", shows: ["Extra \(n)"])
                ]
            }
            return [
                Step(
                    name: "extra catalog removed", change: { try $0.remove("content/catalogs/extra.json") },
                    page: "/previews/extra/index.html", status: 404)
            ]
        }
    }

    /// How many different page text edits there are, taken in turn.
    static let pageTextTurns = 8

    private mutating func pageTextStep(turn: Int, _ n: Int) -> Step {
        let text = "edit \(n)"
        switch turn {
        case 0, 7:
            aBody = "Text of A, \(text)."
            return write("a's text", "content/docs/a.md", aPage, page: "/a.html", shows: [aBody])
        case 1:
            bBody = "Text of B, \(text)."
            return write(
                "b's text, an MDX page importing a snippet", "content/docs/b.mdx", bPage, page: "/b.html", shows: [bBody])
        case 2, 4:
            let utility = turn == 2 ? "mt-4" : "mt-8"
            dBody = "<div className=\"\(utility)\">Text of D, \(text).</div>"
            return write(
                "d's text with \(utility)", "content/docs/d.mdx", dPage, page: "/d.html", shows: ["Text of D, \(text)."])
        case 3:
            aBody = "Text of A, \(text), with $x_n$."
            return write(
                "a's text with a formula", "content/docs/a.md", aPage, page: "/a.html", shows: ["Text of A, \(text), with"])
        case 5:
            aBody = "Text of A, \(text), with $x_n$, [C](/c) and [back](#part)."
            return write(
                "a's text with links", "content/docs/a.md", aPage, page: "/a.html",
                shows: ["Text of A, \(text), with", "href=\"#part\""])
        default:
            dBody = "Text of D, \(text)."
            return write("d's text without classes", "content/docs/d.mdx", dPage, page: "/d.html", shows: [dBody])
        }
    }

    private func write(
        _ name: String, _ path: String, _ text: String, page: String, shows: [String] = [], lacks: [String] = []
    ) -> Step {
        Step(name: name, change: { try $0.write(path, text) }, page: page, shows: shows, lacks: lacks)
    }

    private mutating func newPage(_ n: Int) -> Step {
        newPages.append(n)
        return write(
            "new-\(n) added", "content/docs/new-\(n).md", "---\ntitle: New \(n)\n---\n\nHello from new \(n).\n",
            page: "/new-\(n).html", shows: ["Hello from new \(n)."])
    }

    /// Adds a heading and links to it; renames it (the new one added, linked, the old one
    /// dropped); removes it (unlinked first): the link resolves at every step.
    private mutating func headingSteps(_ n: Int) -> [Step] {
        headingEdits += 1
        let id = { (heading: String) in "id=\"\(Self.slug(heading))\"" }
        let link = { (heading: String) in "href=\"a.html#\(Self.slug(heading))\"" }
        var steps: [Step] = []
        switch (headingEdits - 1) % 3 {
        case 0:
            let added = "Extra \(n)"
            headings = [added]
            steps.append(write("heading added", "content/docs/a.md", aPage, page: "/a.html", shows: [id(added)]))
            linkedHeading = added
            steps.append(write("link to it", "content/docs/index.md", indexPage, page: "/index.html", shows: [link(added)]))
        case 1:
            let old = headings[0]
            let renamed = "Renamed \(n)"
            headings = [old, renamed]
            steps.append(write("heading renamed: new one", "content/docs/a.md", aPage, page: "/a.html", shows: [id(renamed)]))
            linkedHeading = renamed
            steps.append(
                write(
                    "link to the new one", "content/docs/index.md", indexPage, page: "/index.html", shows: [link(renamed)],
                    lacks: [link(old)]))
            headings = [renamed]
            steps.append(
                write("old one dropped", "content/docs/a.md", aPage, page: "/a.html", shows: [id(renamed)], lacks: [id(old)]))
        default:
            let old = headings[0]
            linkedHeading = nil
            steps.append(write("link removed", "content/docs/index.md", indexPage, page: "/index.html", lacks: [link(old)]))
            headings = []
            steps.append(write("heading removed", "content/docs/a.md", aPage, page: "/a.html", lacks: [id(old)]))
        }
        return steps
    }

    /// A templates folder appears with a page template of its own, changes it, and goes.
    private mutating func templateSteps(_ n: Int) -> [Step] {
        templateEdits += 1
        let shipped = TemporarySite.packageRoot.appendingPathComponent("templates")
        switch (templateEdits - 1) % 3 {
        case 0:
            let comment = "<!-- template \(n) -->"
            let install = { (served: ServedSite) throws in
                let prepared = served.stagedPath()
                try FileManager.default.copyItem(at: shipped, to: prepared)
                let page = prepared.appendingPathComponent("page.mustache")
                try (String(contentsOf: page, encoding: .utf8) + comment + "\n").write(
                    to: page, atomically: false, encoding: .utf8)
                try served.moveIn(prepared, at: served.site.root.appendingPathComponent("templates"))
            }
            return [Step(name: "templates folder added", change: install, page: "/a.html", shows: [comment])]
        case 1:
            let comment = "<!-- template \(n) -->"
            let text = (try? String(contentsOf: shipped.appendingPathComponent("page.mustache"), encoding: .utf8)) ?? ""
            return [
                write(
                    "page template changed", "templates/page.mustache", text + comment + "\n", page: "/a.html", shows: [comment])
            ]
        default:
            return [
                Step(
                    name: "templates folder removed", change: { try $0.remove("templates") }, page: "/a.html",
                    lacks: ["<!-- template "])
            ]
        }
    }

    /// A page in a folder of its own appears, then the navigation lists it; or the navigation
    /// drops it, then its folder goes.
    private mutating func nestedSteps(_ n: Int) -> [Step] {
        if let title = nestedTitle {
            nestedListed = false
            nestedTitle = nil
            return [
                write("nested page unlisted", "content/docs.json", docsConfig, page: "/index.html", lacks: [">\(title)<"]),
                Step(
                    name: "nested folder removed", change: { try $0.remove("content/docs/guide") }, page: "/guide/deep.html",
                    status: 404),
            ]
        }
        let title = "Deep \(n)"
        nestedTitle = title
        let added = write(
            "nested page added", "content/docs/guide/deep.md", "---\ntitle: \(title)\n---\n\nDeep [A](/a).\n",
            page: "/guide/deep.html",
            shows: ["<title>\(title)"])
        nestedListed = true
        return [added, write("nested page listed", "content/docs.json", docsConfig, page: "/index.html", shows: [">\(title)<"])]
    }
}
